import ScrollGeometry
import Strategies

/// `idempotent`: delivering `scrollViewDidScroll` again at the same position changes nothing.
public struct Idempotent: Invariant {
  public init() {}
  public let id = "idempotent"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "delivering scrollViewDidScroll again at the same position changes nothing"
  public let explanation = """
    Once the view is at rest after the scenario, the probe delivers scrollViewDidScroll (or \
    a SwiftUI update) once more without moving. Offset, insets, every frame and every scale \
    must stay as they were, to one screen pixel: a handler must depend on where the view \
    is, not on how many times it was told.
    """
  public var probe: [ProbeStep] { [.settle, .mark("before"), .redeliver, .mark("after")] }

  public func check(_ run: CheckedRun) -> Violation? {
    StateComparison.violation(
      in: run, from: "before", to: "after", context: "delivered again at the same position")
  }
}
