import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct ConvergesTests {
  let converges = Converges()

  let passes = (1...8).map { observation(.layoutPass($0)) }

  @Test func acceptsLayoutThatStops() {
    #expect(converges.check(run(.selfSizingHeader, Array(passes.prefix(2)))) == nil)
  }

  @Test func rejectsALayoutLoopCutByTheBound() throws {
    let events = [TraceEvent(step: 2, observationIndex: 8, event: .layoutPassBoundHit(passes: 8))]
    let violation = try #require(converges.check(run(.selfSizingHeader, events: events, passes)))
    #expect(violation.observationIndex == 7)
    #expect(violation.message.contains("did not converge in 8 passes"))
    // The bound that decided is the re-run's, not the default 8 (C5, issue 8 section 4).
    #expect(violation.message.contains("nor in 100 on a re-run: endless; an endless layout loop"))
    // Hit only on a deeper run the runner judged (another loop ended there): that bound's own
    // words, not "8 ... nor in 100".
    let deep = [TraceEvent(step: 2, observationIndex: 8, event: .layoutPassBoundHit(passes: 100))]
    let deeper = try #require(converges.check(run(.swiftUIHeader, events: deep, passes)))
    #expect(deeper.message == "layout did not converge in 100 passes on a re-run with the deeper bound: endless; "
      + "an endless update loop: on a device the view never stops updating")
    // An event noted before anything was recorded still points into the trace.
    let early = [TraceEvent(step: 0, observationIndex: 0, event: .layoutPassBoundHit(passes: 8))]
    #expect(converges.check(run(.selfSizingHeader, events: early, passes))?.observationIndex == 0)
  }

  @Test func ignoresOtherEvents() {
    let events = [TraceEvent(step: 0, observationIndex: 1, event: .settleBoundHit(frames: 600)),
                  TraceEvent(step: 0, observationIndex: 1, event: .reentrancyBoundHit(depth: 16))]
    #expect(converges.check(run(.selfSizingHeader, events: events, passes)) == nil)
  }

  @Test func appliesToEveryFamily() {
    // A layout loop is a bug whatever the header technique (round 9, mutant N8).
    #expect(converges.families == StrategyFamily.allCases)
    #expect(converges.probe.contains(.rotate))
  }
}
