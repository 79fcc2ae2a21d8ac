import ScrollGeometry
import Strategies

/// `collapsible`: for any number of rows, a drag collapses the header to its minimum and it
/// stays so at rest.
public struct Collapsible: Invariant {
  public init() {}
  public let id = "collapsible"
  public let families: [StrategyFamily] = [.tableHeader, .insetHeader]
  public let summary = "a drag can collapse the header to its minimum, and it stays so at rest"
  public let explanation = """
    After the scenario, the probe drags the content up by more than its whole height and \
    lets go. Once the view has settled, the table header's height must equal the declared \
    minimum, to one screen pixel, whatever the number of rows (zero and one included). \
    This is the promise of "works with any number of cells".
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .collapse, .mark("collapsed")] }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let index = run.index(ofMarker: "collapsed") else { return nil }
    let observation = run.observations[index]
    guard let header = run.header(in: observation) else {
      return Violation(observationIndex: index, message: "the table header is gone after collapsing")
    }
    let height = header.contentFrame.height
    let minimum = run.declaration.minimumHeight
    if abs(height - minimum) > observation.tolerance {
      return Violation(
        observationIndex: index,
        message: "at rest after a full drag up, the header is \(height.compactDescription) tall, "
          + "not its minimum \(minimum.compactDescription) (contentOffset.y "
          + "\(observation.contentOffset.y.compactDescription), contentSize.height "
          + "\(observation.contentSize.height.compactDescription))",
        marks: [header.screenFrame])
    }
    return nil
  }
}
