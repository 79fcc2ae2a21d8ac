import ScrollGeometry
import Strategies

/// `clamped`: the table header's height stays within its declared minimum and maximum.
public struct Clamped: Invariant {
  public init() {}
  public let id = "clamped"
  public let families: [StrategyFamily] = [.tableHeader, .insetHeader]
  public let summary = "the header height stays within its minimum and maximum"
  public let explanation = """
    At every recorded moment the table header's frame height lies within the minimum and \
    maximum the strategy declares, to one screen pixel. Only a strategy that declares \
    stretching may exceed the maximum, and only while the content is pulled down past its \
    top edge.
    """
  public var probe: [ProbeStep] { [.settle, .pull(120), .release, .collapse] }

  public func check(_ run: CheckedRun) -> Violation? {
    let low = run.declaration.minimumHeight
    for (index, observation) in run.observations.enumerated() {
      guard let header = run.header(in: observation) else { continue }
      // The maximum the app set at runtime, if it did (W47).
      let high = run.allowedMaximumHeight(at: index)
      let height = header.contentFrame.height
      let tolerance = observation.tolerance
      let mayStretch = run.declaration.stretches && observation.isPulledPastTop
      if height < low - tolerance || (!mayStretch && height > high + tolerance) {
        return Violation(
          observationIndex: index,
          message: "header height is \(height.compactDescription), outside "
            + "\(low.compactDescription)...\(high.compactDescription) "
            + "at contentOffset.y \(observation.contentOffset.y.compactDescription)",
          marks: [header.screenFrame])
      }
    }
    return nil
  }
}
