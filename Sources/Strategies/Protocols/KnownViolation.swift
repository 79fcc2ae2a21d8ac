/// An invariant the suite found a strategy breaks, with the replay token of the minimal
/// counterexample it found: the strategy's record.
///
/// Every run replays the recorded tokens first (as Hypothesis replays its example database),
/// so a known violation is reported on every run with any seed, and a recorded violation
/// that no longer reproduces, nor turns up in the run's random cases, is reported as missing.
///
/// A record whose provenance *depends on* an engine assumption names the alternatives under
/// which its token holds (`clearedBy`, e.g. `["U34=space"]`). The runner then searches the
/// cell under them too: a violation of the same invariant that shows there is not the
/// recorded mistake, and is reported as new.
public struct KnownViolation: Hashable, Sendable {
  /// The invariant's identifier.
  public var invariant: String
  /// The `sc1-...` replay token of the recorded counterexample.
  public var token: String
  /// The engine assumptions' alternatives (`ID=alternative`, as `--assume` takes them) under
  /// which the recorded token holds; empty for a record that shows under every modelled
  /// alternative (robust), or whose dependence is on a scenario value such as C30.
  public var clearedBy: [String]

  /// Creates a record that the invariant of this identifier breaks, with its replay token and
  /// the alternatives under which that token holds.
  public init(_ invariant: String, token: String, clearedBy: [String] = []) {
    self.invariant = invariant
    self.token = token
    self.clearedBy = clearedBy
  }
}
