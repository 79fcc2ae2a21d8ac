import ScrollGeometry
import Strategies

/// `converges`: every layout trigger settles within a bounded number of layout passes.
///
/// Every family (round 9): a layout loop is a bug whatever the header technique, and where
/// only the self-sizing family was judged, a loop elsewhere left every other invariant
/// inconclusive and the run said OK (a mutant of `stretchy-table-header.fixed` whose
/// bottom room read the `contentSize` it changes, N8).
public struct Converges: Invariant {
  public init() {}
  public let id = "converges"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "every layout trigger settles within a bounded number of layout passes"
  public let explanation = """
    Loading, rotating, changing content and reassigning the header each trigger layout \
    passes (a SwiftUI view's update passes: its state changed by its own actions). Each \
    trigger must stop asking for more passes. A case whose layout is still \
    asking after the engine's eight passes runs again with a bound of 100 (the threshold \
    Apple's layout feedback loop debugger is usually given): a layout that converges there \
    is judged on that run; one still asking is an endless reassign-and-layout loop, a \
    violation reported where the first bound was hit.
    """
  public var probe: [ProbeStep] { [.settle, .rotate] }

  /// The layout-pass bound is what this invariant reports, once a re-run with 100 passes is
  /// cut too: a layout loop UIKit would run for ever (C5).
  public func judges(_ event: EngineEvent) -> Bool {
    if case .layoutPassBoundHit = event { return true }
    return false
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for event in run.trace.events {
      if case .layoutPassBoundHit = event.event {
        return Violation(
          observationIndex: max(0, min(event.observationIndex, run.observations.count) - 1),
          // The runner judges a bound hit only after a re-run with the deeper bound was cut
          // too (C5): the message says so, so no one reads the default bound as the verdict.
          message: CaseRunner.endlessLoopDescription(event.event) + "; " + Self.effect(run.declaration.family))
      }
    }
    return nil
  }

  /// What an endless loop does on a device: UIKit's layout loop never returns to the run
  /// loop (the app hangs); a SwiftUI view whose updates feed themselves keeps updating.
  static func effect(_ family: StrategyFamily) -> String {
    family == .swiftUIHeader
      ? "an endless update loop: on a device the view never stops updating"
      : "an endless layout loop: on a device the app hangs"
  }
}
