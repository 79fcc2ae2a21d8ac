import ScrollGeometry

/// The family of SwiftUI headers pinned at the top of a `ScrollView` that stretch when the
/// content is pulled down.
///
/// A conforming type returns the SwiftUI view as the app writes it, whatever its root
/// (`ScrollView`, `ZStack`, `NavigationStack`, `List`...); the scenario's item count stands for
/// the app's data (`ForEach(0..<itemCount)`). The header is the view marked
/// `.scrollCheckHeader()`, wherever it is; without one, the first section header of the
/// scroll view's outermost lazy stack (as seed 001 writes it).
public protocol StickyHeaderStrategy: Strategy {
  /// The type of the view the strategy builds.
  associatedtype Content: View
  /// The view, with `itemCount` items below a header of `baseHeight` (a strategy whose base
  /// height is a constant ignores it).
  func makeView(itemCount: Int, baseHeight: CGFloat) -> Content
  /// The view showing `headerText` in its header, as the app passes its title into the view;
  /// `set-header-text` builds it again with the new text (U40). By default the view shows no
  /// text: `makeView(itemCount:baseHeight:)`.
  func makeView(itemCount: Int, baseHeight: CGFloat, headerText: String) -> Content
  /// Whether the view shows the header's text (implement `makeView(itemCount:baseHeight:headerText:)`
  /// and return true): without it, `set-header-text` leaves the view alone. Default false.
  var showsHeaderText: Bool { get }
  /// The view showing the app's items by their data's identities, as an app whose data is an
  /// array writes it: `ForEach(items, id: \.self) { item in ... }` (U44). `items` are the ids
  /// of the app's data in order (0 to n - 1 at first; an item inserted later gets a new id,
  /// and an item keeps its id when others are inserted or deleted around it). By default the
  /// view is `makeView(itemCount: items.count, baseHeight:headerText:)`, whose
  /// `ForEach(0..<itemCount)` identifies items by their index (U42).
  func makeView(items: [Int], baseHeight: CGFloat, headerText: String) -> Content
  /// Whether the view identifies its items by their data (implement
  /// `makeView(items:baseHeight:headerText:)` and return true), so that a row's own state
  /// (`change-row-height`, U45) follows its data across inserts and deletes. Default false:
  /// items are identified by their index.
  var identifiesItems: Bool { get }
  /// The intrinsic sizes of the images the view names; by default every image is a 16:9
  /// landscape banner (U13).
  var images: ImageCatalog { get }
}

extension StickyHeaderStrategy {
  public var family: StrategyFamily { .swiftUIHeader }
  public var images: ImageCatalog { ImageCatalog() }
  public var showsHeaderText: Bool { false }
  public var identifiesItems: Bool { false }
  public func makeView(items: [Int], baseHeight: CGFloat, headerText: String) -> Content {
    makeView(itemCount: items.count, baseHeight: baseHeight, headerText: headerText)
  }
  public func makeView(itemCount: Int, baseHeight: CGFloat, headerText: String) -> Content {
    makeView(itemCount: itemCount, baseHeight: baseHeight)
  }
}
