import ScrollGeometry
import Strategies

/// `settles`: after a release the view comes to rest inside its valid range.
public struct Settles: Invariant {
  public init() {}
  public let id = "settles"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
  public let summary = "after a release the view comes to rest inside its valid range"
  public let explanation = """
    After every release the engine animates the view back into its valid offset range, \
    frame by frame, asking the delegate on each frame. Where the animation ends (after the \
    at-rest clamp of the same run-loop turn, when the last frame's delegate left the offset \
    out of range: S25), \
    contentOffset.y must lie within the valid range as the delegate has left it, to one \
    screen pixel. An animation the engine's 600-frame cap had to stop is not judged: the \
    case is inconclusive (a model bound never decides a verdict).
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .pull(150), .release, .push(150), .release] }

  public func check(_ run: CheckedRun) -> Violation? {
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
        switch observations[next].cause {
        case .animationFrame, .restClamp: end = next  // the clamp at rest ends it (S25)
        default: break
        }
        next += 1
      }
      // A settle stopped by the frame cap never came to rest: where the cap cut it is no
      // resting state, and the runner reports the case as inconclusive (S13).
      if run.trace.events.contains(where: {
        $0.event.isModelBound && $0.observationIndex > index && $0.observationIndex <= next
      }) {
        continue
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
    case .animationFrame, .layoutPass, .restClamp: return true
    default: return false
    }
  }
}
