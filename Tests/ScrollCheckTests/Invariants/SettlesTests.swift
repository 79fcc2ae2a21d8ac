import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct SettlesTests {
  let settles = Settles()

  /// A release at `from`, then animation frames through `frames`.
  func bounce(from: CGFloat, frames: [CGFloat], range: ClosedRange<CGFloat> = 0...1156) -> [Observation] {
    [observation(.drag(translation: 40), offset: from, validRange: range), observation(.release, offset: from, validRange: range)]
      + frames.enumerated().map { observation(.animationFrame($0.offset + 1), offset: $0.element, validRange: range) }
  }

  @Test func acceptsABounceBackIntoTheRange() {
    #expect(settles.check(run(.tableHeader, bounce(from: -40, frames: [-30, -20, -10, 0]))) == nil)
    // A release inside the range needs no animation.
    #expect(settles.check(run(.tableHeader, bounce(from: 300, frames: []))) == nil)
  }

  @Test func rejectsARestOutsideTheRange() throws {
    let trace = bounce(from: -40, frames: [-30, -20]) + [observation(.drag(translation: -5), offset: -15)]
    let violation = try #require(settles.check(run(.swiftUIHeader, trace)))
    #expect(violation.observationIndex == 3)
    #expect(violation.message.contains("contentOffset.y -20"))
    #expect(violation.message.contains("0...1156"))
    // A release left out of range with no animation at all.
    #expect(settles.check(run(.tableHeader, bounce(from: -40, frames: [])))?.observationIndex == 1)
    // Past the bottom too.
    #expect(settles.check(run(.tableHeader, bounce(from: 1200, frames: [1180])))?.observationIndex == 2)
  }

  @Test func judgesTheRangeTheDelegateLeft() {
    // The delegate widened the range (a pull-to-refresh inset): resting at -60 is inside it.
    #expect(settles.check(run(.tableHeader, bounce(from: -90, frames: [-70, -60], range: -60...1156))) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(settles.check(run(.tableHeader, bounce(from: -40, frames: [-0.9 * pixel]))) == nil)
    #expect(settles.check(run(.tableHeader, bounce(from: -40, frames: [-1.5 * pixel]))) != nil)
  }

  @Test func s13DoesNotJudgeAnAnimationStoppedByItsBound() {
    // Where the frame cap stopped the settle is no resting state: not judged (the runner
    // reports the case as inconclusive).
    let trace = bounce(from: -40, frames: [-30, -20, -10])
    let events = [TraceEvent(step: 0, observationIndex: 5, event: .settleBoundHit(frames: 600))]
    #expect(settles.check(run(.tableHeader, events: events, trace)) == nil)
    // A later settle that really rests out of range is still judged.
    let later = trace + bounce(from: -40, frames: [-30])
    #expect(settles.check(run(.tableHeader, events: events, later))?.observationIndex == 7)
  }

  @Test func s25TheClampAtTheEndOfTheAnimationIsWhereTheViewRests() throws {
    // The last frame's delegate shrank the range (-60...-28) under the offset 0; the at-rest
    // clamp of the same run-loop turn pulled it back to -28: that is where it rests.
    let range: ClosedRange<CGFloat> = -60 ... -28
    let frames = bounce(from: 30, frames: [10, 0], range: range)
    #expect(settles.check(run(.nonFloatingSections, frames + [observation(.restClamp, offset: -28, validRange: range)])) == nil)
    // Without the clamp (S11=stay) the last frame is where it rests.
    #expect(settles.check(run(.nonFloatingSections, frames))?.observationIndex == 3)
  }

  /// The round-7 sweep's seed-003 case (seed 3, re-found on 4d59b14 by hand: the generator
  /// had moved): landscape iPhone SE, two sections of three rows, footers 28, a refresh.
  static let refreshBottomToken =
    "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsa443for2gyzltacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaeaaaaaa2abaaaaeaaaaebqasacaaaacayajabaa3acabyasaabgiatyaiba-b701bf65"

  @Test func s25SeedThreesRefreshRestsInRangeUnlessTheOffsetStaysOutOfRange() throws {
    let scenario = try FindingToken(parsing: Self.refreshBottomToken).scenario
    let strategy = NonFloatingSectionsPublished()
    let pulled = try CaseRunner.run(strategy, settles, scenario)
    #expect(pulled.violation == nil)
    // The state the clamp left is recorded, and it is in range.
    let clamp = try #require(pulled.run.observations.last { $0.cause == .restClamp })
    #expect(clamp.validOffsetY.contains(clamp.contentOffset.y))
    let stay = try CaseRunner.run(strategy, settles, scenario, assumptions: EngineAssumptions(["S11=stay"]))
    #expect(stay.violation?.message.contains("came to rest at contentOffset.y 0, outside the valid range -60...-28") == true)
  }

  @Test func appliesToEveryScrollFamily() {
    #expect(Set(settles.families) == Set(StrategyFamily.allCases))
  }
}

@Suite("Settles, with layout passes between frames")
struct SettlesLayoutPassTests {
  @Test func layoutPassesBetweenFramesDoNotEndTheSettle() {
    var release = observation(.release, offset: -60, validRange: 0...500)
    release.step = 3
    var frame1 = observation(.animationFrame(1), offset: -30, validRange: 0...500)
    frame1.step = 3
    var pass = observation(.layoutPass(4), offset: -30, validRange: 0...500)
    pass.step = 3
    var frame2 = observation(.animationFrame(2), offset: 0, validRange: 0...500)
    frame2.step = 3
    #expect(Settles().check(run(.tableHeader, [release, frame1, pass, frame2])) == nil)
    // Where the frames really stop out of range, it is still a violation.
    #expect(Settles().check(run(.tableHeader, [release, frame1, pass])) != nil)
  }
}
