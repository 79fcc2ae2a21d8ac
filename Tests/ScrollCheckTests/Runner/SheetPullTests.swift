import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W56 (round 14): in a page sheet, the sheet's own pan takes a pull past the content's top
/// edge, unless a refresh control wants it.
@Suite struct SheetPullTests {
  /// A world of `stretchy-table-header.fixed` on the iPhone 14 Pro's page sheet, shown.
  func shown(refresh: Bool = false, device: Device = DeviceModel.detentSheets[0].device) throws -> (World, WorldDriver) {
    var scenario = ScenarioSamples.simple()
    scenario.device = device
    scenario.refreshControl = refresh
    let world = try CaseRunner.makeWorld(StretchyTableHeaderFixed(), scenario)
    world.appear()
    return (world, WorldDriver(world: world, script: [], makeTwin: { world }))
  }

  @Test func w56APullAtTheTopMovesTheSheetNotTheContent() throws {
    let (world, driver) = try shown()
    let scrollView = world.scrollView
    #expect(scrollView.pullsMoveSheet)
    let top = scrollView.contentOffset.y
    driver.perform(.drag(translation: 120, moves: 12))
    #expect(scrollView.contentOffset.y == top)
    #expect(world.recorder.trace.events.contains { if case .sheetTookPull = $0.event { return true } else { return false } })
  }

  /// The finger moving back up in the same touch first brings the sheet back, then scrolls.
  @Test func w56TheSheetComesBackBeforeTheContentScrolls() throws {
    let (world, _) = try shown()
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: 120)
    scrollView.drag(by: -100)
    #expect(scrollView.contentOffset.y == top)
    scrollView.drag(by: -50)
    #expect(abs(scrollView.contentOffset.y - (top + 30)) < 1e-9)
    let taken = world.recorder.trace.events.compactMap { event -> CGFloat? in
      if case .sheetTookPull(let translation) = event.event { return translation }
      return nil
    }
    #expect(taken == [120, -100, -20])
  }

  /// A move that crosses the top edge scrolls the content to it; the sheet takes the rest.
  @Test func w56AMoveAcrossTheEdgeScrollsToItAndTheSheetTakesTheRest() throws {
    let (world, _) = try shown()
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: -50)
    scrollView.release()
    scrollView.drag(by: 80)
    #expect(scrollView.contentOffset.y == top)
    #expect(world.recorder.trace.events.contains { $0.event == .sheetTookPull(translation: 30) })
  }

  /// A release moving down while the sheet holds the pull flings the sheet: the content does
  /// not bounce past its top.
  @Test func w56AFlingDownAtTheTopMovesTheSheet() throws {
    let (world, _) = try shown()
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: 20)
    scrollView.fling(velocity: 3000)
    let lowest = world.recorder.trace.observations.map(\.contentOffset.y).min() ?? top
    #expect(lowest >= top - 1e-9)
    #expect(scrollView.contentOffset.y == top)
  }

  @Test func w56UnderTheAlternativeTheContentIsPulled() throws {
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W56=content"])) {
      let (world, driver) = try shown()
      let top = world.scrollView.contentOffset.y
      driver.perform(.drag(translation: 120, moves: 12))
      #expect(world.scrollView.contentOffset.y < top)
    }
  }

  /// CRRefresh #44, OverlayContainer #55, Q42/RefreshableScrollView #2: with a refresh
  /// control the pull refreshes instead of moving the sheet.
  @Test func w56ARefreshControlTakesThePullBack() throws {
    let (world, driver) = try shown(refresh: true)
    driver.perform(.pullToRefresh)
    #expect(world.scrollView.refreshControl?.isRefreshing == true)
  }

  @Test func w56AFullScreenIsPulledAsBefore() throws {
    let (world, driver) = try shown(device: Device.catalog[2])
    #expect(!world.scrollView.pullsMoveSheet)
    let top = world.scrollView.contentOffset.y
    driver.perform(.drag(translation: 120, moves: 12))
    #expect(world.scrollView.contentOffset.y < top)
  }

  /// `tracks-finger` does not judge a move the sheet took: the sheet follows the finger.
  @Test func w56TracksFingerLeavesTheSheetsMovesAlone() throws {
    var scenario = ScenarioSamples.simple(script: [.drag(translation: 120, moves: 12)])
    scenario.device = DeviceModel.detentSheets[0].device
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), TracksFinger(), scenario)
    #expect(outcome.violation == nil)
    #expect(outcome.run.trace.events.contains { if case .sheetTookPull = $0.event { return true } else { return false } })
  }
}
