/// How a failing case was reduced to the one reported.
public struct ShrinkStatistics: Hashable, Sendable, Codable {
  /// The size of the first failing case, in recorded choices.
  public var originalSize: Int
  /// How many successful shrink steps were taken.
  public var steps: Int
  /// How many candidate cases were evaluated while shrinking.
  public var evaluations: Int
  /// Whether a budget (evaluations or time) stopped the shrinker before it was done; the
  /// case reported is then the smallest found so far, not necessarily minimal.
  public var budgetExhausted: Bool

  /// Creates shrink statistics.
  public init(originalSize: Int, steps: Int, evaluations: Int, budgetExhausted: Bool) {
    self.originalSize = originalSize
    self.steps = steps
    self.evaluations = evaluations
    self.budgetExhausted = budgetExhausted
  }
}
