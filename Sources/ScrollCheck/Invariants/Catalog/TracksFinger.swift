import ScrollGeometry
import Strategies

/// `tracks-finger`: while no edge of the content shows, the content moves exactly with the
/// finger.
public struct TracksFinger: Invariant {
  public init() {}
  public let id = "tracks-finger"
  public let families: [StrategyFamily] = [.tableHeader, .swiftUIHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
  public let summary = "the content moves exactly with the finger while no content edge shows"
  public let explanation = """
    For every finger move during a drag where, before and after the move, neither the top \
    nor the bottom edge of the content is in view (0 <= contentOffset.y and \
    contentOffset.y + height <= contentSize.height, exactly: a move that ends even a \
    fraction of a point past an edge crossed it, and past an edge UIKit's rubber band \
    applies) and the content size did not change, the content must move by exactly the \
    finger's translation, to one screen pixel, whatever the delegate does to the insets on \
    the way.
    """
  public var probe: [ProbeStep] { [.settle, .restAtTop, .push(300), .pull(150), .release] }
  /// A move the rubber band mapped (an end past the valid range's edge as it was when the move
  /// began) after the first move of its drag rests on S8's incremental mapping, an assumption
  /// with no modelled alternative; any other failing move does not (the violation says which).
  public var restsOn: [String] { ["S8"] }

  public func check(_ run: CheckedRun) -> Violation? {
    let observations = run.observations
    guard observations.count > 1 else { return nil }
    for index in 1..<observations.count {
      guard case .drag(let translation) = observations[index].cause,
        let previousIndex = run.indexBeforeMove(at: index)
      else { continue }
      // A move the page sheet took (W56): the sheet follows the finger, not the content.
      if run.sheetTookPull(after: previousIndex, through: index) { continue }
      let previous = observations[previousIndex]
      let current = observations[index]
      // Exactly, not to a pixel: a move that crosses an edge of the content by less than a
      // pixel is rubber-banded past it (S8), as on a device.
      guard previous.contentEdgesStrictlyHidden, current.contentEdgesStrictlyHidden,
        abs(previous.contentSize.height - current.contentSize.height) <= current.tolerance
      else { continue }
      let moved = previous.contentOffset.y - current.contentOffset.y
      if abs(moved - translation) > current.tolerance {
        var violation = Violation(
          observationIndex: index, comparedIndex: previousIndex,
          message: "the finger moved \(translation.compactDescription) but the content moved "
            + "\(moved.compactDescription) (contentOffset.y "
            + "\(previous.contentOffset.y.compactDescription) -> "
            + "\(current.contentOffset.y.compactDescription))")
        // S8's incremental mapping decides a move only where the rubber band maps it: an end
        // past the range's edge as it was when the move began (`previous`'s range; the
        // delegate may move it during the move), with no tolerance. And only after the first
        // move of a drag: there the mapping and its alternative (the finger's whole distance
        // since the drag began, against the edge as it was then) agree. Otherwise S7 alone.
        let range = previous.validOffsetY
        let banded = !Self.isInside(previous.contentOffset.y, range) || !Self.isInside(current.contentOffset.y, range)
        let firstMove = abs(current.fingerTranslation - translation) <= 1e-9
        if !banded || firstMove { violation.restsOn = [] }
        return violation
      }
    }
    return nil
  }

  /// Whether an offset lies in a valid range (S6), exactly: past it the rubber band applies.
  static func isInside(_ offset: CGFloat, _ range: ClosedRange<CGFloat>) -> Bool {
    offset >= range.lowerBound - 1e-9 && offset <= range.upperBound + 1e-9
  }
}

extension Observation {
  /// Whether neither edge of the content is in view at all (no tolerance toward the edge).
  var contentEdgesStrictlyHidden: Bool {
    contentOffset.y >= -1e-9 && contentOffset.y + bounds.height <= contentSize.height + 1e-9
  }
}
