import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// T20 in the worlds: a scenario's row estimate reaches the strategy's table, travels in a
/// token, reads in plain words, is drawn by the generators, and a comparison twin shares the
/// rows the user scrolled through.
@Suite struct RowEstimateTests {
  /// 30 rows of 100 on an iPhone 14 with a 44-point estimate.
  func estimated(script: [GestureEvent] = []) -> Scenario {
    var scenario = ScenarioSamples.simple(rows: 30, script: script)
    scenario.content.sections[0].rowHeights = Array(repeating: 100, count: 30)
    scenario.rowEstimate = 44
    return scenario
  }

  func shown(_ scenario: Scenario, at y: CGFloat) throws -> (World, UITableView) {
    let world = try CaseRunner.makeWorld(StretchyTableHeaderFixed(), scenario)
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.perform(.setContentOffset(y: y, animated: false))
    driver.settle()
    return (world, try #require(world.scrollView as? UITableView))
  }

  @Test func t20TheScenariosRowEstimateReachesTheTableAndRowsNotShownStandAtIt() throws {
    let (_, table) = try shown(estimated(), at: 0)
    #expect(table.estimatedRowHeight == 44)
    #expect(table.rectForRow(at: IndexPath(row: 29, section: 0)).height == 44)
    let (_, exact) = try shown(ScenarioSamples.simple(rows: 30), at: 0)
    #expect(exact.estimatedRowHeight == UITableView.automaticDimension)
  }

  @Test func t20ScrollingGrowsTheContentSizeAsRowsAreMeasured() throws {
    let (world, table) = try shown(estimated(), at: 0)
    let before = table.contentSize.height
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.perform(.drag(translation: -600, moves: 6))
    driver.perform(GestureEvent.release)
    driver.settle()
    #expect(table.contentSize.height > before)
    #expect(table.contentSize.height < CGFloat(4000))  // rows further down still at 44
  }

  @Test func t20AComparisonTwinAdoptsTheRowsTheUserScrolledThrough() throws {
    let (world, table) = try shown(estimated(), at: 1200)
    // The twin reaches the same offset its own way (through 600 first).
    let (twin, twinTable) = try shown(estimated(), at: 600)
    let twinDriver = WorldDriver(world: twin, makeTwin: { twin })
    twinDriver.perform(.setContentOffset(y: world.scrollView.contentOffset.y, animated: false))
    twinDriver.settle()
    #expect(twinTable.rowMeasurements != table.rowMeasurements)
    world.shareRowMeasurements(with: twin)
    #expect(twinTable.rowMeasurements == table.rowMeasurements)
    #expect(twinTable.contentSize == table.contentSize)
    #expect(twin.scrollView.contentOffset == world.scrollView.contentOffset)
    #expect(twinTable.indexPathsForVisibleRows == table.indexPathsForVisibleRows)
  }

  @Test func t20TheRowEstimateRoundTripsThroughATokenAndReadsInPlainWords() throws {
    let scenario = estimated()
    let token = FindingToken(strategyID: "x", invariantID: "y", scenario: scenario).text
    #expect(try FindingToken(parsing: token).scenario == scenario)
    // Without one, the token is what it was before the field existed.
    let plain = ScenarioSamples.simple()
    #expect(
      FindingToken(strategyID: "x", invariantID: "y", scenario: plain).text
        != FindingToken(strategyID: "x", invariantID: "y", scenario: { var s = plain; s.rowEstimate = 44; return s }()).text)
    let words = scenario.plainDescription(for: .tableHeader)
    #expect(words.contains { $0.hasPrefix("row estimate: 44 pt (estimatedRowHeight") })
    #expect(!plain.plainDescription(for: .tableHeader).contains { $0.hasPrefix("row estimate") })
  }

  @Test func t20TheGeneratorDrawsRowEstimatesForTheUIKitFamiliesOnly() throws {
    for family in StrategyFamily.allCases {
      let estimates = try ScenarioGenerator.scenario(for: family).samples(count: 300, seed: 5).map(\.rowEstimate)
      if family == .swiftUIHeader {
        #expect(estimates.allSatisfy { $0 == nil })
      } else {
        let drawn = Set(estimates.compactMap { $0 })
        #expect(drawn == [44, 100, 10], "\(family)")
        #expect(estimates.filter { $0 == nil }.count > 200, "\(family)")
      }
    }
  }

  @Test func t20TheMediumExhaustiveDomainRunsOneScriptWithARowEstimate() throws {
    let scenarios = try ExhaustiveScenarios.domain(.medium).generator.allValues()
    let estimated = scenarios.filter { $0.rowEstimate != nil }
    // One script of 13 on the domain's devices (not the page sheet's detent scripts, W53, nor
    // round 14's refresh and medium-first blocks).
    let everyDevice = scenarios.filter {
      !$0.script.contains(.changeDetent) && !$0.refreshControl && !$0.startsAtMediumDetent
    }
    #expect(estimated.count == everyDevice.count / 13)
    #expect(estimated.allSatisfy { $0.rowEstimate == 44 && $0.script.contains(.drag(translation: 300, moves: 4)) })
  }
}
