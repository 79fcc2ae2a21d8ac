import ScrollGeometry

/// The family of SwiftUI headers pinned at the top of a `ScrollView` that stretch when the
/// content is pulled down.
///
/// A conforming type returns the SwiftUI view as the app writes it; the scenario's item
/// count stands for the app's data (`ForEach(0..<itemCount)`). The header is the first
/// section's header of the scroll view's stack.
public protocol StickyHeaderStrategy: Strategy {
  /// The type of the view the strategy builds.
  associatedtype Content: View
  /// The view, with `itemCount` items below a header of `baseHeight` (a strategy whose base
  /// height is a constant ignores it).
  func makeView(itemCount: Int, baseHeight: CGFloat) -> Content
}

extension StickyHeaderStrategy {
  public var family: StrategyFamily { .swiftUIHeader }
}
