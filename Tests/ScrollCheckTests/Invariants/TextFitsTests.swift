import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct TextFitsTests {
  let textFits = TextFits()

  func pass(_ n: Int, truncated: Bool = false, clipped: Bool = false, height: CGFloat = 120) -> Observation {
    observation(.layoutPass(n), elements: [placed(.tableHeader, y: 0, height: height)],
                headerFit: HeaderFitObservation(fittingHeight: 164, width: 320, isTextTruncated: truncated, isContentClipped: clipped))
  }

  @Test func acceptsTextThatFitsOnceLayoutSettles() {
    // Truncated on an intermediate pass only.
    #expect(textFits.check(run(.selfSizingHeader, [pass(1, truncated: true, clipped: true), pass(2)])) == nil)
  }

  @Test func rejectsTruncatedText() throws {
    let violation = try #require(textFits.check(run(.selfSizingHeader, [pass(1), observation(.release), pass(2, truncated: true)])))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("truncated at width 320"))
  }

  @Test func rejectsClippedContent() throws {
    let violation = try #require(textFits.check(run(.selfSizingHeader, [pass(1, clipped: true)])))
    #expect(violation.observationIndex == 0)
    #expect(violation.message.contains("the header is 120 tall and its content reaches below it (its constraints ask for 164)"))
  }

  @Test func appliesToSelfSizingHeaders() {
    #expect(textFits.families == [.selfSizingHeader])
  }
}
