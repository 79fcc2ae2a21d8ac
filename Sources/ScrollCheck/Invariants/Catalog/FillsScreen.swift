import ScrollGeometry
import Strategies

/// `fills-screen`: at rest the scroll view covers the whole area of its controller's view.
public struct FillsScreen: Invariant {
  public init() {}
  public let id = "fills-screen"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "at rest the scroll view covers its controller's whole view, safe area included"
  public let explanation = """
    When the view has appeared, after the scenario once it rests, and after a rotation, the \
    scroll view's frame in its controller's root view must be that root view's bounds, to \
    one screen pixel on every edge: the content may be inset from the safe area, but the \
    scroll view itself reaches under the status bar, the home indicator and the side safe \
    areas. A table sized once to the storyboard's placeholder, or to the screen before a \
    rotation, leaves a strip of the screen empty or hangs past its edge.
    """
  public var probe: [ProbeStep] { [.settle, .mark("rest"), .rotate, .settle, .mark("rotated")] }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.restingMarkers([ProbeMarker.appeared, "rest", "rotated"]) {
      let observation = run.observations[index]
      guard let frame = observation.frameInRootView, let root = observation.rootViewBounds else { continue }
      let tolerance = observation.tolerance
      let edges = [
        abs(frame.minX - root.minX), abs(frame.minY - root.minY), abs(frame.maxX - root.maxX),
        abs(frame.maxY - root.maxY),
      ]
      if edges.contains(where: { $0 > tolerance }) {
        return Violation(
          observationIndex: index,
          message: "the scroll view covers \(describe(frame)) of its controller's view \(describe(root))",
          marks: [frame])
      }
    }
    return nil
  }

  private func describe(_ rect: CGRect) -> String {
    "x \(rect.minX.compactDescription)..\(rect.maxX.compactDescription) "
      + "y \(rect.minY.compactDescription)..\(rect.maxY.compactDescription)"
  }
}
