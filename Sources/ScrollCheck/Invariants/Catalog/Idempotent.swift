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
    without moving. What it draws (every element on screen, its frame and its scale) must \
    stay as it was, to one screen pixel (C31): a handler must depend on where the view \
    is, not on how many times it was told. A changed inset that draws nothing different is \
    not judged where the view rests: it shows, if anywhere, at an edge, and the probe \
    delivers again at both edges too (C32; reaching an edge scrolls, which runs the \
    handler anyway).
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
