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
    // A drag up still scrolls the content.
    driver.perform(.drag(translation: -100, moves: 10))
    #expect(scrollView.contentOffset.y > top)
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
