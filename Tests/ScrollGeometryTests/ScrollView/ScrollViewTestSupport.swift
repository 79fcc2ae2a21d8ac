import ScrollGeometry

/// A delegate that logs every call in order, remembers the offset each `scrollViewDidScroll`
/// saw and how deep the calls nested, and runs an optional hook on each call.
final class LoggingDelegate: UIScrollViewDelegate {
  /// Every call, in order: "didScroll", "willBeginDragging", "didEndDragging(true)", ...
  var log: [String] = []
  /// The offset `scrollViewDidScroll` saw, one entry per call.
  var scrolledOffsets: [CGFloat] = []
  /// `isDecelerating` as each `scrollViewDidScroll` saw it.
  var sawDecelerating: [Bool] = []
  /// `isAnimating` as each `scrollViewDidScroll` saw it.
  var sawAnimating: [Bool] = []
  /// How deep `scrollViewDidScroll` is nested now, and the deepest it ever was.
  var depth = 0
  var deepest = 0
  var onDidScroll: ((UIScrollView) -> Void)?
  var onEndDragging: ((UIScrollView, Bool) -> Void)?
  /// Runs in `scrollViewWillEndDragging` with the velocity; may change the target.
  var onWillEndDragging: ((UIScrollView, CGPoint, inout CGPoint) -> Void)?
  /// The release calls in order (S23): "willEndDragging", "didEndDragging(true)",
  /// "willBeginDecelerating", "didEndDecelerating".
  var releaseLog: [String] = []
  /// The velocity and proposed target each `scrollViewWillEndDragging` heard.
  var endDraggingVelocities: [CGPoint] = []
  var proposedTargets: [CGPoint] = []

  /// Forgets everything logged so far.
  func reset() {
    log = []
    scrolledOffsets = []
    sawDecelerating = []
    sawAnimating = []
    releaseLog = []
    endDraggingVelocities = []
    proposedTargets = []
    deepest = 0
  }

  var didScrollCount: Int { log.filter { $0 == "didScroll" }.count }

  /// The adjusted inset and offset each `scrollViewDidChangeAdjustedContentInset` saw (K10).
  var adjustedInsetChanges: [(UIEdgeInsets, CGFloat)] = []

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    adjustedInsetChanges.append((scrollView.adjustedContentInset, scrollView.contentOffset.y))
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    depth += 1
    deepest = max(deepest, depth)
    defer { depth -= 1 }
    log.append("didScroll")
    scrolledOffsets.append(scrollView.contentOffset.y)
    sawDecelerating.append(scrollView.isDecelerating)
    sawAnimating.append(scrollView.isAnimating)
    onDidScroll?(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log.append("willBeginDragging")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    releaseLog.append("willEndDragging")
    endDraggingVelocities.append(velocity)
    proposedTargets.append(targetContentOffset.pointee)
    onWillEndDragging?(scrollView, velocity, &targetContentOffset.pointee)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging(\(decelerate))")
    releaseLog.append("didEndDragging(\(decelerate))")
    onEndDragging?(scrollView, decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    releaseLog.append("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append("didEndDecelerating")
    releaseLog.append("didEndDecelerating")
  }
}

/// A scroll view of the given height (width 400), content height, insets and safe area,
/// with a recorder attached. No safe area and `.automatic` unless told.
func makeScrollView(
  height: CGFloat = 960, contentHeight: CGFloat = 2000, inset: UIEdgeInsets = .zero,
  safeArea: UIEdgeInsets = .zero,
  behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
) -> UIScrollView {
  let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: height))
  view.contentInsetAdjustmentBehavior = behavior
  view.safeAreaInsets = safeArea
  view.contentInset = inset
  view.contentSize = CGSize(width: 400, height: contentHeight)
  view.recorder = TraceRecorder()
  return view
}

/// The reference rubber band, d = 960, to 0.01: x = 100 -> 52.02, x = 400 -> 178.98.
let band100: CGFloat = 52.019_704_433_497_58
let band400: CGFloat = 178.983_050_847_457_7

/// Tolerance for values quoted to 0.01.
let hundredth: CGFloat = 0.005

/// Tolerance for exact arithmetic on doubles.
let exact: CGFloat = 1e-9

extension UIScrollView {
  /// The animation frames recorded so far, in order, as offsets.
  var recordedFrameOffsets: [CGFloat] {
    (recorder?.trace.observations ?? []).compactMap { observation in
      if case .animationFrame = observation.cause { return observation.contentOffset.y }
      return nil
    }
  }

  /// The engine events recorded so far.
  var recordedEvents: [EngineEvent] { (recorder?.trace.events ?? []).map(\.event) }
}

/// The frames of a return to `edge` from `start` at no velocity, by the closed form of S24:
/// the distance past the edge is `d0 · 0.99^t` after t milliseconds; frame n is drawn at
/// ceil(n · 1000 / fps) ms; the frame in which the distance first falls within `epsilon`
/// shows the edge.
func returnFrames(from start: CGFloat, to edge: CGFloat, epsilon: CGFloat, pacing: FramePacing) -> [CGFloat] {
  let d0 = start - edge
  var restMillisecond = 0
  while abs(d0 * CGFloat(pow(0.99, Double(restMillisecond)))) > epsilon { restMillisecond += 1 }
  var frames: [CGFloat] = []
  var n = 1
  while true {
    let t = (n * 1000 + pacing.framesPerSecond - 1) / pacing.framesPerSecond
    if t >= restMillisecond {
      frames.append(edge)
      return frames
    }
    frames.append(edge + d0 * CGFloat(pow(0.99, Double(t))))
    n += 1
  }
}
