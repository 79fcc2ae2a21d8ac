import ScrollGeometry
import Testing

@Suite("UIScrollView+Deceleration (S20 to S24)")
struct UIScrollViewDecelerationTests {
  /// A finger moving up at 1,000 pt/s: the content's velocity is +1 point per millisecond.
  @Test func s20FlingComesToRestAtTheProjectedOffset() throws {
    let view = makeScrollView(contentHeight: 5000)
    view.drag(by: -10)
    view.fling(velocity: -1000)
    // 10 + 1 · 0.998 / 0.002 = 509, the sum of every millisecond's move.
    #expect(abs(view.contentOffset.y - 509) <= 1e-6)
    #expect(abs(UIScrollView.projectedOffset(from: 10, velocity: 1) - 509) <= 1e-9)
    let frames = view.recordedFrameOffsets
    // The first frame is drawn after ceil(1000 / 60) = 17 ms: 0.998 (1 − 0.998^17) / 0.002.
    let first = try #require(frames.first)
    #expect(abs(first - (10 + 0.998 * (1 - pow(0.998, 17)) / 0.002)) <= 1e-9)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    #expect(!view.isDecelerating && view.isAtRest)
  }

  @Test func s20FastRateStopsSooner() {
    let view = makeScrollView(contentHeight: 5000)
    view.decelerationRate = .fast
    view.drag(by: -10)
    view.fling(velocity: -1000)
    // 10 + 1 · 0.99 / 0.01 = 109.
    #expect(abs(view.contentOffset.y - 109) <= 1e-6)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
  }

  @Test func s21PacingChangesTheFramesNotTheRestingOffset() {
    func run(_ pacing: FramePacing) -> (rest: CGFloat, frames: [CGFloat]) {
      let view = UIScrollView.$framePacing.withValue(pacing) { makeScrollView(contentHeight: 5000) }
      #expect(view.framePacing == pacing)
      view.drag(by: -10)
      view.fling(velocity: -2500)
      return (view.contentOffset.y, view.recordedFrameOffsets)
    }
    let sixty = run(.hz60)
    let oneTwenty = run(.hz120)
    #expect(sixty.rest == oneTwenty.rest)
    #expect(abs(sixty.rest - (10 + 2.5 * 499)) <= 1e-6)
    // Twice the frames, give or take the last one; every 60 Hz frame lies on the 120 Hz curve
    // (frame n at 60 Hz is drawn when frame 2n is at 120 Hz, both at whole milliseconds).
    #expect(abs(oneTwenty.frames.count - 2 * sixty.frames.count) <= 2)
    #expect(abs(sixty.frames[2] - oneTwenty.frames[5]) <= 1e-9)  // 50 ms at both
    #expect(FramePacing.hz60.millisecondsElapsed(atFrame: 1) == 17)
    #expect(FramePacing.hz120.millisecondsElapsed(atFrame: 1) == 9)
    #expect(FramePacing.hz120.millisecondsElapsed(atFrame: 6) == 50)
  }

  @Test func s22WillEndDraggingHearsVelocityInPointsPerMillisecondAndAClampedTarget() {
    let view = makeScrollView()  // range 0...1040
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = 900
    view.drag(by: -10)
    delegate.reset()
    view.fling(velocity: -1000)
    #expect(delegate.endDraggingVelocities == [CGPoint(x: 0, y: 1)])
    // 910 + 499 = 1409 lies past the bottom edge: the target is the edge.
    #expect(delegate.proposedTargets == [CGPoint(x: 0, y: 1040)])
    #expect(view.contentOffset.y == 1040)
  }

  @Test func s22ChangedTargetIsReachedByTheSameCurve() {
    let view = makeScrollView(contentHeight: 5000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onWillEndDragging = { _, _, target in target.y = 300 }
    view.drag(by: -10)
    view.fling(velocity: -1000)
    #expect(abs((delegate.proposedTargets.first?.y ?? 0) - 509) <= 1e-9)
    #expect(abs(view.contentOffset.y - 300) <= 1e-6)
    // Started at the velocity whose projection is 300: (300 − 10) · 0.002 / 0.998 per ms.
    let v0 = (300 - 10) * 0.002 / 0.998
    let first = view.recordedFrameOffsets.first ?? .nan
    #expect(abs(first - (10 + v0 * 0.998 * (1 - pow(0.998, 17)) / 0.002)) <= 1e-9)
  }

  @Test func s22TargetChangedAtZeroVelocityStillDecelerates() {
    // A plain release whose target a paging delegate moves: the view glides there.
    let view = makeScrollView(contentHeight: 5000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onWillEndDragging = { _, velocity, target in
      #expect(velocity == .zero)
      target.y = 200
    }
    view.drag(by: -130)
    view.release()
    #expect(delegate.releaseLog == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    #expect(abs(view.contentOffset.y - 200) <= 1e-6)
  }

  @Test func s22SlowLiftIsAPlainRelease() {
    let view = makeScrollView(contentHeight: 5000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.drag(by: -10)
    view.fling(velocity: -24)
    #expect(delegate.endDraggingVelocities == [.zero])
    #expect(delegate.releaseLog == ["willEndDragging", "didEndDragging(false)"])
    #expect(view.contentOffset.y == 10)
    #expect(view.recordedFrameOffsets.isEmpty)
  }

  @Test func s22FlingWithoutAFingerDownDoesNothing() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.fling(velocity: -3000)
    #expect(delegate.log.isEmpty && delegate.releaseLog.isEmpty)
    #expect(view.contentOffset.y == 0)
  }

  @Test func s23DelegateOrderOfAFling() {
    let view = makeScrollView(contentHeight: 5000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    var sawDeceleratingAtEndDragging = false
    delegate.onEndDragging = { scrollView, _ in sawDeceleratingAtEndDragging = scrollView.isDecelerating }
    view.drag(by: -10)
    view.fling(velocity: -1500)
    #expect(delegate.releaseLog == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    #expect(sawDeceleratingAtEndDragging)
    #expect(delegate.sawDecelerating.dropFirst().allSatisfy { $0 })
    #expect(!view.isDecelerating)
  }

  @Test func s24MomentumPastTheEdgeBouncesBackToIt() {
    let view = makeScrollView()  // range 0...1040
    view.contentOffset.y = 900
    view.drag(by: -10)
    view.fling(velocity: -3000)
    let frames = view.recordedFrameOffsets
    let farthest = frames.max() ?? 0
    // It runs past the bottom edge, turns, and rests on it; no frame comes back inside.
    #expect(farthest > 1040 + 10)
    #expect(frames.last == 1040)
    let peak = frames.firstIndex(of: farthest) ?? 0
    #expect(frames[peak...].allSatisfy { $0 >= 1040 })
    #expect(zip(frames[peak...], frames[peak...].dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test func s24WithoutBouncesMomentumStopsAtTheEdge() {
    let view = makeScrollView()
    view.bounces = false
    view.contentOffset.y = 900
    view.drag(by: -10)
    view.fling(velocity: -3000)
    #expect(view.recordedFrameOffsets.allSatisfy { $0 <= 1040 })
    #expect(view.contentOffset.y == 1040)
  }

  @Test func s24FlingIntoTheTopEdgeFromRestBounces() {
    // A swipe down at the top: the content goes past the top edge and comes back.
    let view = makeScrollView()
    view.drag(by: 10)
    view.fling(velocity: 2000)
    #expect(view.recordedFrameOffsets.min() ?? 0 < -10)
    #expect(view.contentOffset.y == 0)
  }
}

@Suite("UIScrollView at-rest clamp (S25)")
struct UIScrollViewAtRestClampTests {
  @Test func s25NoClampWhileDeceleratingTheAnimationEndsOnTheNewRange() {
    // The content shrinks under a fling: the offset is left past the new bottom edge. UIKit
    // does not snap it there (not at rest); the momentum bounces back to the new edge.
    let view = makeScrollView(contentHeight: 5000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    var shrunk = false
    delegate.onDidScroll = { scrollView in
      if scrollView.isDecelerating, !shrunk, scrollView.contentOffset.y > 300 {
        shrunk = true
        scrollView.contentSize.height = 1100  // range 0...140
        #expect(scrollView.contentOffset.y > 300)  // not moved inside the setter
      }
    }
    view.drag(by: -10)
    view.fling(velocity: -2000)
    #expect(shrunk)
    let frames = view.recordedFrameOffsets
    #expect(frames.last == 140)
    #expect(view.contentOffset.y == 140)
  }

  @Test func s25AtRestTheClampIsImmediateInsideTheSetter() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = 1000
    delegate.reset()
    view.contentSize.height = 1500  // range 0...540
    // Moved at once to the nearest edge, from inside the setter, with one didScroll: no frames.
    #expect(view.contentOffset.y == 540)
    #expect(delegate.scrolledOffsets == [540])
    #expect(view.recordedFrameOffsets.isEmpty)
  }
}
