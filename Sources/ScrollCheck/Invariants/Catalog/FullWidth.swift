import ScrollGeometry
import Strategies

/// `full-width`: the header spans its scroll view's width, and nothing drawn spills past the
/// screen's sides.
public struct FullWidth: Invariant {
  public init() {}
  public let id = "full-width"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "the header spans the scroll view's width; nothing spills past the screen's sides"
  public let explanation = """
    In every drawn state (the scenario, then a pull and release, a rotation and a rest at \
    the top), a table header spans the table from x 0 to its width (UIKit forces the width \
    of a tableHeaderView), a SwiftUI header spans at least the safe area's width (SwiftUI \
    lays content out between the side safe areas), and no element draws past the screen's \
    left or right side: a header frame sized once to a placeholder width, an image that \
    keeps its aspect ratio in a fixed-height frame, or padding around the header all show \
    here. While pulled past the top edge a header declared to stretch may grow sideways \
    (the zoom of a stretchy header), to one screen pixel everywhere.
    """
  public var probe: [ProbeStep] {
    [.settle, .pull(120), .release, .rotate, .settle, .restAtTop, .mark("rest top")]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.drawnIndices {
      let observation = run.observations[index]
      let tolerance = observation.tolerance
      let width = observation.bounds.width
      let header = run.header(in: observation)
      let stretching = run.declaration.stretches && observation.isPulledPastTop
      if let header, !stretching, header.screenFrame.height > tolerance {
        let frame = header.screenFrame
        let (left, right) =
          run.declaration.family == .swiftUIHeader
          ? (observation.safeAreaInsets.left, width - observation.safeAreaInsets.right) : (0, width)
        if frame.minX > left + tolerance || frame.maxX < right - tolerance {
          return Violation(
            observationIndex: index,
            message: "the header spans x \(frame.minX.compactDescription)..\(frame.maxX.compactDescription), "
              + "not \(left.compactDescription)..\(right.compactDescription) across the scroll view",
            marks: [frame])
        }
      }
      for element in observation.elements where element.screenFrame.height > tolerance {
        if stretching, element.kind == header?.kind { continue }
        let frame = element.screenFrame
        if frame.minX < -tolerance || frame.maxX > width + tolerance {
          return Violation(
            observationIndex: index,
            message: "\(element.kind) draws at x \(frame.minX.compactDescription)..\(frame.maxX.compactDescription), "
              + "past the screen's sides 0..\(width.compactDescription)",
            marks: [frame])
        }
      }
    }
    return nil
  }
}
