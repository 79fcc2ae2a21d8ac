import ScrollGeometry
import Strategies

/// `round-trip`: an event followed by its inverse restores the drawn state.
public struct RoundTrip: Invariant {
  public init() {}
  public let id = "round-trip"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "an event and its inverse (keyboard, status bar, rotation, push and pop, insets, bars, tabs, sheets) restore the drawn state"
  public let explanation = """
    The probe hides any keyboard the scenario left up, shows the status bar, brings the \
    view to rest at its top edge and runs, each from the state the \
    last one left: the keyboard shown and hidden, the status bar hidden and shown, a \
    rotation and the rotation back, a push over the controller and the pop back, 44 points \
    added to contentInset's top and bottom and taken away again, additionalSafeAreaInsets \
    of 44 at the top and 49 at the bottom and back to none, the navigation bar hidden and \
    shown, a switch to another tab and back, a sheet and a full-screen controller presented \
    and dismissed (those without their container do nothing), an iPad window resized \
    (Split View) and back (nothing on a phone); then, \
    scrolled 150 points into the content, the keyboard shown and hidden again. After each \
    pair the view must look as it did before it: the same contentOffset, contentInset and \
    adjusted insets, the same header height and the same frame for every element on \
    screen, to one screen pixel. (UIKit itself restores all of these: an offset kept in \
    range stays, a view at its top edge stays at its top edge.)
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
  ]

  /// The keyboard away, the status bar shown, no additional safe area and the app's own
  /// insets taken back, whatever the script left: each trip starts from the environment a
  /// view first appears in.
  static let calmEnvironment: [ProbeStep] = [
    .event(.keyboard(shown: false)), .event(.statusBar(hidden: false)), .event(.navigationBar(hidden: false)),
    .event(.setAdditionalSafeArea(top: 0, bottom: 0)), .event(GestureEvent.takeBackAppInsets), .settle,
  ]

  public var probe: [ProbeStep] {
    var steps: [ProbeStep] = [.settle] + Self.calmEnvironment + [.restAtTop]
    for trip in Self.trips { steps += tripSteps(trip.name, trip.events) }
    steps += [.restAtTop, .push(150), .release, .settle]
    steps += tripSteps("keyboard, scrolled", [.keyboard(shown: true), .keyboard(shown: false)])
    return steps
  }

  private func tripSteps(_ name: String, _ events: [GestureEvent]) -> [ProbeStep] {
    [.mark("before " + name)] + events.flatMap { [ProbeStep.event($0), .settle] } + [.mark("after " + name)]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for name in Self.trips.map(\.name) + ["keyboard, scrolled"] {
      guard let before = run.index(ofMarker: "before " + name), let after = run.index(ofMarker: "after " + name),
        !run.appChangedContent(after: before, through: after)  // a page the app loaded meanwhile (V4)
      else { continue }
      if let difference = Self.difference(run.observations[before], run.observations[after], run) {
        return Violation(
          observationIndex: after, comparedIndex: before,
          message: "after the \(name) and back, \(difference)",
          marks: run.header(in: run.observations[after]).map { [$0.screenFrame] } ?? [])
      }
    }
    return nil
  }

  /// The first drawn difference between two states, in words, or nil.
  static func difference(_ a: Observation, _ b: Observation, _ run: CheckedRun) -> String? {
    let tolerance = max(a.tolerance, b.tolerance)
    func differs(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) > tolerance }
    if differs(a.contentOffset.y, b.contentOffset.y) {
      return "contentOffset.y is \(b.contentOffset.y.compactDescription), was \(a.contentOffset.y.compactDescription)"
    }
    for (name, x, y) in [
      ("contentInset.top", a.contentInset.top, b.contentInset.top),
      ("contentInset.bottom", a.contentInset.bottom, b.contentInset.bottom),
      ("adjustedContentInset.top", a.adjustedContentInset.top, b.adjustedContentInset.top),
      ("adjustedContentInset.bottom", a.adjustedContentInset.bottom, b.adjustedContentInset.bottom),
    ] where differs(x, y) {
      return "\(name) is \(y.compactDescription), was \(x.compactDescription)"
    }
    if let h1 = run.header(in: a), let h2 = run.header(in: b), differs(h1.screenFrame.height, h2.screenFrame.height) {
      return "the header is \(h2.screenFrame.height.compactDescription) tall, was \(h1.screenFrame.height.compactDescription)"
    }
    for element in a.elements {
      guard let other = b.element(element.kind) else {
        return "\(element.kind) is no longer on screen"
      }
      let e = element.screenFrame
      let o = other.screenFrame
      if differs(e.minX, o.minX) || differs(e.minY, o.minY) || differs(e.width, o.width) || differs(e.height, o.height) {
        return "\(element.kind) is at y \(o.minY.compactDescription)..\(o.maxY.compactDescription) "
          + "x \(o.minX.compactDescription)..\(o.maxX.compactDescription), was at y "
          + "\(e.minY.compactDescription)..\(e.maxY.compactDescription) x \(e.minX.compactDescription)..\(e.maxX.compactDescription)"
      }
    }
    return nil
  }
}
