import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The seeds' own content, the storyboard table's Safe Area pin and "Automatic" table-wide
/// heights (issue 8, section 6).
@Suite struct SeedContentTests {
  /// Seed 003's storyboard scene on an iPhone SE (1st generation), in portrait.
  static func storyboardScenario(pin: StoryboardAttributes.TablePin, automatic: Bool) -> Scenario {
    var scenario = Scenario(
      device: Device.catalog[0],
      content: Content(
        sections: [Content.Section(rowHeights: [44, 44])],
        sectionHeaderHeight: automatic ? UITableView.automaticDimension : 40,
        sectionFooterHeight: automatic ? UITableView.automaticDimension : 30),
      minimumHeaderHeight: 50, maximumHeaderHeight: 200, headerText: "", script: [])
    scenario.storyboardTablePin = pin
    return scenario
  }

  func presentedTable(_ scenario: Scenario, _ assumptions: EngineAssumptions = EngineAssumptions()) throws
    -> (frame: CGRect, safeArea: UIEdgeInsets, header: CGFloat)
  {
    try EngineAssumptions.$current.withValue(assumptions) {
      let world = try CaseRunner.makeWorld(NonFloatingSectionsPublished(), scenario)
      world.appear()
      let table = try #require(world.scrollView as? UITableView)
      return (table.frameInRootView, table.safeAreaInsets, table.sectionHeaderHeight)
    }
  }

  @Test func c30SeedThreesTableSitsInsideTheSafeAreaUnlessTheSceneSaysSuperview() throws {
    let safe = try presentedTable(Self.storyboardScenario(pin: .safeArea, automatic: false))
    #expect(safe.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(safe.safeArea == .zero)
    let edges = try presentedTable(Self.storyboardScenario(pin: .superview, automatic: false))
    #expect(edges.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(edges.safeArea.top == 20)
  }

  @Test func c30TheSuperviewPinIsATaggedFieldShownInWords() throws {
    let safe = Self.storyboardScenario(pin: .safeArea, automatic: false)
    let edges = Self.storyboardScenario(pin: .superview, automatic: false)
    #expect(ScenarioCoding.encode(edges).count > ScenarioCoding.encode(safe).count)
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(edges)) == edges)
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(safe)) == safe)
    #expect(edges.plainDescription().contains("storyboard table: pinned to the superview's edges, not the Safe Area"))
    #expect(!safe.plainDescription().contains { $0.hasPrefix("storyboard table") })
  }

  @Test func t30AutomaticTableWideHeightsReachAStoryboardTableUnset() throws {
    let automatic = Self.storyboardScenario(pin: .safeArea, automatic: true)
    #expect(try presentedTable(automatic).header == 28)
    #expect(try presentedTable(automatic, EngineAssumptions(["T3=automatic"])).header == UITableView.automaticDimension)
    #expect(try presentedTable(Self.storyboardScenario(pin: .safeArea, automatic: false)).header == 40)
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(automatic)) == automatic)
    #expect(automatic.content.plainDescription.contains("table-wide section header automatic, footer automatic"))
    #expect(ScenarioGenerator.tableWideHeights.contains(UITableView.automaticDimension))
  }

  @Test func everyPortedSeedHasItsContentAndTheFixesHaveNone() {
    #expect(SeedContent.forStrategy("stretchy-table-header.published")?.seed == "seed 000")
    #expect(SeedContent.forStrategy("swiftui-sticky-header.published")?.seed == "seed 001")
    #expect(SeedContent.forStrategy("self-sizing-header.no-reassign")?.seed == "seed 002")
    #expect(SeedContent.forStrategy("non-floating-sections.published")?.seed == "seed 003")
    for strategy in StrategyCatalog.all where strategy.id.hasSuffix(".fixed") || strategy.id.hasSuffix(".modern") {
      #expect(SeedContent.forStrategy(strategy.id) == nil)
    }
    let seed000 = SeedContent.forStrategy("stretchy-table-header.published")!.apply(ScenarioSamples.simple(rows: 0))
    #expect(seed000.content.sections.map(\.rowHeights) == [[44]])
    let seed003 = SeedContent.forStrategy("non-floating-sections.published")!.apply(ScenarioSamples.simple(rows: 0))
    #expect(seed003.content.sections.count == 5)
    #expect(seed003.content.rowCount == 25)
    #expect(SeedContent.forStrategy("swiftui-sticky-header.published")!.apply(ScenarioSamples.simple()).content.rowCount == 101)
  }

  @Test func aFindingSaysWhetherItShowsOnItsSeedsContent() throws {
    let service = CatalogService()
    // Seed 000's collapsible: the header never collapses, whatever the rows.
    let strategy = StretchyTableHeaderPublished()
    let token = try #require(strategy.knownViolations.first { $0.invariant == "collapsible" }?.token)
    let finding = try #require(try service.replay(token: token).verdict.finding)
    let check = try #require(finding.seedContent)
    #expect(check.shows)
    #expect(check.seed == "seed 000")
    #expect(TextReport.findingBody(finding).contains { $0.hasPrefix("Seed content: shows on seed 000's own content") })
    let seedToken = try #require(check.token)
    let replayed = try #require(try service.replay(token: seedToken).verdict.finding)
    #expect(replayed.invariantID == "collapsible")
    // A fixed strategy comes from no seed's code.
    #expect(try service.seedContentCheck(
      StretchyTableHeaderFixed(), Collapsible(), ScenarioSamples.simple(), assumptions: EngineAssumptions()) == nil)
  }
  /// P4: a text report without --verbose prints a recorded violation on one line, so such a
  /// run leaves out its seed-content check; the report reads the same.
  @Test func p4ARecordedViolationsSeedContentIsCheckedOnlyWhenAReportShowsIt() throws {
    let service = CatalogService()
    var request = RunRequest(
      strategyIDs: ["stretchy-table-header.published"], invariantIDs: ["collapsible"], count: 1, seed: 3)
    let full = try service.run(request, progress: { _ in })
    request.describesRecordedFindingsInFull = false
    let brief = try service.run(request, progress: { _ in })
    let fullFinding = try #require(full.findings.first)
    let briefFinding = try #require(brief.findings.first)
    #expect(fullFinding.seedContent != nil)
    #expect(briefFinding.seedContent == nil)
    #expect(briefFinding.token == fullFinding.token && briefFinding.provenance == fullFinding.provenance)
    #expect(TextReport(brief).render() == TextReport(full).render())
    #expect(TextReport(full).render().contains("1 recorded violation reproduced"))
  }
}
