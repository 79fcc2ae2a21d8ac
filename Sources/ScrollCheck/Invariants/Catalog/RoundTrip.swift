import ScrollGeometry
import Strategies

/// `round-trip`: an event followed by its inverse restores the drawn state.
public struct RoundTrip: Invariant {
  public init() {}
  public let id = "round-trip"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "an event and its inverse (keyboard, status bar, rotation, push and pop, insets, bars, tabs, sheets) restore the drawn state"
  public let explanation = """
    The probe hides any keyboard the scenario left up, shows the status bar and runs, each \
    from the view at rest at its top edge (after a visit to its bottom edge): the keyboard \
    shown and hidden, the status bar hidden and shown, a rotation and the rotation back, a \
    push over the controller and the pop back, 44 points added to contentInset's top and \
    bottom and taken away again, additionalSafeAreaInsets of 44 at the top and 49 at the \
    bottom and back to none, the navigation bar hidden and shown, a switch to another tab \
    and back, a sheet and a full-screen controller presented and dismissed (those without \
    their container do nothing), an iPad window resized (Split View) and back (nothing on a \
    phone), an iPhone page sheet moved to its medium detent and back (nothing elsewhere), \
    beginRefreshing() and endRefreshing(), a pull to refresh and endRefreshing() \
    (with a refresh control), a row inserted at the top of the first section and deleted, \
    the first row grown by 56 points and shrunk back (performBatchUpdates); then, scrolled \
    150 points into the content, the keyboard \
    shown and hidden again. After each pair the view must draw what it drew before it: every \
    element on screen at the same frame and scale, to one screen pixel (C31). It must also \
    draw the same once brought to rest at its top edge and at its bottom edge, compared with \
    the same edges visited before the pair: a changed inset or content size that does not \
    show where the view rests shows there (C32). (UIKit itself restores all of these: an \
    offset kept in range stays, a view at its top edge stays at its top edge.)
    """

  /// The pairs the probe runs, by name: each is `before` + name, then `after` + name.
  static let trips: [(name: String, events: [GestureEvent])] = [
    ("keyboard", [.keyboard(shown: true), .keyboard(shown: false)]),
    ("status bar", [.statusBar(hidden: true), .statusBar(hidden: false)]),
    ("rotation", [.rotate, .rotate]),
    ("push and pop", [.pushAndPop]),
    ("content inset change", [.changeContentInset(top: 44, bottom: 44), .changeContentInset(top: -44, bottom: -44)]),
    ("additional safe area", [.setAdditionalSafeArea(top: 44, bottom: 49), .setAdditionalSafeArea(top: 0, bottom: 0)]),
    // Containers and bars (no-ops where the scenario has no such container).
    ("navigation bar", [.navigationBar(hidden: true), .navigationBar(hidden: false)]),
    ("tab switch", [.tabSwitch]),
    ("sheet", [.presentAndDismiss(fullScreen: false)]),
    ("full-screen presentation", [.presentAndDismiss(fullScreen: true)]),
    // An iPad window's width (no-op on a phone).
    ("window width", [.resizeWindow, .resizeWindow]),
    // An iPhone page sheet's detent (no-op elsewhere).
    ("sheet detent", [.changeDetent, .changeDetent]),
    // The refresh control (no-ops without one, W40 to W42).
    ("refresh", [.beginRefreshing, .endRefreshing]),
    ("pull to refresh", [.pullToRefresh, .endRefreshing]),
    // Row updates (W33, W34; no-ops without a first section).
    ("row inserted and deleted", [
      .insertRowsAt(section: 0, row: 0, heights: [44], animated: true),
      .deleteRowsAt(section: 0, row: 0, count: 1, animated: true),
    ]),
    ("row height change", [.changeRowHeight(section: 0, row: 0, delta: 56), .changeRowHeight(section: 0, row: 0, delta: -56)]),
    // Dynamic Type up and back (W35, W36).
    ("text size", [.changeContentSizeCategory(.extraExtraExtraLarge), .changeContentSizeCategory(.large)]),
    // The header's maximum height up and back (W47; no-op for a port with no runtime path).
    ("header height", [.setHeaderHeight(delta: 56), .setHeaderHeight(delta: -56)]),
  ]

  /// The keyboard away, the status bar shown, no additional safe area and the app's own
  /// insets taken back, whatever the script left: each trip starts from the environment a
  /// view first appears in.
  static let calmEnvironment: [ProbeStep] = [
    .event(.keyboard(shown: false)), .event(.statusBar(hidden: false)), .event(.navigationBar(hidden: false)),
    .event(.setAdditionalSafeArea(top: 0, bottom: 0)), .event(GestureEvent.takeBackAppInsets),
    .event(.endRefreshing), .event(.changeContentSizeCategory(.large)), .settle,
  ]

  /// The names of the trips that need a refresh control: without one their events do
  /// nothing, and the probe leaves them out (they cost two edge visits each for nothing).
  static let refreshTrips: Set<String> = ["refresh", "pull to refresh"]

  /// The trip that needs a page sheet with a modelled detent (W53): elsewhere its events do
  /// nothing, and the probe leaves it out.
  static let detentTrip = "sheet detent"

  public var probe: [ProbeStep] { steps(refresh: true, detent: true) }

  public func probe(for scenario: Scenario) -> [ProbeStep] {
    steps(
      refresh: scenario.refreshControl,
      detent: DeviceModel.detentSheets.contains { $0.matches(scenario.device) })
  }

  /// The calm start, every trip (those of the refresh control only when `refresh`, the
  /// detent's only when `detent`), and the keyboard trip from 150 points into the content.
  private func steps(refresh: Bool, detent: Bool) -> [ProbeStep] {
    var steps: [ProbeStep] = [.settle] + Self.calmEnvironment
    for trip in Self.trips
    where (refresh || !Self.refreshTrips.contains(trip.name)) && (detent || trip.name != Self.detentTrip) {
      steps += tripSteps(trip.name, start: [], trip.events)
    }
    steps += tripSteps(
      "keyboard, scrolled", start: [.push(150), .release, .settle], [.keyboard(shown: true), .keyboard(shown: false)])
    return steps
  }

  /// Visits the bottom edge and the top edge (marking each), moves from the top as `start`
  /// says, marks `before`, runs the pair, marks `after`, and visits both edges again (C32).
  private func tripSteps(_ name: String, start: [ProbeStep], _ events: [GestureEvent]) -> [ProbeStep] {
    [.restAtBottom, .mark("before \(name) at bottom"), .restAtTop, .mark("before \(name) at top")] + start
      + [.mark("before " + name)] + events.flatMap { [ProbeStep.event($0), .settle] }
      + [.mark("after " + name), .restAtTop, .mark("after \(name) at top"), .restAtBottom, .mark("after \(name) at bottom")]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for name in Self.trips.map(\.name) + ["keyboard, scrolled"] {
      for (place, words) in [("", ""), (" at top", ", at rest at the top edge"), (" at bottom", ", at rest at the bottom edge")] {
        guard let before = run.index(ofMarker: "before \(name)\(place)"),
          let after = run.index(ofMarker: "after \(name)\(place)"),
          !run.appChangedContent(after: before, through: after),  // a page the app loaded meanwhile (V4)
          // The keyboard grew a page sheet at its medium detent and shrank it back (W54): two
          // size changes, after which UIKit itself need not restore an offset (a view the
          // large sheet pulled back to its top edge stays there).
          !run.sheetResizedForKeyboard(after: before, through: after),
          // A drag grew the page sheet to large on the way (W57: the scrolled keyboard trip's
          // push at the medium detent): the edges were visited at another size.
          !run.sheetGrownByDrag(after: before, through: after)
        else { continue }
        if let difference = StateComparison.firstDifference(
          expected: run.observations[before], actual: run.observations[after])
        {
          return Violation(
            observationIndex: after, comparedIndex: before,
            message: "after the \(name) and back\(words), \(difference.message)",
            marks: difference.marks)
        }
      }
    }
    return nil
  }
}
