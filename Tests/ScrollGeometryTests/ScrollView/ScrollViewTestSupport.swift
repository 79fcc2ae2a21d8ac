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

  /// Forgets everything logged so far.
  func reset() {
    log = []
    scrolledOffsets = []
    sawDecelerating = []
    sawAnimating = []
    deepest = 0
  }

  var didScrollCount: Int { log.filter { $0 == "didScroll" }.count }

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

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging(\(decelerate))")
    onEndDragging?(scrollView, decelerate)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append("didEndDecelerating")
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
