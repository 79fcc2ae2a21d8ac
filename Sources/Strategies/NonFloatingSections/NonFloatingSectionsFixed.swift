import ScrollGeometry

/// `non-floating-sections.fixed`: section headers and footers that never float, for any
/// heights and safe areas.
///
/// The fix is UIKit's own: a `.grouped` table does not float its section headers and
/// footers (Apple, `UITableView.Style`), so nothing has to fight the table in
/// `scrollViewDidScroll`. Seed 003's inset rewriting moves the valid range under the finger
/// and reads the table-wide heights where a delegate may answer others; the suite finds
/// both (see the README).
public struct NonFloatingSectionsFixed: NonFloatingSectionsStrategy {
  public init() {}
  public let id = "non-floating-sections.fixed"
  public let summary = "a grouped-style table: headers and footers scroll with the rows, insets untouched"
  public let knownViolations: [KnownViolation] = []

  /// The seed's table is an `IBOutlet` of a storyboard scene.
  public let loadsFromStoryboard = true

  public func makeViewController() -> UIViewController {
    NonFloatingSectionsFixedController()
  }
}

/// The fixed controller: the same table, grouped.
final class NonFloatingSectionsFixedController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView(frame: .zero, style: .grouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    embedFullScreen(tableView, delegate: self)
  }
}
