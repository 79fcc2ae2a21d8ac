import ScrollGeometry
import Strategies

/// `stays-put`: a change that does not concern the content does not move what the user is
/// looking at.
public struct StaysPut: Invariant {
  public init() {}
  public let id = "stays-put"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "the keyboard, the status bar or a bottom inset does not move the row the user is looking at"
  public let explanation = """
    With any keyboard the scenario left up hidden and the status bar shown, scrolled 150 \
    points into the content and at rest, the probe shows the keyboard, hides \
    it, hides the status bar and shows it again, hides the navigation bar and shows it \
    again (when the scenario has one), adds 60 points to contentInset.bottom and \
    takes them away, sets additionalSafeAreaInsets.bottom to 49 and back to 0, and (with a \
    refresh control) calls beginRefreshing() and endRefreshing(), letting the view rest after \
    each. None of \
    these concerns the content, so the top visible row (the first row or item below the \
    bars) must keep its place on screen (in the window, C31), to one screen pixel. A view \
    resting at its top edge before or after a status-bar, navigation-bar or refresh change is exempt \
    from it: it follows the top edge, \
    where rests-expanded says a view at the top must be. UIKit keeps an offset that stays in \
    range where it is (rule S11); a strategy that rewrites its insets or offset on every \
    layout may not.
    """

  /// The changes, in order, with the marker left after each.
  static let changes: [(marker: String, event: GestureEvent, movesTopEdge: Bool)] = [
    ("after keyboard shown", .keyboard(shown: true), false),
    ("after keyboard hidden", .keyboard(shown: false), false),
    ("after status bar hidden", .statusBar(hidden: true), true),
    ("after status bar shown", .statusBar(hidden: false), true),
    // A navigation bar (no-op without one) moves the top edge as the status bar does (W14).
    ("after navigation bar hidden", .navigationBar(hidden: true), true),
    ("after navigation bar shown", .navigationBar(hidden: false), true),
    ("after bottom inset added", .changeContentInset(top: 0, bottom: 60), false),
    ("after bottom inset removed", .changeContentInset(top: 0, bottom: -60), false),
    ("after bottom safe area added", .setAdditionalSafeArea(top: 0, bottom: 49), false),
    ("after bottom safe area removed", .setAdditionalSafeArea(top: 0, bottom: 0), false),
    // With a refresh control (no-ops without one): the adjusted top inset grows and shrinks
    // by the control's height and the offset stays (W41, W42), but the top edge moves: a
    // short table resting at it follows it (S11), as it follows the status bar.
    ("after refresh began", .beginRefreshing, true),
    ("after refresh ended", .endRefreshing, true),
  ]

  public var probe: [ProbeStep] { steps(refresh: true) }

  /// The end of a refresh is one of the changes it judges: every case of a random search has
  /// a refresh control, so that its probe begins and ends one (round 16: with one case in
  /// eight, leaving the control's height in `stretchy-table-header.fixed`'s top edge survived
  /// the default run at seed 1).
  public var needsRefreshControl: Bool { true }

  /// Without a refresh control the two refresh changes do nothing: the probe leaves them out.
  public func probe(for scenario: Scenario) -> [ProbeStep] { steps(refresh: scenario.refreshControl) }

  private func steps(refresh: Bool) -> [ProbeStep] {
    var steps: [ProbeStep] = [.settle] + RoundTrip.calmEnvironment + [.restAtTop, .push(150), .release, .settle, .mark("before changes")]
    for change in Self.changes where refresh || !Self.refreshChanges.contains(change.event) {
      steps += [.event(change.event), .settle, .mark(change.marker)]
    }
    return steps
  }

  /// The changes that need a refresh control.
  static let refreshChanges: [GestureEvent] = [.beginRefreshing, .endRefreshing]

  public func check(_ run: CheckedRun) -> Violation? {
    guard var previous = run.index(ofMarker: "before changes") else { return nil }
    for change in Self.changes {
      guard let index = run.index(ofMarker: change.marker) else { continue }
      defer { previous = index }
      let before = run.observations[previous]
      let after = run.observations[index]
      // A view resting at its top edge, before or after the change, follows the top edge
      // (S16, or S11 when the edge moves past a short table's offset): `rests-expanded`
      // says where it must be.
      let atTopEdge =
        abs(before.contentOffset.y - before.validOffsetY.lowerBound) <= before.tolerance
        || abs(after.contentOffset.y - after.validOffsetY.lowerBound) <= after.tolerance
      if change.movesTopEdge && atTopEdge { continue }
      // The keyboard grew a page sheet at its medium detent to its large one, or it came
      // back (W54): a size change, like a rotation, not a change that leaves the content alone.
      if run.sheetResizedForKeyboard(after: previous, through: index) { continue }
      guard let row = topVisibleRow(in: before, run), let moved = after.element(row.kind) else { continue }
      // On screen: in the window's coordinates, since the scroll view itself may move (a
      // table pinned to the safe area grows up when the status bar hides, C30) while UIKit
      // pulls its offset back into the new range (S11) (C31), and so may its controller's
      // view inside a container (below an opaque bar, W12; O2).
      let wasAt = row.screenFrame.minY + (before.frameInRootView?.minY ?? 0) + (before.rootViewOriginInWindow?.y ?? 0)
      let isAt = moved.screenFrame.minY + (after.frameInRootView?.minY ?? 0) + (after.rootViewOriginInWindow?.y ?? 0)
      let shift = isAt - wasAt
      if abs(shift) > max(before.tolerance, after.tolerance) {
        let what = change.marker.replacingOccurrences(of: "after ", with: "")
        return Violation(
          observationIndex: index, comparedIndex: previous,
          message: "with the \(what), \(row.kind) moved \(shift > 0 ? "down" : "up") by "
            + "\(abs(shift).compactDescription) in the window (y \(wasAt.compactDescription) -> "
            + "\(isAt.compactDescription))",
          marks: [moved.screenFrame])
      }
    }
    return nil
  }

  /// The first row or item whose bottom is below the bars.
  func topVisibleRow(in observation: Observation, _ run: CheckedRun) -> ElementFrame? {
    let top = run.uncoveredTop(in: observation)
    return observation.elements.first { element in
      guard element.screenFrame.maxY > top + observation.tolerance else { return false }
      switch element.kind {
      case .row: return true
      case .swiftUI(let name): return name.hasPrefix("item ")
      default: return false
      }
    }
  }
}
