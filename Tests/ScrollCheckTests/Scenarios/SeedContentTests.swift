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

  /// Issue 8, section 6: the seed-content check tries a bounded list of cases in a fixed
  /// order, built from the finding's own case and lists written out in `SeedContent`, none
  /// drawn from the generators, so a generator change cannot move its answer.
  @Test func theSeedsOwnContentWorldIsBoundedAndInAFixedOrder() throws {
    let seed = try #require(SeedContent.forStrategy("stretchy-table-header.published"))
    var finding = ScenarioSamples.simple(rows: 3)
    finding.script = [.drag(translation: -1, moves: 12), .changeContentInset(top: 0, bottom: 49)]
    let world = seed.world(around: finding)
    #expect(world == seed.world(around: finding))
    #expect(world.first == seed.apply(finding))
    #expect(world.allSatisfy { $0.content == seed.apply(finding).content })
    #expect(Set(world).count == world.count)
    // Its device turned, five devices in both orientations, each event left out, the
    // written-out scripts: at most 1 + 1 + 10 + 2 + 13, fewer where two coincide.
    #expect(world.count <= 27 && world.count >= 20)
    #expect(world[1].device.startsInLandscape != finding.device.startsInLandscape)
    #expect(world.contains { $0.script == [.changeContentInset(top: 0, bottom: 49)] && $0.device == finding.device })
    for script in SeedContent.worldScripts {
      #expect(world.contains { $0.script == script && $0.device == finding.device })
    }
    #expect(world.contains { $0.device.model?.name == "iPad Pro 11-inch" && $0.device.startsInLandscape })
  }

  @Test func theSeedContentCheckGivesTheSameAnswerEachTime() throws {
    let service = CatalogService()
    let strategy = StretchyTableHeaderPublished()
    let token = try #require(strategy.knownViolations.first { $0.invariant == "no-hysteresis" }?.token)
    let parsed = try FindingToken(parsing: token)
    let first = try service.seedContentCheck(strategy, NoHysteresis(), parsed.scenario, assumptions: EngineAssumptions())
    let second = try service.seedContentCheck(strategy, NoHysteresis(), parsed.scenario, assumptions: EngineAssumptions())
    #expect(first != nil && first == second)
    let seed = try #require(SeedContent.forStrategy(strategy.id))
    if let first, first.token == nil { #expect(first.cases == seed.world(around: parsed.scenario).count) }
  }
}
