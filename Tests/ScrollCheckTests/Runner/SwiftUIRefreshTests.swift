import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// SwiftUI's `refreshable` in the SwiftUI world (K11): the hosting scroll view gets UIKit's
/// refresh control, a pull starts it, the app's end of the refresh ends it, and the app has no
/// call that starts it.
@Suite struct SwiftUIRefreshTests {
  func world(refreshable: Bool = true, script: [GestureEvent] = []) throws -> (World, WorldDriver) {
    var scenario = ScenarioSamples.simple(script: script)
    scenario.refreshControl = refreshable
    let world = try CaseRunner.makeWorld(SwiftUIStickyHeaderFixed(), scenario)
    world.appear()
    let twin = { () -> World in (try? CaseRunner.makeWorld(SwiftUIStickyHeaderFixed(), scenario)) ?? world }
    return (world, WorldDriver(world: world, script: script, makeTwin: twin))
  }

  @Test func k11ARefreshableViewGetsARefreshControlThatAPullStartsAndTheAppEnds() throws {
    let (world, driver) = try world()
    let scrollView = world.scrollView
    let control = try #require(scrollView.refreshControl)
    let top = scrollView.adjustedContentInset.top
    driver.perform(.pullToRefresh)
    #expect(control.isRefreshing)
    #expect(scrollView.adjustedContentInset.top == top + UIRefreshControl.height)
    #expect(scrollView.contentOffset.y == scrollView.minimumContentOffsetY)
    #expect(scrollView.observe(.marker("x")).element(.refreshControl) != nil)
    // The action returning (`end-refreshing`) ends it; the content goes back up (W42).
    driver.perform(.endRefreshing)
    driver.settle()
    #expect(!control.isRefreshing)
    #expect(scrollView.adjustedContentInset.top == top)
  }

  @Test func k11TheAppCannotStartARefreshInSwiftUI() throws {
    let (world, driver) = try world()
    #expect(!world.beginsRefreshingProgrammatically)
    driver.perform(.beginRefreshing)
    #expect(world.scrollView.refreshControl?.isRefreshing == false)
    // A UIKit world can.
    var scenario = ScenarioSamples.simple()
    scenario.refreshControl = true
    let table = try CaseRunner.makeWorld(NonFloatingSectionsFixed(), scenario)
    table.appear()
    #expect(table.beginsRefreshingProgrammatically)
  }

  @Test func k11WithoutRefreshableThereIsNoControlAndAPullDoesNothing() throws {
    let (world, driver) = try world(refreshable: false)
    #expect(world.scrollView.refreshControl == nil)
    driver.perform(.pullToRefresh)
    #expect(world.scrollView.refreshControl == nil)
    #expect(world.scrollView.contentOffset.y == world.scrollView.minimumContentOffsetY)
  }

  /// The model's modifier on its own: on the scroll view or anywhere above it, as SwiftUI's
  /// environment value reaches the scroll views inside.
  @Test func k11TheModifierAboveTheScrollViewInstallsTheControl() throws {
    let view = VStack { ScrollView { Text("row") } }.refreshable {}
    let host = try HostingScrollView(rootView: view, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(host.refreshControl != nil)
    let plain = try HostingScrollView(
      rootView: VStack { ScrollView { Text("row") } }, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(plain.refreshControl == nil)
  }

  /// The twin of a SwiftUI world shares a refresh the pull started, though the app could not
  /// have started it itself.
  @Test func k11TheTwinSharesARefreshInProgress() throws {
    let (world, driver) = try world(script: [.pullToRefresh])
    driver.perform(.pullToRefresh)
    driver.perform(.restTwinAtSameOffset)
    let twin = try #require(world.recorder.trace.observations.last)
    #expect(twin.cause == .marker(ProbeMarker.twin))
    #expect(twin.adjustedContentInset.top == world.scrollView.adjustedContentInset.top)
  }

  /// W41's alternative is iOS 7 to 12's; `refreshable` needs iOS 15: a SwiftUI host puts the
  /// control's height into its adjusted inset under either choice.
  @Test func k11W41sAlternativeDoesNotApplyToASwiftUIHost() throws {
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W41=contentInset"])) {
      let (world, driver) = try world()
      let top = world.scrollView.adjustedContentInset.top
      driver.perform(.pullToRefresh)
      #expect(world.scrollView.adjustedContentInset.top == top + UIRefreshControl.height)
      #expect(world.scrollView.contentInset.top == 0)
    }
  }

  @Test func k11TheScenarioSaysTheViewIsRefreshable() {
    var scenario = ScenarioSamples.simple()
    scenario.refreshControl = true
    #expect(scenario.plainDescription(for: .swiftUIHeader).contains("refresh control: yes (the app's view is refreshable)"))
  }
}
