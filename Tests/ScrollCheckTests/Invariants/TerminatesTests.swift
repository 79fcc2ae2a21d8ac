import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct TerminatesTests {
  let terminates = Terminates()
  let frames = (1...4).map { observation(.drag(translation: CGFloat($0))) }

  @Test func acceptsATraceWithoutReentryCut() {
    let other = [TraceEvent(step: 0, observationIndex: 2, event: .settleBoundHit(frames: 600))]
    #expect(terminates.check(run(.tableHeader, events: other, frames)) == nil)
  }

  @Test func rejectsReentryCutByTheBound() throws {
    let events = [TraceEvent(step: 1, observationIndex: 3, event: .reentrancyBoundHit(depth: 16))]
    let violation = try #require(terminates.check(run(.nonFloatingSections, events: events, frames)))
    #expect(violation.observationIndex == 3)
    #expect(violation.message.contains("without end"))
  }

  @Test func judgesOnlyTheReentrancyBound() {
    #expect(terminates.judges(.reentrancyBoundHit(depth: 16)))
    #expect(!terminates.judges(.settleBoundHit(frames: 600)))
    #expect(!terminates.judges(.layoutPassBoundHit(passes: 8)))
    #expect(Set(terminates.families) == Set(StrategyFamily.allCases))
  }
}
