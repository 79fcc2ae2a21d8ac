import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct StaysPutTests {
  let staysPut = StaysPut()

  /// Scrolled to offset 150 under a 47-point status bar: the header is gone, rows from 0.3.
  func state(_ marker: String, offset: CGFloat = 150, rowY: CGFloat = 26) -> Observation {
    observation(
      .marker(marker), offset: offset,
      elements: [
        shown(.row(section: 0, row: 2), screenY: rowY - 44, height: 44, offset: offset),
        shown(.row(section: 0, row: 3), screenY: rowY, height: 44, offset: offset),
        shown(.row(section: 0, row: 4), screenY: rowY + 44, height: 44, offset: offset),
      ], validRange: -47...1000, safeTop: 47)
  }

  func check(_ observations: [Observation]) -> Violation? {
    staysPut.check(run(.tableHeader, minimum: 50, maximum: 200, observations))
  }

  var allStill: [Observation] { [state("before changes")] + StaysPut.changes.map { state($0.marker) } }

  @Test func acceptsRowsThatKeepTheirPlace() {
    #expect(check(allStill) == nil)
  }

  @Test func rejectsARowMovedByTheKeyboard() throws {
    var states = allStill
    states[2] = state("after keyboard hidden", offset: 132.667, rowY: 43.333)
    let violation = try #require(check(states))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 1)
    #expect(violation.message == "with the keyboard hidden, row 0.3 moved down by 17.333 in the window (y 26 -> 43.333)")
  }

  @Test func c31ARowThatKeepsItsPlaceInTheWindowStaysPutWhileTheViewMoves() throws {
    // A table pinned to the safe area grows up by 20 points when the status bar hides, and
    // UIKit pulls its offset back by 20 into the new range: in the window the row is still.
    var states = allStill
    for index in states.indices { states[index].frameInRootView = CGRect(x: 0, y: 20, width: viewWidth, height: viewHeight) }
    states[3] = state("after status bar hidden", offset: 130, rowY: 46)
    states[3].frameInRootView = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight + 20)
    states[4].frameInRootView = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight + 20)
    states[4] = state("after status bar shown", offset: 130, rowY: 46)
    states[4].frameInRootView = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight + 20)
    for index in 5..<states.count {
      states[index] = state(StaysPut.changes[index - 1].marker, offset: 130, rowY: 46)
      states[index].frameInRootView = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight + 20)
    }
    #expect(check(states) == nil)
    // The same offsets with the view not moving: the row moved 20 points down.
    var still = states
    for index in still.indices { still[index].frameInRootView = nil }
    #expect(try #require(check(still)).message == "with the status bar hidden, row 0.3 moved down by 20 in the window (y 26 -> 46)")
  }

  @Test func theTopVisibleRowIsTheFirstBelowTheBars() {
    // Row 0.2 ends at y -18, under the status bar: row 0.3 (bottom 70) is the one looked at.
    #expect(staysPut.topVisibleRow(in: state("before changes"), run(.tableHeader, []))?.kind == .row(section: 0, row: 3))
  }

  @Test func aViewAtItsTopEdgeFollowsTheStatusBar() {
    var states = [state("before changes", offset: -47, rowY: 300)] + StaysPut.changes.map { state($0.marker, offset: -47, rowY: 300) }
    states[3] = state("after status bar hidden", offset: -27, rowY: 280)
    states[4] = state("after status bar shown", offset: -47, rowY: 300)
    states[3].validOffsetY = -27...1000
    #expect(check(states) == nil)
    // Away from the top edge the same move is a finding.
    var scrolled = allStill
    scrolled[3] = state("after status bar hidden", rowY: 6)
    #expect(check(scrolled) != nil)
  }

  @Test func toleratesLessThanOnePixel() {
    var states = allStill
    states[1] = state("after keyboard shown", rowY: 26 + 0.9 * pixel)
    states[2] = state("after keyboard hidden", rowY: 26 + 0.9 * pixel)
    #expect(check(states) == nil)
  }

  @Test func w40TheRefreshChangesRunOnlyWithARefreshControl() {
    var scenario = ScenarioSamples.simple()
    let without = StaysPut().probe(for: scenario)
    #expect(!without.contains(.event(.beginRefreshing)) && !without.contains(.mark("after refresh began")))
    #expect(without.contains(.mark("after bottom safe area removed")))
    scenario.refreshControl = true
    #expect(StaysPut().probe(for: scenario) == StaysPut().probe)
    #expect(StaysPut().probe.contains(.mark("after refresh ended")))
  }
  /// O2: below an opaque navigation bar (no `extendedLayoutIncludesOpaqueBars`, W12) the
  /// controller's view itself moves when the bar hides (on this notched phone from y 91, the
  /// sensor housing's 47 and the bar's 44, to the screen's top); `stays-put` measures the row in
  /// the window through the container, not in that moving view (the round-5 review's item 7
  /// and round 4's seed cases: the checker measured in the controller's view and missed it).
  @Test func o2ARowIsMeasuredInTheWindowThroughTheContainer() throws {
    var scenario = ScenarioSamples.simple(rows: 30)
    scenario.container = Container(navigationBar: Container.NavigationBar(isTranslucent: false))
    let strategy = try #require(StrategyCatalog.strategy(withID: "non-floating-sections.fixed"))
    let outcome = try CaseRunner.run(strategy, StaysPut(), scenario)
    let origins = outcome.run.observations.compactMap { $0.rootViewOriginInWindow?.y }
    #expect(Set(origins).count > 1, "the controller's view never moved in the window")
    let violation = try #require(outcome.violation)
    // (Round 17: the grouped table's 35-point band above its first section, T31, puts row 0.2
    // where row 0.3 was measured before; the view moves by the same 91 points.)
    #expect(violation.message == "with the navigation bar hidden, row 0.2 moved up by 91 in the window (y 64 -> -27)")
    // A plain table laid out the same way moves with it: the layout's, not the technique's (C35).
    let failing = outcome.run.observations[violation.observationIndex]
    let control = LayoutControl.check(strategy, StaysPut(), scenario, failing: failing, assumptions: EngineAssumptions())
    #expect(control?.outcome == .same)
    // Under a translucent bar the view stays put in the window.
    scenario.container = Container(navigationBar: Container.NavigationBar())
    #expect(try CaseRunner.run(strategy, StaysPut(), scenario).violation == nil)
  }
}
