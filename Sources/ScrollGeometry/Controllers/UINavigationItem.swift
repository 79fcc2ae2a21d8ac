/// What a navigation bar shows for a controller: its title and whether the title is large
/// (W11), as `UINavigationItem`.
public final class UINavigationItem {
  /// When the bar shows a large title for this item, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Like the item below it in the stack; a root item shows a large title when the bar
    /// prefers large titles.
    case automatic
    /// Always a large title when the bar prefers large titles.
    case always
    /// Never a large title.
    case never
  }

  /// The title.
  public var title: String?
  /// When a large title shows (W11). Has no effect unless the bar's `prefersLargeTitles`.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// Creates an item with no title and the automatic large-title mode.
  public init() {}
}
