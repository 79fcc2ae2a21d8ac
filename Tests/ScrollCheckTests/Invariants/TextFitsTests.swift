import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct TextFitsTests {
  let textFits = TextFits()

  func pass(
    _ n: Int, truncated: Bool = false, clipped: Bool = false, height: CGFloat = 120, squeezed: Bool = false,
    rowBelow: Bool = true
  ) -> Observation {
    var elements = [placed(.tableHeader, y: 0, height: height)]
    if rowBelow { elements.append(placed(.row(section: 0, row: 0), y: height, height: 44)) }
    return observation(
      .layoutPass(n), elements: elements,
      headerFit: HeaderFitObservation(
        fittingHeight: 164, width: 320, isTextTruncated: truncated, isContentClipped: clipped || squeezed,
        contentMaxY: clipped ? 150 : height, isLabelSqueezed: squeezed))
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

  @Test func rejectsOverflowingContentThatARowCovers() throws {
    let violation = try #require(textFits.check(run(.selfSizingHeader, [pass(1, clipped: true)])))
    #expect(violation.observationIndex == 0)
    #expect(violation.message == "header content overflows: the header is 120 tall, its content reaches 150, and row 0.0 is drawn over it (y 120..150)")
  }

  @Test func acceptsOverflowingContentNothingCovers() {
    // UIKit does not clip a header: with nothing drawn below it, the text shows in full.
    #expect(textFits.check(run(.selfSizingHeader, [pass(1, clipped: true, rowBelow: false)])) == nil)
  }

  @Test func rejectsASqueezedLabelWithOrWithoutRows() throws {
    let violation = try #require(textFits.check(run(.selfSizingHeader, [pass(1, squeezed: true, rowBelow: false)])))
    #expect(violation.message.contains("its label is squeezed below the height its lines need"))
  }

  @Test func appliesToSelfSizingHeaders() {
    #expect(textFits.families == [.selfSizingHeader])
  }
}
