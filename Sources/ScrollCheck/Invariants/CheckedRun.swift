import ScrollGeometry
import Strategies

/// What an invariant checks: the strategy's declaration and the trace the engine recorded
/// while a scenario, and the invariant's probe, ran.
public struct CheckedRun: Sendable {
  /// What the strategy promises about its header.
  public var declaration: HeaderDeclaration
  /// Background the layout declares below the header, beyond the strategy's own spacing
  /// (a table's `sectionHeaderTopPadding` above the first section header).
  public var layoutSpacingBelowHeader: CGFloat
  /// The tallest section header plus the tallest section footer where they float (plain
  /// style): room a pinned header and footer may legitimately cover.
  public var largestPinnedHeight: CGFloat
  /// Everything recorded.
  public var trace: Trace
  /// The scroll view's `contentInsetAdjustmentBehavior` once the strategy set it up (what
  /// ran, whatever the scenario proposed); nil when not known.
  public var adjustmentInForce: UIScrollView.ContentInsetAdjustmentBehavior?
  /// Whether the scenario's navigation bar asks for a large title that the strategy's screen
  /// refuses (`navigationItem.largeTitleDisplayMode = .never` set by its own code), so the bar
  /// shows a standard title (W11).
  public var refusedLargeTitle = false

  /// The `contentInsetAdjustmentBehavior` the scenario (the app) asks for, whatever the
  /// strategy then sets: only a scenario that asks for `.never` lets content sit under the
  /// status bar and the bars.
  public var scenarioAdjustment: UIScrollView.ContentInsetAdjustmentBehavior

  /// Creates a run to check: a declaration, the layout's extra room, and a trace.
  public init(
    declaration: HeaderDeclaration, layoutSpacingBelowHeader: CGFloat = 0,
    largestPinnedHeight: CGFloat = 0, trace: Trace,
    scenarioAdjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  ) {
    self.declaration = declaration
    self.layoutSpacingBelowHeader = layoutSpacingBelowHeader
    self.largestPinnedHeight = largestPinnedHeight
    self.trace = trace
    self.scenarioAdjustment = scenarioAdjustment
  }

  /// Whether any observation shows an element other than the header: rows, items, section
  /// headers or footers. Without any, "content below" is only a hand-set `contentSize`.
  public var hasContentElements: Bool {
    let header = headerKind
    return observations.contains { observation in
      observation.elements.contains { $0.kind != header && $0.kind != .tableFooter }
    }
  }

  /// The index of the observation that shows the state before the move recorded at
  /// `index`: the one before it, skipping the layout passes the same step ran in between
  /// (the engine records a layout pass the move triggers before the move itself).
  public func indexBeforeMove(at index: Int) -> Int? {
    var previous = index - 1
    while previous >= 0, observations[previous].isLayoutPass,
      observations[previous].step == observations[index].step
    {
      previous -= 1
    }
    return previous >= 0 ? previous : nil
  }

  /// The indices of observations where layout has settled: the drawn frame after each
  /// layout cycle the host ran (appearance, a size change, a content update; the last of a
  /// run of them), and the last observation of all.
  public var settledLayoutIndices: [Int] {
    var result: [Int] = []
    for index in observations.indices where observations[index].endsLayoutCycle {
      if index + 1 == observations.count || !observations[index + 1].endsLayoutCycle {
        result.append(index)
      }
    }
    if let last = observations.indices.last, result.last != last { result.append(last) }
    return result
  }

  /// The observations, in order.
  public var observations: [Observation] { trace.observations }

  /// The kind of element that is "the header" for this strategy's family.
  public var headerKind: ElementKind? {
    // A declaration that names its header view: that view, wherever it is (V1).
    if let reference = declaration.headerView { return .view(name: reference.elementName) }
    switch declaration.family {
    case .tableHeader, .selfSizingHeader: return .tableHeader
    case .swiftUIHeader: return .swiftUI(name: "header")
    case .nonFloatingSections, .insetHeader: return nil
    }
  }

  /// The header's frames in an observation, if it is there.
  public func header(in observation: Observation) -> ElementFrame? {
    headerKind.flatMap { observation.element($0) }
  }

  /// Whether the app's own code changed its content (V4) after the observation at `start`
  /// and up to the one at `end` (inclusive), or anywhere before `end` when `start` is nil.
  public func appChangedContent(after start: Int?, through end: Int) -> Bool {
    trace.events.contains { event in
      guard case .appContentChanged = event.event else { return false }
      return event.observationIndex > (start ?? -1) && event.observationIndex <= end
    }
  }

  /// Whether a drag's move went to the page sheet (a pull past the content's top edge, W56,
  /// or a move that grew or shrank a sheet at its medium detent, W57) after the observation
  /// at `start` and up to the one at `end`.
  public func sheetTookPull(after start: Int, through end: Int) -> Bool {
    trace.events.contains { event in
      switch event.event {
      case .sheetTookPull, .sheetGrewUnderFinger:
        return event.observationIndex > start && event.observationIndex <= end
      default: return false
      }
    }
  }

  /// Whether a drag grew a page sheet to its large detent (W57) after the observation at
  /// `start` and up to the one at `end`.
  public func sheetGrownByDrag(after start: Int, through end: Int) -> Bool {
    trace.events.contains { event in
      guard case .sheetGrownByDrag = event.event else { return false }
      return event.observationIndex > start && event.observationIndex <= end
    }
  }

  /// Whether the keyboard resized a page sheet (W54) after the observation at `start` and up
  /// to the one at `end`.
  public func sheetResizedForKeyboard(after start: Int, through end: Int) -> Bool {
    trace.events.contains { event in
      guard case .sheetResizedForKeyboard = event.event else { return false }
      return event.observationIndex > start && event.observationIndex <= end
    }
  }

  /// The header's maximum height in force at the observation at `index`: the declared one,
  /// or the last one the app set at runtime before it (W47, `set-header-height`).
  public func maximumHeight(at index: Int) -> CGFloat {
    var maximum = declaration.maximumHeight
    for event in trace.events where event.observationIndex <= index {
      if case .headerMaximumChanged(let height) = event.event { maximum = height }
    }
    return maximum
  }

  /// The largest height the header may have at the observation at `index`: the maximum in
  /// force, or during the step in which the app changed it, the larger of the old and the
  /// new one (the change's own layout passes may draw either, W47).
  public func allowedMaximumHeight(at index: Int) -> CGFloat {
    var maximum = declaration.maximumHeight
    var allowed = maximum
    let step = observations.indices.contains(index) ? observations[index].step : -1
    for event in trace.events where event.observationIndex <= index {
      if case .headerMaximumChanged(let height) = event.event {
        allowed = event.step == step ? max(maximum, height) : height
        maximum = height
      }
    }
    return allowed
  }

  /// The index of the first observation marked `name`, if any.
  public func index(ofMarker name: String) -> Int? {
    observations.firstIndex { $0.cause == .marker(name) }
  }

  /// The indices of every observation marked with a name that starts with `prefix`.
  public func indices(ofMarkersWithPrefix prefix: String) -> [Int] {
    observations.indices.filter {
      if case .marker(let name) = observations[$0].cause { return name.hasPrefix(prefix) }
      return false
    }
  }
}

extension Observation {
  /// One screen pixel (and a hair for floating-point noise, so that a difference of exactly
  /// one pixel on the grid is tolerated): the tolerance every invariant uses.
  public var tolerance: CGFloat { PixelGrid.pixel(scale: scale) + 1e-6 }

  /// How far the content is pulled down past its top edge (0 when not).
  public var pullDistance: CGFloat { max(0, validOffsetY.lowerBound - contentOffset.y) }

  /// Whether the content is pulled down past its top edge by more than a pixel.
  public var isPulledPastTop: Bool { pullDistance > tolerance }

  /// Whether the content's own edges are out of sight: no background beyond the content
  /// shows at the top or the bottom of the view.
  public var contentEdgesHidden: Bool {
    contentOffset.y >= -tolerance
      && contentOffset.y + bounds.height <= contentSize.height + tolerance
  }

  /// Whether this is the drawn frame after a layout cycle run by the host: appearance
  /// (`.layoutPass`), a size change or a content update.
  public var endsLayoutCycle: Bool {
    switch cause {
    case .layoutPass, .sizeChange, .contentUpdate, .environmentChange: return true
    default: return false
    }
  }

  /// Whether this observation was recorded by a layout pass.
  public var isLayoutPass: Bool {
    if case .layoutPass = cause { return true }
    return false
  }
}
