/// Whether a scroll view bounces when its content is not taller than it, as SwiftUI's
/// `ScrollBounceBehavior` (U2).
public enum ScrollBounceBehavior: Hashable, Sendable {
  /// The default: scroll views always bounce, even with one row.
  case automatic
  /// Always bounce.
  case always
  /// Bounce only when the content is taller than the view.
  case basedOnSize
}

/// The kinds of lazy-stack children that stay pinned while their section is on screen, as
/// SwiftUI's `PinnedScrollableViews` (U5).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Section headers pin to the top of the visible area.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers pin to the bottom of the visible area.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
