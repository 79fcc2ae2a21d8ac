import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A grouped table (its section headers never float) that appends a page of ten rows to its
/// last section when the view nears the end, as an app loading its next page does: `pages`
/// pages at most, and, if `onlyWhileDragging`, only while the user's finger moves it.
final class PagingController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView(frame: .zero, style: .grouped)
  var pagesLoaded = 0
  let pages: Int
  let onlyWhileDragging: Bool

  init(pages: Int, onlyWhileDragging: Bool) {
    self.pages = pages
    self.onlyWhileDragging = onlyWhileDragging
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let nearEnd = scrollView.contentOffset.y + scrollView.bounds.height > scrollView.contentSize.height - 100
    guard nearEnd, scrollView.contentSize.height > 0, pagesLoaded < pages, tableView.numberOfSections > 0,
      scrollView.isDragging || !onlyWhileDragging
    else { return }
    pagesLoaded += 1
    let section = tableView.numberOfSections - 1
    let rows = tableView.numberOfRows(inSection: section)
    try? tableView.insertRows(at: (rows..<rows + 10).map { IndexPath(row: $0, section: section) }, height: 60)
  }
}

/// The paging table as a strategy of the non-floating-sections family (a grouped table holds
/// that family's invariants by itself, so pagination is all it does).
struct PagingTable: NonFloatingSectionsStrategy {
  var pages = 3
  var onlyWhileDragging = true
  var id: String { "paging-table-\(pages)\(onlyWhileDragging ? "-dragging" : "")" }
  let summary = "a grouped table that loads its next page near the end"
  let knownViolations: [KnownViolation] = []
  func makeViewController() -> UIViewController {
    PagingController(pages: pages, onlyWhileDragging: onlyWhileDragging)
  }
}

/// App-driven content changes are part of the world (V4): the comparison twins get them too.
@Suite("App-driven content changes")
struct AppContentChangeTests {
  /// One section of 12 rows on an iPhone 14, dragged to the end and released.
  static let scrolledToTheEnd = Scenario(
    device: Device.catalog[2],
    content: Content(sections: [Content.Section(headerHeight: 28, rowHeights: Array(repeating: 44, count: 12))]),
    minimumHeaderHeight: 50, maximumHeaderHeight: 200, headerText: "",
    script: [.drag(translation: -700, moves: 70), .release])

  @Test func v4TheAppsPagesAreRecordedAndTheWorldsOwnChangesAreNot() throws {
    let strategy = PagingTable()
    var scenario = Self.scrolledToTheEnd
    scenario.script.append(.insertRows(section: 0, heights: [44, 44]))
    let run = try CaseRunner.record(strategy, NoHysteresis(), scenario)
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    let driver = WorldDriver(world: world, script: scenario.script, makeTwin: { world })
    for event in scenario.script { driver.perform(event) }
    let changes = world.recorder.appContentChanges
    let controller = try #require((world as? TableWorld)?.controller as? PagingController)
    // One record per page the app loaded; the script's insert of two rows is the world's.
    #expect(controller.pagesLoaded > 0)
    #expect(changes.count == controller.pagesLoaded)
    #expect(changes.allSatisfy { $0.content.sections[0].rowHeights.last.flatMap { $0 } == 60 })
    #expect(run.observations.last?.cause == .marker(ProbeMarker.twin))
  }

  /// The twin of `no-hysteresis` is given the pages the app loaded as the finger neared the
  /// end: a paging table holds, where a twin without them would differ in contentSize.
  @Test func v4NoHysteresisTwinGetsTheAppsPages() throws {
    let outcome = try CaseRunner.run(PagingTable(), NoHysteresis(), Self.scrolledToTheEnd)
    #expect(outcome.verdict == .held, "\(outcome.verdict)")
    let rest = try #require(outcome.run.index(ofMarker: "rest"))
    let twin = try #require(outcome.run.index(ofMarker: ProbeMarker.twin))
    // Pages were loaded, and the twin shows them too.
    #expect(outcome.run.observations[rest].contentSize.height > 12 * 44 + 100)
    #expect(
      abs(outcome.run.observations[rest].contentSize.height - outcome.run.observations[twin].contentSize.height) < 0.5)
  }

  /// A push past the bottom edge loads a page: `bounces-back` compares the settled view with
  /// a fresh one given the same page, not with the shorter table before the push.
  @Test func v4BouncesBackJudgesAPageLoadedDuringThePushAgainstATwin() throws {
    var scenario = Self.scrolledToTheEnd
    scenario.script = []
    scenario.content.sections[0].rowHeights = Array(repeating: 44, count: 30)
    let outcome = try CaseRunner.run(PagingTable(), BouncesBack(), scenario)
    #expect(outcome.verdict == .held, "\(outcome.verdict)")
    #expect(outcome.run.index(ofMarker: "twin bottom") != nil)
  }

  /// A table that pages whenever the view nears its end, programmatic moves included: the
  /// probe keeps bringing it to its bottom edge while pages come, and with more pages than
  /// that it cannot rest at its edge, so `bounces-back` does not judge that edge.
  @Test(arguments: [3, 40])
  func v4BouncesBackRestsAtTheBottomOfAPagingTableOrDoesNotJudgeIt(pages: Int) throws {
    var scenario = Self.scrolledToTheEnd
    scenario.script = []
    let outcome = try CaseRunner.run(PagingTable(pages: pages, onlyWhileDragging: false), BouncesBack(), scenario)
    #expect(outcome.verdict == .held, "\(outcome.verdict)")
  }

  /// Whole runs: the paging table is never reported for ordinary paging.
  @Test(arguments: [PagingTable(), PagingTable(pages: 40, onlyWhileDragging: false)])
  func v4APagingTableHoldsEveryComparison(strategy: PagingTable) throws {
    let report = try CatalogService(strategies: [strategy]).run(
      RunRequest(
        strategyIDs: [strategy.id], invariantIDs: ["no-hysteresis", "bounces-back", "idempotent"], count: 40,
        seed: 3),
      progress: { _ in })
    #expect(report.findings.isEmpty, "\(report.findings.map { $0.invariantID + ": " + $0.message })")
  }
}
