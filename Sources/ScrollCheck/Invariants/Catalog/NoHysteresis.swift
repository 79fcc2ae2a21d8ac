import ScrollGeometry
import Strategies

/// `no-hysteresis`: the state at rest depends only on where the view rests.
public struct NoHysteresis: Invariant {
  public init() {}
  public let id = "no-hysteresis"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
  public let summary = "the state at rest depends only on where the view rests"
  public let explanation = """
    After the scenario the view comes to rest somewhere. A second, fresh world with the \
    same scenario is brought to rest at the same offset without the gestures (if that is \
    where it appeared, it is not moved at all); the app's own content changes (a page \
    appended as the user neared the end) are given to it too, where the app made them. Both \
    must draw the same picture: every element on screen at the same frame and scale, to one \
    screen pixel (C31). When they draw the same but their insets or content size differ (or \
    the fresh one cannot rest at that offset, or rests there under a large title in another \
    state, C41), each is brought to rest at its own top edge, \
    then at its own bottom edge, and must draw the same there (C32): a layout must not \
    remember how it got there, nor whether it has moved since it appeared.
    """
  public var probe: [ProbeStep] {
    [.settle, .mark("rest"), .restTwinAtSameOffset, .carryToEdges(rest: "rest", twin: ProbeMarker.twin)]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let rest = run.index(ofMarker: "rest"), let twin = run.index(ofMarker: ProbeMarker.twin)
    else { return nil }
    let first = run.observations[rest]
    let second = run.observations[twin]
    // The twin could not be brought to the same offset, or rests there under a large title in
    // another state than the gestures left it (C41): compared at the edges only.
    if abs(first.contentOffset.y - second.contentOffset.y) <= max(first.tolerance, second.tolerance),
      !DrawnState.largeTitleDiffers(first, second),
      let difference = StateComparison.firstDifference(expected: second, actual: first)
    {
      return Violation(
        observationIndex: rest, comparedIndex: twin,
        message: "at rest at contentOffset.y \(first.contentOffset.y.compactDescription) after "
          + "the gestures, \(difference.message) (a fresh view at the same offset)",
        marks: difference.marks)
    }
    for edge in ["top", "bottom"] {
      guard let here = run.index(ofMarker: "rest at \(edge)"), let there = run.index(ofMarker: "\(ProbeMarker.twin) at \(edge)")
      else { continue }
      if let difference = StateComparison.firstDifference(expected: run.observations[there], actual: run.observations[here]) {
        return Violation(
          observationIndex: here, comparedIndex: there,
          message: "brought to rest at its \(edge) edge after the gestures, \(difference.message) "
            + "(a fresh view at rest at its \(edge) edge)",
          marks: difference.marks)
      }
    }
    return nil
  }
}
