/// The z-order of what the engine draws (Z1 to Z5 in docs/semantics.md): where two elements
/// overlap, the one with the larger value is drawn over the other.
///
/// UIKit draws a scroll view's subviews back to front in the order they were added, and
/// adds cells and floating section headers and footers as they come on screen, so a view
/// added once (a table header, a refresh control) ends up behind them unless it is brought
/// to the front.
public enum DrawingOrder {
  /// A view outside the scroll view drawn before it (behind the whole scroll view, V3).
  public static let behindScrollView = -10
  /// A refresh control UIKit inserts behind every other view of its scroll view (Z1; Z4's
  /// default, `atBack`).
  public static let refreshControl = 0
  /// The table's header and footer views, added once (Z1), and the views an app adds to a
  /// table itself.
  public static let tableHeaderAndFooter = 10
  /// A refresh control a table adds on top of the views it has when it is installed (Z4's
  /// alternative, `added`): over the table header view and the app's own subviews, under
  /// the rows, which the table adds as they come on screen.
  public static let refreshControlAddedToTable = 15
  /// Rows, SwiftUI items, and any element of no particular tier.
  public static let content = 20
  /// A plain table's section footers, drawn over the rows (Z1).
  public static let sectionFooter = 30
  /// A plain table's section headers, drawn over the rows and footers (Z1); SwiftUI's pinned
  /// headers and footers over the stack's items (Z2).
  public static let sectionHeader = 40
  /// A refresh control added on top of a SwiftUI scroll view's hosted content (Z4's
  /// alternative, `added`): over everything SwiftUI draws in it.
  public static let refreshControlAddedOverHostedContent = 45
  /// A table header or footer view the app brought to the front
  /// (`bringSubviewToFront(_:)`), over every row and section header (Z1). Views brought to
  /// the front are drawn in the order they were brought: the `n`th from the back is at
  /// `broughtToFront + n` (Z4: a refresh control brought after the header is over it).
  public static let broughtToFront = 50
  /// A view outside the scroll view drawn after it: over everything in it (V3).
  public static let overScrollView = 100
  /// Bars outside the scroll view (status bar, navigation bar, tab bar, keyboard), over
  /// everything in it (Z3).
  public static let bars = 1000
}
