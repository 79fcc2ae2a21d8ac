import ScrollGeometry
import Strategies

/// `tracks-width`: after a width change the header is fitted to the new width.
public struct TracksWidth: Invariant {
  public init() {}
  public let id = "tracks-width"
  public let families: [StrategyFamily] = [.selfSizingHeader]
  public let summary = "after a width change the header is fitted to the new width"
  public let explanation = """
    The probe rotates the device. Once layout has settled, the table header must be as \
    wide as the table and as tall as its content needs at that width, to one screen pixel.
    """
  public var probe: [ProbeStep] { [.settle, .rotate, .mark("rotated")] }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let index = run.index(ofMarker: "rotated") else { return nil }
    let observation = run.observations[index]
    guard let header = run.header(in: observation) else { return nil }
    let tolerance = observation.tolerance
    let width = observation.bounds.width
    if abs(header.contentFrame.width - width) > tolerance {
      return Violation(
        observationIndex: index,
        message: "after rotating to width \(width.compactDescription) the header is "
          + "\(header.contentFrame.width.compactDescription) wide",
        marks: [header.screenFrame])
    }
    if let fit = observation.headerFit, abs(header.contentFrame.height - fit.fittingHeight) > tolerance {
      return Violation(
        observationIndex: index,
        message: "after rotating to width \(width.compactDescription) the header is "
          + "\(header.contentFrame.height.compactDescription) tall; its content needs "
          + "\(fit.fittingHeight.compactDescription) there",
        marks: [header.screenFrame])
    }
    return nil
  }
}
