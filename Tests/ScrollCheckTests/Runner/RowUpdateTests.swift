import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W33 and W34: rows inserted and deleted at any index, animated or not, and a row's
/// height changed through `performBatchUpdates`.
@Suite struct RowUpdateTests {
  /// A shown world with 20 rows of 44, scrolled to `y` and at rest.
  func world(at y: CGFloat, _ strategy: any Strategy = StretchyTableHeaderFixed()) throws -> (World, WorldDriver) {
    let shown = try ShownTableWorld(at: y, strategy)
    return (shown.world, shown.driver)
  }

  func table(_ world: World) throws -> UITableView { try #require(world.scrollView as? UITableView) }

  /// Where a row is drawn on screen (in the scroll view's bounds).
  func screenY(_ world: World, row: Int) throws -> CGFloat {
    try table(world).rectForRow(at: IndexPath(row: row, section: 0)).minY - world.scrollView.contentOffset.y
  }

  @Test func w33AnInsertAboveWhatTheUserSeesKeepsTheOffsetAndPushesTheRowsDown() throws {
    let (world, driver) = try world(at: 400)
    let offset = world.scrollView.contentOffset.y
    let row10 = try screenY(world, row: 10)
    driver.perform(.insertRowsAt(section: 0, row: 0, heights: [44, 44], animated: false))
    #expect(try table(world).numberOfRows(inSection: 0) == 22)
    #expect(world.scrollView.contentOffset.y == offset)
    // The row that was 10 is now 12, drawn 88 points lower.
    #expect(try screenY(world, row: 12) == row10 + 88)
  }

  @Test func w33AnInsertPastTheEndAppendsAndOneInANonexistentSectionDoesNothing() throws {
    let (world, driver) = try world(at: 0)
    driver.perform(.insertRowsAt(section: 0, row: 500, heights: [100], animated: true))
    #expect(try table(world).rectForRow(at: IndexPath(row: 20, section: 0)).height == 100)
    let content = try table(world).content
    driver.perform(.insertRowsAt(section: 3, row: 0, heights: [44], animated: true))
    driver.perform(.deleteRowsAt(section: 3, row: 0, count: 1, animated: true))
    driver.perform(.deleteRowsAt(section: 0, row: 40, count: 1, animated: true))
    #expect(try table(world).content == content)
  }

  @Test func w33AnimatedAndUnanimatedUpdatesRecordTheSameStates() throws {
    var traces: [[Observation]] = []
    for animated in [false, true] {
      let (world, driver) = try world(at: 300)
      let start = world.recorder.trace.observations.count
      driver.perform(.insertRowsAt(section: 0, row: 2, heights: [44, 60], animated: animated))
      driver.perform(.deleteRowsAt(section: 0, row: 0, count: 3, animated: animated))
      driver.settle()
      traces.append(Array(world.recorder.trace.observations[start...]))
    }
    #expect(traces[0].count > 0)
    #expect(traces[0] == traces[1])
  }

  @Test func w33ADeleteThatShortensTheContentPastTheOffsetPullsItBackAtRest() throws {
    let (world, driver) = try world(at: 10_000)  // out of range: settled to the bottom edge
    let bottom = world.scrollView.maximumContentOffsetY
    #expect(world.scrollView.contentOffset.y == bottom)
    driver.perform(.deleteRowsAt(section: 0, row: 5, count: 3, animated: true))
    #expect(try table(world).numberOfRows(inSection: 0) == 17)
    // The range lost 132 points; at rest the offset is pulled back to the new edge (S11).
    #expect(world.scrollView.maximumContentOffsetY == bottom - 132)
    #expect(world.scrollView.contentOffset.y == bottom - 132)
  }

  @Test func w34APerformBatchUpdatesHeightChangeAboveMovesTheRowsBelowAndNeverGoesBelowZero() throws {
    let (world, driver) = try world(at: 400)
    let offset = world.scrollView.contentOffset.y
    let row10 = try screenY(world, row: 10)
    driver.perform(.changeRowHeight(section: 0, row: 1, delta: 20))
    #expect(try table(world).rectForRow(at: IndexPath(row: 1, section: 0)).height == 64)
    #expect(world.scrollView.contentOffset.y == offset)
    #expect(try screenY(world, row: 10) == row10 + 20)
    // 20 rows of 44 rest at their bottom edge here (the 400 asked for is out of range), so a
    // shrink of 64 pulls the offset back 44 to the new bottom edge at rest (S11): row 10
    // moves up 64 in the content and 20 on screen, back where it was before the growth.
    let row10InContent = try table(world).rectForRow(at: IndexPath(row: 10, section: 0)).minY
    driver.perform(.changeRowHeight(section: 0, row: 1, delta: -100))
    #expect(try table(world).rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
    #expect(try table(world).rectForRow(at: IndexPath(row: 10, section: 0)).minY == row10InContent - 64)
    #expect(world.scrollView.contentOffset.y == world.scrollView.maximumContentOffsetY)
    #expect(world.scrollView.contentOffset.y == offset - 44)
    #expect(try screenY(world, row: 10) == row10)
    // No such row: nothing changes.
    let content = try table(world).content
    driver.perform(.changeRowHeight(section: 0, row: 99, delta: 20))
    #expect(try table(world).content == content)
  }

  /// A row a height change left 0 points tall never overlaps the screen: `reachable` does not
  /// visit it (seeds 1 and 2 found "it never appears on screen", a checker limit).
  @Test func w34ARowShrunkToNothingIsNoReachTarget() throws {
    let (world, driver) = try world(at: 0)
    driver.perform(.changeRowHeight(section: 0, row: 0, delta: -44))
    let targets = try #require(world as? TableWorld).reachTargets()
    #expect(!targets.contains { $0.kind == .row(section: 0, row: 0) })
    #expect(targets.contains { $0.kind == .row(section: 0, row: 19) })
    // The nearest row with a height stands in for it (review r6 item 7).
    #expect(targets.contains { $0.kind == .row(section: 0, row: 1) })
    // Every row but one 0 tall: that one row is the only row target, once.
    for row in 1..<20 where row != 7 { driver.perform(.changeRowHeight(section: 0, row: row, delta: -44)) }
    let rows = try #require(world as? TableWorld).reachTargets().filter {
      if case .row = $0.kind { return true } else { return false }
    }
    #expect(rows.map(\.kind) == [.row(section: 0, row: 7)])
  }

  /// T20 (assumption): the table knows an off-screen row's real height at once, as with
  /// `estimatedRowHeight = 0`: no estimate stands in for it until it is shown.
  @Test func t20RowHeightsAreExactOffScreen() throws {
    let (world, driver) = try world(at: 0)
    let size = world.scrollView.contentSize.height
    let offset = world.scrollView.contentOffset.y
    driver.perform(.changeRowHeight(section: 0, row: 19, delta: 100))
    #expect(try table(world).rectForRow(at: IndexPath(row: 19, section: 0)).height == 144)
    #expect(world.scrollView.contentSize.height == size + 100)
    #expect(world.scrollView.contentOffset.y == offset)
  }

  @Test func w34TheUITableViewAPIRereadsHeightsAndCallsTheCompletion() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.content = TableContent(sections: 1, rowsPerSection: 3)
    table.layoutIfNeeded()
    let before = table.contentSize.height
    var completed = false
    table.performBatchUpdates({ table.content.sections[0].rowHeights[0] = 100 }, completion: { completed = $0 })
    // The pass is requested, not run: the size changes at the next layout cycle (T11).
    #expect(table.contentSize.height == before)
    table.layoutIfNeeded()
    #expect(completed)
    #expect(table.contentSize.height == before + 100 - 44)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
  }

  @Test func u42TheSwiftUIWorldInsertsAndDeletesItemsAtAnyIndexAsAtTheEnd() throws {
    let scenario = ScenarioSamples.simple()
    let strategy = SwiftUIStickyHeaderFixed()
    let appended = try CaseRunner.makeWorld(strategy, scenario)
    let inserted = try CaseRunner.makeWorld(strategy, scenario)
    for world in [appended, inserted] { world.appear() }
    appended.insertRows(section: 0, heights: [44, 44])
    inserted.insertRows(section: 0, row: 0, heights: [44, 44], animated: true)
    #expect(appended.scrollView.contentSize == inserted.scrollView.contentSize)
    appended.deleteRows(section: 0, count: 1)
    inserted.deleteRows(section: 0, row: 0, count: 1, animated: false)
    #expect(appended.scrollView.contentSize == inserted.scrollView.contentSize)
    // A row's height changes through its own state (U45): the content grows by as much.
    let size = inserted.scrollView.contentSize
    inserted.changeRowHeight(section: 0, row: 0, delta: 20)
    #expect(inserted.scrollView.contentSize.height == size.height + 20)
  }

  @Test func w33RowUpdatesRoundTripThroughTheTokenReadInPlainWordsAndRunInRoundTrip() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = [
      .insertRowsAt(section: 0, row: 3, heights: [44, 44], animated: true),
      .deleteRowsAt(section: 1, row: 0, count: 2, animated: false),
      .changeRowHeight(section: 0, row: 2, delta: -20.5),
      .insertRowsAt(section: 0, row: 0, heights: [1, 100], animated: false),
    ]
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(scenario.script.map(\.plainDescription) == [
      "insert 2 rows of 44 into section 0 at row 3, animated",
      "delete 2 rows of section 1 from row 0, without animation",
      "row 2 of section 0 shrinks by 20.5 (performBatchUpdates)",
      "insert 2 rows into section 0 at row 0, without animation",
    ])
    for id in ["insert-rows-at", "delete-rows-at", "change-row-height"] {
      #expect(ScriptEventCatalog.entry(withID: id) != nil)
    }
    #expect(RoundTrip.trips.contains { $0.name == "row inserted and deleted" })
    #expect(RoundTrip.trips.contains { $0.name == "row height change" })
  }
}
