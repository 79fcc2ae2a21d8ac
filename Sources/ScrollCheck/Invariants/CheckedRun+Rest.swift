import ScrollGeometry
import Strategies

extension CheckedRun {
  /// Whether the scenario (not the strategy) asks for content under the bars: `.never`, in a
  /// UIKit world. SwiftUI has no such setting (W31; its host adjusts as `.always`), so a
  /// SwiftUI case's `.never` asks for nothing and the bars are judged (round 16).
  public var scenarioDrawsUnderBars: Bool { scenarioAdjustment == .never && declaration.family != .swiftUIHeader }

  /// The indices of the states a person sees: every observation that is not a layout pass,
  /// and the last layout pass of each run of passes.
  public var drawnIndices: [Int] {
    let settled = Set(settledLayoutIndices)
    return observations.indices.filter { !observations[$0].isLayoutPass || settled.contains($0) }
  }

  /// The indices of the markers with these names that were recorded at rest (no finger
  /// down, the offset inside its valid range), in trace order.
  public func restingMarkers(_ names: [String]) -> [Int] {
    observations.indices.filter { index in
      guard case .marker(let name) = observations[index].cause, names.contains(name) else { return false }
      return observations[index].isAtRestInRange
    }
  }

  /// The first row of the content on screen: a table's first visible row, or a SwiftUI
  /// stack's first item.
  public func firstRow(in observation: Observation) -> ElementFrame? {
    observation.elements.first { element in
      switch element.kind {
      case .row: return true
      case .swiftUI(let name): return name.hasPrefix("item ")
      default: return false
      }
    }
  }

  /// Where the top of the area nothing covers is: the bottom of the status bar and bars
  /// (`barsBottom(in:)`), or 0 when the scenario asks to draw under them; below that, the
  /// band of the app's own lasting top inset, where the app draws (a banner, C37).
  public func uncoveredTop(in observation: Observation) -> CGFloat {
    barsBottom(in: observation) + observation.appTopInset
  }

  /// Where the status bar and bars end: the safe area's top, or lower, where the safe area
  /// leaves them out (a SwiftUI scroll view that ignores the top safe area, U15), the status
  /// bar's bottom and that of a bar drawn as an element at the top (SwiftUI's navigation
  /// bar), Z3; 0 when the scenario asks to draw under them.
  public func barsBottom(in observation: Observation) -> CGFloat {
    scenarioDrawsUnderBars ? 0 : safeAreaBarsBottom(in: observation)
  }

  /// Where the status bar and navigation bar end on screen: where the world draws them
  /// (`Observation.topBarsBottom`, at markers), which a strategy's own
  /// `additionalSafeAreaInsets` do not move; elsewhere `safeAreaBarsBottom(in:)` (C44).
  public func topBarsBottom(in observation: Observation) -> CGFloat {
    observation.topBarsBottom ?? safeAreaBarsBottom(in: observation)
  }

  /// Where the status bar and bars end as the safe area tells, whether or not the scenario
  /// asks to draw under them (`barsBottom(in:)` without the scenario's choice): the safe
  /// area's top (which holds any `additionalSafeAreaInsets`), or lower as `barsBottom(in:)`
  /// says.
  public func safeAreaBarsBottom(in observation: Observation) -> CGFloat {
    let tolerance = observation.tolerance
    let top = Swift.max(observation.safeAreaInsets.top, observation.statusBarBottom ?? 0)
    return observation.elements.reduce(top) { bottom, element in
      element.isBar && element.screenFrame.minY <= tolerance ? Swift.max(bottom, element.screenFrame.maxY) : bottom
    }
  }
}

extension Observation {
  /// The height of a refresh control that refreshes in this state (W43 draws it while it
  /// refreshes, or while the content is pulled past its top, which this leaves out); nil
  /// when none refreshes. Where UIKit pins section headers meanwhile is W44's question.
  public var refreshingControlHeight: CGFloat? {
    guard let control = element(.refreshControl), !isPulledPastTop else { return nil }
    return control.contentFrame.height
  }

  /// No finger down, and the offset inside the valid range to a pixel.
  public var isAtRestInRange: Bool {
    !isTracking && contentOffset.y >= validOffsetY.lowerBound - tolerance
      && contentOffset.y <= validOffsetY.upperBound + tolerance
  }
}
