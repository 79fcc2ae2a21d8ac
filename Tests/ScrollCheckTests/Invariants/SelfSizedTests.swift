import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct SelfSizedTests {
  let selfSized = SelfSized()

  func pass(_ n: Int, height: CGFloat, fitting: CGFloat, width: CGFloat = viewWidth) -> Observation {
    observation(.layoutPass(n), elements: [placed(.tableHeader, y: 0, height: height, width: width)], width: width,
                headerFit: HeaderFitObservation(fittingHeight: fitting, width: width, isTextTruncated: false, isContentClipped: false))
  }

  @Test func acceptsAHeaderFittedOnceLayoutSettles() {
    // The first pass still has the storyboard height; the second fits it.
    let good = [pass(1, height: 100, fitting: 164), pass(2, height: 164, fitting: 164), observation(.drag(translation: -10), offset: 10)]
    #expect(selfSized.check(run(.selfSizingHeader, good)) == nil)
  }

  @Test func rejectsAHeaderLeftAtItsOldHeight() throws {
    let bad = [pass(1, height: 100, fitting: 164), pass(2, height: 100, fitting: 164), observation(.drag(translation: -10), offset: 10)]
    let violation = try #require(selfSized.check(run(.selfSizingHeader, bad)))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("the header is 100 tall; its content needs 164 at width 390"))
  }

  @Test func checksTheEndOfEveryRunOfPassesAndTheLastObservation() throws {
    let later = [
      pass(1, height: 164, fitting: 164), observation(.contentUpdate),
      pass(2, height: 164, fitting: 208), pass(3, height: 164, fitting: 208),
    ]
    #expect(selfSized.check(run(.selfSizingHeader, later))?.observationIndex == 3)
    var last = pass(1, height: 100, fitting: 164)
    last.cause = .contentUpdate
    #expect(selfSized.check(run(.selfSizingHeader, [pass(1, height: 164, fitting: 164), last]))?.observationIndex == 1)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(selfSized.check(run(.selfSizingHeader, [pass(1, height: 164 + 0.9 * pixel, fitting: 164)])) == nil)
    #expect(selfSized.check(run(.selfSizingHeader, [pass(1, height: 164 + 1.5 * pixel, fitting: 164)])) != nil)
  }

  @Test func appliesToSelfSizingHeaders() {
    #expect(selfSized.families == [.selfSizingHeader])
    let passes = [pass(1, height: 1, fitting: 1), pass(2, height: 1, fitting: 1), observation(.release), pass(3, height: 1, fitting: 1)]
    #expect(run(.selfSizingHeader, passes).settledLayoutIndices == [1, 3])
    #expect(run(.selfSizingHeader, passes.dropLast() + []).settledLayoutIndices == [1, 2])
  }
}
