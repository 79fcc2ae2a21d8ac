import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct IdempotentTests {
  let idempotent = Idempotent()

  func state(_ cause: ObservationCause, header: CGFloat, insetTop: CGFloat = 0) -> Observation {
    observation(cause, offset: 40, elements: [placed(.tableHeader, y: 0, height: header)], insetTop: insetTop)
  }

  @Test func acceptsARedeliveryThatChangesNothing() {
    let good = [state(.marker("before"), header: 160), state(.redeliver, header: 160), state(.marker("after"), header: 160)]
    #expect(idempotent.check(run(.tableHeader, minimum: 60, maximum: 200, good)) == nil)
  }

  @Test func rejectsAHandlerThatCountsItsCalls() throws {
    // Each call shrinks the header by the offset again.
    let bad = [state(.marker("before"), header: 160), state(.redeliver, header: 120), state(.marker("after"), header: 120)]
    let violation = try #require(idempotent.check(run(.tableHeader, minimum: 60, maximum: 200, bad)))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 0)
    #expect(violation.message.contains("delivered again at the same position"))
    #expect(violation.message.contains("h 120"))
    #expect(violation.message.contains("h 160"))
  }

  @Test func c31AnInsetThatChangesWhereItDoesNotShowIsNotAFinding() {
    let same = [state(.marker("before"), header: 160, insetTop: 40), state(.marker("after"), header: 160, insetTop: 80)]
    #expect(idempotent.check(run(.tableHeader, minimum: 60, maximum: 200, same)) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    let within = [state(.marker("before"), header: 160), state(.marker("after"), header: 160 + 0.9 * pixel)]
    #expect(idempotent.check(run(.tableHeader, minimum: 60, maximum: 200, within)) == nil)
    let beyond = [state(.marker("before"), header: 160), state(.marker("after"), header: 160 + 1.5 * pixel)]
    #expect(idempotent.check(run(.tableHeader, minimum: 60, maximum: 200, beyond)) != nil)
  }

  @Test func aChangeAtTheBottomEdgeIsFoundToo() throws {
    let row = [placed(.row(section: 0, row: 20), y: 1800, height: 44)]
    let same = observation(.marker("before"), offset: 10)
    let same2 = observation(.marker("after"), offset: 10)
    let bottom = observation(.marker("before bottom"), offset: 1156, elements: row)
    let moved = observation(.marker("after bottom"), offset: 1100, elements: row)
    let violation = try #require(idempotent.check(run(.tableHeader, [same, same2, bottom, moved])))
    #expect(violation.observationIndex == 3 && violation.comparedIndex == 2)
  }

  @Test func theProbeRedeliversBetweenItsMarkers() {
    #expect(idempotent.probe == [
      .settle, .mark("before"), .redeliver, .mark("after"),
      .restAtTop, .mark("before top"), .redeliver, .mark("after top"),
      .restAtBottom, .mark("before bottom"), .redeliver, .mark("after bottom"),
    ])
    #expect(Set(idempotent.families) == Set(StrategyFamily.allCases))
  }
}
