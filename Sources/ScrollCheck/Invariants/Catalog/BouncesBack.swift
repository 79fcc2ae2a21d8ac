import ScrollGeometry
import Strategies

/// `bounces-back`: a pull past an edge and a release return the view to the state it had
/// at that edge before the pull.
public struct BouncesBack: Invariant {
  public init() {}
  public let id = "bounces-back"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
  public let summary = "a pull past an edge and a release return the view to where it was"
  public let explanation = """
    The probe brings the view to rest at its top edge and records what it draws (every \
    element on screen, its frame and scale), pulls the content down past the edge by 120 \
    points of finger travel and lets go; once settled, it must draw the same picture, to \
    one screen pixel (C31). The same is then done at the bottom edge, pushing up. A changed \
    offset or inset that draws nothing different at that edge is not judged here: the other \
    edge is visited next, and no-hysteresis and reachable judge what a changed range hides.
    """
  public var probe: [ProbeStep] {
    [
      .settle, .restAtTop, .mark("edge top"), .pull(120), .release, .mark("back top"),
      .restTwinIfAppChanged(since: "edge top", marker: "twin top"),
      .restAtBottom, .mark("edge bottom"), .push(120), .release, .mark("back bottom"),
      .restTwinIfAppChanged(since: "edge bottom", marker: "twin bottom"),
    ]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for edge in ["top", "bottom"] {
      // The app changed its content during the pull (a page appended at the bottom, a
      // refresh at the top, V4): the view is judged against a fresh one given the same
      // changes, at rest at the same offset, not against the state before the pull.
      guard let edgeIndex = run.index(ofMarker: "edge \(edge)"), let back = run.index(ofMarker: "back \(edge)")
      else { continue }
      // An app that loads a page whenever the view reaches its end leaves no resting edge to
      // return to: the probe could not bring the view to rest there (V4).
      let resting = run.observations[edgeIndex]
      let edgeY = edge == "top" ? resting.validOffsetY.lowerBound : resting.validOffsetY.upperBound
      if abs(resting.contentOffset.y - edgeY) > resting.tolerance, run.appChangedContent(after: nil, through: edgeIndex) {
        continue
      }
      // Likewise when a large title collapsed or expanded during the pull (C40): the edge
      // moved with UIKit's bar, and the view is judged against a fresh one at rest there.
      // Only when the view did come back to that edge of its own range: one left short of it
      // is judged as before (review r11: a view stuck below its top edge under a title the
      // snap closed would otherwise be compared only with a twin stuck at the same offset).
      let backObservation = run.observations[back]
      let backEdgeY = edge == "top" ? backObservation.validOffsetY.lowerBound : backObservation.validOffsetY.upperBound
      let barsMoved = DrawnState.barsDiffer(resting, backObservation)
        && abs(backObservation.contentOffset.y - backEdgeY) <= backObservation.tolerance
      if barsMoved || run.appChangedContent(after: edgeIndex, through: back) {
        guard let twin = run.index(ofMarker: "twin \(edge)") else { continue }
        let first = run.observations[back]
        let second = run.observations[twin]
        guard abs(first.contentOffset.y - second.contentOffset.y) <= first.tolerance else { continue }
        if let difference = StateComparison.firstDifference(expected: second, actual: first) {
          return Violation(
            observationIndex: back, comparedIndex: twin,
            message: "after a pull past the \(edge) edge, a release and "
              + (barsMoved ? "the large title's change" : "the app's own content change")
              + ", \(difference.message) (a fresh view given the same content at the same offset)",
            marks: difference.marks)
        }
        continue
      }
      if let violation = StateComparison.violation(
        in: run, from: "edge \(edge)", to: "back \(edge)",
        context: "after a pull past the \(edge) edge and a release")
      {
        return violation
      }
    }
    return nil
  }
}
