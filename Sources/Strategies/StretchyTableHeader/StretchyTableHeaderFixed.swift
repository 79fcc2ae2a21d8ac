import ScrollGeometry

/// `stretchy-table-header.fixed`: a header that collapses from its maximum to its minimum
/// as the content scrolls up, with any number of rows, at any safe area.
///
/// What it changes from seed 000, each for a violation the suite found there:
/// - the height follows the distance scrolled *up* from the resting top
///   (`maximum - scrolled`), where the seed's `maxHeight + offsetY` runs backwards;
/// - it never touches `contentInset.top`, so the valid range no longer moves under the
///   finger and a pull bounces back;
/// - instead of forcing `contentSize` (which a layout pass undoes, and which leaves nothing
///   to scroll), it sets `contentInset.bottom` so that the content can always scroll far
///   enough to collapse the header;
/// - it measures from `adjustedContentInset`, so it works with any adjustment behaviour.
public struct StretchyTableHeaderFixed: StretchyTableHeaderStrategy {
  public init() {}
  public let id = "stretchy-table-header.fixed"
  public let summary = "collapses with the distance scrolled; a bottom inset keeps it collapsible with any rows"
  public let expectedViolations: [String] = []

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .tableHeader, minimumHeight: proposal.minimum, maximumHeight: proposal.maximum,
      stretches: false)
  }

  public func makeViewController(heights: HeaderHeights) -> UIViewController {
    StretchyTableHeaderFixedController(heights: heights)
  }
}

/// The fixed controller: a table filling the view, a `tableHeaderView` pinned below the top
/// of the safe area while it collapses, and a bottom inset that makes collapsing possible.
final class StretchyTableHeaderFixedController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView()
  let header = UIView()
  let heights: HeaderHeights

  init(heights: HeaderHeights) {
    self.heights = heights
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: heights.maximum)
    tableView.tableHeaderView = header
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateBottomInset()
    layoutHeader()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    layoutHeader()
  }

  /// How far the content is scrolled up from its resting top.
  private var scrolledUp: CGFloat {
    max(0, tableView.contentOffset.y + tableView.adjustedContentInset.top)
  }

  /// The header stays below the top of the safe area while it collapses, and moves with
  /// the content when pulled down.
  private func layoutHeader() {
    let scrolled = scrolledUp
    let height = min(max(heights.maximum - scrolled, heights.minimum), heights.maximum)
    let frame = CGRect(x: 0, y: scrolled, width: tableView.bounds.width, height: height)
    if header.frame != frame { header.frame = frame }
  }

  /// Enough room below the content to scroll the header from its maximum to its minimum.
  private func updateBottomInset() {
    let collapseDistance = heights.maximum - heights.minimum
    let safeBottom = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
    let restingTop = -tableView.adjustedContentInset.top
    let needed = restingTop + collapseDistance + tableView.bounds.height
      - tableView.contentSize.height - safeBottom
    let bottom = max(0, needed)
    if tableView.contentInset.bottom != bottom { tableView.contentInset.bottom = bottom }
  }
}
