/// The screen a view controller is shown on: its size in points, its pixel scale and the
/// safe-area insets of the current orientation.
public struct Screen: Hashable, Sendable {
  /// The screen's size in points, in the current orientation.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets of the current orientation.
  public var safeAreaInsets: UIEdgeInsets

  /// Creates a screen of the given size and scale, with no safe area unless given.
  public init(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The screen's bounds, with its origin at zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }
}
