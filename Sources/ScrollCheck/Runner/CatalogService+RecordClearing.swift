import Generators
import ScrollGeometry
import Strategies

/// Telling a recorded mistake from a different one of the same (strategy, invariant) pair.
///
/// A record that depends on an engine assumption names the alternatives that clear it
/// (`KnownViolation.clearedBy`): its token holds there. A violation of the pair that shows
/// under such an alternative is therefore not the recorded mistake, and is new. A record with
/// no clearing alternative (robust, or dependent on a scenario value such as C30) cannot be
/// told apart from another mistake of its pair: any violation of that pair counts as recorded.
extension CatalogService {
  /// Evaluates cases in this process under other engine assumptions.
  func inProcessEvaluator(under assumptions: EngineAssumptions) -> CaseEvaluator {
    var service = self
    service.assumptions = assumptions
    return service.inProcessEvaluator
  }

  /// The run's assumptions with one more alternative chosen (`ID=alternative`), or `nil` when
  /// the setting is malformed.
  func assumptions(adding setting: String) -> EngineAssumptions? {
    try? EngineAssumptions(assumptions.settings + [setting])
  }

  /// For a violation of `invariant` found in `scenario` under the run's assumptions: the
  /// alternatives, among those that clear the pair's records, under which it shows too. Empty
  /// (the recorded mistake, as far as the runner can tell) unless every record of the pair has
  /// a clearing alternative and, for each record, the violation shows under one of them.
  func clearingAlternatives(
    showing scenario: Scenario, _ strategy: any Strategy, _ invariant: any Invariant,
    evaluateUnder: (EngineAssumptions) -> CaseEvaluator
  ) throws -> [String] {
    let records = strategy.knownViolations.filter { $0.invariant == invariant.id }
    guard !records.isEmpty, records.allSatisfy({ !$0.clearedBy.isEmpty }) else { return [] }
    var shown: [String] = []
    for record in records {
      var here: [String] = []
      for setting in record.clearedBy {
        guard let clearing = assumptions(adding: setting) else { continue }
        // A run already under the clearing alternative found it there.
        if clearing == assumptions {
          here.append(setting)
        } else if case .violated = try evaluateUnder(clearing)(strategy, invariant, scenario) {
          here.append(setting)
        }
      }
      guard !here.isEmpty else { return [] }
      shown += here
    }
    return Array(Set(shown)).sorted()
  }

  /// After `known` reproduced: under each alternative that clears the record, unless another
  /// record of the pair shows there (then the pair is recorded there), the record's own
  /// example (new if it fails there), then the cell searched again with the job's count and
  /// seed. The first violation found (shrunk) is a different mistake; `nil`
  /// when nothing is found.
  func searchBeyondRecord(
    _ known: KnownViolation, count: Int, seed: UInt64, _ strategy: any Strategy, _ invariant: any Invariant,
    evaluateUnder: (EngineAssumptions) -> CaseEvaluator
  ) throws -> (token: String, shrink: ShrinkStatistics, setting: String, assumptions: [String])? {
    for setting in known.clearedBy {
      guard let clearing = assumptions(adding: setting), clearing != assumptions else { continue }
      let property = violations(under: clearing, strategy, invariant, evaluateUnder: evaluateUnder)
      // Another record of the pair that shows under this alternative makes the pair recorded
      // there too: nothing the search could find would be new, so it is not run.
      let recordedThereToo = try strategy.knownViolations.contains { other in
        guard other.token != known.token, other.invariant == invariant.id,
          let token = try? FindingToken(parsing: other.token)
        else { return false }
        return try property(token.scenario) != nil
      }
      if recordedThereToo { continue }
      // The record's own example must hold where the record is cleared (its provenance says
      // so, and a test checks it for the catalogue): failing there, it shows a mistake that is
      // not the recorded one, and is itself the new finding (round 12's audit, M4: a mutant
      // of the whole coordinate space broke the examples themselves, and the search was
      // skipped as if another record showed there).
      if let own = try? FindingToken(parsing: known.token), try property(own.scenario) != nil {
        return (
          known.token,
          ShrinkStatistics(
            originalSize: own.scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false,
            isReplayed: true),
          setting, clearing.settings
        )
      }
      guard let found = search(property, count: count, seed: seed, strategy, invariant) else { continue }
      return (found.token, found.shrink, setting, clearing.settings)
    }
    return nil
  }
}
