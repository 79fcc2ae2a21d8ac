/// An invariant the suite found a strategy breaks, with the replay token of the minimal
/// counterexample it found: the strategy's record.
///
/// Every run replays the recorded tokens first (as Hypothesis replays its example database),
/// so a known violation is reported on every run with any seed, and a recorded violation
/// that no longer reproduces, nor turns up in the run's random cases, is reported as missing.
public struct KnownViolation: Hashable, Sendable {
  /// The invariant's identifier.
  public var invariant: String
  /// The `sc1-...` replay token of the recorded counterexample.
  public var token: String

  /// Creates a record that the invariant of this identifier breaks, with its replay token.
  public init(_ invariant: String, token: String) {
    self.invariant = invariant
    self.token = token
  }
}
