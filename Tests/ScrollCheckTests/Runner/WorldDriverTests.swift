import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct WorldDriverTests {
  /// A fixed stretchy-header world for `scenario`, appeared, with a driver.
  static func driver(_ scenario: Scenario, strategy: any Strategy = StretchyTableHeaderFixed()) throws -> WorldDriver {
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return WorldDriver(world: world, script: scenario.script, makeTwin: { (try? CaseRunner.makeWorld(strategy, scenario)) ?? world })
  }

  /// The translations of the drag observations recorded since `start`.
  static func drags(in world: World, from start: Int) -> [CGFloat] {
    world.recorder.trace.observations.dropFirst(start).compactMap {
      if case .drag(let translation) = $0.cause { return translation }
      return nil
    }
  }

  @Test(arguments: [(-90, 3), (120, 12), (-7, 1), (300, 40), (-45, 4)] as [(CGFloat, Int)])
  func aDragOfTranslationTInNMovesDeliversNMoves(translation: CGFloat, moves: Int) throws {
    let driver = try Self.driver(ScenarioSamples.simple())
    let start = driver.world.recorder.trace.observations.count
    let offset = driver.world.scrollView.contentOffset.y
    driver.perform(.drag(translation: translation, moves: moves))
    let drags = Self.drags(in: driver.world, from: start)
    #expect(drags.count == moves)
    #expect(drags.allSatisfy { abs($0 - translation / CGFloat(moves)) < 1e-9 })
    #expect(abs(drags.reduce(0, +) - translation) < 1e-9)
    #expect(driver.world.scrollView.contentOffset.y != offset)
  }

  @Test func moveCountsAreBounded() throws {
    let driver = try Self.driver(ScenarioSamples.simple())
    var start = driver.world.recorder.trace.observations.count
    driver.perform(.drag(translation: -10, moves: 0))
    #expect(Self.drags(in: driver.world, from: start).count == 1)
    driver.perform(GestureEvent.release)
    start = driver.world.recorder.trace.observations.count
    driver.perform(.drag(translation: -400, moves: 10_000))
    #expect(Self.drags(in: driver.world, from: start).count == WorldDriver.maximumMoves)
  }

  @Test func probePullsMoveInTenPointSteps() throws {
    let driver = try Self.driver(ScenarioSamples.simple())
    let start = driver.world.recorder.trace.observations.count
    driver.perform(ProbeStep.pull(125))
    let drags = Self.drags(in: driver.world, from: start)
    #expect(drags.count == 13)
    #expect(drags.allSatisfy { $0 > 0 && $0 <= WorldDriver.moveLength })
    #expect(driver.world.scrollView.isTracking)
    driver.settle()
    #expect(!driver.world.scrollView.isTracking)
    #expect(driver.world.scrollView.validContentOffsetYRange.contains(driver.world.scrollView.contentOffset.y))
  }

  @Test func restingAtTheEdgesReachesThem() throws {
    let driver = try Self.driver(ScenarioSamples.simple(rows: 60))
    let view = driver.world.scrollView
    driver.perform(ProbeStep.restAtBottom)
    #expect(abs(view.contentOffset.y - view.maximumContentOffsetY) < 1e-6)
    driver.perform(ProbeStep.restAtTop)
    #expect(abs(view.contentOffset.y - view.minimumContentOffsetY) < 1e-6)
  }

  @Test func c32CarryingToTheEdgesHappensOnlyWhenTheRangesDiffer() throws {
    let driver = try Self.driver(ScenarioSamples.simple(rows: 60))
    let trace = { driver.world.recorder.trace.observations }
    func names() -> [String] {
      trace().compactMap { if case .marker(let name) = $0.cause { return name } else { return nil } }
    }
    driver.perform(ProbeStep.mark("rest"))
    driver.perform(ProbeStep.restTwinAtSameOffset)
    driver.perform(ProbeStep.carryToEdges(rest: "rest", twin: ProbeMarker.twin))
    // The same picture and the same range: nothing more to compare.
    #expect(!names().contains("rest at bottom"))
    // A state whose range ends 30 points further down, drawing the same where it rests.
    var longer = try #require(trace().last { $0.cause == .marker("rest") })
    longer.validOffsetY = longer.validOffsetY.lowerBound...(longer.validOffsetY.upperBound + 30)
    driver.world.recorder.record(longer)
    driver.perform(ProbeStep.carryToEdges(rest: "rest", twin: ProbeMarker.twin))
    #expect(Array(names().suffix(4)) == ["rest at top", "twin at top", "rest at bottom", "twin at bottom"])
    let view = driver.world.scrollView
    #expect(abs(view.contentOffset.y - view.maximumContentOffsetY) < 1e-6)
  }

  @Test func theTwinReplaysContentAndOrientationChanges() throws {
    let script: [GestureEvent] = [
      .drag(translation: -200, moves: 4), .release, .insertRows(section: 0, heights: [44, 44, 44]), .rotate,
      .deleteRows(section: 0, count: 1), .drag(translation: -60, moves: 2), .release,
    ]
    let scenario = ScenarioSamples.simple(rows: 30, script: script)
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), NoHysteresis(), scenario)
    let run = outcome.run
    let rest = try #require(run.index(ofMarker: "rest"))
    let twin = try #require(run.index(ofMarker: ProbeMarker.twin))
    #expect(rest < twin)
    let original = run.observations[rest]
    let copy = run.observations[twin]
    #expect(copy.contentSize == original.contentSize)
    #expect(copy.bounds.width == original.bounds.width)
    #expect(abs(copy.contentOffset.y - original.contentOffset.y) <= copy.tolerance)
    // The changes mattered: two more rows than at first, and the landscape width.
    let appeared = run.observations[try #require(run.index(ofMarker: ProbeMarker.appeared))]
    #expect(abs(copy.contentSize.height - appeared.contentSize.height - 2 * 44) < 1e-6)
    #expect(copy.bounds.width == scenario.device.height)
    #expect(appeared.bounds.width == scenario.device.width)
  }
}
