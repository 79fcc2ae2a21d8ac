/// A point in a view's frame in unit coordinates, as SwiftUI's `UnitPoint`: the anchor of
/// `scaleEffect`.
public struct UnitPoint: Hashable, Sendable {
  /// The position on each axis: 0 at the leading or top edge, 1 at the trailing or bottom edge.
  public var x: CGFloat
  public var y: CGFloat

  /// Creates a unit point (0...1 on each axis inside the frame).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The centre of the frame.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)

  /// The point this unit point designates in `rect`.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
