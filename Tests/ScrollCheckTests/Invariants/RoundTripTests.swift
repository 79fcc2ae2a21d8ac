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
    let violation = try #require(
      check([state("before keyboard", [header, row]), state("after keyboard", offset: -30, [header, row])]))
    #expect(violation.comparedIndex == 0)
    #expect(violation.observationIndex == 1)
    #expect(violation.message == "after the keyboard and back, contentOffset.y is -30, was -47")
  }

  @Test func rejectsAnInsetTheStrategyLeftChanged() throws {
    let violation = try #require(
      check([state("before status bar", [header, row]), state("after status bar", insetBottom: 17, [header, row])]))
    #expect(violation.message.contains("contentInset.bottom is 17, was 0"))
  }

  @Test func rejectsAHeaderOrElementThatMoved() throws {
    let shorter = shown(.tableHeader, screenY: 47, height: 180, offset: -47)
    #expect(try #require(check([state("before rotation", [header]), state("after rotation", [shorter])])).message
      == "after the rotation and back, the header is 180 tall, was 200")
    let lower = shown(.row(section: 0, row: 0), screenY: 260, height: 44, offset: -47)
    #expect(try #require(check([state("before push and pop", [header, row]), state("after push and pop", [header, lower])]))
      .message.contains("row 0.0 is at y 260..304"))
    #expect(try #require(check([state("before push and pop", [header, row]), state("after push and pop", [header])]))
      .message.contains("row 0.0 is no longer on screen"))
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
    #expect(markers(roundTrip.probe).filter { $0.hasPrefix("before ") }.count == 12)
    #expect(events.contains(.changeContentInset(top: 44, bottom: 44)) && events.contains(.changeContentInset(top: -44, bottom: -44)))
    #expect(events.contains(.setAdditionalSafeArea(top: 44, bottom: 49)) && events.contains(.setAdditionalSafeArea(top: 0, bottom: 0)))
  }
}
