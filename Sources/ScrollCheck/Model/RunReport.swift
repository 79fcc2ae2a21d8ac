/// Everything one run found: the strategies and invariants checked, the verdict of every
/// cell, the findings and the results that differ from what is recorded.
///
/// Cells (and so findings) are kept in a stable order: strategies in the order given, then
/// invariants in the order given. Two runs with the same inputs produce equal reports, apart
/// from `timings`.
public struct RunReport: Hashable, Sendable {
  /// How the cases were chosen (seed and count, exhaustive domain, or replay token).
  public var mode: RunMode
  /// The strategies checked, in report order.
  public var strategies: [StrategyInfo]
  /// The invariants checked, in report order.
  public var invariants: [InvariantInfo]
  /// One cell per strategy and invariant that was checked, in report order.
  public private(set) var cells: [Cell]
  /// How long it took; `nil` unless measured.
  public var timings: RunTimings?
  /// Notes for standard error (a failure-database file skipped, ...); not part of any format.
  public var warnings: [String] = []
  /// The slice of the cells this report holds (`--shard I/N`); the whole run by default.
  public var shard: Shard = .whole
  /// In a shard of an exhaustive run, the shrunk incidents it found per strategy, kind and
  /// invariant, from which `merge` picks the single run's; empty otherwise.
  public var incidentCandidates: [IncidentCandidate] = []
  /// The engine assumptions' alternatives the run chose other than the defaults
  /// (`--assume`, as `ID=alternative`, sorted); empty for a run under the defaults.
  public var assumptions: [String] = []

  /// Creates a report, sorting `cells` into report order. Cells naming a strategy or
  /// invariant not in the lists are kept, after the others, in identifier order.
  public init(
    mode: RunMode, strategies: [StrategyInfo], invariants: [InvariantInfo], cells: [Cell],
    timings: RunTimings? = nil
  ) {
    self.mode = mode
    self.strategies = strategies
    self.invariants = invariants
    self.timings = timings
    let strategyRank = Dictionary(
      strategies.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let invariantRank = Dictionary(
      invariants.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    func key(_ cell: Cell) -> (Int, String, Int, String) {
      (
        strategyRank[cell.strategyID] ?? Int.max, cell.strategyID,
        invariantRank[cell.invariantID] ?? Int.max, cell.invariantID
      )
    }
    self.cells = cells.sorted { key($0) < key($1) }
  }

  /// The seed of a random run.
  public var seed: UInt64? {
    if case .random(let seed, _) = mode { return seed }
    return nil
  }

  /// The number of cases per cell of a random run.
  public var count: Int? {
    if case .random(_, let count) = mode { return count }
    return nil
  }

  /// The findings, in report order.
  public var findings: [Finding] { cells.compactMap(\.verdict.finding) }

  /// The strategy with the given identifier, if checked.
  public func strategy(_ id: String) -> StrategyInfo? { strategies.first { $0.id == id } }

  /// The invariant with the given identifier, if checked.
  public func invariant(_ id: String) -> InvariantInfo? { invariants.first { $0.id == id } }

  /// The cell for a strategy and an invariant, if checked.
  public func cell(strategy strategyID: String, invariant invariantID: String) -> Cell? {
    cells.first { $0.strategyID == strategyID && $0.invariantID == invariantID }
  }

  /// How a cell compares with its strategy's recorded expectation. A cell whose strategy is
  /// unknown is compared with an empty record.
  public func expectation(of cell: Cell) -> Expectation {
    let strategy =
      strategy(cell.strategyID)
      ?? StrategyInfo(id: cell.strategyID, family: .tableHeader, summary: "")
    let expectation = Expectation.compare(cell.verdict, of: cell.invariantID, with: strategy)
    // An exhaustive domain is small: a recorded violation it does not contain is not missing.
    if expectation == .missingViolation, case .exhaustive = mode { return .asExpected }
    return expectation
  }

  /// Every cell whose verdict differs from its strategy's record, in report order. Recorded
  /// violations of invariants that were not selected are not checked and never appear here.
  public var unexpected: [UnexpectedResult] {
    cells.compactMap { cell in
      let expectation = expectation(of: cell)
      guard expectation.differsFromRecord else { return nil }
      return UnexpectedResult(
        strategyID: cell.strategyID, invariantID: cell.invariantID, kind: expectation,
        newUnder: cell.verdict.finding?.newUnder ?? [])
    }
  }

  /// Whether every result matches the record (the command then exits 0).
  public var matchesExpectations: Bool { unexpected.isEmpty }
}
