import ScrollGeometry
import Strategies

/// `pinned`: scrolled up, the SwiftUI header's top stays at the view's top at its base height.
public struct Pinned: Invariant {
  public init() {}
  public let id = "pinned"
  public let families: [StrategyFamily] = [.swiftUIHeader]
  public let summary = "scrolled up, the header stays at the view's top at its base height"
  public let explanation = """
    The probe rests the view at its top and pushes the content up. At every step where the \
    content is scrolled up past its resting position (and not rubber-banded past its bottom \
    edge), the header's visible top must be at \
    the top of the safe area and its visible height its declared base height, to one \
    screen pixel, and it must be drawn unscaled (a scale effect of 1).
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .push(240), .release] }
  /// Where a pinned header sits (the top of the safe area, not of the stack's padding) is U5,
  /// an assumption with no modelled alternative.
  public var restsOn: [String] { ["U5"] }

  public func check(_ run: CheckedRun) -> Violation? {
    for (index, observation) in run.observations.enumerated() {
      // Scrolled up inside the valid range; a rubber band past the bottom edge moves the
      // whole short content, header included, and is `bounces-back`'s business.
      guard case .drag = observation.cause,
        observation.contentOffset.y > observation.validOffsetY.lowerBound + observation.tolerance,
        observation.contentOffset.y <= observation.validOffsetY.upperBound + observation.tolerance
      else { continue }
      guard let header = run.header(in: observation) else {
        return Violation(observationIndex: index, message: "scrolled up, the header is not on screen")
      }
      let top = observation.safeAreaInsets.top
      let base = run.maximumHeight(at: index)  // W47
      let tolerance = observation.tolerance
      if abs(header.screenFrame.minY - top) > tolerance
        || abs(header.screenFrame.height - base) > tolerance
      {
        return Violation(
          observationIndex: index,
          message: "scrolled up by \((observation.contentOffset.y - observation.validOffsetY.lowerBound).compactDescription), "
            + "the header is at \(StateComparison.describe(header.screenFrame)); expected top "
            + "\(top.compactDescription) and height \(base.compactDescription)",
          marks: [header.screenFrame])
      }
      if abs(header.scale - 1) > 0.001 {
        return Violation(
          observationIndex: index,
          message: "scrolled up by \((observation.contentOffset.y - observation.validOffsetY.lowerBound).compactDescription), "
            + "the pinned header is drawn scaled \(header.scale.compactDescription), expected 1",
          marks: [header.screenFrame])
      }
    }
    return nil
  }
}
