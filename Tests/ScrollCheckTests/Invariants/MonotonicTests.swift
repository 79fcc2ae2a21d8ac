import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct MonotonicTests {
  let monotonic = Monotonic()

  func header(_ height: CGFloat, at offset: CGFloat, _ cause: ObservationCause = .drag(translation: -10)) -> Observation {
    observation(cause, offset: offset, elements: [placed(.tableHeader, y: min(0, offset), height: height)])
  }

  func check(_ observations: [Observation]) -> Violation? {
    monotonic.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, observations))
  }

  @Test func acceptsAHeaderThatFollowsTheContent() {
    #expect(check([
      header(200, at: 0, .layoutPass(1)),
      header(190, at: 10), header(180, at: 20),  // pushed up: shrinks
      header(190, at: 10, .drag(translation: 10)), header(200, at: 0, .drag(translation: 10)),  // back down: grows
      header(220, at: -20, .drag(translation: 20)),  // pulled: stretches
      header(210, at: -10, .animationFrame(1)), header(200, at: 0, .animationFrame(2)),  // bounces back
    ]) == nil)
  }

  @Test func negativeHeightsAreJudgedAndReportedWithTheirSign() throws {
    func negative(_ height: CGFloat, at offset: CGFloat, _ cause: ObservationCause = .drag(translation: -10)) -> Observation {
      var state = header(1, at: offset, cause)
      state.elements[0].contentFrame.size.height = height
      return state
    }
    // From -0.153 to -4.373 while pushed up: the height went down, not up.
    #expect(check([header(200, at: 0, .layoutPass(1)), negative(-0.153, at: 10), negative(-4.373, at: 20)]) == nil)
    let violation = try #require(check([header(200, at: 0, .layoutPass(1)), negative(-4.373, at: 10), negative(-0.153, at: 20)]))
    #expect(violation.message == "content moved up by 10 but the header grew from -4.373 to -0.153")
  }

  @Test func rejectsAHeaderThatGrowsWhileTheContentScrollsUp() throws {
    let violation = try #require(check([header(200, at: 0, .layoutPass(1)), header(190, at: 10), header(195, at: 20)]))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 1)
    #expect(violation.message.contains("moved up by 10"))
    #expect(violation.message.contains("from 190 to 195"))
  }

  @Test func rejectsAHeaderThatShrinksWhileTheContentIsPulledDown() throws {
    let violation = try #require(check([
      header(200, at: 0), header(210, at: -10, .drag(translation: 10)), header(205, at: -20, .drag(translation: 10)),
    ]))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("moved down by 10"))
    #expect(violation.message.contains("from 210 to 205"))
  }

  @Test func rejectsAGrowingHeaderInABounceBackAnimation() throws {
    // Animating back down from a scrolled position while the header shrinks.
    let violation = try #require(check([header(150, at: 50, .release), header(140, at: 40, .animationFrame(1))]))
    #expect(violation.observationIndex == 1)
  }

  @Test func rejectsAHeaderThatGrowsUnderAFingerMovingUpWhileTheDelegateHoldsTheOffset() throws {
    // The delegate resets contentOffset on every move (a common collapse technique): the
    // offset alone says nothing moved, the finger says the content was pushed up.
    #expect(check([header(200, at: 0, .release), header(190, at: 0), header(180, at: 0)]) == nil)
    let violation = try #require(check([header(180, at: 0, .release), header(190, at: 0)]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("from 180 to 190"))
    let pulled = try #require(check([header(200, at: 0, .release), header(190, at: 0, .drag(translation: 10))]))
    #expect(pulled.message.contains("from 200 to 190"))
  }

  @Test func ignoresLayoutPassesAndProgrammaticMoves() {
    #expect(check([header(60, at: 0, .layoutPass(1)), header(200, at: 10, .layoutPass(2))]) == nil)
    #expect(check([header(60, at: 0, .layoutPass(1)), header(200, at: 10)]) == nil)  // previous is a layout pass
    #expect(check([header(60, at: 0, .release), header(200, at: 10, .setContentOffset)]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([header(190, at: 0, .release), header(190 + 0.9 * pixel, at: 10)]) == nil)
    #expect(check([header(190, at: 0, .release), header(190 + 1.5 * pixel, at: 10)])?.observationIndex == 1)
    // A move of less than a pixel is not a move.
    #expect(check([header(190, at: 0, .release), header(195, at: 0.9 * pixel, .animationFrame(1))]) == nil)
  }

  @Test func appliesToTableHeadersOnly() {
    #expect(monotonic.families == [.tableHeader, .insetHeader])
  }
}
