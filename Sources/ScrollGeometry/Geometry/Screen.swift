/// The screen a view controller is shown on: its size in points, its pixel scale and the
/// safe-area insets of the current orientation.
public struct Screen: Hashable, Sendable {
  public var size: CGSize
  public var scale: CGFloat
  public var safeAreaInsets: UIEdgeInsets

  public init(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The screen's bounds, with its origin at zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }
}
