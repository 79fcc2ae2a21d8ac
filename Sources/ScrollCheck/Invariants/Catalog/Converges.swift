import ScrollGeometry
import Strategies

/// `converges`: every layout trigger settles within a bounded number of layout passes.
public struct Converges: Invariant {
  public init() {}
  public let id = "converges"
  public let families: [StrategyFamily] = [.selfSizingHeader]
  public let summary = "every layout trigger settles within a bounded number of layout passes"
  public let explanation = """
    Loading, rotating, changing content and reassigning the header each trigger layout \
    passes. Each trigger must stop asking for more passes before the engine's bound (eight \
    passes); an endless reassign-and-layout loop is a violation, reported where the bound \
    was hit.
    """
  public var probe: [ProbeStep] { [.settle, .rotate] }

  /// The layout-pass bound is what this invariant reports: a layout loop UIKit would run on
  /// every frame for ever (C5).
  public func judges(_ event: EngineEvent) -> Bool {
    if case .layoutPassBoundHit = event { return true }
    return false
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for event in run.trace.events {
      if case .layoutPassBoundHit = event.event {
        return Violation(
          observationIndex: max(0, min(event.observationIndex, run.observations.count) - 1),
          message: "\(event.event)")
      }
    }
    return nil
  }
}
