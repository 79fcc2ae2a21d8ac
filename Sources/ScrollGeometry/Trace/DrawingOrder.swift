/// The z-order of what the engine draws (Z1 to Z3 in docs/semantics.md): where two elements
/// overlap, the one with the larger value is drawn over the other.
///
/// UIKit draws a scroll view's subviews back to front in the order they were added, and
/// adds cells and floating section headers and footers as they come on screen, so a view
/// added once (a table header, a refresh control) ends up behind them unless it is brought
/// to the front.
public enum DrawingOrder {
  /// A view outside the scroll view drawn before it (behind the whole scroll view, V3).
  public static let behindScrollView = -1
  /// A refresh control: the table inserts it behind everything else (Z1).
  public static let refreshControl = 0
  /// The table's header and footer views, added once (Z1).
  public static let tableHeaderAndFooter = 1
  /// Rows, SwiftUI items, and any element of no particular tier.
  public static let content = 2
  /// A plain table's section footers, drawn over the rows (Z1).
  public static let sectionFooter = 3
  /// A plain table's section headers, drawn over the rows and footers (Z1); SwiftUI's pinned
  /// headers and footers over the stack's items (Z2).
  public static let sectionHeader = 4
  /// A table header or footer view the app brought to the front
  /// (`bringSubviewToFront(_:)`), over every row and section header (Z1).
  public static let broughtToFront = 5
  /// A view outside the scroll view drawn after it: over everything in it (V3).
  public static let overScrollView = 6
  /// Bars outside the scroll view (status bar, navigation bar, tab bar, keyboard), over
  /// everything in it (Z3).
  public static let bars = 10
}
