import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct TracksFingerTests {
  let tracksFinger = TracksFinger()

  func drag(_ translation: CGFloat, to offset: CGFloat, contentHeight: CGFloat = 2000, insetTop: CGFloat = 0) -> Observation {
    observation(.drag(translation: translation), offset: offset, contentHeight: contentHeight, insetTop: insetTop)
  }

  @Test func acceptsContentThatMovesWithTheFinger() {
    let good = [observation(.release, offset: 100), drag(-10, to: 110), drag(-10, to: 120), drag(25, to: 95)]
    #expect(tracksFinger.check(run(.tableHeader, good)) == nil)
  }

  @Test func c39AMoveThatCrossesTheTopEdgeBySubPixelIsNotJudged() {
    // Issue 8's clock-seed case: 0.481 -> -0.137 on a 2x screen, the content's top edge
    // shows by 0.137 pt after the move, so the rubber band applies past it (S8); before,
    // the pixel tolerance counted that state as "no edge shows".
    let crossing = [
      observation(.release, offset: 0.481, scale: 2),
      observation(.drag(translation: 5), offset: -0.137, scale: 2),
    ]
    #expect(tracksFinger.check(run(.tableHeader, crossing)) == nil)
    // Inside the content the same shortfall is a violation.
    let inside = [
      observation(.release, offset: 10.481, scale: 2),
      observation(.drag(translation: 5), offset: 9.863, scale: 2),
    ]
    #expect(tracksFinger.check(run(.tableHeader, inside)) != nil)
  }

  @Test func s8AShortfallPastTheRangesEdgeRestsOnTheRubberBandsMappingAndOneInsideItDoesNot() throws {
    #expect(tracksFinger.restsOn == ["S8"])
    // A delegate set a negative top inset: the range starts at 50, inside the content, so a
    // later move of a drag from 40 to 35 is past the range's edge, where the rubber band (S8)
    // maps the finger step by step.
    let past = [
      observation(.release, offset: 40, validRange: 50...1156),
      observation(.drag(translation: 10), offset: 35, validRange: 50...1156),
    ]
    #expect(try #require(tracksFinger.check(run(.tableHeader, past))).restsOn == nil)
    // The range is the one the move began with: a delegate that widens it during the move
    // (here to 0...1156, which holds 35) does not make the move unbanded.
    var widened = past
    widened[1].validOffsetY = 0...1156
    #expect(try #require(tracksFinger.check(run(.tableHeader, widened))).restsOn == nil)
    // The first move of a drag (the finger's whole translation is this move's): the mapping
    // and its alternative agree there, so the finding does not rest on S8.
    var first = past
    first[1].fingerTranslation = 10
    #expect(try #require(tracksFinger.check(run(.tableHeader, first))).restsOn == [])
    // The same shortfall inside the range is S7's alone.
    let inside = [observation(.release, offset: 100), drag(10, to: 95)]
    #expect(try #require(tracksFinger.check(run(.tableHeader, inside))).restsOn == [])
  }

  @Test func acceptsInsetChangesThatLeaveTheContentUnderTheFinger() {
    let good = [observation(.release, offset: 100), drag(-10, to: 110, insetTop: 90), drag(-10, to: 120, insetTop: 80)]
    #expect(tracksFinger.check(run(.tableHeader, good)) == nil)
  }

  @Test func skipsTheLayoutPassesAMoveRecordsBeforeItself() throws {
    // The engine records the layout passes a move triggers (at the new offset) before the
    // move: the move is compared with the state before them, from an earlier step.
    var before = observation(.release, offset: 100)
    before.step = 1
    var pass = observation(.layoutPass(1), offset: 110)
    pass.step = 2
    var move = drag(-10, to: 110)
    move.step = 2
    #expect(tracksFinger.check(run(.tableHeader, [before, pass, move])) == nil)
    var stuck = drag(-10, to: 100)
    stuck.step = 2
    var stuckPass = observation(.layoutPass(1), offset: 100)
    stuckPass.step = 2
    let violation = try #require(tracksFinger.check(run(.tableHeader, [before, stuckPass, stuck])))
    #expect(violation.comparedIndex == 0)
  }

  @Test func rejectsContentThatRunsAheadOfTheFinger() throws {
    // An inset change that also shifts the offset makes the content jump.
    let bad = [observation(.release, offset: 100), drag(-10, to: 110), drag(-10, to: 135, insetTop: 15)]
    let violation = try #require(tracksFinger.check(run(.tableHeader, bad)))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 1)
    #expect(violation.message.contains("the finger moved -10 but the content moved -25"))
    #expect(violation.message.contains("110 -> 135"))
  }

  @Test func ignoresMovesWhereAContentEdgeShows() {
    // Rubber-banding past the top: the content moves less than the finger, rightly.
    let pulled = [observation(.release, offset: 0), drag(30, to: -10), drag(30, to: -18)]
    #expect(tracksFinger.check(run(.tableHeader, pulled)) == nil)
    // Past the bottom (2000 - 844 = 1156).
    let pushed = [observation(.release, offset: 1156), drag(-30, to: 1166)]
    #expect(tracksFinger.check(run(.tableHeader, pushed)) == nil)
    // From inside to the top edge and beyond in one move.
    let across = [observation(.release, offset: 5), drag(30, to: -8)]
    #expect(tracksFinger.check(run(.tableHeader, across)) == nil)
  }

  @Test func ignoresMovesThatChangeTheContentSize() {
    let resized = [observation(.release, offset: 100), drag(-10, to: 100, contentHeight: 1990)]
    #expect(tracksFinger.check(run(.tableHeader, resized)) == nil)
    let same = [observation(.release, offset: 100), drag(-10, to: 100)]
    #expect(tracksFinger.check(run(.tableHeader, same))?.observationIndex == 1)
  }

  @Test func toleratesLessThanOnePixel() {
    let within = [observation(.release, offset: 100), drag(-10, to: 110 + 0.9 * pixel)]
    #expect(tracksFinger.check(run(.tableHeader, within)) == nil)
    let beyond = [observation(.release, offset: 100), drag(-10, to: 110 + 1.5 * pixel)]
    #expect(tracksFinger.check(run(.tableHeader, beyond)) != nil)
  }

  @Test func appliesToEveryScrollFamily() {
    #expect(Set(tracksFinger.families) == Set(StrategyFamily.allCases))
  }
}
