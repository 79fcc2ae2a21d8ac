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
  /// Whether the case was replayed from a token (the strategy's record, or a token given to
  /// `replay`) rather than found and shrunk by this run.
  public var isReplayed: Bool

  /// Creates shrink statistics.
  public init(
    originalSize: Int, steps: Int, evaluations: Int, budgetExhausted: Bool, isReplayed: Bool = false
  ) {
    self.originalSize = originalSize
    self.steps = steps
    self.evaluations = evaluations
    self.budgetExhausted = budgetExhausted
    self.isReplayed = isReplayed
  }
}
