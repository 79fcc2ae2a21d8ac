/// How much work shrinking may do before it reports the best case found so far.
public struct ShrinkBudget: Sendable, Hashable {
  /// The most property evaluations shrinking may spend.
  public var evaluations: Int
  /// The most wall-clock time shrinking may spend (measured with `ContinuousClock`).
  public var time: Duration

  /// Creates a budget; the defaults suit unit tests.
  public init(evaluations: Int = 5_000, time: Duration = .seconds(10)) {
    self.evaluations = evaluations
    self.time = time
  }

  /// No shrinking at all: the original failing case is reported.
  public static let none = ShrinkBudget(evaluations: 0, time: .zero)
}

/// Which budget stopped shrinking before it reached a fixed point.
public enum ShrinkLimit: String, Sendable, Hashable {
  /// The evaluation budget ran out.
  case evaluations
  /// The time budget ran out.
  case time
}
