/// The inset distances for the four edges of a rectangle, with UIKit's labels and order.
///
/// Foundation on Linux has no `UIEdgeInsets`; this is the engine's own, shaped so that
/// `UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)` and
/// `UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0)` port unchanged.
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The inset of each edge, in points: top, left, bottom and right.
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets with UIKit's argument labels.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four edges zero.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The edge-by-edge sum of two insets.
  public static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  public var description: String {
    "(top: \(top.compactDescription), left: \(left.compactDescription), "
      + "bottom: \(bottom.compactDescription), right: \(right.compactDescription))"
  }
}

/// UIKit's C-style constructor, so that Objective-C code such as
/// `UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0)` ports verbatim.
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
