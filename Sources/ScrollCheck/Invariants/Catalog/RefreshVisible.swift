import ScrollGeometry
import Strategies

/// `refresh-visible`: while a refresh runs and the view rests at its top edge, the refresh
/// control's spinner can be seen.
public struct RefreshVisible: Invariant {
  public init() {}
  public let id = "refresh-visible"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "while a refresh runs at the top, nothing covers the refresh control's spinner"
  public let explanation = """
    With a refresh control (a SwiftUI view: refreshable), the probe comes to rest at the top \
    edge, pulls to refresh and lets the view come to rest. In every resting state at the top \
    edge while the control refreshes (the end of the scenario, and after the pull), the band \
    the control's height adds to the top inset is on screen, and the spinner at its centre \
    (a 20-point square, rule Z5) must be seen: no element drawn over the control in the \
    engine's z-order (a header view that stretches into the band, one the app added after \
    the control; rules Z1, Z4) may cover a quarter of it both ways; it may not lie above the \
    scroll view's top edge, nor, unless the scenario itself asks for .never, under the \
    status bar and bars (a strategy that turns the safe-area adjustment off pulls the band \
    up under them). Where the control \
    is drawn is W43; whether a table header view or SwiftUI's content is drawn over it is Z4; \
    a finding that depends on either says so. GSKStretchyHeaderView #61 and #94, ParallaxHeader \
    #25 and StickyHeader #3 report this; the fix they give is \
    tableView.bringSubviewToFront(refreshControl).
    """
  public var probe: [ProbeStep] { [.settle, .mark("rest"), .restAtTop, .event(.pullToRefresh), .settle, .mark("refreshing")] }

  /// Without a refresh control there is no spinner: the probe only lets the view rest.
  public func probe(for scenario: Scenario) -> [ProbeStep] { scenario.refreshControl ? probe : [.settle] }

  /// Where the spinner is drawn is an assumption of its own (Z5).
  public var restsOn: [String] { ["Z5"] }

  /// Without a refresh control there is no spinner to see: every case of a random search has
  /// one (round 15).
  public var needsRefreshControl: Bool { true }

  /// The side of the square at the control's centre taken for the spinner (Z5).
  static let spinnerSide: CGFloat = 20

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.restingMarkers([ProbeMarker.appeared, "rest", "refreshing"]) {
      let observation = run.observations[index]
      guard observation.refreshingControlHeight != nil, let control = observation.element(.refreshControl) else { continue }
      let tolerance = observation.tolerance
      // At the top edge only: scrolled down, the band has scrolled away with the content.
      guard abs(observation.contentOffset.y - observation.validOffsetY.lowerBound) <= tolerance else { continue }
      let spinner = Self.spinner(in: control.screenFrame)
      // The bars only (Z3): where the control sits against a band the app's own top inset
      // adds (C37) is W43's question, and what the app draws in that band is unknown.
      // A bar drawn as an element (SwiftUI's navigation bar) is one of them (Z3).
      let bars = run.barsBottom(in: observation)
      if bars - spinner.minY > tolerance {
        // Above the scroll view's own top edge (a table pinned below the bars), it is cut off.
        let hides = bars > tolerance ? "is under the status bar and bars, which end at \(bars.compactDescription)"
          : "is cut off by the scroll view's top edge"
        return Violation(
          observationIndex: index,
          message: "the refresh control's spinner (y \(spinner.minY.compactDescription)..\(spinner.maxY.compactDescription)) "
            + hides,
          marks: [spinner])
      }
      for cover in observation.elements
      where cover.kind != control.kind && !cover.isBar && cover.zIndex > control.zIndex && !cover.drawsNothing {
        let overlap = spinner.intersection(cover.screenFrame)
        // A sliver over the square's edge leaves a round spinner seen: a quarter of its side
        // both ways hides it (Z5).
        let hides = Self.spinnerSide / 4
        if !overlap.isNull, overlap.height > hides - tolerance, overlap.width > hides - tolerance {
          return Violation(
            observationIndex: index,
            message: "\(cover.kind) is drawn over the refresh control's spinner while it refreshes: "
              + "\(overlap.height.compactDescription) of its \(Self.spinnerSide.compactDescription) points "
              + "(y \(overlap.minY.compactDescription)..\(overlap.maxY.compactDescription)) are covered",
            marks: [spinner, cover.screenFrame])
        }
      }
    }
    return nil
  }

  /// The spinner: a square at the centre of the control's frame (Z5).
  static func spinner(in control: CGRect) -> CGRect {
    CGRect(x: control.midX - spinnerSide / 2, y: control.midY - spinnerSide / 2, width: spinnerSide, height: spinnerSide)
  }
}
