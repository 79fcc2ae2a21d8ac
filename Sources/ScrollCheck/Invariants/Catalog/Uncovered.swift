import ScrollGeometry
import Strategies

/// `uncovered`: at rest nothing is drawn over the header or, at the top, the first row.
public struct Uncovered: Invariant {
  public init() {}
  public let id = "uncovered"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "at rest nothing covers the header or the first row"
  public let explanation = """
    In each resting state (when the view has appeared, after the scenario, and at rest at \
    the top edge) nothing may be drawn over the header, and in the states at the top \
    nothing over the first row: no element drawn in front of it in the engine's z-order \
    (a floating section header, a row over a table header view that was not brought to \
    the front, a refresh control over the first row, a bar) may overlap it by more than a \
    screen pixel. A refresh control over the header is not judged here: a header that \
    reaches into the control's band is refresh-visible's matter. \
    Unless the scenario itself asks for .never, neither may the status bar and bars at \
    the top of the safe area, in the states at the top and, for a collapsing header that \
    stays on screen, in every resting state; nor, below them, the band of a top inset the \
    app itself added (a banner the app draws there, C37). The z-order is UIKit's: a table draws its header view \
    behind the rows and the rows behind floating section headers (rules Z1 to Z3). A \
    row's own section header and footer may float over it: that is what floating means.
    """
  public var probe: [ProbeStep] { [.settle, .mark("rest"), .restAtTop, .mark("rest top")] }

  public func check(_ run: CheckedRun) -> Violation? {
    let atTop = Set(run.restingMarkers([ProbeMarker.appeared, "rest top"]))
    for index in run.restingMarkers([ProbeMarker.appeared, "rest", "rest top"]) {
      let observation = run.observations[index]
      var subjects: [ElementFrame] = []
      if let header = run.header(in: observation) { subjects.append(header) }
      if atTop.contains(index), let row = run.firstRow(in: observation) { subjects.append(row) }
      // The bars cover what is meant to be on screen: everything at the top, and a
      // collapsing header (which stays on screen) at every rest.
      let barsMatter = atTop.contains(index) || run.declaration.family.collapsesHeader
      // A bar drawn as an element (SwiftUI's navigation bar, over a scroll view that ignores
      // the top safe area) is counted with the bars (Z3).
      let bars = barsMatter ? run.uncoveredTop(in: observation) : 0
      for subject in subjects where subject.screenFrame.height > observation.tolerance {
        if let message = coverage(of: subject, in: observation, barsEndAt: bars) {
          return Violation(observationIndex: index, message: message, marks: [subject.screenFrame])
        }
      }
    }
    return nil
  }

  /// Whether `cover` is a floating header or footer of the row's own section: a plain table
  /// draws the rows of a section under its pinned header and footer by design. Also whether
  /// it is a refresh control over the header: the band the control draws in is its own while
  /// it refreshes (W41), a header reaching into it is the one out of place, and that is
  /// `refresh-visible`'s verdict (Z4), not this one's.
  func floatsOver(_ cover: ElementKind, _ subject: ElementKind) -> Bool {
    guard case .row(let rowSection, _) = subject else { return cover == .refreshControl }
    switch cover {
    case .sectionHeader(let section), .sectionFooter(let section): return section == rowSection
    default: return false
    }
  }

  /// What covers the element by more than a pixel, in words, or nil.
  func coverage(of subject: ElementFrame, in observation: Observation, barsEndAt bars: CGFloat) -> String? {
    let tolerance = observation.tolerance
    let frame = subject.screenFrame
    let visibleBottom = observation.bounds.height
    if frame.minY < visibleBottom, bars - frame.minY > tolerance, frame.maxY > 0 {
      let covered = min(bars, frame.maxY) - max(0, frame.minY)
      if covered > tolerance {
        let band = observation.appTopInset > tolerance
        let bandWords = band ? " and the app's own top inset" : ""
        let ends = band ? "the bars and the app's \(observation.appTopInset.compactDescription)-pt band end" : "the bars end"
        return "\(subject.kind) has \(covered.compactDescription) of its top under the status bar and bars\(bandWords) "
          + "(y \(frame.minY.compactDescription), \(ends) at \(bars.compactDescription))"
      }
    }
    for cover in observation.elements
    where cover.kind != subject.kind && !cover.isBar && cover.zIndex > subject.zIndex
      && !floatsOver(cover.kind, subject.kind)
    {
      // What the scroll view draws shows only inside its bounds: it covers a view drawn
      // behind the whole scroll view (V3) there alone.
      let drawnFrame = subject.zIndex <= DrawingOrder.behindScrollView && cover.zIndex < DrawingOrder.overScrollView
        ? cover.screenFrame.intersection(CGRect(origin: .zero, size: observation.bounds.size)) : cover.screenFrame
      let overlap = frame.intersection(drawnFrame)
      if !overlap.isNull, overlap.height > tolerance, overlap.width > tolerance {
        return "\(cover.kind) is drawn over \(subject.kind): \(overlap.height.compactDescription) of it "
          + "(y \(overlap.minY.compactDescription)..\(overlap.maxY.compactDescription)) is covered"
      }
    }
    return nil
  }
}
