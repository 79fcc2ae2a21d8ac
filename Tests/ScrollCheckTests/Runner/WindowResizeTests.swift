import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W19: an iPad window's width change without rotation (Split View).
@Suite struct WindowResizeTests {
  @Test func w19SplitViewWidthsComeFromTheCatalogue() {
    // iPad Pro 11-inch: the narrowest Split View window in each orientation, and back.
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 834, height: 1194)) == 320)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 1194, height: 834)) == 375)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 320, height: 1194)) == 834)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 585, height: 834)) == 1194)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 1024, height: 1366)) == 375)
    // No Split View widths: a phone, an iPad the catalogue has none for, a form sheet.
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 390, height: 844)) == nil)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 820, height: 1180)) == nil)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 540, height: 620)) == nil)
  }

  static let iPadPro11 = Device.catalog.first { $0.width == 834 && $0.height == 1194 }!

  @Test func w19AResizeNarrowsTheWindowKeepsTheSafeAreaAndComesBack() throws {
    try forEachWorldKind(on: Self.iPadPro11) { world, driver, before in
      driver.perform(.resizeWindow)
      driver.settle()
      #expect(world.scrollView.bounds.width == 320)
      #expect(world.scrollView.safeAreaInsets.top == before.safeAreaInsets.top)
      // At its top edge before, at its top edge after (S16).
      #expect(world.scrollView.contentOffset.y == world.scrollView.minimumContentOffsetY)
      driver.perform(.resizeWindow)
      driver.settle()
      #expect(world.scrollView.bounds.width == 834)
      #expect(world.scrollView.contentOffset == before.contentOffset)
    }
  }

  /// K2 after W19: the environment a declaration is asked for at the end of a case has the
  /// window's width now, so its size class follows a Split View resize (review r5 item 5).
  @Test func k2TheEnvironmentFollowsTheWindowAfterASplitViewResize() throws {
    for strategy in [StretchyTableHeaderFixed() as any Strategy, SwiftUIStickyHeaderFixed()] {
      var scenario = ScenarioSamples.simple()
      scenario.device = Self.iPadPro11
      let world = try CaseRunner.makeWorld(strategy, scenario)
      world.appear()
      #expect(CaseRunner.environment(of: world, scenario).screenSize.width == 834)
      #expect(CaseRunner.environment(of: world, scenario).horizontalSizeClass == .regular)
      world.resizeWindow()
      #expect(CaseRunner.environment(of: world, scenario).screenSize.width == 320)
      #expect(CaseRunner.environment(of: world, scenario).horizontalSizeClass == .compact)
      world.resizeWindow()
      #expect(CaseRunner.environment(of: world, scenario).horizontalSizeClass == .regular)
    }
  }

  @Test func w19APhoneIgnoresTheResize() throws {
    let world = try shownWorld(on: ScenarioSamples.simple().device)
    let width = world.scrollView.bounds.width
    world.resizeWindow()
    #expect(world.scrollView.bounds.width == width)
  }

  @Test func w19TheResizeRoundTripsThroughTheTokenReadsInPlainWordsAndRunsInRoundTrip() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = [.resizeWindow, .drag(translation: -10, moves: 1), .resizeWindow]
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(GestureEvent.resizeWindow.plainDescription == "change the iPad window's width (Split View)")
    #expect(ScriptEventCatalog.entry(withID: "window-resize") != nil)
    #expect(RoundTrip.trips.contains { $0.name == "window width" && $0.events == [.resizeWindow, .resizeWindow] })
  }
}
