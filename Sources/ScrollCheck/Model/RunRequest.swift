import ScrollGeometry

/// What a run should check: resolved strategy and invariant identifiers, how many cases and
/// from which seed.
public struct RunRequest: Hashable, Sendable {
  /// Strategy identifiers to check, in catalog order (already resolved from globs).
  public var strategyIDs: [String]
  /// Invariant identifiers to check, in catalog order; each is checked only against the
  /// selected strategies whose family it applies to (the others give `.notApplicable`).
  public var invariantIDs: [String]
  /// Random cases per strategy and invariant; `nil` for the service's default.
  public var count: Int?
  /// The seed of the random source. Ignored by exhaustive runs.
  public var seed: UInt64
  /// Whether to measure and report timings.
  public var measuresTimings: Bool
  /// Whether each cell first replays its strategy's recorded counterexamples (the default),
  /// or finds violations by search alone.
  public var replaysRecord: Bool
  /// The engine assumptions' alternatives to run under (`--assume`; defaults otherwise).
  public var assumptions: EngineAssumptions
  /// How many worker processes run cases at once; `nil` for the service's default (the cores).
  public var jobs: Int?
  /// The wall-clock limit per case in seconds; `nil` for the default (2).
  public var caseTimeout: Double?
  /// The slice of the cells to run (`--shard I/N`); the whole run by default.
  public var shard: Shard
  /// The failure database's directory; `nil` runs without one.
  public var databasePath: String?
  /// Whether a recorded violation's finding is described in full, its seed-content check
  /// (up to about 40 cases of the seed's own content world) included. A text report without `--verbose` or `--html`
  /// prints a recorded violation on one line and never shows that check, so such a run
  /// leaves it out (P4); a finding that differs from the record is always described in full.
  public var describesRecordedFindingsInFull = true

  /// Creates a request.
  public init(
    strategyIDs: [String], invariantIDs: [String], count: Int? = nil, seed: UInt64,
    measuresTimings: Bool = false, replaysRecord: Bool = true, jobs: Int? = nil, caseTimeout: Double? = nil,
    shard: Shard = .whole, databasePath: String? = nil, assumptions: EngineAssumptions = EngineAssumptions()
  ) {
    self.assumptions = assumptions
    self.jobs = jobs
    self.caseTimeout = caseTimeout
    self.shard = shard
    self.databasePath = databasePath
    self.strategyIDs = strategyIDs
    self.invariantIDs = invariantIDs
    self.count = count
    self.seed = seed
    self.measuresTimings = measuresTimings
    self.replaysRecord = replaysRecord
  }
}
