import ScrollGeometry

extension SeedContent {
  /// The devices a finding's own script is also tried on, each in both orientations: the
  /// seeds' first screen (an iPhone SE of the first generation), a home-button phone, a
  /// notched phone, the largest phone and an iPad (names from `DeviceModel.catalog`).
  static let worldDevices = [
    "iPhone SE (1st generation)", "iPhone SE (2nd and 3rd generation), iPhone 8", "iPhone 12, 13, 14",
    "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", "iPad Pro 11-inch",
  ]

  /// What a person does on the seed's own screen, written out once (not drawn from the
  /// generators): scroll a little, to the end, pull, fling, rotate, the status bar, the
  /// keyboard, a reload, a programmatic offset, and the app's own bottom inset (a toolbar,
  /// W30) after a tiny drag or a scroll.
  static let worldScripts: [[GestureEvent]] = [
    [],
    [.drag(translation: -120, moves: 12), .release],
    [.drag(translation: 120, moves: 12), .release],
    [.drag(translation: -2000, moves: 40), .release],
    [.drag(translation: -120, moves: 12), .fling(velocity: -2000)],
    [.rotate],
    [.drag(translation: -300, moves: 4), .release, .rotate],
    [.statusBar(hidden: true), .statusBar(hidden: false)],
    [.keyboard(shown: true), .keyboard(shown: false)],
    [.reloadData],
    [.setContentOffset(y: 100, animated: false)],
    [.drag(translation: -1, moves: 12), .changeContentInset(top: 0, bottom: 49)],
    [.drag(translation: -120, moves: 12), .release, .changeContentInset(top: 0, bottom: 49)],
  ]

  /// The seed's own content world around a finding's case, bounded and in a fixed order
  /// (issue 8, section 6): the case itself with the seed's content; its script on its device
  /// turned the other way and on each of `worldDevices` in both orientations; its script with
  /// one event left out, each in turn; then each of `worldScripts` on its device. Every case
  /// keeps the rest of the finding's scenario (container, adjustment, refresh control) and
  /// takes the seed's content. Nothing comes from the random generators, so the answer changes
  /// only with the finding's own case (its recorded token) or with these lists, never with an
  /// unrelated generator change. Duplicates are tried once.
  public func world(around scenario: Scenario) -> [Scenario] {
    var cases: [Scenario] = []
    func add(_ candidate: Scenario) {
      let seeded = apply(candidate)
      if !cases.contains(seeded) { cases.append(seeded) }
    }
    add(scenario)
    // A medium detent (W55) only where the case still starts on its page sheet in portrait.
    var turned = scenario
    turned.device.startsInLandscape.toggle()
    turned.startsAtMediumDetent = turned.showsMediumDetentFirst
    turned.scrollingKeepsSheetDetent = turned.keepsSheetDetentWhileScrolling
    add(turned)
    for name in Self.worldDevices {
      guard let model = DeviceModel.catalog.first(where: { $0.name == name }) else { continue }
      for landscape in [false, true] {
        var moved = scenario
        var device = model.device
        device.adjustment = scenario.device.adjustment
        device.startsInLandscape = landscape
        moved.device = device
        moved.startsAtMediumDetent = moved.showsMediumDetentFirst
        moved.scrollingKeepsSheetDetent = moved.keepsSheetDetentWhileScrolling
        add(moved)
      }
    }
    for index in scenario.script.indices {
      var shorter = scenario
      shorter.script.remove(at: index)
      add(shorter)
    }
    for script in Self.worldScripts {
      var other = scenario
      other.script = script
      add(other)
    }
    return cases
  }
}
