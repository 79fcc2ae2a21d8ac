import ScrollGeometry
import Testing

@testable import ScrollCheck
@testable import Strategies

@Suite struct ContainerEventsTests {
  static let events: [GestureEvent] = [
    .navigationBar(hidden: true), .navigationBar(hidden: false), .tabSwitch,
    .presentAndDismiss(fullScreen: false), .presentAndDismiss(fullScreen: true),
  ]

  /// Round 11's revision of the fixed stretchy header by default: its screen keeps a large
  /// title (round 12's refuses it).
  func world(_ container: Container, _ strategy: any Strategy = StretchyTableHeaderFixed(keepingLargeTitle: true)) throws -> World {
    var scenario = ScenarioSamples.simple()
    scenario.container = container
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return world
  }

  static let both = Container(navigationBar: Container.NavigationBar(prefersLargeTitles: true), tabBar: true)

  @Test func containerEventsRoundTripThroughTheTokenAndReadInPlainWords() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = Self.events
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(scenario.script.map(\.plainDescription) == [
      "hide the navigation bar, animated", "show the navigation bar, animated", "switch to another tab and back",
      "present a sheet over it and dismiss it", "present a full-screen controller over it and dismiss it",
    ])
    #expect(Self.events.allSatisfy { ScriptEventCatalog.entry(withID: $0.catalogID) != nil })
  }

  @Test func w14HidingTheBarAnimatesTheTopInsetOverTwelveFrames() throws {
    let world = try world(Self.both)
    let start = world.recorder.trace.observations.count
    WorldDriver(world: world, makeTwin: { world }).perform(.navigationBar(hidden: true))
    let frames = world.recorder.trace.observations.dropFirst(start)
    #expect(frames.count == 12)
    let tops = frames.map(\.safeAreaInsets.top)
    #expect(tops == tops.sorted(by: >))
    #expect(tops.last == 47)
    WorldDriver(world: world, makeTwin: { world }).perform(.navigationBar(hidden: false))
    #expect(world.scrollView.safeAreaInsets.top == 143)
  }

  @Test func w15TheTabBarAndTheKeyboardShareTheBottom() throws {
    try EngineAssumptions.$current.withValue(try EngineAssumptions(["W1=follows"])) { try tabBarAndKeyboard() }
    // By default UIKit's keyboard changes no safe area: the tab bar's stays (W1).
    let world = try world(Self.both)
    world.setKeyboard(shown: true)
    #expect(world.scrollView.safeAreaInsets.bottom == 83)
  }

  func tabBarAndKeyboard() throws {
    let world = try world(Self.both)
    #expect(world.scrollView.safeAreaInsets.bottom == 83)
    world.setKeyboard(shown: true)
    #expect(world.scrollView.safeAreaInsets.bottom == 294)
    world.setKeyboard(shown: false)
    #expect(world.scrollView.safeAreaInsets.bottom == 83)
  }

  @Test func w16ASheetLeavesThePresenterAloneAFullScreenOneDisappearsAndAppears() throws {
    let world = try world(Self.both)
    let before = world.scrollView.observe(.marker("before"))
    let start = world.recorder.trace.observations.count
    world.presentAndDismiss(fullScreen: false)
    let sheet = Array(world.recorder.trace.observations.dropFirst(start))
    #expect(sheet.map(\.cause) == [.environmentChange("sheet dismissed")])
    #expect(sheet.last?.contentOffset == before.contentOffset)
    let middle = world.recorder.trace.observations.count
    world.presentAndDismiss(fullScreen: true)
    #expect(world.recorder.trace.observations.dropFirst(middle).contains { $0.isLayoutPass })
    let last = world.recorder.trace.observations.count
    world.switchTabAwayAndBack()
    #expect(world.recorder.trace.observations.dropFirst(last).contains { $0.isLayoutPass })
  }

  @Test func w17TheSwiftUIWorldHidesItsNavigationBarAndAddsTheTabBar() throws {
    let world = try world(Self.both, SwiftUIStickyHeaderFixed())
    #expect(world.scrollView.safeAreaInsets.top == 143)
    #expect(world.scrollView.safeAreaInsets.bottom == 83)
    world.setNavigationBar(hidden: true)
    #expect(world.scrollView.safeAreaInsets.top == 47)
    world.setNavigationBar(hidden: false)
    #expect(world.scrollView.safeAreaInsets.top == 143)
  }

  @Test func z3ObservationsCarryTheBarsForPictures() throws {
    let world = try world(Self.both)
    world.recorder.recordsText = true  // a run recorded for pictures (P5)
    let bars = world.scrollView.observe(.marker("x"))
    world.recorder.record(bars)
    let recorded = try #require(world.recorder.trace.observations.last)
    #expect(recorded.systemBars.map(\.kind) == [.statusBar, .navigationBar, .tabBar, .homeIndicator])
    #expect(recorded.systemBars[1].frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(recorded.systemBars[2].frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 49))
  }

  @Test func p5ObservationsCarryNoBarsUnlessRecordedForPictures() throws {
    // Only pictures read the bars: a run that searches or judges does not work them out at
    // every frame (P5); the same world recorded for pictures carries them.
    let world = try world(Self.both)
    #expect(!world.recorder.recordsText)
    world.recorder.record(world.scrollView.observe(.marker("x")))
    #expect(try #require(world.recorder.trace.observations.last).systemBars.isEmpty)
    world.recorder.recordsText = true
    world.recorder.record(world.scrollView.observe(.marker("y")))
    #expect(try #require(world.recorder.trace.observations.last).systemBars.count == 4)
  }

  @Test func c44AMarkerCarriesWhereTheTopBarsEndAndNoOtherObservationDoes() throws {
    // Where the status bar and navigation bar end, worked out at markers only (P5, C44).
    let world = try world(Self.both)
    world.recorder.record(world.scrollView.observe(.layoutPass(1)))
    #expect(try #require(world.recorder.trace.observations.last).topBarsBottom == nil)
    world.recorder.record(world.scrollView.observe(.marker("x")))
    let marked = try #require(world.recorder.trace.observations.last)
    // The navigation bar with its large title ends at 143 (`z3ObservationsCarryTheBarsForPictures`).
    #expect(marked.topBarsBottom == 143)
    #expect(marked.systemBars.isEmpty)
  }

  @Test func generatedScenariosUseEveryContainerAndLargeTitlesButNotHideBarsOnSwipe() throws {
    let scenarios = try ScenarioGenerator.scenario(for: .tableHeader).samples(count: 300, seed: 5)
    #expect(scenarios.contains { $0.container == .none })
    #expect(scenarios.contains { $0.container.navigationBar != nil })
    // Large titles since round 11 (README; W18 where they rest over short content).
    #expect(scenarios.contains { $0.container.navigationBar?.prefersLargeTitles == true })
    // Opaque bars only with the view extending under them (README: below one, the view moves).
    #expect(scenarios.contains { $0.container.navigationBar?.isTranslucent == false })
    #expect(!scenarios.contains {
      $0.container.navigationBar.map { !$0.isTranslucent && !$0.extendedLayoutIncludesOpaqueBars } ?? false
    })
    #expect(scenarios.contains { $0.container.tabBar })
    #expect(!scenarios.contains { $0.container.navigationBar?.hidesBarsOnSwipe == true })
    let bare = scenarios.filter { $0.container == .none }.count
    #expect(bare > 140 && bare < 220)
    let events = scenarios.flatMap(\.script)
    #expect(events.contains(.navigationBar(hidden: true)) && events.contains(.tabSwitch))
    #expect(events.contains(.presentAndDismiss(fullScreen: true)))
  }

  @Test func w32AChildsAdditionalSafeAreaReachesItAtOnceThroughTwoContainers() throws {
    let world = try world(Container(navigationBar: Container.NavigationBar(), tabBar: true))
    let top = world.scrollView.safeAreaInsets.top
    world.setAdditionalSafeArea(top: 44, bottom: 0)
    #expect(world.scrollView.safeAreaInsets.top == top + 44)
    world.setKeyboard(shown: true)
    #expect(world.scrollView.safeAreaInsets.top == top + 44)
  }

  @Test func roundTripAndStaysPutRunTheContainerEvents() {
    let trips = RoundTrip.trips.map(\.name)
    #expect(trips.contains("navigation bar") && trips.contains("tab switch") && trips.contains("sheet"))
    #expect(StaysPut.changes.contains { $0.event == .navigationBar(hidden: true) })
  }
}
