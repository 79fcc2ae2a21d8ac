import ScrollGeometry
import Strategies

/// `rest-identity`: at rest at the top, the SwiftUI header has its base height, unscaled,
/// edge to edge.
public struct RestIdentity: Invariant {
  public init() {}
  public let id = "rest-identity"
  public let families: [StrategyFamily] = [.swiftUIHeader]
  public let summary = "at rest at the top the header has its base height, unscaled, edge to edge"
  public let explanation = """
    When the scroll view has appeared, and again after the scenario once it rests at its \
    top edge, the header's visible frame must be its declared base height tall, span the \
    full width of the safe area (edge to edge, as SwiftUI lays content out inside the side \
    safe areas) and carry no scale, to one screen pixel.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .mark("rest top")] }

  public func check(_ run: CheckedRun) -> Violation? {
    let marks = [ProbeMarker.appeared, "rest top"].compactMap { run.index(ofMarker: $0) }
    for index in marks {
      let observation = run.observations[index]
      guard let header = run.header(in: observation) else {
        return Violation(observationIndex: index, message: "the header is not on screen at rest at the top")
      }
      let tolerance = observation.tolerance
      let frame = header.screenFrame
      let base = run.maximumHeight(at: index)  // W47
      var problems: [String] = []
      if abs(frame.height - base) > tolerance {
        problems.append("height \(frame.height.compactDescription), not \(base.compactDescription)")
      }
      if abs(header.scale - 1) > 0.001 { problems.append("scale \(header.scale.compactDescription)") }
      let left = observation.safeAreaInsets.left
      let right = observation.bounds.width - observation.safeAreaInsets.right
      if abs(frame.minX - left) > tolerance || abs(frame.maxX - right) > tolerance {
        problems.append(
          "x \(frame.minX.compactDescription)..\(frame.maxX.compactDescription), not the safe "
            + "area's \(left.compactDescription)..\(right.compactDescription)")
      }
      if !problems.isEmpty {
        return Violation(
          observationIndex: index,
          message: "at rest at the top the header has " + problems.joined(separator: ", "),
          marks: [frame])
      }
    }
    return nil
  }
}
