import ScrollGeometry
@testable import Strategies
import Testing

@testable import ScrollCheck

/// `Strategy.regressionTokens` (round 16): the cases a strategy once failed, replayed by
/// every random run before it searches.
@Suite struct RegressionTokenTests {
  /// Each token names its strategy and an invariant of the strategy's family, and the
  /// catalogue's strategy holds its case (under the default alternatives).
  @Test(arguments: StrategyCatalog.all.filter { !$0.regressionTokens.isEmpty }.map(\.id))
  func everyRegressionTokenIsACaseTheStrategyNowHolds(id: String) throws {
    let strategy = try #require(StrategyCatalog.strategy(withID: id))
    for text in strategy.regressionTokens {
      let token = try FindingToken(parsing: text)
      #expect(token.strategyID == id, "\(text)")
      let invariant = try #require(InvariantCatalog.all.first { $0.id == token.invariantID }, "\(text)")
      #expect(invariant.families.contains(strategy.family), "\(text)")
      #expect(try CaseRunner.run(strategy, invariant, token.scenario).verdict == .held, "\(text)")
    }
  }

  /// Round 16's mutation audit (S1): undoing `stretchy-table-header.fixed`'s round-12
  /// revision (keeping the large title, round 11's revision) fails a case the random cases
  /// reach once in 1,000 or more; a run of one case reports it, new to the record.
  @Test func aRunReportsAnUndoneFixAtOnce() throws {
    let undone = StretchyTableHeaderFixed(keepingLargeTitle: true)
    let report = try CatalogService(strategies: [undone]).run(
      RunRequest(strategyIDs: [undone.id], invariantIDs: ["round-trip"], count: 1, seed: 1), progress: { _ in })
    let finding = try #require(report.findings.first)
    #expect(finding.invariantID == "round-trip")
    #expect(undone.regressionTokens.contains(finding.token))
    // The catalogue's revision holds the same run.
    let fixed = try CatalogService(strategies: [StretchyTableHeaderFixed()]).run(
      RunRequest(strategyIDs: [undone.id], invariantIDs: ["round-trip"], count: 1, seed: 1), progress: { _ in })
    #expect(fixed.findings.isEmpty)
  }

  /// A token a run cannot replay (malformed, another strategy's, an invariant its family is
  /// not checked for) is an error, never a silent pass; the fixed header's own tokens run.
  @Test func aTokenTheRunCannotReplayIsAnError() throws {
    struct Listing: StretchyTableHeaderStrategy {
      let tokens: [String]
      var id: String { "stretchy-table-header.fixed" }
      var summary: String { "the fixed header with other regression tokens" }
      var knownViolations: [KnownViolation] { [] }
      var regressionTokens: [String] { tokens }
      func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
        StretchyTableHeaderFixed().declaration(for: proposal)
      }
      func makeViewController(heights: HeaderHeights) -> UIViewController {
        StretchyTableHeaderFixed().makeViewController(heights: heights)
      }
    }
    func run(_ tokens: [String]) throws {
      _ = try CatalogService(strategies: [Listing(tokens: tokens)]).run(
        RunRequest(strategyIDs: ["stretchy-table-header.fixed"], invariantIDs: ["clamped"], count: 1, seed: 1),
        progress: { _ in })
    }
    try run(StretchyTableHeaderFixed().regressionTokens)
    let other = try #require(StrategyCatalog.strategy(withID: "stretchy-table-header.published")?.knownViolations.first).token
    let fixedToken = try FindingToken(parsing: StretchyTableHeaderFixed().regressionTokens[0])
    let notItsFamily = FindingToken(strategyID: fixedToken.strategyID, invariantID: "self-sized", scenario: fixedToken.scenario).text
    for tokens in [["sc1-not-a-token"], [other], [notItsFamily]] {
      let error = #expect(throws: CheckServiceError.self) { try run(tokens) }
      #expect("\(error.map { "\($0)" } ?? "")".contains("regression token"), "\(String(describing: error))")
    }
  }

  /// A replayed token is a case of its cell: one a model bound cuts counts among the cell's
  /// cases, so the report never says more cases were undecided than the cell ran (round 16's
  /// second review: "3 of 2 cases").
  @Test func anUndecidedRegressionTokenIsOneOfTheCellsCases() throws {
    struct Listing: SelfSizingHeaderStrategy {
      let tokens: [String]
      var recorded: [KnownViolation] = []
      let base = SelfSizingHeader(mistake: .unguardedReassign)
      var id: String { base.id }
      var summary: String { "the unguarded reassignment with a regression token" }
      var knownViolations: [KnownViolation] { recorded }
      var regressionTokens: [String] { tokens }
      func declaration(for proposal: HeaderHeights) -> HeaderDeclaration { base.declaration(for: proposal) }
      func makeViewController(headerText: String) -> UIViewController { base.makeViewController(headerText: headerText) }
      func setHeaderText(_ text: String, in viewController: UIViewController) {
        base.setHeaderText(text, in: viewController)
      }
    }
    // Its layout never converges: every case of `no-gap` is cut by the layout-pass bound.
    let token = FindingToken(strategyID: "self-sizing-header.unguarded-reassign", invariantID: "no-gap", scenario: ScenarioSamples.simple()).text
    let request = RunRequest(
      strategyIDs: ["self-sizing-header.unguarded-reassign"], invariantIDs: ["no-gap"], count: 2, seed: 1)
    let report = try CatalogService(strategies: [Listing(tokens: [token])]).run(request, progress: { _ in })
    let cell = try #require(report.cells.first)
    guard case .inconclusive(let cases, let undecided, _) = cell.verdict else {
      Issue.record("expected an inconclusive cell, got \(cell.verdict)")
      return
    }
    #expect(cases == 3 && undecided == 3)
    // Without the token, the cell ran its two random cases.
    let plain = try CatalogService(strategies: [Listing(tokens: [])]).run(request, progress: { _ in })
    guard case .inconclusive(let plainCases, let plainUndecided, _) = try #require(plain.cells.first).verdict else {
      Issue.record("expected an inconclusive cell")
      return
    }
    #expect(plainCases == 2 && plainUndecided == 2)
    // The same for a recorded token that no longer shows and a failure database's token.
    let recordedOnly = Listing(tokens: [], recorded: [KnownViolation("no-gap", token: token)])
    let fromRecord = try CatalogService(strategies: [recordedOnly]).run(request, progress: { _ in })
    guard case .inconclusive(let recordCases, let recordUndecided, _) = try #require(fromRecord.cells.first).verdict else {
      Issue.record("expected an inconclusive cell")
      return
    }
    #expect(recordCases == 3 && recordUndecided == 3)
    let service = CatalogService(strategies: [Listing(tokens: [])])
    let job = CellJob(
      strategyID: "self-sizing-header.unguarded-reassign", invariantID: "no-gap",
      mode: .random(count: 2, seed: 1, replaysRecord: true), storedTokens: [token])
    let stored = try service.cellOutcome(job, evaluate: service.inProcessEvaluator)
    guard case .inconclusive(let storedCases, let storedUndecided, _) = stored.verdict else {
      Issue.record("expected an inconclusive cell, got \(stored.verdict)")
      return
    }
    #expect(storedCases == 3 && storedUndecided == 3 && stored.cases == 3)
  }
}
