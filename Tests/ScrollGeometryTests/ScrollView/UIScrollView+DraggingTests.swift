import ScrollGeometry
import Testing

@Suite("UIScrollView+Dragging (S7 to S10)")
struct UIScrollViewDraggingTests {
  @Test func s7DragMovesOneToOneInsideTheRange() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = 500
    delegate.reset()
    view.drag(by: -30)
    #expect(view.contentOffset.y == 530)
    view.drag(by: 12.5)
    #expect(view.contentOffset.y == 517.5)
    #expect(view.fingerTranslation == -17.5)
    #expect(view.isDragging && view.isTracking)
    #expect(delegate.log == ["willBeginDragging", "didScroll", "didScroll"])
    #expect(delegate.scrolledOffsets == [530, 517.5])
    view.release()
    #expect(delegate.log.last == "didEndDragging(false)")
    #expect(view.contentOffset.y == 517.5)
    #expect(!view.isDragging && !view.isTracking && view.fingerTranslation == 0)
  }

  @Test func s8RubberBandPastTheTop() {
    let view = makeScrollView()
    view.drag(by: 100)
    #expect(abs(view.contentOffset.y + band100) <= 1e-9)
    view.drag(by: 300)
    #expect(abs(view.contentOffset.y + band400) <= 1e-6)
  }

  @Test func s8RubberBandIsPathIndependent() {
    let view = makeScrollView()
    for _ in 0..<80 { view.drag(by: 5) }
    #expect(abs(view.contentOffset.y + band400) <= 1e-6)
    // Back up by the same amount: to the top exactly, then 1:1 inside.
    for _ in 0..<80 { view.drag(by: -5) }
    #expect(abs(view.contentOffset.y) <= 1e-6)
    view.drag(by: -20)
    #expect(abs(view.contentOffset.y - 20) <= 1e-6)
  }

  @Test func s8DragAcrossTheEdgeBandsOnlyTheExcess() {
    let view = makeScrollView()
    view.contentOffset.y = 10
    view.drag(by: 110)  // 10 inside, 100 past the top.
    #expect(abs(view.contentOffset.y + band100) <= 1e-9)
  }

  @Test func s8RubberBandPastTheBottom() {
    let view = makeScrollView()
    view.contentOffset.y = 1040  // 2000 - 960
    view.drag(by: -400)
    #expect(abs(view.contentOffset.y - (1040 + band400)) <= 1e-6)
  }

  @Test func s8BandUsesTheRangeAsTheDelegateLeftIt() {
    let view = makeScrollView()
    view.drag(by: 100)
    // A delegate raises the top inset by 60 mid-drag: the edge is now -60 and the
    // current overshoot (52.02 past 0) is inside the new range, so the next move is 1:1.
    view.contentInset.top = 60
    #expect(abs(view.contentOffset.y + band100) <= 1e-9)  // no clamp during a drag (S11)
    view.drag(by: 5)
    #expect(abs(view.contentOffset.y + band100 + 5) <= 1e-9)
  }

  @Test func s9NoMovementAndNoCallbackWhenTheViewCannotScrollOrBounce() {
    let view = makeScrollView(height: 800, contentHeight: 300)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 50)
    view.drag(by: -80)
    #expect(view.contentOffset.y == 0)
    #expect(delegate.log.isEmpty)
    #expect(!view.isDragging)
    #expect(view.isTracking)
    view.release()
    #expect(delegate.log.isEmpty)
    #expect(!view.isVerticallyDraggable)
    // The steps are still recorded.
    #expect(view.recorder?.trace.observations.map(\.cause)
      == [.drag(translation: 50), .drag(translation: -80), .release])
  }

  @Test func s9DefaultsAreBouncingButNotAlwaysBouncing() {
    let view = UIScrollView()
    #expect(view.bounces)
    #expect(!view.alwaysBounceVertical)
  }

  @Test func s9AlwaysBounceVerticalLetsShortContentBand() {
    let view = makeScrollView(contentHeight: 300)
    view.alwaysBounceVertical = true
    #expect(view.isVerticallyDraggable && !view.canScrollVertically)
    view.drag(by: 100)
    #expect(abs(view.contentOffset.y + band100) <= 1e-9)
    view.drag(by: -500)  // 400 up from -52.02's finger position -100: 300 past the bottom edge 0.
    let expected = RubberBand.offset(forDragDistance: 400, dimension: 960)
    #expect(abs(view.contentOffset.y - expected) <= 1e-6)
  }

  @Test func s9BouncesFalseWithNothingToScrollDoesNotMove() {
    let view = makeScrollView(contentHeight: 300)
    view.alwaysBounceVertical = true
    view.bounces = false
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 100)
    #expect(view.contentOffset.y == 0)
    #expect(delegate.log.isEmpty)
  }

  @Test func s9BouncesFalseClampsToTheRange() {
    let view = makeScrollView()
    view.bounces = false
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 100)
    #expect(view.contentOffset.y == 0)
    view.drag(by: -1000)
    #expect(view.contentOffset.y == 1000)
    view.drag(by: -1000)
    #expect(view.contentOffset.y == 1040)
    #expect(delegate.log == ["willBeginDragging", "didScroll", "didScroll"])
    view.release()
    #expect(delegate.log.last == "didEndDragging(false)")
  }

  @Test func s10ReleaseOutOfRangeAnimatesBackFrameByFrame() throws {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: 100)
    delegate.reset()
    view.release()
    let frames = view.recordedFrameOffsets
    // The distance past the edge keeps 0.99 of itself each millisecond (S24); frame n is
    // drawn after ceil(n * 1000 / 60) ms; the last frame snaps within a quarter pixel.
    let expected = returnFrames(from: -band100, to: 0, epsilon: 1.0 / 12, pacing: .hz60)
    try #require(frames.count == expected.count)
    for (frame, value) in zip(frames, expected) { #expect(abs(frame - value) <= 1e-9) }
    #expect(abs(frames[0] + band100 * pow(0.99, 17)) <= 1e-9)
    #expect(frames.last == 0)
    #expect(view.contentOffset.y == 0)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    // Every frame calls scrollViewDidScroll, while decelerating.
    #expect(delegate.scrolledOffsets == frames)
    #expect(delegate.sawDecelerating == Array(repeating: true, count: frames.count))
    #expect(delegate.log == ["didEndDragging(true)"] + Array(repeating: "didScroll", count: frames.count) + ["didEndDecelerating"])
    #expect(delegate.releaseLog == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    #expect(!view.isDecelerating && view.isAtRest)
  }

  @Test func s10ReleasePastTheBottomEndsAtTheBottomEdge() {
    let view = makeScrollView()
    view.contentOffset.y = 1040
    view.drag(by: -400)
    view.release()
    let frames = view.recordedFrameOffsets
    let expected = returnFrames(from: 1040 + band400, to: 1040, epsilon: 1.0 / 12, pacing: .hz60)
    #expect(frames.count == expected.count)
    #expect(frames.last == 1040)
    #expect(view.contentOffset.y == 1040)
  }

  @Test func s10WillDecelerateIsFalseInsideTheRange() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: -100)
    view.release()
    #expect(delegate.log == ["willBeginDragging", "didScroll", "didEndDragging(false)"])
    #expect(view.recordedFrameOffsets.isEmpty)
  }

  @Test func s10ReleaseWithoutAFingerDownDoesNothing() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.release()
    #expect(delegate.log.isEmpty)
    #expect(view.recorder?.trace.observations.isEmpty == true)
  }

  @Test func s10InsetRaisedInDidEndDraggingReaimsInsteadOfSnapping() throws {
    // Pull-to-refresh: the delegate sets contentInset.top = 60 when the finger lifts at
    // -178.98. The bounce back goes to -60 frame by frame; it does not jump.
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onEndDragging = { scrollView, _ in scrollView.contentInset.top = 60 }
    view.drag(by: 400)
    view.release()
    let frames = view.recordedFrameOffsets
    let first = try #require(frames.first, "the offset snapped instead of animating")
    #expect(abs(first - (-60 + (-band400 + 60) * pow(0.99, 17))) <= 1e-9)
    #expect(frames.last == -60)
    #expect(frames.allSatisfy { $0 <= -60 })
    #expect(view.contentOffset.y == -60)
  }
}
