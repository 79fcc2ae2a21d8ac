import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The app's content events (W30 to W32) in the UIKit and the SwiftUI world, and the
/// floating-section pairing of the collapsing-header family judged on real runs.
@Suite struct ContentEventTests {
  func world(_ strategy: any Strategy, _ scenario: Scenario = ScenarioSamples.simple()) throws -> (World, WorldDriver) {
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return (world, WorldDriver(world: world, makeTwin: { world }))
  }

  @Test func w30TheAppsInsetAddsToTheStrategysAndTheOffsetStays() throws {
    let (world, driver) = try world(NonFloatingSectionsFixed())
    let table = world.scrollView
    let before = table.contentInset
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    driver.perform(.changeContentInset(top: 44, bottom: 60))
    #expect(table.contentInset.top == before.top + 44)
    #expect(table.contentInset.bottom == before.bottom + 60)
    #expect(table.contentOffset.y == 100)
    driver.perform(.changeContentInset(top: -44, bottom: -60))
    #expect(table.contentInset == before)
    // The app takes back only what it added.
    driver.perform(.changeContentInset(top: -44, bottom: 0))
    #expect(table.contentInset == before)
  }

  @Test func c37TheObservationsCarryTheAppsShareNotTheStrategysInset() throws {
    // The fixed stretchy strategy keeps its header's minimum in `contentInset.top`; the band
    // the app draws in is only the app's own share (C37), and it goes when the app takes it back.
    let (world, driver) = try world(StretchyTableHeaderFixed())
    let table = world.scrollView
    let recorded = { () -> Observation? in
      table.record(.marker("look"))
      return world.recorder.trace.observations.last
    }
    #expect(table.contentInset.top > 0)
    #expect(recorded()?.appTopInset == 0)
    driver.perform(.changeContentInset(top: 44, bottom: 0))
    #expect(recorded()?.appTopInset == 44)
    driver.perform(.changeContentInset(top: 100, bottom: 49))
    #expect(recorded()?.appTopInset == 144)
    driver.perform(GestureEvent.takeBackAppInsets)
    #expect(recorded()?.appTopInset == 0)
  }

  /// Round 8: the generator gives the lasting top inset to every UIKit family, so each of
  /// their worlds must record the app's band (C37) on its observations, and the fixed and
  /// published patterns that hold everything must hold with a banner that comes first, in
  /// the middle of a scroll, or last (the invariants count the band as covered).
  @Test(arguments: [StrategyFamily.selfSizingHeader, .nonFloatingSections])
  func c37EveryUIKitFamilysObservationsCarryTheAppsBand(family: StrategyFamily) throws {
    let strategy: any Strategy = family == .selfSizingHeader ? SelfSizingHeader() : NonFloatingSectionsFixed()
    let (world, driver) = try world(strategy)
    let recorded = { () -> Observation? in
      world.scrollView.record(.marker("look"))
      return world.recorder.trace.observations.last
    }
    #expect(recorded()?.appTopInset == 0)
    driver.perform(.changeContentInset(top: 44, bottom: 0))
    #expect(recorded()?.appTopInset == 44)
    driver.perform(GestureEvent.takeBackAppInsets)
    #expect(recorded()?.appTopInset == 0)
    let scroll: [GestureEvent] = [.drag(translation: -300, moves: 4), .release, .drag(translation: 600, moves: 4), .release]
    for place in [0, 2, scroll.count] {
      var script = scroll
      script.insert(.changeContentInset(top: 100, bottom: 0), at: place)
      var scenario = ScenarioSamples.simple(script: script)
      if family == .nonFloatingSections {
        scenario.content.sections = [
          Content.Section(headerHeight: 28, rowHeights: Array(repeating: 44, count: 20), footerHeight: 28),
          Content.Section(headerHeight: 28, rowHeights: Array(repeating: 44, count: 20), footerHeight: 28),
        ]
      }
      let declaration = strategy.declaration(for: HeaderHeights(minimum: 50, maximum: 200))
      for invariant in InvariantCatalog.all where invariant.applies(to: declaration) {
        let outcome = try CaseRunner.run(strategy, invariant, scenario)
        #expect(outcome.violation == nil, "\(strategy.id) x \(invariant.id), banner at \(place): \(outcome.violation?.message ?? "")")
      }
    }
  }

  /// Since round 6 the SwiftUI world applies it as the app's content margins (U41).
  @Test func w30TheSwiftUIWorldAppliesTheInsetChangeAsContentMargins() throws {
    let (world, driver) = try world(SwiftUIStickyHeaderFixed())
    let before = world.scrollView.contentInset
    driver.perform(.changeContentInset(top: 44, bottom: 34))
    #expect(world.scrollView.contentInset.top == before.top + 44)
    #expect(world.scrollView.contentInset.bottom == before.bottom + 34)
  }

  @Test func w31TheAdjustmentBehaviourChangesTheInsetsAndATopRestFollows() throws {
    let (world, driver) = try world(NonFloatingSectionsFixed())
    let table = world.scrollView
    #expect(table.contentOffset.y == table.minimumContentOffsetY)
    #expect(table.adjustedContentInset.top > table.contentInset.top)
    driver.perform(.setAdjustmentBehavior(.never))
    #expect(table.adjustedContentInset == table.contentInset)
    #expect(table.contentOffset.y == -table.contentInset.top)
  }

  @Test func w32AdditionalSafeAreaInsetsAddToTheWindowsInBothWorlds() throws {
    for strategy in [NonFloatingSectionsFixed() as any Strategy, SwiftUIStickyHeaderFixed()] {
      let (world, driver) = try world(strategy)
      let safe = world.scrollView.safeAreaInsets
      driver.perform(.setAdditionalSafeArea(top: 44, bottom: 49))
      #expect(world.scrollView.safeAreaInsets.top == safe.top + 44, "\(strategy.id)")
      #expect(world.scrollView.safeAreaInsets.bottom == safe.bottom + 49, "\(strategy.id)")
      // Resting at the top edge, the view stays at its top edge (S16).
      #expect(world.scrollView.contentOffset.y == world.scrollView.minimumContentOffsetY, "\(strategy.id)")
      driver.perform(.setAdditionalSafeArea(top: 0, bottom: 0))
      #expect(world.scrollView.safeAreaInsets == safe, "\(strategy.id)")
    }
  }

  @Test func c44TakingTheAppsAdditionalSafeAreaBackKeepsTheStrategysOwn() throws {
    // A strategy that sets its own 20 points; the app sets 44, then takes its own back: the
    // strategy's 20 are there again (a take-back to zero would have erased them, and with
    // them the band `no-blank-top` and `rests-expanded` look for).
    let (table, driver) = try world(NoBlankTopRunTests.ExtraTopTable(throughSafeArea: true))
    let own = table.scrollView.safeAreaInsets
    driver.perform(.setAdditionalSafeArea(top: 44, bottom: 0))
    #expect(table.scrollView.safeAreaInsets.top == own.top - 20 + 44)
    driver.perform(GestureEvent.takeBackAppAdditionalSafeArea)
    #expect(table.scrollView.safeAreaInsets == own)
    // Again, with nothing the app set: nothing changes.
    driver.perform(GestureEvent.takeBackAppAdditionalSafeArea)
    #expect(table.scrollView.safeAreaInsets == own)
    #expect(
      GestureEvent.takeBackAppAdditionalSafeArea.plainDescription
        == "the app restores additionalSafeAreaInsets to what they were before it first set them")
    // The SwiftUI world's hosting controller has none of a strategy's own: back to zero.
    let (swiftUI, swiftUIDriver) = try world(SwiftUIStickyHeaderFixed())
    let safe = swiftUI.scrollView.safeAreaInsets
    swiftUIDriver.perform(.setAdditionalSafeArea(top: 44, bottom: 49))
    swiftUIDriver.perform(GestureEvent.takeBackAppAdditionalSafeArea)
    #expect(swiftUI.scrollView.safeAreaInsets == safe)
  }

  @Test func w32AHostAppliesTheControllersAdditionalInsetsWhenItShowsTheView() {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    let screen = Screen(size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let host = ViewControllerHost(controller, screen: screen)
    host.present()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
  }

  @Test func contentEventsRoundTripThroughTheTokenAndReadInPlainWords() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = [
      .changeContentInset(top: 44, bottom: -49), .setAdjustmentBehavior(.scrollableAxes),
      .setAdditionalSafeArea(top: 0, bottom: 80),
    ]
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(scenario.script.map(\.plainDescription) == [
      "the app changes contentInset by top +44, bottom -49",
      "the app sets contentInsetAdjustmentBehavior to .scrollableAxes",
      "the app sets additionalSafeAreaInsets to top 0, bottom 80",
    ])
    #expect(scenario.script.map(\.catalogID) == ["change-content-inset", "set-adjustment-behavior", "set-additional-safe-area"])
  }

  @Test func theGeneratorProducesContentEventsAndFloatingSectionsUnderACollapsingHeader() throws {
    let scenarios = try ScenarioGenerator.scenario(for: .tableHeader).samples(count: 300, seed: 9)
    let events = Set(scenarios.flatMap(\.script).map(\.catalogID))
    #expect(events.isSuperset(of: ["change-content-inset", "set-adjustment-behavior", "set-additional-safe-area"]))
    let withSectionHeaders = scenarios.filter { scenario in
      scenario.content.sections.contains { ($0.headerHeight ?? scenario.content.sectionHeaderHeight) > 0 }
    }
    #expect(withSectionHeaders.count > 20)
    let tall = scenarios.filter { $0.maximumHeaderHeight >= min($0.device.width, $0.device.height) - 60 }
    #expect(tall.count > 25 && tall.count < 90)
  }

  /// A plain table with floating section headers under the collapsing header: many rows in
  /// two sections, scrolled far enough that section 0's header pins.
  static let floatingSections = Scenario(
    device: Device.catalog[2],
    content: Content(
      sections: [
        Content.Section(headerHeight: 28, rowHeights: Array(repeating: 44, count: 30), footerHeight: 0),
        Content.Section(headerHeight: 28, rowHeights: Array(repeating: 44, count: 30), footerHeight: 0),
      ]),
    minimumHeaderHeight: 50, maximumHeaderHeight: 200, headerText: "", script: [])

  @Test func pinsBelowHeaderRejectsThePublishedHeaderOnARealRun() throws {
    let outcome = try CaseRunner.run(StretchyTableHeaderPublished(), PinsBelowHeader(), Self.floatingSections)
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("the pinned section 0 header"))
  }

  @Test func pinsBelowHeaderAcceptsTheFixedHeaderOnARealRunWhereSectionsPin() throws {
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), PinsBelowHeader(), Self.floatingSections)
    #expect(outcome.violation == nil)
    // Not vacuous: section headers did pin while the header was on screen.
    let pinned = outcome.run.observations.filter { observation in
      observation.elements.contains { element in
        if case .sectionHeader = element.kind { return element.isPinned }
        return false
      }
    }
    #expect(pinned.count > 10)
  }
}
