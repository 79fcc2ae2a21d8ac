import Testing
@testable import ScrollGeometry

@Suite struct ScrollsToTopTests {
  final class Delegate: UIScrollViewDelegate {
    var allows = true
    var log: [String] = []
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      log.append("should")
      return allows
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("did \(scrollView.contentOffset.y)") }
  }

  @Test func s17AStatusBarTapAnimatesToTheTopThenTellsTheDelegate() {
    let view = makeScrollView(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let delegate = Delegate()
    view.delegate = delegate
    view.contentOffset.y = 600
    #expect(view.tapStatusBar())
    #expect(view.contentOffset.y == -47)
    #expect(view.recordedFrameOffsets.count > 1)
    #expect(delegate.log == ["should", "did -47.0"])
  }

  @Test func s17TheDelegateOrScrollsToTopMayRefuse() {
    let view = makeScrollView()
    let delegate = Delegate()
    delegate.allows = false
    view.delegate = delegate
    view.contentOffset.y = 600
    #expect(!view.tapStatusBar())
    #expect(view.contentOffset.y == 600)
    #expect(delegate.log == ["should"])
    view.delegate = nil
    view.scrollsToTop = false
    #expect(!view.tapStatusBar())
    #expect(view.contentOffset.y == 600)
  }
}
