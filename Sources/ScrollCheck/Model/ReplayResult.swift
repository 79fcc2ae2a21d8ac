/// What replaying a token found: the strategy and invariant it names, and the verdict of the
/// one case it rebuilds.
public struct ReplayResult: Hashable, Sendable {
  /// The strategy the token names.
  public var strategyID: String
  /// The invariant the token names.
  public var invariantID: String
  /// `.violated(finding)` when the case still fails, `.passed(cases: 1)` when it holds.
  public var verdict: CellVerdict

  /// Creates a replay result.
  public init(strategyID: String, invariantID: String, verdict: CellVerdict) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.verdict = verdict
  }
}
