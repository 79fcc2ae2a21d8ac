import ScrollGeometry
import Testing

@testable import Strategies

@Suite("StretchableHeaderView (seed 000, step 1)")
struct StretchableHeaderViewTests {
  @Test func theHeightConstantsAreTheSeeds() {
    // seed 000: static let minHeight: CGFloat = 50; static let maxHeight: CGFloat = 200
    #expect(StretchableHeaderView.minHeight == 50)
    #expect(StretchableHeaderView.maxHeight == 200)
  }

  @Test func itKeepsTheFrameItIsCreatedWith() {
    let view = StretchableHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
  }
}
