import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct TracksWidthTests {
  let tracksWidth = TracksWidth()

  /// After rotating to landscape (844 wide).
  func rotated(width: CGFloat, height: CGFloat, fitting: CGFloat? = 96) -> [Observation] {
    [
      observation(.layoutPass(1), elements: [placed(.tableHeader, y: 0, height: 164)]),
      observation(.sizeChange, elements: [placed(.tableHeader, y: 0, height: 164)], width: 844, height: 390),
      observation(.marker("rotated"), elements: [placed(.tableHeader, y: 0, height: height, width: width)], width: 844, height: 390,
                  headerFit: fitting.map { HeaderFitObservation(fittingHeight: $0, width: 844, isTextTruncated: false, isContentClipped: false) }),
    ]
  }

  @Test func acceptsAHeaderRefittedToTheNewWidth() {
    #expect(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844, height: 96))) == nil)
  }

  @Test func rejectsAHeaderLeftAtTheOldWidth() throws {
    let violation = try #require(tracksWidth.check(run(.selfSizingHeader, rotated(width: 390, height: 96))))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("after rotating to width 844 the header is 390 wide"))
  }

  @Test func rejectsAHeaderLeftAtTheOldHeight() throws {
    let violation = try #require(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844, height: 164))))
    #expect(violation.message.contains("the header is 164 tall; its content needs 96 there"))
    // Without fitting facts, the width alone is checked.
    #expect(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844, height: 164, fitting: nil))) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844 - 0.9 * pixel, height: 96 + 0.9 * pixel))) == nil)
    #expect(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844 - 1.5 * pixel, height: 96))) != nil)
    #expect(tracksWidth.check(run(.selfSizingHeader, rotated(width: 844, height: 96 + 1.5 * pixel))) != nil)
  }

  @Test func appliesToSelfSizingHeaders() {
    #expect(tracksWidth.families == [.selfSizingHeader])
    #expect(markers(tracksWidth.probe) == ["rotated"])
    #expect(tracksWidth.probe.firstIndex(of: .rotate)! < tracksWidth.probe.firstIndex(of: .mark("rotated"))!)
  }
}
