/// One cell of the strategies x invariants matrix: a strategy, an invariant and the verdict.
public struct Cell: Hashable, Sendable {
  /// The strategy checked.
  public var strategyID: String
  /// The invariant checked.
  public var invariantID: String
  /// What happened.
  public var verdict: CellVerdict
  /// In a shard of an exhaustive run, what the shard saw of the cell's slice of the domain
  /// (for `merge`); `nil` otherwise.
  public var slice: DomainSliceDetail?

  /// Creates a cell.
  public init(strategyID: String, invariantID: String, verdict: CellVerdict, slice: DomainSliceDetail? = nil) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.verdict = verdict
    self.slice = slice
  }
}
