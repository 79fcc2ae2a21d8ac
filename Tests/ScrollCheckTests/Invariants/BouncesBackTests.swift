import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct BouncesBackTests {
  let bouncesBack = BouncesBack()

  func state(_ marker: String, offset: CGFloat, header: CGFloat = 200, insetTop: CGFloat = 0) -> Observation {
    observation(.marker(marker), offset: offset, elements: [
      placed(.tableHeader, y: 0, height: header), placed(.row(section: 0, row: 0), y: header, height: 44),
    ], contentHeight: 1200, insetTop: insetTop)
  }

  func pull() -> [Observation] {
    [observation(.drag(translation: 60), offset: -40), observation(.release, offset: -40), observation(.animationFrame(1), offset: 0)]
  }

  @Test func acceptsAViewThatReturnsToTheEdge() {
    let good = [state("edge top", offset: 0)] + pull() + [state("back top", offset: 0)]
      + [state("edge bottom", offset: 356), state("back bottom", offset: 356)]
    #expect(bouncesBack.check(run(.tableHeader, maximum: 200, good)) == nil)
  }

  @Test func rejectsAHeaderLeftDifferentAfterThePull() throws {
    let bad = [state("edge top", offset: 0)] + pull() + [state("back top", offset: 0, header: 150)]
    let violation = try #require(bouncesBack.check(run(.tableHeader, maximum: 200, bad)))
    #expect(violation.observationIndex == 4)
    #expect(violation.comparedIndex == 0)
    #expect(violation.message.contains("top edge"))
    #expect(violation.message.contains("table header is at y 0..150 (h 150) in the scroll view, expected y 0..200 (h 200)"))
  }

  @Test func c31AnInsetLeftBehindThatDrawsNothingDifferentIsNotAFinding() {
    let same = [state("edge top", offset: 0), state("back top", offset: 0)]
      + [state("edge bottom", offset: 356), state("back bottom", offset: 356, insetTop: 60)]
    #expect(bouncesBack.check(run(.tableHeader, maximum: 200, same)) == nil)
  }

  @Test func c31AnOffsetOverAnEmptyViewIsNotAFinding() {
    let empty = [observation(.marker("edge top"), offset: 0), observation(.marker("back top"), offset: 2.007)]
    #expect(bouncesBack.check(run(.nonFloatingSections, empty)) == nil)
  }

  @Test func rejectsAnOffsetThatDoesNotComeBack() throws {
    let bad = [state("edge top", offset: -20), state("back top", offset: 0)]
    let violation = try #require(bouncesBack.check(run(.swiftUIHeader, maximum: 200, bad)))
    #expect(violation.message.contains("table header is at y 0..200 (h 200) in the scroll view, expected y 20..220 (h 200)"))
  }

  @Test func toleratesLessThanOnePixel() {
    let within = [state("edge top", offset: 0), state("back top", offset: 0, header: 200 - 0.9 * pixel)]
    #expect(bouncesBack.check(run(.tableHeader, maximum: 200, within)) == nil)
    let beyond = [state("edge top", offset: 0), state("back top", offset: 0, header: 200 - 1.5 * pixel)]
    #expect(bouncesBack.check(run(.tableHeader, maximum: 200, beyond)) != nil)
  }

  /// C40: a pull that collapsed a large title moved the edge with the bar; a view that came
  /// back to its own (moved) edge is judged against a fresh twin at that offset, but one
  /// left short of its edge is judged as before, twin or not (review r11).
  @Test func c40OnlyAViewBackAtItsOwnEdgeIsJudgedAgainstATwin() throws {
    func placedState(_ marker: String, offset: CGFloat, safeTop: CGFloat, range: ClosedRange<CGFloat>) -> Observation {
      observation(.marker(marker), offset: offset, elements: [
        placed(.tableHeader, y: 0, height: 200), placed(.row(section: 0, row: 0), y: 200, height: 44),
      ], contentHeight: 1200, validRange: range, safeTop: safeTop)
    }
    let edge = placedState("edge top", offset: -143, safeTop: 143, range: -143...356)
    // Back at its own top edge, the title collapsed (the range moved with it): the twin at
    // the same offset draws the same, so it holds.
    let back = placedState("back top", offset: -91, safeTop: 91, range: -91...356)
    let twin = placedState("twin top", offset: -91, safeTop: 91, range: -91...356)
    #expect(bouncesBack.check(run(.tableHeader, maximum: 200, [edge] + pull() + [back, twin])) == nil)
    // Left 30 points short of its edge: judged against the edge as before, whatever the twin.
    let short = placedState("back top", offset: -61, safeTop: 91, range: -91...356)
    let shortTwin = placedState("twin top", offset: -61, safeTop: 91, range: -91...356)
    let violation = try #require(bouncesBack.check(run(.tableHeader, maximum: 200, [edge] + pull() + [short, shortTwin])))
    #expect(violation.comparedIndex == 0)
  }

  @Test func theProbeLeavesTheMarkersTheCheckReads() {
    #expect(markers(bouncesBack.probe) == ["edge top", "back top", "edge bottom", "back bottom"])
    #expect(Set(bouncesBack.families) == Set(StrategyFamily.allCases))
  }
}
