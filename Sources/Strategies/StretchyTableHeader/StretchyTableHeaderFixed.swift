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
///   nothing to scroll), it gives the table a blank `tableFooterView` tall enough that the
///   content can always scroll far enough to collapse the header (a bottom inset would do
///   as much, but a plain table floats its section footers up to the inset's edge, over the
///   rows);
/// - it keeps the safe-area adjustment on, so no row hides under the status bar, and stops
///   the header at the bottom of the status bar rather than under it (`uncovered`);
/// - it keeps the header's minimum height in `contentInset.top`, so that a plain table's
///   floating section headers pin at the collapsed header's bottom edge (the table pins them
///   at the adjusted top inset), not under it (`pins-below-header`), and adds to the app's
///   insets rather than replacing them;
/// - it brings the header to the front, since a table draws its rows over its header view
///   and the rows scroll under the header once it stops (`uncovered`);
/// - it recomputes that room whenever the table's `contentSize` changes (rows inserted or
///   deleted), not only in `viewDidLayoutSubviews`, which a table reload does not trigger,
///   and from the content alone, not the bottom safe area, which the keyboard changes;
/// - (round 4) it also recomputes both when the adjusted inset changes without
///   `contentInset` (`adjustedContentInsetDidChange()`), and leaves a refreshing control's
///   height out of the top edge where the header stops and out of the room it needs: the
///   spinner (60 points in the adjusted inset, W41) scrolls away with the content, and the
///   header hung 60 points low over the rows (`reachable`), went stale until the next scroll
///   (`idempotent`, `no-hysteresis`, `round-trip`) and shrank the room under a scrolled view
///   (`stays-put`);
/// - (round 7) it moves the offset by the top inset it adds, as it adds it, instead of relying
///   on UIKit to pull an offset the new inset leaves out of range back to the top edge: under
///   `S11=stay` the table first appeared scrolled by the header's minimum and the status bar
///   (`rests-expanded`: 130 tall, not 200; `uncovered`: the first row under the status bar);
/// - (round 12) its screen shows a standard title, never a large one
///   (`navigationItem.largeTitleDisplayMode = .never`), as ScrollKit's sticky header enforces
///   an inline title ("a large title doesn't work with a sticky header", danielsaidi/ScrollKit
///   #6): a large title collapsing over the view changes `adjustedContentInset.top` while the
///   header collapses (W13), and the room below the rows, which must follow the top inset to
///   let the header collapse exactly, then gave the bottom edge one rest for each state of the
///   title (`round-trip` after the keyboard or the status bar and back, round 11's sweep).
///   Room that ignored the top inset instead let short content scroll its rows up under the
///   collapsed header; the title's own share is not something UIKit tells an app;
/// - (round 14) it brings a refresh control in front of the header (GSKStretchyHeaderView
///   #61): the header's collapsed part lies in the top inset, and where UIKit draws the
///   control just above the content (W43=content) the header hid the spinner
///   (`refresh-visible`);
/// - (round 17) a header that scrolls nothing away (minimum == maximum) is installed at the
///   smallest positive height, not 0: a grouped table takes a header view 0 points tall for
///   none and leaves its 35-point band above the first section (T31, community), which the
///   model had not drawn before round 17: 35 points of background between the header and the
///   rows (`no-gap`, depends on T31=band).
public struct StretchyTableHeaderFixed: StretchyTableHeaderStrategy {
  public init() { keepsLargeTitle = false }
  public let id = "stretchy-table-header.fixed"
  public let summary = "collapses with the distance scrolled; blank room below the rows keeps it collapsible with any rows; a standard title on its screen"
  /// None recorded.
  public let knownViolations: [KnownViolation] = []
  /// Its revisions were made for these alternatives (round 7: `S11=stay`; round 14:
  /// `W43=content`, and its control in front whatever Z4 says): a run searches them too.
  /// (Round 17) It brings its header to the front after every assignment, so it holds
  /// whether the same header assigned again keeps its place or not (Z6): round 17's mutation
  /// audit (S10) dropped that after `setMaximumHeight`'s assignment and passed every run.
  public let alsoHoldsUnder = ["S11=stay", "W43=content", "Z4=added", "Z6=back"]
  /// Cases its revisions fixed, replayed by every random run (round 16's mutation audit:
  /// undoing the round-12 revision, a large title kept, came back only once in 1,000 to
  /// 2,000 `round-trip` cases).
  public let regressionTokens = [
    // Round 11's sweep: a keyboard or status-bar round trip at the bottom edge under a large
    // title (an iPad form sheet, an iPad mini).
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa2azabeb2aamaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabwaeadmaiasbaiaabyyeaibbidqbaeaacaaaae-010c0634",
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa5atabacuaasabeaeaaaabgadaaaaaaaasacab7abaciaiaaaaaaaaaaaaabaaaaaaciaiafmauaaaaqubyaqcaabaaaaa-5b439a2b",
    // Round 15's mutant P2 (the refreshing control's height kept in the top edge: the first
    // row moves when a refresh begins). Its P1 shows under W43=content only, which the
    // promise search and `refresh-visible`'s cells (a control in every case) guard.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiettorqxs4znob2xiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabaaaacaiajabaa3acabyasaaaae6acai-9ab08c83",
    // Round 17: a 50...50 header on a grouped table with one empty section, installed 0
    // points tall, left T31's band between the header and the section (`no-gap`).
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiddon4wwoylqacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaaa3acabwaeaaaaeuacai-7c474b07",
  ]

  /// Whether its screen keeps the large title a navigation bar asks for: false in the
  /// catalogue (round 12). True only for tests of the engine's large-title probes, which
  /// need a header whose room follows a collapsing title (round 11's revision).
  let keepsLargeTitle: Bool

  /// Round 11's revision, which kept a large title: for tests (C40, C41).
  init(keepingLargeTitle: Bool) { keepsLargeTitle = keepingLargeTitle }

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .tableHeader, minimumHeight: proposal.minimum, maximumHeight: proposal.maximum,
      stretches: false)
  }

  public func makeViewController(heights: HeaderHeights) -> UIViewController {
    StretchyTableHeaderFixedController(heights: heights, keepsLargeTitle: keepsLargeTitle)
  }

  /// The controller keeps the heights; the app sets the new maximum and runs the same path
  /// `viewDidLoad` and a scroll run (W47).
  public func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool {
    guard let controller = viewController as? StretchyTableHeaderFixedController else { return false }
    controller.setMaximumHeight(maximum)
    return true
  }
}

/// A table that tells its owner when its content size, inset or adjustment behaviour
/// changes (as an app would with KVO on `contentSize` and `contentInset`, or a
/// `layoutSubviews` override).
final class ContentSizeReportingTableView: UITableView {
  var contentSizeDidChange: (() -> Void)?

  override var contentSize: CGSize {
    didSet { if oldValue != contentSize { contentSizeDidChange?() } }
  }

  /// An inset the app changes moves the range without a layout of the controller's view.
  override var contentInset: UIEdgeInsets {
    didSet { if oldValue != contentInset { contentSizeDidChange?() } }
  }

  /// So does a change of the adjustment behaviour.
  override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    didSet { if oldValue != contentInsetAdjustmentBehavior { contentSizeDidChange?() } }
  }

  /// And so does any change of the adjusted inset that leaves `contentInset` alone: a refresh
  /// control beginning or ending a refresh (W41), a safe-area change (UIKit calls this since
  /// iOS 11, K10). Belt and braces since round 4: a safe-area change also lays the controller
  /// out, and the header and its room leave a refreshing control's height out, so removing
  /// this changes nothing the model shows (round 12's mutation audit, M3).
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    contentSizeDidChange?()
  }
}

/// The fixed controller: a table filling the view, a `tableHeaderView` that moves with the
/// content until the content's top reaches the view's top, then stays there while it
/// collapses, and a bottom inset that makes collapsing possible.
///
/// The table's top inset holds the header's minimum height, and the header view is
/// installed `minimum` shorter than it is drawn (its frame reaches up into that inset): a
/// plain table pins its floating section headers at `adjustedContentInset.top` (T13), so
/// they pin at the collapsed header's bottom edge, not under it (`pins-below-header`).
/// The controller adds its own share to `contentInset` and takes only that share back, so
/// an inset the app sets elsewhere (a banner, a toolbar) stays.
final class StretchyTableHeaderFixedController: UIViewController, UIScrollViewDelegate {
  let tableView = ContentSizeReportingTableView()
  /// The header: seed 000's blue header view (`StretchableHeaderView`'s background; C34).
  let header: UIView = {
    let view = UIView()
    view.backgroundColor = .systemBlue
    return view
  }()
  /// Blank room below the rows, so that the header can always collapse: no colour, no
  /// subviews, so it draws nothing (C34).
  let spacer = UIView()
  private(set) var heights: HeaderHeights
  /// What this controller has added to `contentInset.top`.
  private var ownTopInset: CGFloat = 0

  /// Whether the screen keeps a large title the bar asks for (round 11's revision).
  let keepsLargeTitle: Bool

  init(heights: HeaderHeights, keepsLargeTitle: Bool = false) {
    self.heights = heights
    self.keepsLargeTitle = keepsLargeTitle
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // (Round 12) A standard title on this screen, whatever the bar prefers (ScrollKit #6).
    if !keepsLargeTitle { navigationItem.largeTitleDisplayMode = .never }
    // With the safe area added to the insets, whatever the storyboard says (seed 000 turned
    // it off "to avoid conflicts").
    embedFullScreen(tableView, delegate: self)
    tableView.contentSizeDidChange = { [weak self] in
      self?.updateBottomInset()
      self?.layoutHeader()
    }
    ownTopInset = heights.minimum
    // (Round 7) The offset moves with the share it adds, so the table rests at its new top
    // edge whatever UIKit does with an offset an inset change leaves out of its range (S11:
    // pulled back at once, or left until the next touch): the community's recipe sets both
    // (contentOffset.y -= delta, then contentInset.top += delta).
    tableView.contentOffset.y -= ownTopInset
    tableView.contentInset.top += ownTopInset
    // The rows start below the part of the header that scrolls away; the rest of it is
    // drawn in the top inset.
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: installedHeight)
    tableView.tableHeaderView = header
    tableView.bringSubviewToFront(header)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateBottomInset()
    layoutHeader()
  }

  /// The app's runtime change of the maximum height (W47): the header view is installed
  /// again at its new scrolling height (a frame change alone does not move the rows, T8:
  /// seed 002's "assign it again"), then the room below and the header's frame follow.
  func setMaximumHeight(_ maximum: CGFloat) {
    heights.maximum = max(maximum, heights.minimum)
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: installedHeight)
    tableView.tableHeaderView = header
    tableView.bringSubviewToFront(header)
    updateBottomInset()
    layoutHeader()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    layoutHeader()
  }

  /// The height the header view is installed at: the part that scrolls away. (Round 17) A
  /// header that scrolls nothing away (minimum == maximum) is installed at the smallest
  /// positive height, not 0: a grouped table takes a header view 0 points tall for no header
  /// and leaves its 35-point band above the first section (T31), between the drawn header
  /// and the rows (`no-gap`); one too small to draw takes the band's place (the community's
  /// fix). A plain table lays out the same either way.
  private var installedHeight: CGFloat {
    max(heights.maximum - heights.minimum, .leastNormalMagnitude)
  }

  /// How far the content has scrolled up from where it rests at the top (without a
  /// refresh in progress).
  private var scrolledUp: CGFloat { max(0, tableView.contentOffset.y + topEdgeInset) }

  /// The adjusted top inset without a refreshing control's height: the spinner scrolls away
  /// with the content, so the header stops where it would without it.
  private var topEdgeInset: CGFloat {
    guard let control = tableView.refreshControl, control.isRefreshing else { return tableView.adjustedContentInset.top }
    return tableView.adjustedContentInset.top - control.frame.height
  }

  /// The header stays at the top of the safe area (below the status bar, and below any inset
  /// the app added) and gives up height as the content scrolls up; pulled down, it moves
  /// with the content.
  private func layoutHeader() {
    // (Round 14) A refresh control goes in front of the header (GSKStretchyHeaderView #61's
    // fix), since the header's collapsed part lies in the top inset, where the spinner shows
    // under W43=content (`refresh-visible`). An app does this once, after installing the
    // control; here the world installs it after the controller has loaded, so it is done here.
    if let control = tableView.refreshControl { tableView.bringSubviewToFront(control) }
    let scrolled = scrolledUp
    let height = min(max(heights.maximum - scrolled, heights.minimum), heights.maximum)
    let frame = CGRect(x: 0, y: scrolled - ownTopInset, width: tableView.bounds.width, height: height)
    if header.frame != frame { header.frame = frame }
  }

  /// Room below the content to scroll the header from its maximum to its minimum: a blank
  /// `tableFooterView`, not a bottom inset, since a plain table floats its section footers
  /// up to the bottom inset's edge (T15), where a large inset would draw them over the rows.
  private func updateBottomInset() {
    let collapseDistance = heights.maximum - heights.minimum
    let current = spacer.frame.height
    // The bottom of the last section as the table last laid it out (the footer view follows).
    let sections = tableView.numberOfSections
    let contentBottom = sections > 0 ? tableView.rect(forSection: sections - 1).maxY : heights.maximum - heights.minimum
    // The bottom safe area and the app's bottom inset are not subtracted: they change (the
    // keyboard, a toolbar), and room that shrinks as they grow lets the range jump back under
    // the user when they go (`stays-put`, `round-trip`). Extra scrolling room is harmless.
    let needed = collapseDistance - topEdgeInset + tableView.bounds.height - contentBottom
    let height = max(0, needed)
    guard tableView.tableFooterView == nil || abs(height - current) > 1e-9 else { return }
    spacer.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: height)
    tableView.tableFooterView = spacer
  }
}
