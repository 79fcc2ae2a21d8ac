/// How a cell's verdict compares with what is recorded for its strategy.
public enum Expectation: String, Hashable, Sendable, Codable {
  /// The verdict is what was recorded: a recorded violation appeared, or an invariant with no
  /// recorded violation held (or did not apply).
  case asExpected
  /// The invariant was violated but no violation is recorded for the strategy.
  case newViolation
  /// A violation is recorded for the strategy but the invariant held (or did not apply).
  case missingViolation
  /// A model bound cut cases before the invariant could be decided (S13): not a verdict, so
  /// neither what was recorded nor a difference from it, whatever the record says.
  case inconclusive

  /// Compares `verdict` with the violations recorded for `strategy`. A violation that shows
  /// where every record of its pair is cleared (`Finding.newUnder`) is not the recorded mistake:
  /// new, even though the pair is recorded.
  public static func compare(_ verdict: CellVerdict, of invariantID: String, with strategy: StrategyInfo)
    -> Expectation
  {
    if verdict.isInconclusive { return .inconclusive }
    if let finding = verdict.finding, !finding.newUnder.isEmpty { return .newViolation }
    let recorded = strategy.expectsViolation(of: invariantID)
    switch (verdict.isViolation, recorded) {
    case (true, false): return .newViolation
    case (false, true): return .missingViolation
    default: return .asExpected
    }
  }

  /// Whether the cell differs from the record (a new or a missing violation), which makes a
  /// run exit 1. An inconclusive cell never does.
  public var differsFromRecord: Bool { self == .newViolation || self == .missingViolation }
}

/// A cell whose verdict differs from its strategy's recorded expectation.
public struct UnexpectedResult: Hashable, Sendable, Codable {
  /// The strategy.
  public var strategyID: String
  /// The invariant.
  public var invariantID: String
  /// How it differs: `newViolation` or `missingViolation`.
  public var kind: Expectation
  /// For a new violation of a recorded pair: the alternatives that clear the record, under
  /// which it shows (`Finding.newUnder`); empty otherwise.
  public var newUnder: [String]

  /// Creates an unexpected result.
  public init(strategyID: String, invariantID: String, kind: Expectation, newUnder: [String] = []) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.kind = kind
    self.newUnder = newUnder
  }

  /// One line for people, e.g. `new violation: x.published violates no-gap (not recorded)`.
  public var description: String {
    switch kind {
    case .newViolation where !newUnder.isEmpty:
      return "new violation: \(strategyID) violates \(invariantID): it shows under "
        + "\(newUnder.joined(separator: ", ")), where the record says its finding does not (a different mistake)"
    case .newViolation:
      return "new violation: \(strategyID) violates \(invariantID), which is not recorded"
    case .missingViolation:
      return "missing violation: \(strategyID) is recorded to violate \(invariantID), but it held"
    case .inconclusive:
      return "inconclusive: \(strategyID) / \(invariantID) was not decided (a model bound cut its cases)"
    case .asExpected:
      return "as expected: \(strategyID) / \(invariantID)"
    }
  }
}
