import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct RoundTripTests {
  let roundTrip = RoundTrip()

  let header = shown(.tableHeader, screenY: 47, height: 200, offset: -47)
  let row = shown(.row(section: 0, row: 0), screenY: 247, height: 44, offset: -47)

  func state(_ marker: String, offset: CGFloat = -47, insetBottom: CGFloat = 0, _ elements: [Placed]) -> Observation {
    var state = observation(.marker(marker), offset: offset, elements: elements, validRange: -47...1000, safeTop: 47)
    state.contentInset.bottom = insetBottom
    return state
  }

  func check(_ observations: [Observation]) -> Violation? {
    roundTrip.check(run(.tableHeader, minimum: 50, maximum: 200, observations))
  }

  @Test func acceptsEveryTripThatRestoresTheState() {
    var states: [Observation] = []
    for name in RoundTrip.trips.map(\.name) + ["keyboard, scrolled"] {
      states += [state("before " + name, [header, row]), state("after " + name, [header, row])]
    }
    #expect(check(states) == nil)
  }

  @Test func rejectsAnOffsetThatDoesNotComeBack() throws {
    let scrolling = [placed(.tableHeader, y: 0, height: 200), placed(.row(section: 0, row: 0), y: 200, height: 44)]
    let violation = try #require(
      check([state("before keyboard", scrolling), state("after keyboard", offset: -30, scrolling)]))
    #expect(violation.comparedIndex == 0)
    #expect(violation.observationIndex == 1)
    #expect(violation.message == "after the keyboard and back, table header is at y 30..230 (h 200) in the scroll view, expected y 47..247 (h 200)")
  }

  @Test func c31AnOffsetOverAnEmptyTableIsNotAFinding() {
    #expect(check([state("before rotation", []), state("after rotation", offset: -19, [])]) == nil)
  }

  @Test func c31AnInsetLeftChangedIsNotAFindingWhereItDoesNotShow() {
    #expect(check([state("before status bar", [header, row]), state("after status bar", insetBottom: 17, [header, row])]) == nil)
  }

  @Test func c32AnInsetLeftChangedIsComparedAtTheEdges() throws {
    let last = placed(.row(section: 0, row: 30), y: 1700, height: 44)
    let states = [
      state("before status bar", [header, row]), state("after status bar", insetBottom: 17, [header, row]),
      state("before status bar at bottom", offset: 1000, [last]), state("after status bar at bottom", offset: 1017, [last]),
    ]
    let violation = try #require(check(states))
    #expect(violation.observationIndex == 3 && violation.comparedIndex == 2)
    #expect(violation.message.hasPrefix("after the status bar and back, at rest at the bottom edge, row 0.30 is at y 683..727"))
  }

  @Test func rejectsAHeaderOrElementThatMoved() throws {
    let shorter = shown(.tableHeader, screenY: 47, height: 180, offset: -47)
    #expect(try #require(check([state("before rotation", [header]), state("after rotation", [shorter])])).message
      == "after the rotation and back, table header is at y 47..227 (h 180) in the scroll view, expected y 47..247 (h 200)")
    let lower = shown(.row(section: 0, row: 0), screenY: 260, height: 44, offset: -47)
    #expect(try #require(check([state("before push and pop", [header, row]), state("after push and pop", [header, lower])]))
      .message.contains("row 0.0 is at y 260..304"))
    #expect(try #require(check([state("before push and pop", [header, row]), state("after push and pop", [header])]))
      .message.contains("row 0.0 is no longer drawn"))
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([state("before keyboard", [header]), state("after keyboard", offset: -47 + 0.9 * pixel, [header])]) == nil)
  }

  @Test func theProbeRunsEachEventAndItsInverse() {
    let events = roundTrip.probe.compactMap { step -> GestureEvent? in
      if case .event(let event) = step { return event }
      return nil
    }
    #expect(events.contains(.keyboard(shown: true)) && events.contains(.keyboard(shown: false)))
    #expect(events.contains(.statusBar(hidden: true)) && events.contains(.statusBar(hidden: false)))
    #expect(events.filter { $0 == .rotate }.count == 2)
    #expect(events.contains(.pushAndPop))
    #expect(events.contains(.navigationBar(hidden: true)) && events.contains(.navigationBar(hidden: false)))
    #expect(events.contains(.tabSwitch) && events.contains(.presentAndDismiss(fullScreen: false)))
    #expect(events.contains(.presentAndDismiss(fullScreen: true)))
    #expect(markers(roundTrip.probe).filter { $0.hasPrefix("before ") }.count == 57)
    #expect(events.contains(.beginRefreshing) && events.contains(.pullToRefresh))
    #expect(events.filter { $0 == .endRefreshing }.count >= 3)  // two trips and the calm start
    #expect(events.contains(.changeContentInset(top: 44, bottom: 44)) && events.contains(.changeContentInset(top: -44, bottom: -44)))
    #expect(events.contains(.setAdditionalSafeArea(top: 44, bottom: 49)) && events.contains(.setAdditionalSafeArea(top: 0, bottom: 0)))
    // Each of the 19 pairs (17 and the two refresh trips): where it starts, and both edges
    // before and after it (C32). Two of them are row updates (W33, W34), one Dynamic Type
    // up and back (W35, W36), one the header's maximum height (W47), one a page sheet's
    // detent (W53).
    #expect(markers(roundTrip.probe).filter { $0.hasPrefix("after ") && $0.hasSuffix(" at bottom") }.count == 19)
    #expect(events.filter { $0 == .changeDetent }.count == 2)
    #expect(events.contains(.changeContentSizeCategory(.extraExtraExtraLarge)))
    #expect(events.contains(.setHeaderHeight(delta: 56)) && events.contains(.setHeaderHeight(delta: -56)))  // W47
    #expect(events.contains(.insertRowsAt(section: 0, row: 0, heights: [44], animated: true)))
    #expect(events.contains(.changeRowHeight(section: 0, row: 0, delta: -56)))
  }

  @Test func w40TheRefreshTripsRunOnlyWithARefreshControl() {
    var scenario = ScenarioSamples.simple()
    let without = markers(roundTrip.probe(for: scenario))
    #expect(!without.contains("before refresh") && !without.contains("before pull to refresh"))
    // 16: nor the page sheet's detent pair on this phone (W53).
    #expect(without.filter { $0.hasPrefix("after ") && $0.hasSuffix(" at bottom") }.count == 16)
    scenario.refreshControl = true
    scenario.device = DeviceModel.detentSheets[0].device
    #expect(roundTrip.probe(for: scenario) == roundTrip.probe)
  }
}
