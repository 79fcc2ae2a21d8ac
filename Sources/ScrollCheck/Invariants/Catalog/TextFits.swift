import ScrollGeometry
import Strategies

/// `text-fits`: no header text is truncated or clipped.
public struct TextFits: Invariant {
  public init() {}
  public let id = "text-fits"
  public let families: [StrategyFamily] = [.selfSizingHeader]
  public let summary = "no header text is truncated or clipped"
  public let explanation = """
    Whenever layout has settled, no label in the table header may show fewer lines than \
    its text needs at the header's width (numberOfLines too small), and no content may \
    extend below the header's frame by more than a pixel.
    """
  public var probe: [ProbeStep] { [.settle] }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.settledLayoutIndices {
      let observation = run.observations[index]
      guard let fit = observation.headerFit else { continue }
      let frame = run.header(in: observation)?.screenFrame
      if fit.isTextTruncated {
        return Violation(
          observationIndex: index,
          message: "header text is truncated at width \(fit.width.compactDescription)",
          marks: frame.map { [$0] } ?? [])
      }
      if fit.isContentClipped {
        return Violation(
          observationIndex: index,
          message: "header content is clipped: the header is "
            + "\((frame?.height ?? 0).compactDescription) tall and its content reaches below it "
            + "(its constraints ask for \(fit.fittingHeight.compactDescription))",
          marks: frame.map { [$0] } ?? [])
      }
    }
    return nil
  }
}
