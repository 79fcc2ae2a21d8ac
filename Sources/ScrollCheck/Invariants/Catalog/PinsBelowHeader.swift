import ScrollGeometry
import Strategies

/// `pins-below-header`: a pinned section header sits at the visible bottom edge of the
/// collapsing table header.
public struct PinsBelowHeader: Invariant {
  public init() {}
  public let id = "pins-below-header"
  public let families: [StrategyFamily] = [.tableHeader, .insetHeader]
  public let summary = "a pinned section header sits at the collapsing header's visible bottom edge"
  public let explanation = """
    On a plain table whose section headers float, whenever a section header is pinned \
    (drawn away from its natural place) while the table header is on screen, the section \
    header's top must be at the table header's visible bottom edge, to one screen pixel: \
    not under the header, not at the header's maximum height, not at the inset top with \
    the header over it. Checked in every drawn state of the scenario and of a probe that \
    scrolls up and releases. A section header that its section's end is pushing off (its \
    bottom at the bottom of its section's last row or footer, as the next section arrives: \
    rule T13) is where UIKit puts it and is not judged, nor is one pinned up to a refreshing \
    control's height below the edge (W44, W46: while the control refreshes, a plain table's \
    pin line may lie that much lower). A table whose section headers never pin has nothing to \
    check.
    """
  public var probe: [ProbeStep] { [.settle, .push(300), .release, .collapse] }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.drawnIndices {
      let observation = run.observations[index]
      guard let header = run.header(in: observation) else { continue }
      let tolerance = observation.tolerance
      let edge = header.screenFrame.maxY
      guard edge > tolerance else { continue }
      for element in observation.elements where element.isPinned {
        guard case .sectionHeader(let section) = element.kind else { continue }
        if isPushedOff(element, section: section, in: observation) { continue }
        let top = element.screenFrame.minY
        // While a refresh control refreshes, UIKit may pin section headers up to its height
        // lower (W44=below: the pin line moves down by it, and a header is drawn at the lower
        // of its natural place and that line): anywhere from the edge to that much below it
        // is where any plain table puts them (W46). Under the header is still judged.
        if let band = observation.refreshingControlHeight, top >= edge - tolerance, top <= edge + band + tolerance {
          continue
        }
        if abs(top - edge) > tolerance {
          let where_ = top < edge ? "\((edge - top).compactDescription) under it" : "\((top - edge).compactDescription) below it"
          return Violation(
            observationIndex: index,
            message: "the pinned \(element.kind) is at y \(top.compactDescription), but the table header's "
              + "visible bottom edge is at \(edge.compactDescription): \(where_)",
            marks: [element.screenFrame, header.screenFrame])
        }
      }
    }
    return nil
  }

  /// Whether the header's bottom is at the bottom of its section's last row or footer: the
  /// section's end is pushing it off the pin line (T13). A footer floating at the bottom line
  /// (T15: a keyboard leaves little room) is drawn away from its natural place, which ends
  /// one footer height below the section's last row; over a section without rows that place
  /// is not in the observation, and the header is not judged. Over a section with neither a
  /// row nor a footer in the observation, the content's end (less a table footer on screen)
  /// stands for the section's end: the last section ends there (T13).
  func isPushedOff(_ header: ElementFrame, section: Int, in observation: Observation) -> Bool {
    // Above the pin line (`contentOffset.y + adjustedContentInset.top`, W44) a floating header
    // is only where its section's end pushes it (T13), even when that end lies off screen and
    // out of the observation (sweep seed 1, ...-4c2a20ef: an empty section's footer just below
    // the screen pushed its header 1 point above the line). A header pinned at a line the
    // strategy put in the wrong place is at the line, not above it, and is still judged.
    let pinLine = observation.contentOffset.y + observation.adjustedContentInset.top
    if header.contentFrame.minY < pinLine - observation.tolerance { return true }
    let rowsBottom = observation.elements.compactMap { element -> CGFloat? in
      if case .row(let s, _) = element.kind, s == section { return element.contentFrame.maxY }
      return nil
    }.max()
    var candidates = rowsBottom.map { [$0] } ?? []
    for element in observation.elements {
      guard case .sectionFooter(let s) = element.kind, s == section else { continue }
      if !element.isPinned {
        candidates.append(element.contentFrame.maxY)
      } else if let rowsBottom {
        candidates.append(rowsBottom + element.contentFrame.height)
      } else {
        return true
      }
    }
    // Over a section with no row and no footer in the observation, the content's end (less
    // a table footer view on screen) is the only section end the observation knows: the
    // last section ends there (a clock-seed finding, ...-eb2c5e57: a rowless last section's
    // header pushed off at contentSize's end was judged as under the header).
    if candidates.isEmpty {
      let tableFooter = observation.elements.first { $0.kind == .tableFooter }?.contentFrame.height ?? 0
      candidates.append(observation.contentSize.height - tableFooter)
    }
    guard let sectionBottom = candidates.max() else { return false }
    return abs(header.contentFrame.maxY - sectionBottom) <= observation.tolerance
  }
}
