import Strategies

/// One cell of a run, as handed to whatever checks it (this process or a worker): the
/// strategy, the invariant, how its cases are chosen, and the failure database's tokens for it.
public struct CellJob: Hashable, Sendable, Codable {
  /// How the cases of a cell are chosen.
  public enum Mode: Hashable, Sendable, Codable {
    /// `count` random cases from the cell's seed (mixed from the run's `seed`), after the
    /// strategy's recorded counterexamples when `replaysRecord`.
    case random(count: Int, seed: UInt64, replaysRecord: Bool)
    /// Every scenario of a bounded domain.
    case exhaustive(ExhaustiveBound)
  }

  /// The strategy checked.
  public var strategyID: String
  /// The invariant checked.
  public var invariantID: String
  /// How the cases are chosen.
  public var mode: Mode
  /// Tokens the failure database holds for this cell, replayed before any random case.
  public var storedTokens: [String]
  /// For an exhaustive job, the slice of the domain to check (`exhaustive --shard I/N`): the
  /// scenarios whose domain index leaves remainder I-1 divided by N. The whole domain by default.
  public var domainSlice: Shard

  /// Creates a job.
  public init(
    strategyID: String, invariantID: String, mode: Mode, storedTokens: [String] = [], domainSlice: Shard = .whole
  ) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.mode = mode
    self.storedTokens = storedTokens
    self.domainSlice = domainSlice
  }
}

/// What checking one cell gave, in a form that crosses a pipe: the verdict (a violation as its
/// token, which the parent replays to describe), and any case that hung or killed its process.
public struct CellOutcome: Hashable, Sendable, Codable {
  /// The verdict of a cell.
  public enum Verdict: Hashable, Sendable, Codable {
    /// The invariant does not apply to what the strategy declares.
    case notApplicable
    /// Every case held.
    case passed(cases: Int)
    /// A case broke the invariant: the token of the shrunk case and how it was shrunk.
    case violated(token: String, shrink: ShrinkStatistics)
    /// No case broke it, but a model bound left `inconclusive` of the `cases` undecided.
    case inconclusive(cases: Int, inconclusive: Int, reason: String)
  }

  /// The verdict.
  public var verdict: Verdict
  /// How many cases the cell stands for (its count, or the domain's size), for the
  /// `crashes` and `hangs` columns.
  public var cases: Int
  /// The first case that ran past its budget, if any (it counted as holding).
  public var hang: Incident?
  /// The first case that killed its worker, if any (it counted as holding).
  public var death: Incident?
  /// Stored tokens that were replayed and no longer fail: the database drops them.
  public var passingStoredTokens: [String]
  /// For an exhaustive job, where its first violation, undecided case and incidents were in
  /// the domain (what `merge` needs of a shard).
  public var slice: DomainSliceDetail?
  /// The seconds the cell spent replaying its record, searching and shrinking (`--timings`).
  public var phases: PhaseTimes?
  /// For a violation of a recorded (strategy, invariant) pair that is not the recorded
  /// mistake: the alternatives (`ID=alternative`) that clear the record, under which this
  /// violation shows; empty otherwise.
  public var newUnder: [String] = []
  /// The engine assumptions' alternatives (`ID=alternative`, sorted) the violation's token was
  /// found under when they are not the run's own (the search under a record's clearing
  /// alternatives); `nil` when found under the run's.
  public var foundUnder: [String]?

  /// Creates an outcome.
  public init(
    verdict: Verdict, cases: Int, hang: Incident? = nil, death: Incident? = nil,
    passingStoredTokens: [String] = [], slice: DomainSliceDetail? = nil, phases: PhaseTimes? = nil
  ) {
    self.verdict = verdict
    self.cases = cases
    self.hang = hang
    self.death = death
    self.passingStoredTokens = passingStoredTokens
    self.slice = slice
    self.phases = phases
  }
}

/// A case that hung or crashed: the scenario (as a token of the cell's strategy and
/// invariant, whose probe it ran) and what happened.
public struct Incident: Hashable, Sendable, Codable {
  /// `crashes` or `hangs`.
  public var kind: IncidentKind
  /// The token of the case: the cell's strategy, invariant and scenario.
  public var token: String
  /// What happened, in words (the signal or exit status, or the limit run past).
  public var reason: String
  /// The last lines the worker wrote to standard error, control characters escaped.
  public var standardError: [String]

  /// Creates an incident.
  public init(kind: IncidentKind, token: String, reason: String, standardError: [String] = []) {
    self.kind = kind
    self.token = token
    self.reason = reason
    self.standardError = standardError
  }
}

/// The two pseudo-invariants: a case that kills its process, and one that runs past its budget.
public enum IncidentKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// The case trapped (a signal) or exited.
  case crashes
  /// The case ran past its wall-clock limit or its engine budget.
  case hangs
}

/// How one case came out, wherever it ran.
public enum CaseEvaluation: Hashable, Sendable, Codable {
  /// The invariant held.
  case held
  /// The invariant was violated, with the violation's message.
  case violated(String)
  /// A model bound cut the case before the invariant could be decided (S13), with the reason.
  case inconclusive(String)
  /// The case ran past its budget and was stopped (cooperatively, or by a worker's watchdog).
  case interrupted(String)
  /// The case killed its worker process.
  case died(reason: String, standardError: [String])
}

/// Evaluates one case: in this process, or in a worker.
public typealias CaseEvaluator = @Sendable (any Strategy, any Invariant, Scenario) throws -> CaseEvaluation
