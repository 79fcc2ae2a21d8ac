import ScrollGeometry
import Testing

@Suite("StackedHeaderView.fitObservation: truncation and clipping (F12)")
struct StackedHeaderViewObservationTests {
  /// Seed 002's flow: measure at `measuredWidth`, set the frame height, then the table forces
  /// the width to `tableWidth`.
  func installed(_ header: StackedHeaderView, measuredAt measuredWidth: CGFloat, tableWidth: CGFloat) {
    let height = compressedHeight(header, atWidth: measuredWidth)
    header.frame = CGRect(x: 0, y: 0, width: tableWidth, height: height)
  }

  @Test func f12TheSeedsPatternNeitherTruncatesNorClips() {
    let (header, _) = seedHeader()
    installed(header, measuredAt: 375, tableWidth: 375)
    let fit = header.fitObservation(atWidth: 375)
    #expect(inPixels(fit.fittingHeight, scale: 3) == 218)
    #expect(fit.width == 375)
    #expect(!fit.isTextTruncated)
    #expect(!fit.isContentClipped)
  }

  @Test func f12ALabelLeftAtOneLineIsTruncated() {
    let (header, _) = seedHeader(numberOfLines: 1)
    installed(header, measuredAt: 375, tableWidth: 375)
    let fit = header.fitObservation(atWidth: 375)
    #expect(inPixels(fit.fittingHeight, scale: 3) == 157)
    #expect(fit.isTextTruncated)
    #expect(!fit.isContentClipped)
    // Wide enough for one line: nothing truncated.
    installed(header, measuredAt: 440, tableWidth: 440)
    #expect(!header.fitObservation(atWidth: 440).isTextTruncated)
  }

  @Test func f12AMissingBottomConstraintClips() {
    let (header, _) = seedHeader(hasBottomConstraint: false)
    installed(header, measuredAt: 375, tableWidth: 375)
    #expect(header.frame.height == 0)
    let fit = header.fitObservation(atWidth: 375)
    #expect(fit.fittingHeight == 0)
    #expect(fit.isContentClipped)
    #expect(!fit.isTextTruncated)
  }

  @Test func f12MeasuringBeforeTheFinalWidthClipsWhenTheTableIsNarrower() {
    let (header, _) = seedHeader()
    installed(header, measuredAt: 440, tableWidth: 375)  // one line measured, two needed
    let fit = header.fitObservation(atWidth: 375)
    #expect(fit.isContentClipped)
    #expect(fit.fittingHeight > header.frame.height)
    // Measured narrower than shown: too tall but nothing cut off.
    installed(header, measuredAt: 200, tableWidth: 375)
    let loose = header.fitObservation(atWidth: 375)
    #expect(!loose.isContentClipped)
    #expect(loose.fittingHeight < header.frame.height)
  }

  @Test func f12ClippingToleratesLessThanAPixel() {
    let (header, _) = seedHeader()
    let fitting = compressedHeight(header, atWidth: 375)
    header.frame = CGRect(x: 0, y: 0, width: 375, height: fitting - 0.2)
    #expect(!header.fitObservation(atWidth: 375).isContentClipped)
    header.frame.size.height = fitting - 0.5
    #expect(header.fitObservation(atWidth: 375).isContentClipped)
  }

  @Test func f12TruncationUsesTheFramesWidthNotTheRequestedOne() {
    let (header, _) = seedHeader(numberOfLines: 2)
    installed(header, measuredAt: 375, tableWidth: 375)
    #expect(!header.fitObservation(atWidth: 375).isTextTruncated)
    header.frame.size.width = 200  // three lines needed at 168 pt
    let fit = header.fitObservation(atWidth: 375)
    #expect(fit.isTextTruncated)
    #expect(fit.width == 375)
  }

  @Test func f12ReachableThroughTheSelfSizingProtocol() {
    let (header, _) = seedHeader()
    installed(header, measuredAt: 375, tableWidth: 375)
    let tableHeaderView: UIView? = header
    let fit = (tableHeaderView as? any SelfSizingView)?.fitObservation(atWidth: 375)
    #expect(inPixels(fit?.fittingHeight ?? 0, scale: 3) == 218)
    #expect((UIView() as? any SelfSizingView) == nil)
  }
}
