import Foundation
import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Runs `scrollcheck` with `arguments` against a real service, capturing everything.
func scrollcheck(
  _ arguments: [String], catalog service: CatalogService
) -> (code: Int32, output: String, error: String) {
  var output = ""
  var error = ""
  let code = ScrollCheckCommand.main(
    arguments: arguments, environment: [:], service: service, standardOutput: &output,
    standardError: &error, terminal: TerminalStatus(false), seedSource: { 0xC0FFEE })
  return (code, output, error)
}

/// The published stretchy header with a record of its own: the same technique, so that a
/// token found in a test can be recorded as a known violation.
struct RecordedStretchyHeader: StretchyTableHeaderStrategy {
  let base = StretchyTableHeaderPublished()
  let knownViolations: [KnownViolation]
  var id: String { base.id }
  var summary: String { base.summary }
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration { base.declaration(for: proposal) }
  func makeViewController(heights: HeaderHeights) -> UIViewController { base.makeViewController(heights: heights) }
}

@Suite struct CatalogServiceTests {
  let service = CatalogService()
  static let published = "stretchy-table-header.published"
  static let fixedIDs = StrategyCatalog.all.map(\.id).filter { $0.hasSuffix(".fixed") || $0.hasSuffix(".modern") }

  /// A small run of one published strategy against `no-gap`, which it breaks (count 8, seed 3).
  func violatedCell(_ service: CatalogService = CatalogService()) throws -> Finding {
    let report = try service.run(
      RunRequest(strategyIDs: [Self.published], invariantIDs: ["no-gap"], count: 8, seed: 3), progress: { _ in })
    return try #require(report.cells.first?.verdict.finding)
  }

  @Test func listsTheCatalogsInOrder() {
    #expect(service.strategies.map(\.id) == StrategyCatalog.all.map(\.id))
    #expect(service.strategies.map(\.family) == StrategyCatalog.all.map(\.family))
    #expect(service.strategies.map(\.expectedViolations) == StrategyCatalog.all.map(\.expectedViolations))
    // The catalog, then the pseudo-invariants `crashes` and `hangs`.
    #expect(service.invariants.map(\.id) == InvariantCatalog.all.map(\.id) + ["crashes", "hangs"])
    let real = service.invariants.prefix(InvariantCatalog.all.count)
    // Families in `StrategyFamily.allCases` order, as `InvariantInfo` documents.
    #expect(real.map(\.families) == InvariantCatalog.all.map { invariant in
      StrategyFamily.allCases.filter { invariant.families.contains($0) }
    })
    #expect(real.allSatisfy { !$0.explanation.isEmpty && $0.tolerance.contains("pixel") })
    #expect(service.invariants.suffix(2).allSatisfy { $0.families == StrategyFamily.allCases })
    #expect(
      Self.fixedIDs == [
        "stretchy-table-header.fixed", "swiftui-sticky-header.fixed", "swiftui-sticky-header.modern",
        "non-floating-sections.fixed",
      ])
  }

  @Test func invariantsOfForeignFamiliesAreNotApplicable() throws {
    let report = try service.run(
      RunRequest(
        strategyIDs: ["swiftui-sticky-header.fixed", "non-floating-sections.fixed"],
        invariantIDs: ["clamped", "collapsible", "self-sized", "tracks-width"], count: 2, seed: 1),
      progress: { _ in })
    // Each strategy also gets its `crashes` and `hangs` cells, which every case feeds.
    #expect(report.cells.count == 12)
    #expect(report.cells.filter { !["crashes", "hangs"].contains($0.invariantID) }.allSatisfy { $0.verdict == .notApplicable })
    let stretchy = try service.run(
      RunRequest(strategyIDs: [Self.published], invariantIDs: ["pinned", "not-floating", "settles"], count: 2, seed: 1),
      progress: { _ in })
    #expect(stretchy.cell(strategy: Self.published, invariant: "pinned")?.verdict == .notApplicable)
    #expect(stretchy.cell(strategy: Self.published, invariant: "not-floating")?.verdict == .notApplicable)
    // (idempotent, used here before, is now recorded as broken under the content events.)
    #expect(stretchy.cell(strategy: Self.published, invariant: "settles")?.verdict == .passed(cases: 2))
  }

  /// Count 8 keeps this under a few seconds per strategy in a debug build.
  @Test(arguments: fixedIDs)
  func fixedStrategiesPassEveryApplicableInvariant(id: String) throws {
    let report = try service.run(RunRequest(strategyIDs: [id], invariantIDs: [], count: 8, seed: 17), progress: { _ in })
    #expect(report.cells.count == InvariantCatalog.all.count + 2)
    let applicable = report.cells.filter { $0.verdict != .notApplicable && !["crashes", "hangs"].contains($0.invariantID) }
    #expect(applicable.count >= 6)
    // A fixed version's record (only findings that rest on one alternative of an assumption,
    // FindingsTableTests) is replayed first and shows; every other cell passes.
    let strategy = try #require(StrategyCatalog.strategy(withID: id))
    let recorded = Set(strategy.knownViolations.map(\.invariant))
    // A cell's cases are its count and the regression tokens it replayed first (round 17).
    func cases(_ invariantID: String) -> Int {
      8 + strategy.regressionTokens.filter { (try? FindingToken(parsing: $0))?.invariantID == invariantID }.count
    }
    for cell in applicable where !recorded.contains(cell.invariantID) {
      #expect(
        cell.verdict == .passed(cases: cases(cell.invariantID)),
        "\(id) × \(cell.invariantID): \(cell.verdict.finding?.message ?? "")")
    }
    if recorded.isEmpty {
      // Every case of the applicable cells counts for `crashes` and `hangs`.
      let all = applicable.map { cases($0.invariantID) }.reduce(0, +)
      #expect(report.cell(strategy: id, invariant: "crashes")?.verdict == .passed(cases: all))
      #expect(report.cell(strategy: id, invariant: "hangs")?.verdict == .passed(cases: all))
    }
    #expect(report.matchesExpectations)
  }

  @Test func aStoryboardTablesScenarioNamesItsTableWideHeightsEvenWithNoSections() throws {
    // Seed 003's table comes from a storyboard and its code reads sectionHeaderHeight and
    // sectionFooterHeight: its `terminates` finding has no sections, yet the heights decide it.
    let strategy = NonFloatingSectionsPublished()
    let known = try #require(strategy.knownViolations.first { $0.invariant == "terminates" })
    let finding = try #require(try CatalogService().replay(token: known.token).verdict.finding)
    let scenario = try FindingToken(parsing: known.token).scenario
    let content = scenario.content
    #expect(content.sections.isEmpty)
    #expect(
      finding.scenario.contains(
        "content: no sections; table-wide section header \(content.sectionHeaderHeight.compactDescription), "
          + "footer \(content.sectionFooterHeight.compactDescription), "
          + "top padding \(content.sectionHeaderTopPadding.compactDescription)"))
    // A code-built table with no sections reads none of them: the line stays short.
    #expect(scenario.plainDescription(for: .nonFloatingSections).contains("content: no sections"))
    #expect(!scenario.plainDescription(for: .nonFloatingSections).joined().contains("table-wide"))
  }

  @Test func theScenarioLineSaysTheAdjustmentAskedForAndInForceAndTheFailingOrientation() throws {
    let scenario = ScenarioSamples.simple()
    var checked = run(.tableHeader, minimum: 50, maximum: 200, [])
    checked.adjustmentInForce = .never
    let strategy = StretchyTableHeaderPublished()
    let line = try #require(CatalogService.describedAsRun(scenario, strategy, checked).first)
    #expect(line.hasSuffix("contentInsetAdjustmentBehavior .never (set by the strategy; the scenario asks for .automatic)"))
    checked.adjustmentInForce = .automatic
    #expect(try #require(CatalogService.describedAsRun(scenario, strategy, checked).first)
      .hasSuffix("contentInsetAdjustmentBehavior .automatic"))
    // Failing after a rotation: the orientation there is said too.
    var rotated = observation(.sizeChange)
    rotated.rootViewBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
    let after = try #require(CatalogService.describedAsRun(scenario, strategy, checked, failing: rotated).first)
    #expect(after.hasSuffix("; landscape at the failing state (after a rotation)"))
    rotated.rootViewBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(!(try #require(CatalogService.describedAsRun(scenario, strategy, checked, failing: rotated).first)).contains("failing"))
  }

  @Test func aSwiftUIScenarioLineSaysTheBaseHeightTheStrategyDeclared() throws {
    // Seed 001's port declares its constant 200 whatever the generator proposed (issue 8,
    // section 8): the line says 200, not the proposal.
    var scenario = ScenarioSamples.simple()
    scenario.maximumHeaderHeight = 90
    let proposed = scenario.plainDescription(for: .swiftUIHeader)
    #expect(proposed.contains("header: base height 90"))
    let checked = run(.swiftUIHeader, minimum: 200, maximum: 200, [])
    let lines = CatalogService.describedAsRun(scenario, SwiftUIStickyHeaderPublished(), checked)
    #expect(lines.contains("header: base height 200"))
    #expect(!lines.contains("header: base height 90"))
    // The other lines are left as they were.
    #expect(lines.filter { !$0.hasPrefix("header: ") } == proposed.filter { !$0.hasPrefix("header: ") }.map {
      $0.hasPrefix("device: ") ? lines[0] : $0
    })
  }

  @Test func aViolationsTokenReplaysToTheSameFinding() throws {
    let finding = try violatedCell()
    #expect(finding.strategyID == Self.published && finding.invariantID == "no-gap")
    let parsed = try FindingToken(parsing: finding.token)
    #expect(parsed.strategyID == Self.published && parsed.invariantID == "no-gap")
    // The finding describes what ran: seed 000 turns the adjustment off (`.never`).
    #expect(Array(parsed.scenario.plainDescription(for: .tableHeader).dropFirst()) == Array(finding.scenario.dropFirst()))
    #expect(finding.scenario[0].contains("contentInsetAdjustmentBehavior .never"))
    #expect(finding.shrink.originalSize >= parsed.scenario.script.count)

    let replay = try service.replay(token: finding.token)
    #expect(replay.strategyID == Self.published && replay.invariantID == "no-gap")
    let replayed = try #require(replay.verdict.finding)
    #expect(replayed.message == finding.message)
    #expect(replayed.failingStep == finding.failingStep)
    #expect(replayed.failingStepDescription == finding.failingStepDescription)
    #expect(replayed.scenario == finding.scenario)
    #expect(replayed.token == finding.token)
    #expect(replayed.before == finding.before && replayed.after == finding.after)
    #expect(replayed.marks == finding.marks)
  }

  @Test func aRecordedViolationIsReplayedFirstAndMatchesTheRecord() throws {
    let finding = try violatedCell()
    let recorded = CatalogService(
      strategies: [RecordedStretchyHeader(knownViolations: [KnownViolation("no-gap", token: finding.token)])])
    // The record is this run's finding, whatever the seed.
    let report = try recorded.run(
      RunRequest(strategyIDs: [Self.published], invariantIDs: ["no-gap"], count: 1, seed: 99), progress: { _ in })
    let again = try #require(report.cells.first?.verdict.finding)
    #expect(again.token == finding.token)
    #expect(again.message == finding.message)
    #expect(again.shrink.isReplayed)
    #expect(report.matchesExpectations)

    // Through the command: 0 where the record has it, 1 where it is a new violation.
    let replayRecorded = scrollcheck(["replay", finding.token], catalog: recorded)
    #expect(replayRecorded.code == 0, "\(replayRecorded.output)\(replayRecorded.error)")
    // The report wraps long lines at 100 columns: compare the words.
    func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    #expect(words(replayRecorded.output).contains(words(finding.message)))
    let replayNew = scrollcheck(["replay", finding.token], catalog: service)
    let recordsIt = StrategyCatalog.strategy(withID: Self.published)!.expectedViolations.contains("no-gap")
    #expect(replayNew.code == (recordsIt ? 0 : 1))
    #expect(words(replayNew.output).contains(words(finding.message)))
  }

  @Test func everyRecordedTokenOfTheCatalogReplaysThroughTheCommand() {
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let result = scrollcheck(["replay", known.token], catalog: service)
        #expect(result.code == 0, "\(strategy.id) × \(known.invariant): \(result.output)\(result.error)")
      }
    }
  }

  @Test func unknownIdentifiersThrow() throws {
    #expect(throws: CheckServiceError.unknownIdentifier("strategy nope")) {
      try service.run(RunRequest(strategyIDs: ["nope"], invariantIDs: [], count: 1, seed: 0), progress: { _ in })
    }
    #expect(throws: CheckServiceError.unknownIdentifier("invariant nope")) {
      try service.run(RunRequest(strategyIDs: [], invariantIDs: ["nope"], count: 1, seed: 0), progress: { _ in })
    }
    #expect(throws: CheckServiceError.unknownIdentifier("strategy nope")) {
      try service.exhaustive(
        .small, request: RunRequest(strategyIDs: ["nope"], invariantIDs: [], seed: 0), announce: { _ in },
        progress: { _ in })
    }
    let scenario = ScenarioSamples.simple(rows: 1)
    let foreignStrategy = FindingToken(strategyID: "mine.published", invariantID: "no-gap", scenario: scenario)
    #expect(throws: CheckServiceError.unknownIdentifier("strategy mine.published")) {
      try service.replay(token: foreignStrategy.text)
    }
    let foreignInvariant = FindingToken(strategyID: Self.published, invariantID: "mine", scenario: scenario)
    #expect(throws: CheckServiceError.unknownIdentifier("invariant mine")) {
      try service.replay(token: foreignInvariant.text)
    }
  }

  @Test(arguments: ["", "nope", "sc1-aaaa-00000000", "g1-aaaa-00000000", "sc2-aaaa-00000000"])
  func badTokensThrowInvalidToken(token: String) {
    do {
      _ = try service.replay(token: token)
      Issue.record("replayed \(token)")
    } catch let error as CheckServiceError {
      guard case .invalidToken(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.contains("token"))
      #expect(error.isUsageError)
      #expect(error.description.hasPrefix("Invalid replay token: "))
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func aTamperedTokenOfARealFindingThrowsInvalidToken() throws {
    let token = FindingToken(
      strategyID: Self.published, invariantID: "no-gap", scenario: ScenarioSamples.simple(rows: 1)
    ).text
    var characters = Array(token)
    characters[8] = characters[8] == "a" ? "b" : "a"
    #expect(throws: CheckServiceError.self) { try service.replay(token: String(characters)) }
    let result = scrollcheck(["replay", String(characters)], catalog: service)
    #expect(result.code == 64)
    #expect(result.error.contains("Error: "))
  }

  @Test func theSameSeedGivesEqualReports() throws {
    let request = RunRequest(
      strategyIDs: [Self.published, "stretchy-table-header.fixed"], invariantIDs: ["clamped", "no-gap", "monotonic"],
      count: 4, seed: 99)
    let first = try service.run(request, progress: { _ in })
    let second = try service.run(request, progress: { _ in })
    #expect(first == second)
    #expect(first.findings.count >= 1)
    #expect(first.mode == .random(seed: 99, count: 4))

    let arguments = [
      "run", "--strategy", "stretchy-table-header.*", "--invariant", "no-gap", "--invariant", "monotonic",
      "--count", "4", "--seed", "99", "--format", "json",
    ]
    let one = scrollcheck(arguments, catalog: service)
    let two = scrollcheck(arguments, catalog: service)
    #expect(!one.output.isEmpty)
    #expect(one.output == two.output)
    #expect(one.output.contains("\"token\""))
    #expect(try JSONSerialization.jsonObject(with: Data(one.output.utf8)) is [String: Any])
  }

  @Test func theSmallExhaustiveDomainAnnouncesItsSizeFirst() throws {
    var events: [String] = []
    var announced: ExhaustiveDomain?
    let report = try service.exhaustive(
      .small, request: RunRequest(strategyIDs: ["stretchy-table-header.fixed"], invariantIDs: ["settles"], seed: 0),
      announce: {
        announced = $0
        events.append("announce")
      },
      progress: { _ in events.append("progress") })
    #expect(events.first == "announce")
    #expect(events.filter { $0 == "announce" }.count == 1)
    let domain = try #require(announced)
    let enumerated = try ExhaustiveScenarios.domain(.small).generator.allValues()
    #expect(domain.scenarioCount == enumerated.count)
    #expect(Set(enumerated).count == enumerated.count)
    #expect(domain.scenarioCount == 144)  // 64, 16 sheet-detent scenarios (W53), 32 with a refresh control, 24 first at medium (W55), 8 kept there while dragged (W57)
    #expect(report.mode == .exhaustive(domain))
    // The collapsing table header's cells also run every scenario on grouped sections (W52).
    #expect(domain.dimensions.last == "collapsing table header: 288 scenarios (each also on grouped sections, W52)")
    #expect(report.cells.map(\.verdict) == Array(repeating: .passed(cases: 2 * domain.scenarioCount), count: 3))
  }

  @Test func fixedStrategiesExitZeroThroughTheCommand() {
    let result = scrollcheck(["--strategy", "*.fixed", "--count", "4", "--seed", "5"], catalog: service)
    #expect(result.code == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("OK:"))
  }
}

@Suite("CatalogService record replay")
struct CatalogServiceRecordTests {
  @Test func aRecordedViolationIsReplayedFirstUnlessSearchOnly() throws {
    let service = CatalogService(strategies: [StretchyTableHeaderPublished()])
    let recorded = try service.run(
      RunRequest(strategyIDs: [], invariantIDs: ["collapsible"], count: 1, seed: 3), progress: { _ in })
    let finding = try #require(recorded.findings.first)
    #expect(finding.shrink.isReplayed)
    #expect(finding.token == StretchyTableHeaderPublished().knownViolations.first { $0.invariant == "collapsible" }?.token)
    let searched = try service.run(
      RunRequest(strategyIDs: [], invariantIDs: ["collapsible"], count: 20, seed: 3, replaysRecord: false),
      progress: { _ in })
    #expect(searched.findings.first.map { !$0.shrink.isReplayed } == true)
  }
}

@Suite("CatalogService strategy descriptions")
struct CatalogServiceStrategyInfoTests {
  @Test func aTableHeaderThatDoesNotStretchIsNotCheckedForStretching() throws {
    let service = CatalogService()
    let fixed = try #require(service.strategies.first { $0.id == "stretchy-table-header.fixed" })
    #expect(fixed.excludedInvariants == ["stretches"])
    let stretches = try #require(service.invariants.first { $0.id == "stretches" })
    #expect(!fixed.isChecked(by: stretches))
    let swiftUI = try #require(service.strategies.first { $0.id == "swiftui-sticky-header.fixed" })
    #expect(swiftUI.excludedInvariants.isEmpty && swiftUI.isChecked(by: stretches))
  }
}
