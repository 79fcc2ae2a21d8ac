import ScrollGeometry
import Strategies

/// `reachable`: every row, section header and footer can be brought fully into view,
/// uncovered, at rest.
public struct Reachable: Invariant {
  public init() {}
  public let id = "reachable"
  public let families: [StrategyFamily] = [.tableHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
  public let summary = "every row, section header and footer can be shown whole and uncovered at rest"
  public let explanation = """
    With any keyboard the scenario left up hidden and any inset the app itself added taken \
    back, the probe visits each section header \
    and footer and the first and last row of each \
    section (those not 0 points tall: nothing of them can show): it brings the view to rest with the element's top at the top of the safe \
    area, then with its bottom at the bottom of the safe area (each offset clamped to the \
    valid range, and the view left to settle). In at least one of those resting states the \
    element must lie wholly inside the safe area (the whole screen only when the scenario \
    itself asks for .never; a strategy that turns the adjustment off must still keep its \
    content out from under the status bar) and not be overlapped by the table header \
    or a pinned section header or footer by more than a pixel. Elements too tall to fit \
    beside the collapsed header and the tallest pinned header and footer are exempt.
    """
  /// Any inset the app itself added is taken back first (W30): it stands for something the
  /// app draws there, which the probe's alignment to the safe area does not know about. Any
  /// keyboard is hidden first too: whether content can be scrolled above it is the app's
  /// keyboard code (W1: none by default, so a plain controller's last rows stay under it),
  /// not the header technique; what the keyboard left behind is still judged.
  public var probe: [ProbeStep] {
    [.settle, .event(.keyboard(shown: false)), .event(GestureEvent.takeBackAppInsets), .settle, .visitElements]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    var attemptsByTarget: [(String, [Int])] = []
    for index in run.indices(ofMarkersWithPrefix: ProbeMarker.reachPrefix) {
      guard case .marker(let name) = run.observations[index].cause,
        let hash = name.lastIndex(of: "#")
      else { continue }
      let target = String(name[name.index(name.startIndex, offsetBy: ProbeMarker.reachPrefix.count)..<hash])
        .trimmingCharacters(in: .whitespaces)
      if let slot = attemptsByTarget.firstIndex(where: { $0.0 == target }) {
        attemptsByTarget[slot].1.append(index)
      } else {
        attemptsByTarget.append((target, [index]))
      }
    }
    for (target, attempts) in attemptsByTarget {
      var best: (index: Int, shortfall: CGFloat, frame: CGRect?)?
      for index in attempts {
        let observation = run.observations[index]
        guard let element = observation.elements.first(where: { $0.kind.description == target }) else {
          // Never drawn here: with no room left beside the collapsed and pinned headers,
          // nothing of any height can show, so the excuse applies unseen too (sweep round 9,
          // `...-f422f4a7`: a 288-point minimum under a 32-point bar on a 320-point screen).
          if room(observation, run) <= observation.tolerance { best = nil; break }
          if best == nil { best = (index, .infinity, nil) }
          continue
        }
        if exempt(element, observation, run) { best = nil; break }
        let shortfall = hiddenHeight(of: element, in: observation, run)
        if shortfall <= observation.tolerance { best = nil; break }
        if best == nil || shortfall < best!.shortfall { best = (index, shortfall, element.screenFrame) }
      }
      if let best {
        let what = best.shortfall.isFinite
          ? "at best \(best.shortfall.compactDescription) of it stays hidden or covered"
          : "it never appears on screen"
        return Violation(
          observationIndex: best.index,
          message: "\(target) cannot be brought fully into view at rest: \(what)",
          marks: best.frame.map { [$0] } ?? [])
      }
    }
    return nil
  }

  /// How much of the element is outside the safe area or under a covering element. The
  /// safe area counts as uncovered only when the scenario itself asks for `.never` (an app
  /// that draws under the bars on purpose); a strategy that turns the adjustment off must
  /// still keep its content out from under the status bar.
  private func hiddenHeight(of element: ElementFrame, in observation: Observation, _ run: CheckedRun) -> CGFloat {
    let frame = element.screenFrame
    let top = run.uncoveredTop(in: observation)  // the app's band too (C37)
    let bottom = observation.bounds.height - (run.scenarioDrawsUnderBars ? 0 : observation.safeAreaInsets.bottom)
    var hidden = max(0, top - frame.minY) + max(0, frame.maxY - bottom)
    // While a refresh control refreshes, where a plain table pins its section headers is
    // UIKit's (W44): a pinned one covering a row then is any plain table's doing, not the
    // strategy's (W46).
    let refreshing = observation.refreshingControlHeight != nil
    for cover in observation.elements where cover.kind != element.kind && covers(cover.kind) {
      if refreshing, cover.isPinned, case .sectionHeader = cover.kind { continue }
      let overlap = min(frame.maxY, cover.screenFrame.maxY) - max(frame.minY, cover.screenFrame.minY)
      if overlap > 0, cover.screenFrame.width > 0 { hidden += overlap }
    }
    return min(hidden, frame.height)
  }

  private func covers(_ kind: ElementKind) -> Bool {
    switch kind {
    case .tableHeader, .tableFooter, .sectionHeader, .sectionFooter, .view: return true
    default: return false
    }
  }

  private func exempt(_ element: ElementFrame, _ observation: Observation, _ run: CheckedRun) -> Bool {
    element.screenFrame.height > room(observation, run) + observation.tolerance
  }

  /// The height the declared heights leave for content at rest: the safe area less the
  /// collapsed header and the tallest pinned header or footer.
  private func room(_ observation: Observation, _ run: CheckedRun) -> CGFloat {
    // The bars end lower than the safe area's top over a SwiftUI view that ignores it (Z3).
    let bars = max(observation.safeAreaInsets.top, run.barsBottom(in: observation))
    let safe = observation.bounds.height - bars - observation.appTopInset - observation.safeAreaInsets.bottom
    let collapsed = run.declaration.family.collapsesHeader ? run.declaration.minimumHeight : 0
    return safe - collapsed - run.largestPinnedHeight
  }
}
