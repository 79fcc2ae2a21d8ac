import ScrollGeometry
import Testing

@Suite("UIScrollView+Animation (S10, S13, S15)")
struct UIScrollViewAnimationTests {
  @Test func s10ReaimsWhenTheDelegateRaisesTheInsetDuringTheSettle() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 400)
    delegate.reset()
    // On the second frame of the bounce back the delegate raises the top inset to 60.
    delegate.onDidScroll = { scrollView in
      if scrollView.isDecelerating && delegate.didScrollCount == 2 {
        scrollView.contentInset.top = 60
      }
    }
    view.release()
    let frames = view.recordedFrameOffsets
    // Frames 1 and 2 (17 and 34 ms) return toward 0 (S24). Then toward -60: frame 3 ends
    // at 50 ms, 16 ms later; no frame passes -60.
    #expect(abs(frames[0] + band400 * pow(0.99, 17)) <= 1e-9)
    #expect(abs(frames[1] + band400 * pow(0.99, 34)) <= 1e-9)
    #expect(abs(frames[2] - (-60 + (frames[1] + 60) * pow(0.99, 16))) <= 1e-9)
    #expect(frames.dropFirst(2).allSatisfy { $0 <= -60 })
    #expect(frames.last == -60)
    #expect(view.contentOffset.y == -60)
    #expect(delegate.log.last == "didEndDecelerating")
    #expect(view.recordedEvents.isEmpty)
  }

  @Test func s13SettleThatCannotRestHitsTheFrameBound() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 100)
    // While decelerating, the delegate keeps the top edge 10 points above the offset.
    delegate.onDidScroll = { scrollView in
      if scrollView.isDecelerating { scrollView.contentInset.top = -scrollView.contentOffset.y - 10 }
    }
    view.release()
    #expect(view.recordedFrameOffsets.count == UIScrollView.maximumAnimationFrames)
    #expect(UIScrollView.maximumAnimationFrames == 600)
    #expect(view.recordedEvents == [.settleBoundHit(frames: 600)])
    #expect(!view.isDecelerating)
    // At rest afterwards, the offset is pulled onto the range it was left with (S11).
    #expect(view.validContentOffsetYRange.contains(view.contentOffset.y))
    #expect(delegate.log.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test func s15AnimatedSetContentOffsetRunsFrames() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    let frames = view.recordedFrameOffsets
    // 500 * 0.75^n > 1/12 for n <= 30: 31 quarter steps, then the snap.
    #expect(frames.count == 32)
    #expect(frames.first == 125)
    #expect(frames.last == 500)
    #expect(delegate.scrolledOffsets == frames)
    #expect(delegate.sawAnimating == Array(repeating: true, count: 32))
    #expect(!view.isAnimating)
    #expect(!delegate.log.contains("didEndDecelerating"))
  }

  @Test func s15AnimatedTargetOutsideTheRangeIsNotClamped() {
    // UIKit's setContentOffset(_:animated:) goes where it is told (react-native #23427
    // clamps on its side because iOS does not); the view then rests there.
    let view = makeScrollView()
    view.setContentOffset(CGPoint(x: 0, y: -100), animated: true)
    #expect(view.contentOffset.y == -100)
    view.setContentOffset(CGPoint(x: 0, y: 1200), animated: true)
    #expect(view.contentOffset.y == 1200)
  }

  @Test func s15AnimatedToTheCurrentOffsetRunsNoFrame() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.setContentOffset(.zero, animated: true)
    #expect(view.recordedFrameOffsets.isEmpty)
    #expect(delegate.log.isEmpty)
  }

  @Test func s15UnanimatedSetContentOffsetIsImmediate() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.setContentOffset(CGPoint(x: 0, y: 321), animated: false)
    #expect(view.contentOffset.y == 321)
    #expect(delegate.scrolledOffsets == [321])
    #expect(view.recorder?.trace.observations.map(\.cause) == [.setContentOffset])
  }

  @Test func s15NestedAnimationRestoresIsAnimating() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    var nested = false
    delegate.onDidScroll = { scrollView in
      if !nested && scrollView.contentOffset.y > 100 {
        nested = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        // The inner animation is done, the outer one is still running.
        #expect(scrollView.isAnimating)
      }
    }
    view.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    #expect(nested)
    #expect(view.contentOffset.y == 400)
    #expect(!view.isAnimating)
  }

  @Test func s15AnimationIsStoppedByTheFrameBoundToo() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    // The delegate keeps pushing the offset back: the animation never arrives.
    delegate.onDidScroll = { scrollView in
      if scrollView.isAnimating && scrollView.contentOffset.y > 0 { scrollView.contentOffset.y = 0 }
    }
    view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(view.recordedEvents == [.settleBoundHit(frames: 600)])
    #expect(view.contentOffset.y == 0)
  }
}
