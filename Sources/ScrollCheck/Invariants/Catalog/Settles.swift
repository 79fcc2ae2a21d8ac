import ScrollGeometry
import Strategies

/// `settles`: after a release the view comes to rest inside its valid range within a
/// bounded number of frames.
public struct Settles: Invariant {
  public init() {}
  public let id = "settles"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections]
  public let summary = "after a release the view comes to rest inside its valid range"
  public let explanation = """
    After every release the engine animates the view back into its valid offset range, \
    frame by frame, asking the delegate on each frame. The animation must end within 600 \
    frames (ten seconds), and where it ends contentOffset.y must lie within the valid range \
    as the delegate has left it, to one screen pixel.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .pull(150), .release, .push(150), .release] }

  public func check(_ run: CheckedRun) -> Violation? {
    if let event = run.trace.events.first(where: {
      if case .settleBoundHit = $0.event { return true }
      return false
    }) {
      return Violation(
        observationIndex: max(0, min(event.observationIndex, run.observations.count) - 1),
        message: "\(event.event)")
    }
    let observations = run.observations
    for (index, observation) in observations.enumerated() where observation.cause == .release {
      // The animation frames of the same step follow the release, with any layout passes
      // they trigger recorded between them; a later step's programmatic animation is not
      // part of this settle. Where it rests is the last frame.
      var end = index
      var next = index + 1
      while next < observations.count, observations[next].step == observation.step,
        isSettleFrame(observations[next].cause)
      {
        if case .animationFrame = observations[next].cause { end = next }
        next += 1
      }
      let rest = observations[end]
      let range = rest.validOffsetY
      let y = rest.contentOffset.y
      if y < range.lowerBound - rest.tolerance || y > range.upperBound + rest.tolerance {
        return Violation(
          observationIndex: end,
          message: "came to rest at contentOffset.y \(y.compactDescription), outside the valid "
            + "range \(range.lowerBound.compactDescription)...\(range.upperBound.compactDescription)")
      }
    }
    return nil
  }

  private func isSettleFrame(_ cause: ObservationCause) -> Bool {
    switch cause {
    case .animationFrame, .layoutPass: return true
    default: return false
    }
  }
}
