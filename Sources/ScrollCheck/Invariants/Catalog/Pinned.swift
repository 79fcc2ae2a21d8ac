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
    edge, and not with the whole scroll content above the view's top, which the range reaches \
    only when the bottom insets exceed the view's height: no header drawn from inside the \
    content is on screen there, U48), the header's visible top must be at \
    the top of the safe area (while a refresh runs, anywhere from there to the bottom of the \
    spinner's band, where SwiftUI may pin it: U35) and its visible height its declared base height, to one \
    screen pixel, and it must be drawn unscaled (a scale effect of 1).
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .push(240), .release] }
  /// Where a pinned header sits (the top of the safe area, not of the stack's padding) is U5,
  /// an assumption with no modelled alternative; a header that has not reached the top of the
  /// safe area yet does not rest on it (the violation says so).
  public var restsOn: [String] { ["U5"] }

  public func check(_ run: CheckedRun) -> Violation? {
    for (index, observation) in run.observations.enumerated() {
      // Scrolled up inside the valid range; a rubber band past the bottom edge moves the
      // whole short content, header included, and is `bounces-back`'s business.
      guard case .drag = observation.cause,
        observation.contentOffset.y > observation.validOffsetY.lowerBound + observation.tolerance,
        observation.contentOffset.y <= observation.validOffsetY.upperBound + observation.tolerance
      else { continue }
      // The whole content above the view's top: the bottom insets (a keyboard, the app's
      // margins) exceed the view's height, and a lazy stack builds none of its rows, pinned
      // headers included, so no header drawn from inside the content can be there (U48).
      if Self.contentIsAboveTheView(observation) { continue }
      guard let header = run.header(in: observation) else {
        return Violation(observationIndex: index, message: "scrolled up, the header is not on screen")
      }
      let top = observation.safeAreaInsets.top
      let base = run.maximumHeight(at: index)  // W47
      let tolerance = observation.tolerance
      // While a refresh runs, a lazy stack pins its headers at the safe area's top or below
      // the spinner's band (U34), and until the content has scrolled the band away a header
      // follows it down there: where SwiftUI pins is not the strategy's, so any top from the
      // safe area's to the band's bottom is accepted (U35, as W46 for tables).
      let band = observation.refreshingControlHeight ?? 0
      let minY = header.screenFrame.minY
      if minY < top - tolerance || minY > top + band + tolerance
        || abs(header.screenFrame.height - base) > tolerance
      {
        let scrolled = observation.contentOffset.y - observation.validOffsetY.lowerBound
        var violation = Violation(
          observationIndex: index,
          message: "scrolled up by \(scrolled.compactDescription), "
            + "the header is at \(StateComparison.describe(header.screenFrame)); expected top "
            + "\(top.compactDescription) and height \(base.compactDescription)",
          marks: [header.screenFrame])
        // Still below the top of the safe area, it has not reached any pin line at or below
        // that top (U5's or one at the top of the stack's padding): the verdict does not rest
        // on where the pin line is.
        if header.screenFrame.minY > top + tolerance {
          let above = header.screenFrame.minY - top + scrolled
          violation.message += ": not yet pinned, \(above.compactDescription) of the stack lies above it"
          violation.restsOn = []
        }
        return violation
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

  /// Whether the scroll content lies wholly above the view's top (its bottom edge at or above
  /// the bounds' top), which the valid range allows only when the bottom insets exceed the
  /// view's height (U48).
  static func contentIsAboveTheView(_ observation: Observation) -> Bool {
    observation.contentOffset.y >= observation.contentSize.height + observation.tolerance
  }
}
