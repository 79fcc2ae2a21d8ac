import ScrollGeometry
import Strategies

/// `stretches`: pulled down by d, the header's top stays where it rests and its height
/// grows by d.
public struct Stretches: Invariant {
  public init() {}
  public let id = "stretches"
  public let families: [StrategyFamily] = [.swiftUIHeader, .tableHeader, .insetHeader]
  public let summary = "pulled down by d, the header's top stays put and its height grows by d"
  public let explanation = """
    The probe rests the view at its top, then pulls the content down and lets go. At every \
    step of the pull and of the bounce back, with d the distance the content has moved down \
    from where it rested (whatever the delegate does to the range), the header's visible \
    top must stay where it was at rest and its visible height must be its resting height \
    plus d, to one screen pixel. Applies to SwiftUI headers and to table headers that \
    declare stretching.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .mark("rest top"), .pull(150), .release] }

  public func applies(to declaration: HeaderDeclaration) -> Bool {
    declaration.family == .swiftUIHeader || (declaration.family.collapsesHeader && declaration.stretches)
  }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let restIndex = run.index(ofMarker: "rest top"),
      let rest = run.header(in: run.observations[restIndex])
    else { return nil }
    // The pull is measured from where the view rested at its top, not from the range as the
    // delegate leaves it: a delegate that moves its range with the finger is still pulled.
    let restY = run.observations[restIndex].contentOffset.y
    for index in restIndex..<run.observations.count {
      let observation = run.observations[index]
      let d = restY - observation.contentOffset.y
      let tolerance = observation.tolerance
      guard isMovement(observation.cause), d > tolerance, let header = run.header(in: observation)
      else { continue }
      let expectedHeight = rest.screenFrame.height + d
      if abs(header.screenFrame.minY - rest.screenFrame.minY) > tolerance
        || abs(header.screenFrame.height - expectedHeight) > tolerance
      {
        return Violation(
          observationIndex: index, comparedIndex: restIndex,
          message: "pulled by \(d.compactDescription), the header is at "
            + "\(StateComparison.describe(header.screenFrame)); expected top "
            + "\(rest.screenFrame.minY.compactDescription) and height "
            + "\(expectedHeight.compactDescription)",
          marks: [header.screenFrame])
      }
    }
    return nil
  }

  private func isMovement(_ cause: ObservationCause) -> Bool {
    switch cause {
    case .drag, .animationFrame: return true
    default: return false
    }
  }
}
