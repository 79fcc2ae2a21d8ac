/// Where a run's work went, phase by phase (`--timings`): CPU seconds of the threads that did
/// it, summed over threads and workers, so on two cores they may add up to about twice the
/// run's wall-clock time, and a loaded machine does not inflate them.
///
///     CPU seconds by phase (all threads and workers): replaying the record 0.1, search 25.7, shrinking 0,
///       describing findings 0.2 (of it: provenance replays 0.1, seed-content checks 0)
public struct PhaseTimes: Hashable, Sendable, Codable {
  /// Replaying each cell's recorded counterexamples (the strategy's record and the failure
  /// database's tokens) before any new case.
  public var replayingRecord: Double = 0
  /// Generated cases up to a cell's first violation (random cases, or the exhaustive walk).
  public var search: Double = 0
  /// Shrinking a cell's first violation.
  public var shrinking: Double = 0
  /// Describing the findings: each violation replayed with pictures, under the modelled
  /// alternatives and on the seed's content. Includes the next two.
  public var describing: Double = 0
  /// Of describing: a finding replayed under every other alternative of the assumptions it
  /// exercised (and a storyboard port's other pin), for its provenance line.
  public var provenanceReplays: Double = 0
  /// Of describing: whether a finding shows on the seed's own content.
  public var seedContentChecks: Double = 0

  /// The CPU time of the cells' cases, part by part: of the replaying, search and shrinking
  /// phases (not describing); `restOfCases` is what those phases spent outside them.
  public var caseParts = CaseParts()

  /// Where a case's time goes: building its world (and appearing), its script, the
  /// invariant's probe, and judging the trace. Only the first two are the same for every
  /// invariant a scenario is checked against.
  public struct CaseParts: Hashable, Sendable, Codable {
    /// Building the world: the strategy's controller, its views, and appearing on screen.
    public var building: Double = 0
    /// Playing the scenario's script.
    public var script: Double = 0
    /// Playing the invariant's probe after the script (twins the probe builds included).
    public var probe: Double = 0
    /// Checking the invariant over the recorded trace.
    public var judging: Double = 0

    /// No time in any part.
    public init() {}

    /// Adds another's seconds, part by part.
    public mutating func add(_ other: CaseParts) {
      building += other.building
      script += other.script
      probe += other.probe
      judging += other.judging
    }
  }

  /// No time in any phase.
  public init() {}

  /// What the replaying, search and shrinking phases spent outside the cases' parts:
  /// generating and shrinking scenarios, freeing each case's world and trace, checking a
  /// declaration after the probe, and the bookkeeping between.
  public var restOfCases: Double {
    max(0, replayingRecord + search + shrinking - caseParts.building - caseParts.script - caseParts.probe - caseParts.judging)
  }

  /// Adds another's seconds, phase by phase.
  public mutating func add(_ other: PhaseTimes) {
    replayingRecord += other.replayingRecord
    search += other.search
    shrinking += other.shrinking
    describing += other.describing
    provenanceReplays += other.provenanceReplays
    seedContentChecks += other.seedContentChecks
    caseParts.add(other.caseParts)
  }
}
