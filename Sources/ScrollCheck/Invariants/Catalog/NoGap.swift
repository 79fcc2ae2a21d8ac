import ScrollGeometry
import Strategies

/// `no-gap`: no background shows between the header and what follows it, nor above a
/// stretched header.
public struct NoGap: Invariant {
  public init() {}
  public let id = "no-gap"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "no background between the header and the first row, nor above a stretched header"
  public let explanation = """
    Wherever a header (the table header, a section header, the SwiftUI header) is on \
    screen with content below it, the band just under its visible bottom edge is covered by \
    the next element within the spacing the layout itself declares (a stack's spacing, a \
    table's top padding above the first section header), to one screen pixel; a strip wholly \
    inside the top or bottom safe area (under the status bar or the home indicator, where \
    floating headers and footers pin) does not count, nor does the natural place a floating \
    section footer has left (T15: a plain table draws the footer once, where it floats, so \
    its place in the content shows the table's background in any plain table, whatever the \
    header technique; C33), nor the natural place a section header has left because it pins \
    lower (below a refreshing control or an inset the app added: any plain table shows the \
    background there, W45). For a \
    strategy that declares stretching, while the content is pulled past its top the \
    header's top must also stay where it rests at the top, so no background opens above it.
    """
  public var probe: [ProbeStep] {
    [.settle, .restAtTop, .mark("rest top"), .pull(90), .release, .collapse]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    // Where the header rests at the top edge; pulls are measured against it only after it
    // was recorded, in the same geometry (a rotation earlier moves the top edge).
    let restIndex = run.index(ofMarker: "rest top")
    let restTop = restIndex.flatMap { index -> CGFloat? in
      run.header(in: run.observations[index]).map { $0.screenFrame.minY }
    }
    let hasContent = run.hasContentElements
    for (index, observation) in run.observations.enumerated() {
      if let violation = gapBelowHeaders(run, observation, index, hasContent: hasContent) { return violation }
      if run.declaration.stretches, observation.isPulledPastTop, let restTop, let restIndex,
        index > restIndex, let header = run.header(in: observation)
      {
        let gap = header.screenFrame.minY - restTop
        if gap > observation.tolerance {
          return Violation(
            observationIndex: index,
            message: "pulled by \(observation.pullDistance.compactDescription), the stretched "
              + "header's top is at \(header.screenFrame.minY.compactDescription), "
              + "\(gap.compactDescription) below where it rests (\(restTop.compactDescription))",
            marks: [CGRect(x: 0, y: restTop, width: observation.bounds.width, height: gap)])
        }
      }
    }
    return nil
  }

  private func gapBelowHeaders(
    _ run: CheckedRun, _ observation: Observation, _ index: Int, hasContent: Bool
  ) -> Violation? {
    let tolerance = observation.tolerance
    let height = observation.bounds.height
    for element in observation.elements where isHeader(element.kind, run) {
      let bottom = element.screenFrame.maxY
      guard bottom > tolerance, bottom < height - tolerance else { continue }
      // The nearest element that starts at or below this header's bottom.
      let below = observation.elements
        .filter { $0.kind != element.kind && $0.screenFrame.maxY > bottom + tolerance }
      let allowed = allowedSpacing(after: element.kind, run)
      let next: (kind: String, top: CGFloat)
      if let following = below.min(by: { $0.screenFrame.minY < $1.screenFrame.minY }) {
        next = ("\(following.kind)", following.screenFrame.minY)
      } else if hasContent,
        observation.contentSize.height - observation.contentOffset.y > height + tolerance
      {
        // Nothing on screen follows, yet the content goes on below the view (and the run has
        // rows or items at all, so the content is not merely a hand-set `contentSize`): the
        // gap is too large for the next element to be on screen, and runs to the bottom.
        next = ("the view's bottom, with content beyond", height)
      } else {
        continue  // Nothing follows: the end of the content, not a gap.
      }
      // A strip wholly under the status bar (above the line where floating section headers
      // pin), or under the band of the app's own top inset, where the app draws (C37), or
      // under the home indicator (below the line where floating footers pin) shows whatever
      // passes behind the bar: not a gap in the layout.
      if next.top <= observation.safeAreaInsets.top + observation.appTopInset + tolerance { continue }
      if bottom >= height - observation.safeAreaInsets.bottom - tolerance { continue }
      let gap = next.top - bottom
      guard gap > allowed + tolerance else { continue }
      // The place a floating footer has left (C33) and the place a section header pinned
      // lower has left (W45) are UIKit's own drawing, not the technique's. Worked out only
      // for a band already too wide: both are never negative.
      let vacated = vacatedFooterSlots(observation, from: bottom, to: next.top)
      let vacatedHeader = vacatedHeaderSlots(observation, from: bottom, to: next.top)
      if gap - vacated - vacatedHeader > allowed + tolerance {
        return Violation(
          observationIndex: index,
          message: "\(gap.compactDescription) of background between \(element.kind) "
            + "(bottom \(bottom.compactDescription)) and \(next.kind) "
            + "(top \(next.top.compactDescription)); the layout declares "
            + "\(allowed.compactDescription)"
            + (vacated > tolerance
              ? " and a floating footer's natural place \(vacated.compactDescription) of it" : "")
            + (vacatedHeader > tolerance
              ? " and a pinned section header's natural place \(vacatedHeader.compactDescription) of it" : ""),
          marks: [CGRect(x: 0, y: bottom, width: observation.bounds.width, height: gap)])
      }
    }
    return nil
  }

  /// How much of the band from `top` to `bottom` (screen coordinates) is the natural place of
  /// a plain table's section header drawn lower because it pins (T13, W45): below a pin line
  /// that lies under the safe area (a refreshing control's 60 points, W41 and W44, or an
  /// inset the app added) the place it left in the content shows the table's background in
  /// any plain table. A table records the natural rectangle of every such header whose place
  /// is on screen (`Observation.vacatedHeaderPlaces`), also when the section's rows and
  /// footer are off screen. (Round 4 guessed the place from the section's first row or
  /// footer on screen, and could not place it in an empty section whose footer is below the
  /// view: the seed-6 sweep, `stretchy-table-header.fixed` during a refresh, 23 points = 22
  /// declared + 1 of the header's place.)
  func vacatedHeaderSlots(_ observation: Observation, from top: CGFloat, to bottom: CGFloat) -> CGFloat {
    Self.coveredLength(of: observation.vacatedHeaderPlaces, in: observation, from: top, to: bottom)
  }

  /// How much of the band from `top` to `bottom` (screen coordinates) is the natural place of
  /// a section footer drawn elsewhere because it floats (T15, C33). A table records the
  /// natural rectangle of every floating footer whose place is on screen, the footer drawn off
  /// screen included (bottom insets taller than the view float it above the top):
  /// `Observation.vacatedFooterPlaces`, the one source of these places. (Guessing the place
  /// from the section's observed rows or header left bands nobody could place, a checker
  /// limit that gave verdicts: a footer floated up under a pinned header with its rows
  /// scrolled away, or floated above the view; seed 2 with containers generated.)
  func vacatedFooterSlots(_ observation: Observation, from top: CGFloat, to bottom: CGFloat) -> CGFloat {
    Self.coveredLength(of: observation.vacatedFooterPlaces, in: observation, from: top, to: bottom)
  }

  /// How much of the band from `top` to `bottom` (screen coordinates) the union of `places`
  /// (content coordinates) covers.
  static func coveredLength(of places: [CGRect], in observation: Observation, from top: CGFloat, to bottom: CGFloat) -> CGFloat {
    var covered: [ClosedRange<CGFloat>] = []
    for place in places {
      let screenTop = place.minY - observation.contentOffset.y  // S14
      let lower = max(top, screenTop)
      let upper = min(bottom, screenTop + place.height)
      if upper > lower { covered.append(lower...upper) }
    }
    // The union's length (two footers' places never overlap, but do not count twice).
    var total: CGFloat = 0
    var reach = -CGFloat.infinity
    for range in covered.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let start = max(range.lowerBound, reach)
      if range.upperBound > start { total += range.upperBound - start }
      reach = max(reach, range.upperBound)
    }
    return total
  }

  private func isHeader(_ kind: ElementKind, _ run: CheckedRun) -> Bool {
    switch kind {
    case .tableHeader: return true
    case .sectionHeader: return true
    case .swiftUI, .view: return kind == run.headerKind
    default: return false
    }
  }

  private func allowedSpacing(after kind: ElementKind, _ run: CheckedRun) -> CGFloat {
    (kind == run.headerKind ? run.declaration.spacingBelowHeader : 0)
      + run.layoutSpacingBelowHeader
  }
}
