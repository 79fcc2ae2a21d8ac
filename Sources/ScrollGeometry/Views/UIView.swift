/// The smallest part of `UIView` the engine needs: a frame, bounds, safe-area insets and
/// layout requests.
///
/// A class, because identity matters: a table keeps *the* header view it was given, and a
/// strategy changes that same object's frame.
open class UIView {
  /// The view's frame in its superview's coordinates. Setting it resizes `bounds`.
  open var frame: CGRect {
    didSet { bounds.size = frame.size }
  }

  /// The view's own coordinate space. For a scroll view the origin is the content offset.
  open var bounds: CGRect

  /// The safe-area insets the host gives this view (status bar, notch, home indicator).
  /// Set by the view controller's screen; UIKit derives them from the window.
  open var safeAreaInsets: UIEdgeInsets = .zero {
    didSet { if oldValue != safeAreaInsets { safeAreaInsetsDidChange() } }
  }

  /// Whether a layout pass has been requested and not yet run.
  public private(set) var needsLayout = false

  /// Creates a view with the given frame.
  public init(frame: CGRect = .zero) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
  }

  /// Asks for a layout pass at the next `layoutIfNeeded()`.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs `layoutSubviews()` if a pass was requested.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Lays out the view's content. Subclasses override.
  open func layoutSubviews() {}

  /// Called when `safeAreaInsets` changes. Subclasses override.
  open func safeAreaInsetsDidChange() {}
}
