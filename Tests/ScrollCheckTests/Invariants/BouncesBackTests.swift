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

  @Test func theProbeLeavesTheMarkersTheCheckReads() {
    #expect(markers(bouncesBack.probe) == ["edge top", "back top", "edge bottom", "back bottom"])
    #expect(Set(bouncesBack.families) == Set(StrategyFamily.allCases))
  }
}
