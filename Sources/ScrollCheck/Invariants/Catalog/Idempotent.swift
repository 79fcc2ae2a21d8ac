import ScrollGeometry
import Strategies

/// `idempotent`: delivering `scrollViewDidScroll` again at the same position changes nothing.
public struct Idempotent: Invariant {
  public init() {}
  public let id = "idempotent"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "delivering scrollViewDidScroll again at the same position changes nothing"
  public let explanation = """
    Once the view is at rest after the scenario, and again at rest at its top and at its \
    bottom edge, the probe delivers scrollViewDidScroll (or a SwiftUI update) once more \
    without moving. Offset, insets, every frame and every scale \
    must stay as they were, to one screen pixel: a handler must depend on where the view \
    is, not on how many times it was told.
    """
  public var probe: [ProbeStep] {
    [
      .settle, .mark("before"), .redeliver, .mark("after"),
      .restAtTop, .mark("before top"), .redeliver, .mark("after top"),
      .restAtBottom, .mark("before bottom"), .redeliver, .mark("after bottom"),
    ]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for place in ["", " top", " bottom"] {
      if let violation = StateComparison.violation(
        in: run, from: "before" + place, to: "after" + place,
        context: "delivered again at the same position")
      {
        return violation
      }
    }
    return nil
  }
}
