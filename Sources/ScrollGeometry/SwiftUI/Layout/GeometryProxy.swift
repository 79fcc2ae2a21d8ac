/// What a `GeometryReader` (or a `visualEffect` closure) tells its content: its size, its
/// safe-area insets and its frame in each coordinate space (U8, U19).
public struct GeometryProxy {
  /// The reader's size (the size it was offered).
  public let size: CGSize
  /// The reader's visual frame in the window.
  let globalFrame: CGRect
  /// The window position of the hosted scroll view's space origin (nil outside it).
  let scrollViewOrigin: CGPoint?
  /// The window position of the nested horizontal scroll view's space origin, inside one (U50).
  let horizontalScrollViewOrigin: CGPoint?
  /// The window positions of named spaces.
  let namedOrigins: [String: CGPoint]
  /// The parts of the reader's frame under the safe area's edges.
  let insets: EdgeInsets
  /// How far the hosting view reaches above the scroll view's SwiftUI frame (its top safe
  /// area): where the `.scrollView` space starts on that edge is U8.
  let scrollViewSafeTop: CGFloat

  init(
    size: CGSize, globalFrame: CGRect, scrollViewOrigin: CGPoint?, namedOrigins: [String: CGPoint],
    safeAreaInsets: EdgeInsets = EdgeInsets(), scrollViewSafeTop: CGFloat = 0,
    horizontalScrollViewOrigin: CGPoint? = nil
  ) {
    self.size = size
    self.globalFrame = globalFrame
    self.scrollViewOrigin = scrollViewOrigin
    self.horizontalScrollViewOrigin = horizontalScrollViewOrigin
    self.namedOrigins = namedOrigins
    self.insets = safeAreaInsets
    self.scrollViewSafeTop = scrollViewSafeTop
  }

  /// The reader's frame in `space` (U8).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global:
      return globalFrame
    case .local:
      return CGRect(origin: .zero, size: size)
    case .scrollView:
      if let nested = horizontalScrollViewOrigin { return globalFrame.offsetBy(dx: -nested.x, dy: -nested.y) }
      return frame(in: .scrollViewAlong(.vertical))
    case .scrollViewAlong(.horizontal):
      guard let nested = horizontalScrollViewOrigin else { return globalFrame }
      return globalFrame.offsetBy(dx: -nested.x, dy: -nested.y)
    case .scrollViewAlong(.vertical):
      guard let origin = scrollViewOrigin else { return globalFrame }
      // U8: read where the space's start depends on it (a top safe area the host reaches under).
      if scrollViewSafeTop > 0 { EngineAssumptions.exercised("U8") }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    case .named(let name):
      guard let origin = namedOrigins[name] else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The safe-area insets of the reader: how far its frame reaches under the safe area's
  /// edges, as the system defines them (`ignoresSafeArea` around the reader does not change
  /// them; `safeAreaInset` bars and navigation bars do). Zero inside a scroll view's content,
  /// which the scroll view lays out inside its safe area (U19).
  public var safeAreaInsets: EdgeInsets { insets }

  /// An anchor's value in the reader's own space (U19).
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// An anchor's point in the reader's own space (U19).
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
  }
}
