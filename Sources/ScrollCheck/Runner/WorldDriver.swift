import ScrollGeometry
import Strategies

/// Runs scripts and probes against a world, recording as it goes.
///
/// Long finger travel is split into 10-point moves, as a 60 Hz pan delivers it; every move,
/// animation frame and layout pass is recorded by the engine.
public struct WorldDriver {
  /// The largest finger move delivered at once.
  public static let moveLength: CGFloat = 10
  /// The most moves one drag event may deliver (a bound on generated scripts).
  public static let maximumMoves = 400
  /// The finger travel of a pull to refresh: past the trigger on every device (W40).
  public static let pullToRefreshDistance: CGFloat = 400
  /// How many times a reach visit aims again when the bars moved the safe area (C40).
  static let reaimsForBars = 3

  /// The world the scripts and probes run against.
  public let world: World
  /// Builds a fresh twin of the world, for `restTwinAtSameOffset`.
  public let makeTwin: () -> World
  /// The script, whose content and orientation changes the twin replays.
  public let script: [GestureEvent]

  /// Creates a driver for a world running `script`, with a way to build its twin.
  public init(world: World, script: [GestureEvent] = [], makeTwin: @escaping () -> World) {
    self.world = world
    self.script = script
    self.makeTwin = makeTwin
  }

  var scrollView: UIScrollView { world.scrollView }

  /// Runs one scenario event.
  public func perform(_ event: GestureEvent) {
    defer { endTurn() }
    switch event {
    case .drag(let translation, let moves):
      let count = max(1, min(moves, Self.maximumMoves))
      for _ in 0..<count { scrollView.drag(by: translation / CGFloat(count)) }
    case .release:
      scrollView.release()
    case .fling(let velocity):
      // A swipe with no finger down begins with one pan move in its direction.
      if !scrollView.isTracking { scrollView.drag(by: velocity < 0 ? -Self.moveLength : Self.moveLength) }
      scrollView.fling(velocity: velocity)
    case .rotate:
      settle()
      world.rotate()
    case .insertRows(let section, let heights):
      world.insertRows(section: section, heights: heights)
    case .deleteRows(let section, let count):
      world.deleteRows(section: section, count: count)
    case .setHeaderText(let text):
      world.setHeaderText(text)
    case .setContentOffset(let y, let animated):
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: animated)
    case .keyboard(let shown):
      world.setKeyboard(shown: shown)
    case .statusBar(let hidden):
      world.setStatusBar(hidden: hidden)
    case .statusBarTap:
      scrollView.tapStatusBar()
    case .reloadData:
      world.reloadData()
    case .pushAndPop:
      settle()
      world.leaveAndReturn()
    case .navigationBar(let hidden):
      world.setNavigationBar(hidden: hidden)
    case .tabSwitch:
      settle()
      world.switchTabAwayAndBack()
    case .presentAndDismiss(let fullScreen):
      settle()
      world.presentAndDismiss(fullScreen: fullScreen)
    case .resizeWindow:
      world.resizeWindow()
    case .changeDetent:
      world.changeDetent()
    case .changeContentInset(let top, let bottom):
      world.changeContentInset(top: top, bottom: bottom)
    case .setAdjustmentBehavior(let behaviour):
      world.setAdjustmentBehavior(behaviour)
    case .setAdditionalSafeArea(let top, let bottom):
      world.setAdditionalSafeArea(top: top, bottom: bottom)
    case .pullToRefresh:
      // Without a refresh control there is nothing to pull for (a shrunk case may keep the
      // event after losing the control): nothing happens.
      guard scrollView.refreshControl != nil else { return }
      settle()
      move(by: Self.pullToRefreshDistance)
      scrollView.release()
    case .beginRefreshing:
      guard world.beginsRefreshingProgrammatically else { return }  // SwiftUI: no such call (K11)
      guard let control = scrollView.refreshControl, !control.isRefreshing else { return }
      control.beginRefreshing()
      scrollView.record(.environmentChange("beginRefreshing()"))
    case .endRefreshing:
      guard let control = scrollView.refreshControl, control.isRefreshing else { return }
      control.endRefreshing()
      scrollView.record(.environmentChange("endRefreshing()"))
    case .insertRowsAt(let section, let row, let heights, let animated):
      world.insertRows(section: section, row: row, heights: heights, animated: animated)
    case .deleteRowsAt(let section, let row, let count, let animated):
      world.deleteRows(section: section, row: row, count: count, animated: animated)
    case .changeRowHeight(let section, let row, let delta):
      world.changeRowHeight(section: section, row: row, delta: delta)
    case .changeContentSizeCategory(let category):
      world.changeContentSizeCategory(category)
    case .setHeaderHeight(let delta):
      world.changeHeaderMaximumHeight(by: delta)
    }
  }

  /// Runs one probe step.
  public func perform(_ step: ProbeStep) {
    defer { endTurn() }
    switch step {
    case .settle: settle()
    case .event(let event): perform(event)
    case .mark(let name): scrollView.record(.marker(name))
    // At the top as a person brings it there: a collapsed large title expanded (W13).
    case .restAtTop: rest(at: { $0.expandedTopOffsetY })
    case .restAtBottom: rest(at: { $0.maximumContentOffsetY })
    case .pull(let distance): move(by: distance)
    // At a page sheet's medium detent the sheet takes the first part of a drag up (W57): a
    // probe that means to scroll into the content drags that much more, as a person does.
    case .push(let distance): move(by: -(distance + scrollView.sheetGrowthAhead))
    case .release: scrollView.release()
    case .collapse:
      settle()
      let travel = scrollView.contentSize.height + scrollView.bounds.height
      move(by: -(min(travel, Self.moveLength * CGFloat(Self.maximumMoves)) + scrollView.sheetGrowthAhead))
      scrollView.release()
    case .redeliver: world.redeliver()
    case .rotate:
      settle()
      world.rotate()
    case .visitElements: visitElements()
    case .restTwinAtSameOffset: restTwin()
    case .restTwinIfAppChanged(let since, let marker): restTwinIfAppChanged(since: since, marker: marker)
    case .carryToEdges(let rest, let twin): carryToEdges(rest: rest, twin: twin)
    }
  }

  /// The end of an event's or a probe step's run-loop turn: a container tracking the view
  /// hears that it is at rest (a large title over short content, W18).
  func endTurn() {
    if scrollView.isAtRest { scrollView.containerRestObserver?(scrollView) }
  }

  /// Lifts any finger and lets the view come to rest inside its range.
  public func settle() {
    if scrollView.isTracking { scrollView.release() }
    // A view left out of range by a programmatic offset settles when touched and let go.
    if !scrollView.validContentOffsetYRange.contains(scrollView.contentOffset.y) {
      scrollView.drag(by: 0)
      scrollView.release()
    }
  }

  /// Moves the finger in 10-point moves.
  func move(by distance: CGFloat) {
    let moves = max(1, Int((abs(distance) / Self.moveLength).rounded(.up)))
    for _ in 0..<moves { scrollView.drag(by: distance / CGFloat(moves)) }
  }

  /// Brings the view to rest at an edge programmatically; the delegate may move the range
  /// as it goes, so the edge is re-read a few times.
  /// An app that loads a page whenever the view reaches its end moves the edge again: while
  /// it does (V4), up to 12 tries.
  /// A table with a row estimate measures the rows the jump brings into view, which moves the
  /// edge again (T20): while it does, one more try (each such try measures a row, so the
  /// rows bound them).
  func rest(at edge: (UIScrollView) -> CGFloat) {
    settle()
    var tries = 0
    let rowBound = (scrollView as? UITableView)?.content.numberOfRows ?? 0
    while tries < 12 + rowBound {
      let target = edge(scrollView)
      if abs(scrollView.contentOffset.y - target) < 1e-9 { break }
      let changes = world.recorder.appContentChanges.count
      let size = scrollView.contentSize
      let safeTop = scrollView.safeAreaInsets.top
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: false)
      settle()
      tries += 1
      // Rows measured on the way (T20) moved the edge: go on while they do.
      if scrollView.contentSize != size, (scrollView as? UITableView)?.rowEstimate != nil { continue }
      // So did a large title collapsing or expanding with the offset (and a range that follows
      // it): go on while it does (C40; round 11's sweep: three tries left a view 12 points short
      // of its bottom edge, and `bounces-back` compared the pull's return with that).
      if scrollView.safeAreaInsets.top != safeTop { continue }
      // Three tries; more (up to 12) only while the app keeps changing its content.
      if tries >= 3 && world.recorder.appContentChanges.count == changes { break }
      if tries >= 12 { break }
    }
  }

  /// For `reachable`: each target, its top aligned just below the safe area's top (and its
  /// section's floating header), then its bottom just above the safe area's bottom (and its
  /// section's floating footer), each clamped to the range and settled.
  func visitElements() {
    settle()
    let rowBound = (scrollView as? UITableView)?.content.numberOfRows ?? 0
    let table = scrollView as? UITableView
    let estimates = table?.rowEstimate != nil
    // With a row estimate the targets are re-read after each visit (T20): a row laid out at
    // the estimate may turn out 0 tall when the visit measures it (a height change or Dynamic
    // Type left it so, W34, W36), and then the nearest row with a height stands in for it.
    var visited: [ElementKind] = []
    var pending = world.reachTargets()
    targets: while let first = pending.first(where: { !visited.contains($0.kind) }) {
      visited.append(first.kind)
      defer { if estimates { pending = world.reachTargets() } }
      for attempt in 0..<2 {
        // A table with a row estimate measures the rows a jump brings into view, which moves
        // the target (T20): aim again at its frame as laid out now, while the jumps move it
        // (each such jump measures a row, so the rows bound them).
        var tries = 0
        while true {
          let target =
            estimates ? (world.reachTargets().first { $0.kind == first.kind } ?? first) : first
          let safe = scrollView.safeAreaInsets
          let wanted =
            attempt == 0
            ? target.frame.minY - safe.top - target.clearanceAbove
            : target.frame.maxY - (scrollView.bounds.height - safe.bottom) + target.clearanceBelow
          let range = scrollView.validContentOffsetYRange
          let y = min(max(wanted, range.lowerBound), range.upperBound)
          let size = scrollView.contentSize
          scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
          settle()
          tries += 1
          // A large title collapses or expands with the offset, moving the safe area the
          // aim was taken against (W13): aim again at the safe area the offset leaves, a few
          // times (C40; round 11: a row hid a point under the header, aimed at from the
          // expanded title's safe area).
          if scrollView.safeAreaInsets.top != safe.top, tries <= Self.reaimsForBars { continue }
          guard estimates, scrollView.contentSize != size, tries <= rowBound else { break }
        }
        // A row the visit measured 0 tall has nothing to show: it is no target (W34).
        if estimates, case .row(let section, let row) = first.kind, let table,
          table.rectForRow(at: IndexPath(row: row, section: section)).height <= 0
        {
          continue targets
        }
        scrollView.record(.marker("\(ProbeMarker.reachPrefix)\(first.kind) #\(attempt + 1)"))
      }
    }
  }

  /// Brings a fresh twin, given the same content and orientation changes and the same
  /// app-driven content changes (V4), to rest where this world rests, and records it after a
  /// marker.
  func restTwin(marker: String = ProbeMarker.twin, at place: TwinPlace = .sameOffset) {
    settle()
    let y = scrollView.contentOffset.y
    let twin = makeTwin()
    twin.recorder.step = world.recorder.step
    twin.appear()
    let twinDriver = WorldDriver(world: twin, makeTwin: makeTwin)
    // The same content and orientation, reached without the gestures; the app's own content
    // changes (a page appended as the user neared the end) at the step and offset where the
    // app made them: the twin's code may make them itself there, else the content is given.
    let changes = world.recorder.appContentChanges
    var next = 0
    func replayAppChanges(through step: Int) {
      while next < changes.count, changes[next].step <= step {
        let change = changes[next]
        if abs(twin.scrollView.contentOffset.y - change.contentOffsetY) > 1e-9 {
          twin.scrollView.setContentOffset(
            CGPoint(x: twin.scrollView.contentOffset.x, y: change.contentOffsetY), animated: false)
        }
        twin.applyAppContent(change.content)
        next += 1
      }
    }
    replayAppChanges(through: 0)
    // A drag that took this world's sheet to its large detent (W57) did so at its step: the
    // twin changes detent there, before later events (the keyboard, a detent change) that
    // a change at the end would meet (review r15).
    let expansions = world.scrollView.sheetExpansionSteps
    func replayExpansions(at step: Int) {
      if expansions.contains(step), twin.sheetIsAtMediumDetent { twin.changeDetent() }
    }
    replayExpansions(at: 0)
    for (index, event) in script.enumerated() {
      // A step's expansion comes before its event's own work: an event that settles first
      // (a rotation) let the drag's sheet settle at large before it turned (review r15b).
      replayExpansions(at: index + 1)
      if !event.isGesture { twinDriver.perform(event) }
      replayAppChanges(through: index + 1)
    }
    replayExpansions(at: script.count + 1)
    replayAppChanges(through: .max)
    if twin.isLandscape != world.isLandscape { twin.rotate() }
    // A sheet a drag grew to its large detent (W57) is state the twin shares, as an orientation.
    if twin.sheetIsAtMediumDetent != world.sheetIsAtMediumDetent { twin.changeDetent() }
    // A refresh this world's pull started (not an event the twin replays) is state the twin
    // shares: the app's refresh in progress is not a difference of layout (W40).
    // (Started directly: the twin shares the state even where the app has no call for it, K11.)
    if scrollView.refreshControl?.isRefreshing == true, let control = twin.scrollView.refreshControl,
      !control.isRefreshing
    {
      control.beginRefreshing()
      twin.scrollView.record(.environmentChange("beginRefreshing()"))
    }
    // The rows this world measured (T20) are measured in the twin too: a row height estimate
    // is UIKit's, not a difference the strategy makes.
    world.shareRowMeasurements(with: twin)
    switch place {
    case .sameOffset:
      if abs(twin.scrollView.contentOffset.y - y) > 1e-9 {
        twin.scrollView.setContentOffset(CGPoint(x: twin.scrollView.contentOffset.x, y: y), animated: false)
        twinDriver.settle()
      }
    case .top: twinDriver.rest(at: { $0.expandedTopOffsetY })
    case .bottom: twinDriver.rest(at: { $0.maximumContentOffsetY })
    }
    // And once there: the rows the twin measured on its way are this world's (T20).
    world.shareRowMeasurements(with: twin)
    // Where either app loaded data the other did not (the twin's code paging at an offset it
    // was brought to), the twin shows this world's data: the comparison is of the layout
    // (V4).
    if !changes.isEmpty || !twin.recorder.appContentChanges.isEmpty, let content = world.appContent {
      twin.applyAppContent(content)
    }
    // Copy the twin's resting state into this trace, after the marker.
    let observation = twin.scrollView.observe(.marker(marker))
    world.recorder.record(observation)
  }

  /// Where `restTwin` brings the twin: to this world's offset, or to its own top or bottom
  /// edge (C32).
  enum TwinPlace { case sameOffset, top, bottom }

  /// C32: two states that draw the same picture but whose edges differ are compared where
  /// the difference would show: each view at rest at its own top edge, then at its own bottom
  /// edge.
  func carryToEdges(rest: String, twin: String) {
    let observations = world.recorder.trace.observations
    guard let restIndex = observations.lastIndex(where: { $0.cause == .marker(rest) }),
      let twinIndex = observations.lastIndex(where: { $0.cause == .marker(twin) })
    else { return }
    let a = observations[restIndex]
    let b = observations[twinIndex]
    let sameOffset = abs(a.contentOffset.y - b.contentOffset.y) <= max(a.tolerance, b.tolerance)
    // Under a large title in another state (C41) the same offset is not the same place:
    // compared at the edges, where the title agrees again.
    let comparable = sameOffset && !DrawnState.largeTitleDiffers(a, b)
    guard DrawnState.edgesMayDiffer(a, b) || (sameOffset && !comparable),
      !comparable || DrawnState.firstDifference(expected: b, actual: a) == nil
    else { return }
    perform(.restAtTop)
    scrollView.record(.marker(rest + " at top"))
    restTwin(marker: twin + " at top", at: .top)
    perform(.restAtBottom)
    scrollView.record(.marker(rest + " at bottom"))
    restTwin(marker: twin + " at bottom", at: .bottom)
  }

  /// When the app changed its content since the marker `since` (V4), or a large title
  /// collapsed or expanded since then (the safe area's top moved, W13: C40), a twin given the
  /// same changes, at rest where this world rests, recorded after `marker`; otherwise nothing.
  func restTwinIfAppChanged(since: String, marker: String) {
    let observations = world.recorder.trace.observations
    guard let start = observations.lastIndex(where: { $0.cause == .marker(since) }) else { return }
    let appChanged = world.recorder.appContentChanges.contains(where: { $0.observationIndex > start })
    let barsMoved = DrawnState.barsDiffer(observations[start], safeAreaTop: scrollView.safeAreaInsets.top)
    guard appChanged || barsMoved else { return }
    restTwin(marker: marker)
  }
}

