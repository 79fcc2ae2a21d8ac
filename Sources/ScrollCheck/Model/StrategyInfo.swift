/// What the command knows about one strategy: its identifier, family, a one-line summary and
/// the violations recorded for it.
public struct StrategyInfo: Hashable, Sendable, Codable {
  /// The stable identifier, e.g. `stretchy-table-header.published`.
  public var id: String
  /// The family whose invariants apply to it.
  public var family: Family
  /// One line saying what the strategy is and where it comes from.
  public var summary: String
  /// The invariant identifiers this strategy is recorded to violate, sorted.
  public var expectedViolations: [String]
  /// Invariants of its family that do not apply to what it declares (`stretches` for a
  /// table header that does not stretch), sorted.
  public var excludedInvariants: [String]

  /// Creates a description of a strategy; the lists are sorted and deduplicated.
  public init(
    id: String, family: Family, summary: String, expectedViolations: [String] = [],
    excludedInvariants: [String] = []
  ) {
    self.id = id
    self.family = family
    self.summary = summary
    self.expectedViolations = Array(Set(expectedViolations)).sorted()
    self.excludedInvariants = Array(Set(excludedInvariants)).sorted()
  }

  /// Whether `invariant` is checked for this strategy: it applies to the family and is not
  /// excluded by the strategy's declaration.
  public func isChecked(by invariant: InvariantInfo) -> Bool {
    invariant.applies(to: family) && !excludedInvariants.contains(invariant.id)
  }

  /// Whether a violation of `invariantID` is recorded as expected for this strategy.
  public func expectsViolation(of invariantID: String) -> Bool {
    expectedViolations.contains(invariantID)
  }
}
