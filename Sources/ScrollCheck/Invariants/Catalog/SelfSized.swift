import ScrollGeometry
import Strategies

/// `self-sized`: after layout the header's height equals its fitting height at the table's
/// current width.
public struct SelfSized: Invariant {
  public init() {}
  public let id = "self-sized"
  public let families: [StrategyFamily] = [.selfSizingHeader]
  public let summary = "after layout the header's height equals its fitting height at the current width"
  public let explanation = """
    Whenever layout has settled (after the last of a run of layout passes, and at the end), \
    the table header's frame height must equal the height its constraints ask for at the \
    table's current width (systemLayoutSizeFitting with a required width and a fitting-level \
    height, rounded to the pixel grid), to one screen pixel.
    """
  public var probe: [ProbeStep] { [.settle] }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.settledLayoutIndices {
      let observation = run.observations[index]
      guard let fit = observation.headerFit, let header = run.header(in: observation) else { continue }
      if abs(header.contentFrame.height - fit.fittingHeight) > observation.tolerance {
        return Violation(
          observationIndex: index,
          message: "the header is \(header.contentFrame.height.compactDescription) tall; its "
            + "content needs \(fit.fittingHeight.compactDescription) at width "
            + "\(fit.width.compactDescription)",
          marks: [header.screenFrame])
      }
    }
    return nil
  }
}
