import Generators
import ScrollGeometry
import Strategies

/// Searching a strategy under the alternatives it says it also holds under
/// (`Strategy.alsoHoldsUnder`): a fix made for `S11=stay` is guarded by every run, not by
/// unit tests alone (round 13's mutation audit, N2: dropping such a fix survived the default
/// run).
extension CatalogService {
  /// After a cell's own search passed (random runs only; not `exhaustive`): the first
  /// violation (shrunk) found under an alternative the strategy says it also holds under, with
  /// that alternative and the run's assumptions with it; `nil` when none shows, and for a pair
  /// with a record, which its records' clearing alternatives cover. Only violations count: a
  /// case that hangs, crashes or is cut by a bound there holds. A promise that names no
  /// modelled alternative is an error.
  func searchPromises(
    count: Int, seed: UInt64, _ strategy: any Strategy, _ invariant: any Invariant,
    searched: SearchedCases = SearchedCases(), evaluateUnder: (EngineAssumptions) -> CaseEvaluator
  ) throws -> (token: String, shrink: ShrinkStatistics, setting: String, assumptions: [String])? {
    // A recorded pair is searched under its records' clearing alternatives instead.
    guard !strategy.knownViolations.contains(where: { $0.invariant == invariant.id }) else { return nil }
    for setting in strategy.alsoHoldsUnder {
      guard let promised = assumptions(adding: setting) else {
        throw CheckServiceError.unavailable(
          "strategy \(strategy.id) says it also holds under '\(setting)', which is not an alternative "
            + "`--assume` takes (scrollcheck list --assumptions)")
      }
      guard promised != assumptions else { continue }
      let under = violations(under: promised, strategy, invariant, evaluateUnder: evaluateUnder)
      // The catalogue's spelling of the id: a setting's id is read without regard to case.
      let named = setting.prefix { $0 != "=" }.lowercased()
      let id = EngineAssumptions.catalog.first { $0.id.lowercased() == named }?.id ?? named
      // A case the cell's own search ran whose run never asked about the rule held there and
      // records the same trace here: it is not run again (P8).
      let property = { (scenario: Scenario) throws -> String? in
        searched.ranWithoutReaching(id, scenario) ? nil : try under(scenario)
      }
      // The cell's whole count (round 18; a sixth before): the skipped cases cost nothing.
      guard let found = search(property, count: count, seed: seed, strategy, invariant) else { continue }
      return (found.token, found.shrink, setting, promised.settings)
    }
    return nil
  }

  /// The property "the case violates the invariant" under other alternatives: only
  /// violations count; a case that hangs, crashes or is cut by a bound holds here (the run's
  /// own search reports those).
  func violations(
    under other: EngineAssumptions, _ strategy: any Strategy, _ invariant: any Invariant,
    evaluateUnder: (EngineAssumptions) -> CaseEvaluator
  ) -> (Scenario) throws -> String? {
    let evaluate = evaluateUnder(other)
    return { scenario in
      if case .violated(let message) = try evaluate(strategy, invariant, scenario) { return message }
      return nil
    }
  }

  /// A random search of the strategy's family with the given property: the shrunk token and
  /// its statistics of the first violation, or `nil`.
  func search(
    _ property: @escaping (Scenario) throws -> String?, count: Int, seed: UInt64, _ strategy: any Strategy,
    _ invariant: any Invariant
  ) -> (token: String, shrink: ShrinkStatistics)? {
    let result = Check(
      ScenarioGenerator.scenario(for: strategy.family, checking: invariant), count: count, seed: seed, shrinkBudget: Self.shrinkBudget
    ).run(violation: property)
    guard case .failed(let counterexample) = result else { return nil }
    let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: counterexample.shrunk)
    return (
      token.text,
      ShrinkStatistics(
        originalSize: counterexample.original.script.count, steps: counterexample.shrinkSteps,
        evaluations: counterexample.evaluations, budgetExhausted: !counterexample.isFullyShrunk)
    )
  }
}
