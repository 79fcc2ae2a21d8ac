import ScrollGeometry
import Strategies

/// `bounces-back`: a pull past an edge and a release return the view to the state it had
/// at that edge before the pull.
public struct BouncesBack: Invariant {
  public init() {}
  public let id = "bounces-back"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections]
  public let summary = "a pull past an edge and a release return the view to where it was"
  public let explanation = """
    The probe brings the view to rest at its top edge and records the state (offset, \
    insets, every frame and scale on screen), pulls the content down past the edge by 120 \
    points of finger travel and lets go; once settled, the state must equal the recorded \
    one to one screen pixel. The same is then done at the bottom edge, pushing up.
    """
  public var probe: [ProbeStep] {
    [
      .settle, .restAtTop, .mark("edge top"), .pull(120), .release, .mark("back top"),
      .restAtBottom, .mark("edge bottom"), .push(120), .release, .mark("back bottom"),
    ]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for edge in ["top", "bottom"] {
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
