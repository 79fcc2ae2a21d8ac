import ScrollGeometry
import Testing

@testable import ScrollCheck
@testable import Strategies

/// A collapsing table header whose room below the rows (to let the header collapse over
/// short content) is sized once, from the table's first layout pass, and never again: the
/// fixed strategy's technique without its `contentSize` hook after the first pass. Its
/// header depends on the rows' geometry, which only row events (W33, W34) and row estimates
/// (T20) change after appearance.
private final class RoomSizedOnceController: UIViewController, UIScrollViewDelegate {
  let tableView = ContentSizeReportingTableView()
  let header = UIView()
  let spacer = UIView()
  let heights: HeaderHeights
  private var sized = false

  init(heights: HeaderHeights) {
    self.heights = heights
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    embedFullScreen(tableView, delegate: self)
    tableView.contentSizeDidChange = { [weak self] in
      self?.sizeRoomOnce()
      self?.layoutHeader()
    }
    tableView.contentInset.top += heights.minimum
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: heights.maximum - heights.minimum)
    tableView.tableHeaderView = header
    tableView.bringSubviewToFront(header)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { layoutHeader() }

  private func layoutHeader() {
    let scrolled = max(0, tableView.contentOffset.y + tableView.adjustedContentInset.top)
    let height = min(max(heights.maximum - scrolled, heights.minimum), heights.maximum)
    let frame = CGRect(x: 0, y: scrolled - heights.minimum, width: tableView.bounds.width, height: height)
    if header.frame != frame { header.frame = frame }
  }

  /// The room, sized from the first pass that laid rows out (the fixed strategy's formula).
  private func sizeRoomOnce() {
    guard !sized, tableView.layoutPassCount > 0, tableView.bounds.height > 0 else { return }
    sized = true
    let sections = tableView.numberOfSections
    let bottom = sections > 0 ? tableView.rect(forSection: sections - 1).maxY : 0
    let needed = heights.maximum - heights.minimum - tableView.adjustedContentInset.top + tableView.bounds.height - bottom
    spacer.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: max(0, needed))
    tableView.tableFooterView = spacer
  }
}

private struct RoomSizedOnce: StretchyTableHeaderStrategy {
  let id = "test.room-sized-once"
  let summary = "a collapsing table header whose room below the rows is sized from the first pass only"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    StretchyTableHeaderFixed().declaration(for: proposal)
  }
  func makeViewController(heights: HeaderHeights) -> UIViewController {
    RoomSizedOnceController(heights: heights)
  }
}

/// Review round 6, item 3: row events decide verdicts. A header that depends on the rows'
/// geometry holds with the rows it appeared with and breaks once the rows change under it;
/// the fixed strategy, which follows `contentSize`, holds in the same worlds.
@Suite struct RowGeometryStrategyTests {
  /// 14 rows of 44 on an iPhone 14: short enough that the header needs room below the rows
  /// to collapse (header 50...200).
  func scenario(_ script: [GestureEvent], estimate: CGFloat? = nil, rows: [CGFloat]? = nil) -> Scenario {
    var scenario = ScenarioSamples.simple(rows: 14, script: script)
    if let rows { scenario.content.sections[0].rowHeights = rows }
    scenario.rowEstimate = estimate
    return scenario
  }

  func violated(_ strategy: any Strategy, _ scenario: Scenario, _ settings: [String] = []) throws -> Bool {
    let outcome = try CaseRunner.run(strategy, Collapsible(), scenario, assumptions: try EngineAssumptions(settings))
    return outcome.violation != nil
  }

  @Test func w33DeletingRowsBreaksAHeaderWhoseRoomFollowsTheFirstPassOnly() throws {
    #expect(try !violated(RoomSizedOnce(), scenario([])))
    let delete = scenario([.deleteRowsAt(section: 0, row: 0, count: 6, animated: true)])
    #expect(try violated(RoomSizedOnce(), delete))
    #expect(try !violated(StretchyTableHeaderFixed(), delete))
  }

  @Test func w34ShrinkingRowsBreaksItToo() throws {
    let shrink = scenario((0..<6).map { .changeRowHeight(section: 0, row: $0, delta: -44) })
    #expect(try violated(RoomSizedOnce(), shrink))
    #expect(try !violated(StretchyTableHeaderFixed(), shrink))
  }

  @Test func t20ATooLargeEstimateBreaksItWhenTheRowsAreMeasured() throws {
    // At a 100-point estimate the first pass lays the 14 rows out 1,400 tall (the content
    // size UIKit reports before it measures), so the room it sizes is none; once they are
    // measured the content is 766 tall, too short to collapse the header over.
    let estimated = scenario([], estimate: 100)
    #expect(try violated(RoomSizedOnce(), estimated))
    #expect(try violated(RoomSizedOnce(), estimated, ["T20=kept"]))
    #expect(try !violated(RoomSizedOnce(), estimated, ["T20=exact"]))
    #expect(try !violated(StretchyTableHeaderFixed(), estimated))
  }
}
