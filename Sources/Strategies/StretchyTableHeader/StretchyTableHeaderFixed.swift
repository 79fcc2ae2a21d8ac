import ScrollGeometry

/// `stretchy-table-header.fixed`: a header that collapses from its maximum to its minimum
/// as the content scrolls up, with any number of rows, at any safe area.
///
/// What it changes from seed 000, each for a violation the suite found there:
/// - the height follows the distance scrolled *up* (`maximum - offset`), where the seed's
///   `maxHeight + offsetY` runs backwards (it shrinks when pulled, never when scrolled);
/// - it never touches `contentInset.top`, so the valid range does not move under the finger
///   and a pull bounces back;
/// - instead of forcing `contentSize` (which the next layout pass undoes, and which leaves
///   nothing to scroll), it sets `contentInset.bottom` so that the content can always scroll
///   far enough to collapse the header, and never less than the bottom safe area;
/// - it keeps the safe-area adjustment on, so no row hides under the status bar, and stops
///   the header at the bottom of the status bar rather than under it (`uncovered`);
/// - it brings the header to the front, since a table draws its rows over its header view
///   and the rows scroll under the header once it stops (`uncovered`);
/// - it recomputes that inset whenever the table's `contentSize` changes (rows inserted or
///   deleted), not only in `viewDidLayoutSubviews`, which a table reload does not trigger,
///   and from the content alone, not the bottom safe area, which the keyboard changes.
public struct StretchyTableHeaderFixed: StretchyTableHeaderStrategy {
  public init() {}
  public let id = "stretchy-table-header.fixed"
  public let summary = "collapses with the distance scrolled; a bottom inset keeps it collapsible with any rows"
  public let knownViolations: [KnownViolation] = []

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .tableHeader, minimumHeight: proposal.minimum, maximumHeight: proposal.maximum,
      stretches: false)
  }

  public func makeViewController(heights: HeaderHeights) -> UIViewController {
    StretchyTableHeaderFixedController(heights: heights)
  }
}

/// A table that tells its owner when its content size changes (as an app would with KVO
/// on `contentSize` or a `layoutSubviews` override).
final class ContentSizeReportingTableView: UITableView {
  var contentSizeDidChange: (() -> Void)?

  override var contentSize: CGSize {
    didSet { if oldValue != contentSize { contentSizeDidChange?() } }
  }
}

/// The fixed controller: a table filling the view, a `tableHeaderView` that moves with the
/// content until the content's top reaches the view's top, then stays there while it
/// collapses, and a bottom inset that makes collapsing possible.
final class StretchyTableHeaderFixedController: UIViewController, UIScrollViewDelegate {
  let tableView = ContentSizeReportingTableView()
  let header = UIView()
  let heights: HeaderHeights

  init(heights: HeaderHeights) {
    self.heights = heights
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // With the safe area added to the insets, whatever the storyboard says (seed 000 turned
    // it off "to avoid conflicts").
    embedFullScreen(tableView, delegate: self)
    tableView.contentSizeDidChange = { [weak self] in self?.updateBottomInset() }
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: heights.maximum)
    tableView.tableHeaderView = header
    tableView.bringSubviewToFront(header)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateBottomInset()
    layoutHeader()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    layoutHeader()
  }

  /// How far the content has scrolled up from where it rests at the top.
  private var scrolledUp: CGFloat { max(0, tableView.contentOffset.y + tableView.adjustedContentInset.top) }

  /// The header stays at the top of the safe area (below the status bar) and gives up
  /// height as the content scrolls up; pulled down, it moves with the content.
  private func layoutHeader() {
    let scrolled = scrolledUp
    let height = min(max(heights.maximum - scrolled, heights.minimum), heights.maximum)
    let frame = CGRect(x: 0, y: scrolled, width: tableView.bounds.width, height: height)
    if header.frame != frame { header.frame = frame }
  }

  /// Room below the content to scroll the header from its maximum to its minimum.
  private func updateBottomInset() {
    let collapseDistance = heights.maximum - heights.minimum
    let safeTop = tableView.adjustedContentInset.top - tableView.contentInset.top
    // The bottom safe area is not subtracted: it grows with the keyboard, and an inset that
    // shrinks as the keyboard comes up lets the range jump back under the user when it goes
    // (`stays-put`, `round-trip`). A home indicator's worth of extra scrolling is harmless.
    let needed = collapseDistance - safeTop + tableView.bounds.height - tableView.contentSize.height
    let bottom = max(0, needed)
    if tableView.contentInset.bottom != bottom { tableView.contentInset.bottom = bottom }
  }
}
