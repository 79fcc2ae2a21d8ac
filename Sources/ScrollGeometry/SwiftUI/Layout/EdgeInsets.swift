/// Insets with SwiftUI's labels (`leading`/`trailing`), for `padding(_:)`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of each edge, in points: top, leading, bottom and trailing.
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets with SwiftUI's labels.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// An edge of a rectangle, as SwiftUI's `Edge`, with its option set for `padding(_:_:)`.
public enum Edge: Hashable, Sendable {
  /// The top, leading, bottom or trailing edge.
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
