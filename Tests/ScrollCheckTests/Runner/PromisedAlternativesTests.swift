import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// `Strategy.alsoHoldsUnder` (round 14, N2): a run searches a strategy's cells under the
/// alternatives it says it also holds under, and reports what shows there as new, with the
/// alternative in its replay command.
@Suite struct PromisedAlternativesTests {
  /// `swiftui-sticky-header.fixed` without its records, saying it holds under `U34=content`,
  /// where its stretch reads a refresh's band for a pull (`rest-identity`).
  struct PromisingFixed: StickyHeaderStrategy {
    let id = "test.promising-fixed"
    let summary = "swiftui-sticky-header.fixed, promising U34=content"
    let knownViolations: [KnownViolation] = []
    let alsoHoldsUnder: [String]

    func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
      SwiftUIStickyHeaderFixed().declaration(for: proposal)
    }

    func makeView(itemCount: Int, baseHeight: CGFloat) -> FixedStretchyHeaderView {
      SwiftUIStickyHeaderFixed().makeView(itemCount: itemCount, baseHeight: baseHeight)
    }
  }

  func run(_ strategy: PromisingFixed) throws -> RunReport {
    try CatalogService(strategies: [strategy]).run(
      RunRequest(
        strategyIDs: [strategy.id], invariantIDs: ["rest-identity"], count: 180, seed: 2,
        assumptions: EngineAssumptions(["U34=space"])),
      progress: { _ in })
  }

  @Test func aViolationUnderAPromisedAlternativeIsFoundAndReplaysUnderIt() throws {
    // Under the run's U34=space the strategy holds (its recorded findings need U34=content).
    #expect(try run(PromisingFixed(alsoHoldsUnder: [])).findings.isEmpty)
    let report = try run(PromisingFixed(alsoHoldsUnder: ["U34=content"]))
    let finding = try #require(report.findings.first)
    #expect(finding.invariantID == "rest-identity")
    // Its replay runs under the promised alternative, not the run's: U34=content is the
    // default, so the replay command carries no `--assume` (it would carry a non-default one).
    #expect(finding.replayAssumptions == [], "\(finding.replayAssumptions)")
    let token = try FindingToken(parsing: finding.token)
    #expect(token.scenario.refreshControl)
    #expect(try CaseRunner.run(PromisingFixed(alsoHoldsUnder: []), RestIdentity(), token.scenario).violation != nil)
    let underRun = try EngineAssumptions(["U34=space"])
    #expect(
      try CaseRunner.run(PromisingFixed(alsoHoldsUnder: []), RestIdentity(), token.scenario, assumptions: underRun).violation
        == nil)
  }

  /// The scenarios an evaluator was asked to run, in order.
  final class Asked: @unchecked Sendable {
    var scenarios: [Scenario] = []
  }

  /// A case the cell's own search ran without reaching the promised rule is not run again
  /// under it (it would record the same trace, `ExerciseLogSoundnessTests`); one that reached
  /// it, or one the search has no word of, is.
  @Test func thePromisedSearchSkipsCasesThatNeverReachedTheRule() throws {
    let strategy = PromisingFixed(alsoHoldsUnder: ["U34=content"])
    let service = CatalogService(strategies: [strategy])
    func promised(_ searched: SearchedCases) throws -> [Scenario] {
      let asked = Asked()
      let found = try service.searchPromises(
        count: 60, seed: 2, strategy, RestIdentity(), searched: searched,
        evaluateUnder: { _ in { _, _, scenario in asked.scenarios.append(scenario); return .held } })
      #expect(found == nil)
      return asked.scenarios
    }
    let all = try promised(SearchedCases())
    // The cell's whole count (round 18).
    #expect(all.count == 60)
    func searched(_ reached: (Int) -> [String]?) -> SearchedCases {
      let searched = SearchedCases()
      for (index, scenario) in all.enumerated() {
        searched.lastReached = reached(index)
        searched.ran(scenario)
      }
      return searched
    }
    #expect(try promised(searched { _ in ["S11", "U8"] }).isEmpty)
    #expect(try promised(searched { _ in ["U34"] }) == all)
    #expect(try promised(searched { $0 == 3 ? nil : [] }) == [all[3]])
    #expect(try promised(searched { $0 == 7 ? ["U34"] : ["Z4"] }) == [all[7]])
  }

  /// The cell's own search tells the promise search what each case reached: under a promise
  /// of U34 (asked only while a refresh control refreshes), only the cases that asked are run
  /// again, and a promise spelled in lower case skips the same cases (the id is read without
  /// regard to case; round 18's review).
  @Test func aCellsSearchTellsThePromiseSearchWhatEachCaseReached() throws {
    func promisedCases(_ setting: String) throws -> (run: Int, cases: Int) {
      let strategy = PromisingFixed(alsoHoldsUnder: [setting])
      var service = CatalogService(strategies: [strategy])
      service.assumptions = try EngineAssumptions(["U34=space"])
      let asked = Asked()
      let job = CellJob(
        strategyID: strategy.id, invariantID: "rest-identity", mode: .random(count: 40, seed: 3, replaysRecord: true))
      // The run's own evaluator (which tells the cell what each case reached), and one that
      // only counts what the promise search asks for.
      let outcome = try service.cellOutcome(
        job, evaluate: service.inProcessEvaluator,
        evaluateUnder: { _ in { _, _, scenario in asked.scenarios.append(scenario); return .held } })
      return (asked.scenarios.count, outcome.cases)
    }
    let upper = try promisedCases("U34=content")
    #expect(upper.cases == 40)
    // Some cases of 40 have a refresh control and refresh, most do not.
    #expect(upper.run > 0 && upper.run < 40, "\(upper.run)")
    #expect(try promisedCases("u34=content").run == upper.run)
  }

  @Test func aPromiseThatNamesNoModelledAlternativeIsAnError() {
    #expect(throws: (any Error).self) { try run(PromisingFixed(alsoHoldsUnder: ["U34=nowhere"])) }
  }

  @Test func theCatalogsPromisesAreTheFixesDocumentedAlternatives() {
    #expect(StretchyTableHeaderFixed().alsoHoldsUnder == ["S11=stay", "W43=content", "Z4=added", "Z6=back"])
    #expect(SwiftUIStickyHeaderModern().alsoHoldsUnder == ["U34=space"])
    // Every promise names a modelled alternative.
    for strategy in StrategyCatalog.all {
      for setting in strategy.alsoHoldsUnder { #expect((try? EngineAssumptions([setting])) != nil, "\(setting)") }
    }
  }
}
