import ScrollGeometry
import Strategies

/// `terminates`: every `scrollViewDidScroll` call returns: the handler never re-enters
/// itself without end.
public struct Terminates: Invariant {
  public init() {}
  public let id = "terminates"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "scrollViewDidScroll never re-enters itself without end"
  public let explanation = """
    A handler that moves the offset (or changes what moves it) inside scrollViewDidScroll \
    is called again from inside itself. The chain must end: on a device an endless one \
    hangs the app or overflows the stack. The engine cuts re-entry 16 deep and runs the \
    case again with a bound of 64; a chain still cut there is reported, at the step that \
    started it. A chain that ends between the two bounds is not a violation, and the case \
    is judged on the deeper run.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .pull(150), .release, .push(150), .release] }

  /// The re-entrancy bound is what this invariant reports.
  public func judges(_ event: EngineEvent) -> Bool { event.isReentrancyBoundHit }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let event = run.trace.events.first(where: \.event.isReentrancyBoundHit) else { return nil }
    guard case .reentrancyBoundHit(let depth) = event.event else { return nil }
    // The observation the interrupted step recorded next (the move or frame that started
    // the chain), or the last one when nothing followed.
    let index = max(0, min(event.observationIndex, run.observations.count - 1))
    return Violation(
      observationIndex: index,
      message: "scrollViewDidScroll re-entered itself without end (cut \(depth) deep, and "
        + (depth >= CaseRunner.confirmingDidScrollDepth
          ? "on a re-run with the deeper bound"
          : "still re-entering with a deeper bound")
        + "): on a device the app hangs or overflows the stack")
  }
}
