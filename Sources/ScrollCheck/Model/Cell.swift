/// One cell of the strategies x invariants matrix: a strategy, an invariant and the verdict.
public struct Cell: Hashable, Sendable {
  /// The strategy checked.
  public var strategyID: String
  /// The invariant checked.
  public var invariantID: String
  /// What happened.
  public var verdict: CellVerdict

  /// Creates a cell.
  public init(strategyID: String, invariantID: String, verdict: CellVerdict) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.verdict = verdict
  }
}
