import Generators
import Strategies

extension IncidentKind {
  /// The pseudo-invariant as the reports list it.
  var info: InvariantInfo {
    switch self {
    case .crashes:
      return InvariantInfo(
        id: rawValue, families: Family.allCases,
        summary: "no case kills the process (a trap, a signal or an exit)",
        explanation: """
          Every case runs in a worker process (the executable started again with a hidden \
          subcommand). A case whose code traps (fatalError, a failed precondition, an index out of \
          range, an arithmetic overflow), receives a signal or exits kills its worker: the run goes \
          on with a new worker, and the case is shrunk (each candidate in a worker) and reported \
          here with its token, the signal and the last lines the worker wrote to standard error. \
          Checked only where cases run in workers (the command line), not inside `checkStrategy`.
          """,
        tolerance: "none")
    case .hangs:
      return InvariantInfo(
        id: rawValue, families: Family.allCases,
        summary: "every case finishes within its time limit and engine budget",
        explanation: """
          A case may run for --case-timeout seconds (2 by default) and record 200,000 engine \
          observations (drag moves, animation frames, layout passes). Past either it is stopped: \
          between engine steps when its code returns to the engine, or by the worker's watchdog, \
          which ends the worker, when it never does. The case is shrunk and reported here with its \
          token.
          """,
        tolerance: "the time limit, checked between engine steps")
    }
  }

  /// `crashes@no-gap` -> (.crashes, "no-gap"): the invariant whose probe the case ran.
  static func parse(_ invariantID: String) -> (IncidentKind, String)? {
    guard let at = invariantID.firstIndex(of: "@"),
      let kind = IncidentKind(rawValue: String(invariantID[..<at]))
    else { return nil }
    return (kind, String(invariantID[invariantID.index(after: at)...]))
  }

  /// The token invariant field for an incident found with `invariantID`'s probe.
  func tokenInvariant(_ invariantID: String) -> String { "\(rawValue)@\(invariantID)" }
}

/// A pseudo-invariant's cell and what it means for the failure database.
struct IncidentCell {
  var cell: Cell
  var kind: IncidentKind
  /// The finding's token when this run found it by search (to store), else nil.
  var newToken: String?
  /// Stored tokens replayed that no longer crash or hang (to drop).
  var passingStoredTokens: [String]
}

extension CatalogService {
  /// The incident of `kind` a verdict shows, if it shows one.
  static func incident(
    of kind: IncidentKind, _ verdict: CaseEvaluation, strategy: any Strategy, invariant: any Invariant,
    scenario: Scenario
  ) -> Incident? {
    let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
    switch (kind, verdict) {
    case (.hangs, .interrupted(let reason)): return Incident(kind: .hangs, token: token, reason: reason)
    case (.crashes, .died(let reason, let lines)):
      return Incident(kind: .crashes, token: token, reason: reason, standardError: lines)
    default: return nil
    }
  }

  /// The finding for an incident.
  func incidentFinding(
    _ incident: Incident, kind: IncidentKind, strategy: any Strategy, invariantID: String, scenario: Scenario,
    shrink: ShrinkStatistics
  ) -> Finding {
    var message = incident.reason
    if !incident.standardError.isEmpty {
      message += "; its last lines on standard error: " + incident.standardError.joined(separator: " | ")
    }
    let token = FindingToken(strategyID: strategy.id, invariantID: kind.tokenInvariant(invariantID), scenario: scenario)
    return Finding(
      strategyID: strategy.id, invariantID: kind.rawValue,
      scenario: scenario.plainDescription(for: strategy.family, readsTableWideHeights: strategy.loadsFromStoryboard), failingStep: 0,
      failingStepDescription: "the case, run with \(invariantID)'s probe", message: message,
      token: token.text, shrink: shrink, executableName: executableName)
  }

  /// The `crashes` and `hangs` cells of every strategy: the database's tokens replayed
  /// first; else the first incident of the strategy's cells (in catalog order, so the same
  /// for any number of workers), shrunk by running the cell's cases again.
  func incidentCells(
    strategies: [any Strategy], jobs: [CellJob], outcomes: [CellOutcome], database: FailureDatabase?,
    executor: Executor
  ) throws -> [IncidentCell] {
    let work = strategies.flatMap { strategy in IncidentKind.allCases.map { (strategy, $0) } }
    let service = self
    let stored = work.map { database?.tokens(strategy: $0.0.id, invariant: $0.1.rawValue) ?? [] }
    let results = executor.map(count: work.count, progress: { _ in }) { evaluate, _, index in
      Swift.Result {
        try service.incidentCell(
          work[index].0, work[index].1, jobs: jobs, outcomes: outcomes, stored: stored[index],
          evaluate: evaluate)
      }
    }
    return try results.map { try $0.get() }
  }

  /// For a shard of an exhaustive run: every job's incident of each kind, shrunk by running
  /// the job's whole domain again (as the single run shrinks the one it reports), so that
  /// `merge` can pick the one the single run picks. The shard's own `crashes` and `hangs`
  /// cells are its first candidates (or its cases, when it has none).
  func incidentCandidates(
    strategies: [any Strategy], jobs: [CellJob], outcomes: [CellOutcome], executor: Executor
  ) throws -> (candidates: [IncidentCandidate], cells: [Cell]) {
    let work: [(any Strategy, IncidentKind, Int)] = strategies.flatMap { strategy in
      IncidentKind.allCases.flatMap { kind in
        jobs.indices.filter { index in
          jobs[index].strategyID == strategy.id
            && (kind == .crashes ? outcomes[index].death : outcomes[index].hang) != nil
        }.map { (strategy, kind, $0) }
      }
    }
    let service = self
    let results = executor.map(count: work.count, progress: { _ in }) { evaluate, _, index in
      Swift.Result {
        let (strategy, kind, job) = work[index]
        return try service.incidentCell(
          strategy, kind, jobs: [jobs[job]], outcomes: [outcomes[job]], stored: [], evaluate: evaluate)
      }
    }
    var candidates: [IncidentCandidate] = []
    for (index, result) in results.enumerated() {
      candidates.append(IncidentCandidate(invariantID: jobs[work[index].2].invariantID, cell: try result.get().cell))
    }
    var cells: [Cell] = []
    for strategy in strategies {
      for kind in IncidentKind.allCases {
        if let first = work.firstIndex(where: { $0.0.id == strategy.id && $0.1 == kind }) {
          cells.append(candidates[first].cell)
        } else {
          let cases = zip(jobs, outcomes).filter { $0.0.strategyID == strategy.id }.reduce(0) { $0 + $1.1.cases }
          cells.append(Cell(strategyID: strategy.id, invariantID: kind.rawValue, verdict: .passed(cases: cases)))
        }
      }
    }
    return (candidates, cells)
  }

  func incidentCell(
    _ strategy: any Strategy, _ kind: IncidentKind, jobs: [CellJob], outcomes: [CellOutcome], stored: [String],
    evaluate: @escaping CaseEvaluator
  ) throws -> IncidentCell {
    var cases = 0
    var first: (CellJob, Incident)?
    for (job, outcome) in zip(jobs, outcomes) where job.strategyID == strategy.id {
      cases += outcome.cases
      if first == nil, let incident = kind == .crashes ? outcome.death : outcome.hang { first = (job, incident) }
    }
    var passing: [String] = []
    for text in stored {
      guard let token = try? FindingToken(parsing: text), token.strategyID == strategy.id,
        let (storedKind, invariantID) = IncidentKind.parse(token.invariantID), storedKind == kind,
        let invariant = try? self.invariant(invariantID)
      else {
        passing.append(text)
        continue
      }
      let verdict = try evaluate(strategy, invariant, token.scenario)
      if let incident = Self.incident(of: kind, verdict, strategy: strategy, invariant: invariant, scenario: token.scenario) {
        let finding = incidentFinding(
          incident, kind: kind, strategy: strategy, invariantID: invariantID, scenario: token.scenario,
          shrink: ShrinkStatistics(
            originalSize: token.scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false,
            isReplayed: true))
        return IncidentCell(
          cell: Cell(strategyID: strategy.id, invariantID: kind.rawValue, verdict: .violated(finding)), kind: kind,
          newToken: nil, passingStoredTokens: passing)
      }
      passing.append(text)
    }
    guard let (job, incident) = first else {
      return IncidentCell(
        cell: Cell(strategyID: strategy.id, invariantID: kind.rawValue, verdict: .passed(cases: cases)), kind: kind,
        newToken: nil, passingStoredTokens: passing)
    }
    let invariant = try self.invariant(job.invariantID)
    let original = try FindingToken(parsing: incident.token).scenario
    // Shrink: the cell's cases again, where only this kind of incident fails.
    var latest: [Scenario: Incident] = [:]
    let property = { (scenario: Scenario) throws -> String? in
      let verdict = try evaluate(strategy, invariant, scenario)
      guard let found = Self.incident(of: kind, verdict, strategy: strategy, invariant: invariant, scenario: scenario)
      else { return nil }
      latest[scenario] = found
      return found.reason
    }
    let result: CheckResult<Scenario>
    switch job.mode {
    case .random(let count, let seed, _):
      result = Check(
        ScenarioGenerator.scenario(for: strategy.family, checking: invariant), count: count, seed: seed,
        shrinkBudget: Self.incidentShrinkBudget
      ).run(violation: property)
    case .exhaustive(let bound):
      result = Check(ExhaustiveScenarios.domain(bound, for: strategy.family).generator, shrinkBudget: Self.incidentShrinkBudget)
        .runExhaustively(limit: UInt64(ExhaustiveScenarios.limit), violation: property)
    }
    var scenario = original
    var described = incident
    var shrink = ShrinkStatistics(originalSize: original.script.count, steps: 0, evaluations: 0, budgetExhausted: true)
    if case .failed(let counterexample) = result, let found = latest[counterexample.shrunk] {
      scenario = counterexample.shrunk
      described = found
      shrink = ShrinkStatistics(
        originalSize: counterexample.original.script.count, steps: counterexample.shrinkSteps,
        evaluations: counterexample.evaluations, budgetExhausted: !counterexample.isFullyShrunk)
    }
    let finding = incidentFinding(
      described, kind: kind, strategy: strategy, invariantID: invariant.id, scenario: scenario, shrink: shrink)
    return IncidentCell(
      cell: Cell(strategyID: strategy.id, invariantID: kind.rawValue, verdict: .violated(finding)), kind: kind,
      newToken: finding.token, passingStoredTokens: passing)
  }
}
