import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W57 (round 15): at its medium detent a page sheet grows to its large one before the
/// content scrolls up, unless the app turns that off
/// (`prefersScrollingExpandsWhenScrolledToEdge = false`).
@Suite struct SheetExpansionTests {
  /// A world of `strategy` on the iPhone 14 Pro's page sheet, shown at its medium detent.
  func shown(
    _ strategy: any Strategy = StretchyTableHeaderFixed(), keeps: Bool = false, refresh: Bool = false
  ) throws -> World {
    var scenario = ScenarioSamples.simple()
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    scenario.scrollingKeepsSheetDetent = keeps
    scenario.refreshControl = refresh
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return world
  }

  func grown(_ world: World) -> [CGFloat] {
    world.recorder.trace.events.compactMap { event -> CGFloat? in
      if case .sheetGrewUnderFinger(let translation) = event.event { return translation }
      return nil
    }
  }

  @Test func w57ADragUpGrowsTheSheetBeforeTheContentScrolls() throws {
    for strategy in [StretchyTableHeaderFixed(), SwiftUIStickyHeaderModern()] as [any Strategy] {
      let world = try shown(strategy)
      let scrollView = world.scrollView
      #expect(world.sheetIsAtMediumDetent)
      let distance = try #require(world.sheetGrowthDistance)
      let mediumHeight = scrollView.bounds.height
      let top = scrollView.contentOffset.y
      scrollView.drag(by: -100)
      #expect(scrollView.contentOffset.y == top, "\(strategy.id)")
      #expect(scrollView.bounds.height == mediumHeight)
      // The rest of the way, and 40 points more: the sheet reaches large, then the content scrolls.
      scrollView.drag(by: -(distance - 100) - 40)
      #expect(!world.sheetIsAtMediumDetent, "\(strategy.id)")
      #expect(abs(scrollView.bounds.height - (mediumHeight + distance)) < 1e-9, "\(strategy.id)")
      #expect(abs(scrollView.contentOffset.y - (top + 40)) < 1e-9, "\(strategy.id)")
      #expect(grown(world) == [-100, -(distance - 100)])
      // At large, a drag up scrolls from the start.
      scrollView.drag(by: -10)
      #expect(abs(scrollView.contentOffset.y - (top + 50)) < 1e-9)
    }
  }

  @Test func w57AFingerMovingBackDownShrinksTheSheetFirst() throws {
    let world = try shown()
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: -100)
    scrollView.drag(by: 60)
    #expect(scrollView.contentOffset.y == top)
    #expect(grown(world) == [-100, 60])
    #expect(scrollView.sheetGrowth == 40)
  }

  /// Released part of the way: the nearer detent, or large when flung up.
  @Test func w57AReleaseSettlesAtTheNearerDetent() throws {
    let near = try shown()
    near.scrollView.drag(by: -60)
    near.scrollView.release()
    #expect(near.sheetIsAtMediumDetent)
    #expect(near.scrollView.sheetGrowth == 0)

    let far = try shown()
    let distance = try #require(far.sheetGrowthDistance)
    far.scrollView.drag(by: -(distance / 2 + 1))
    far.scrollView.release()
    #expect(!far.sheetIsAtMediumDetent)

    let flung = try shown()
    let top = flung.scrollView.contentOffset.y
    flung.scrollView.drag(by: -20)
    flung.scrollView.fling(velocity: -2000)
    #expect(!flung.sheetIsAtMediumDetent)
    // The fling was the sheet's: the content did not move.
    #expect(flung.recorder.trace.observations.allSatisfy { abs($0.contentOffset.y - top) < 1e-9 })
  }

  @Test func w57AnAppThatTurnsItOffScrollsAtMedium() throws {
    let world = try shown(keeps: true)
    let top = world.scrollView.contentOffset.y
    world.scrollView.drag(by: -100)
    #expect(abs(world.scrollView.contentOffset.y - (top + 100)) < 1e-9)
    #expect(world.sheetIsAtMediumDetent)
    #expect(grown(world).isEmpty)
  }

  /// Scrolled into the content at medium (a detent change left it there): the content scrolls
  /// under `edge`, the default; the sheet grows first under `any`.
  @Test func w57ScrolledIntoTheContentDependsOnTheAssumption() throws {
    func scrolledWorld() throws -> World {
      let world = try shown(keeps: false)
      world.changeDetent()  // to large
      world.scrollView.drag(by: -120)
      world.scrollView.release()
      world.changeDetent()  // back to medium, scrolled
      return world
    }
    let log = ExerciseLog()
    try EngineAssumptions.$log.withValue(log) {
      let world = try scrolledWorld()
      let y = world.scrollView.contentOffset.y
      world.scrollView.drag(by: -30)
      #expect(abs(world.scrollView.contentOffset.y - (y + 30)) < 1e-9)
    }
    #expect(log.exercised.contains("W57"))
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W57=any"])) {
      let world = try scrolledWorld()
      let y = world.scrollView.contentOffset.y
      world.scrollView.drag(by: -30)
      #expect(world.scrollView.contentOffset.y == y)
      #expect(!grown(world).isEmpty)
    }
  }

  /// With a refresh control, a pull past the top rubber-bands (W56); a finger moving back up
  /// brings the content to its edge first, then grows the sheet.
  @Test func w57APulledContentReturnsToItsEdgeBeforeTheSheetGrows() throws {
    let world = try shown(refresh: true)
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: 30)
    #expect(scrollView.contentOffset.y < top)
    scrollView.drag(by: -50)
    #expect(abs(scrollView.contentOffset.y - top) < 1e-9)
    let taken = grown(world)
    #expect(taken.count == 1 && abs((taken.first ?? 0) + 20) < 1e-9)
  }

  /// `tracks-finger` and `monotonic` do not judge a move the sheet took.
  @Test func w57TracksFingerLeavesTheSheetsGrowthAlone() throws {
    var scenario = ScenarioSamples.simple(script: [.drag(translation: -200, moves: 10)])
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    for invariant in [TracksFinger(), Monotonic()] as [any Invariant] {
      let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), invariant, scenario)
      #expect(outcome.violation == nil, "\(invariant.id)")
      #expect(outcome.run.trace.events.contains {
        if case .sheetGrewUnderFinger = $0.event { return true } else { return false }
      })
    }
  }

  /// A comparison twin is brought to the detent a drag left this world at.
  @Test func w57ATwinSharesTheDetentADragLeft() throws {
    var scenario = ScenarioSamples.simple(script: [.drag(translation: -400, moves: 10), .release])
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), NoHysteresis(), scenario)
    let run = outcome.run
    let rest = try #require(run.index(ofMarker: "rest"))
    let twin = try #require(run.index(ofMarker: ProbeMarker.twin))
    #expect(run.observations[rest].bounds.size == run.observations[twin].bounds.size)
    #expect(outcome.violation == nil)
  }

  @Test func w57TheFlagRoundTripsThroughTheTokenAndReadsInPlainWords() throws {
    var scenario = ScenarioSamples.simple()
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.scrollingKeepsSheetDetent = true
    let token = FindingToken(strategyID: "s", invariantID: "i", scenario: scenario)
    let parsed = try FindingToken(parsing: token.text)
    #expect(parsed.scenario.scrollingKeepsSheetDetent)
    #expect(scenario.plainDescription().contains {
      $0 == "sheet: scrolling does not expand it (prefersScrollingExpandsWhenScrolledToEdge = false)"
    })
    var elsewhere = scenario
    elsewhere.device = Device.catalog[2]
    #expect(!elsewhere.plainDescription().contains { $0.contains("scrolling does not expand") })
  }

  /// One case in four on the detent sheet keeps its detent; no other device draws the flag.
  @Test func w57AQuarterOfTheDetentSheetsCasesTurnItOff() throws {
    let scenarios = try ScenarioGenerator.scenario(for: .tableHeader).samples(count: 3000, seed: 5)
    let onSheet = scenarios.filter { DeviceModel.hasMediumDetent($0.device.initialScreen.size) }
    let keeps = onSheet.filter(\.scrollingKeepsSheetDetent).count
    #expect(onSheet.count > 40)
    #expect(Double(keeps) > Double(onSheet.count) * 0.12 && Double(keeps) < Double(onSheet.count) * 0.4)
    #expect(!scenarios.contains {
      $0.scrollingKeepsSheetDetent && !DeviceModel.hasMediumDetent($0.device.initialScreen.size)
    })
  }
}
