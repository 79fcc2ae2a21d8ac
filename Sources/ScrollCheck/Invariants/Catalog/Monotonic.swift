import ScrollGeometry
import Strategies

/// `monotonic`: the header never grows while the content scrolls up, never shrinks while it
/// is pulled down.
public struct Monotonic: Invariant {
  public init() {}
  public let id = "monotonic"
  public let families: [StrategyFamily] = [.tableHeader, .insetHeader]
  public let summary = "the header never grows while scrolling up, never shrinks while pulled down"
  public let explanation = """
    Between two consecutive moments of a drag or an animation (no layout pass between \
    them), when the content moves up (contentOffset.y grows) the header's height must not \
    grow, and when it moves down (contentOffset.y shrinks) the height must not shrink, to \
    one screen pixel. A collapsing header follows the content; it never runs against it.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .pull(120), .release, .collapse] }

  public func check(_ run: CheckedRun) -> Violation? {
    let observations = run.observations
    guard observations.count > 1 else { return nil }
    for index in 1..<observations.count {
      let current = observations[index]
      guard isMovement(current.cause), let previousIndex = run.indexBeforeMove(at: index) else { continue }
      let previous = observations[previousIndex]
      guard let before = run.header(in: previous), let after = run.header(in: current)
      else { continue }
      let tolerance = current.tolerance
      var movedUp = current.contentOffset.y - previous.contentOffset.y
      // A delegate that holds the offset still (resetting it as the header collapses) does
      // not stop the content from moving: the finger says which way it goes.
      // Unless the page sheet took the move (W56): then the content did not move.
      if abs(movedUp) <= tolerance, case .drag(let translation) = current.cause,
        !run.sheetTookPull(after: previousIndex, through: index)
      {
        movedUp = -translation
      }
      // The frame's own height, sign included: `CGRect.height` is the absolute value, which
      // would call a negative height that moves further below 0 "grown".
      let beforeHeight = before.contentFrame.size.height
      let afterHeight = after.contentFrame.size.height
      let grew = afterHeight - beforeHeight
      if movedUp > tolerance && grew > tolerance {
        return Violation(
          observationIndex: index, comparedIndex: previousIndex,
          message: "content moved up by \(movedUp.compactDescription) but the header grew from "
            + "\(beforeHeight.compactDescription) to \(afterHeight.compactDescription)",
          marks: [after.screenFrame])
      }
      if movedUp < -tolerance && grew < -tolerance {
        return Violation(
          observationIndex: index, comparedIndex: previousIndex,
          message: "content moved down by \((-movedUp).compactDescription) but the header shrank "
            + "from \(beforeHeight.compactDescription) to \(afterHeight.compactDescription)",
          marks: [after.screenFrame])
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
