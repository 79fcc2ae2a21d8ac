/// What a `GeometryReader` tells its content: its size and its frame in each coordinate
/// space (U8).
public struct GeometryProxy {
  /// The reader's size (the size it was offered).
  public let size: CGSize
  /// The reader's visual frame in the window.
  let globalFrame: CGRect
  /// The window position of the scroll view's space origin.
  let scrollViewOrigin: CGPoint
  /// The window positions of named spaces.
  let namedOrigins: [String: CGPoint]

  /// The reader's frame in `space`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global:
      return globalFrame
    case .local:
      return CGRect(origin: .zero, size: size)
    case .scrollView:
      return globalFrame.offsetBy(dx: -scrollViewOrigin.x, dy: -scrollViewOrigin.y)
    case .named(let name):
      guard let origin = namedOrigins[name] else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The safe-area insets inside the reader. The content of a scroll view is laid out
  /// inside the safe area, so these are zero there.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
