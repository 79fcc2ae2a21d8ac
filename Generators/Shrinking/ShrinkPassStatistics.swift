/// What one shrink pass spent and achieved while shrinking one counterexample.
///
/// ```swift
/// for pass in counterexample.shrinkPasses where pass.evaluations > 0 {
///   print(pass.name, pass.evaluations, pass.kept)
/// }
/// ```
public struct ShrinkPassStatistics: Sendable, Hashable {
  /// The pass's name, for example `"delete spans"`.
  public var name: String
  /// How many property evaluations the pass spent.
  public var evaluations: Int
  /// How many of its candidates were kept (each a simpler failing case).
  public var kept: Int
  /// How many times the pass ran.
  public var runs: Int
  /// How many locations (spans, choices, pairs, sibling groups) the pass skipped because it
  /// had already failed there and nothing there had changed since.
  public var skippedLocations: Int

  /// Creates the statistics of one pass.
  public init(name: String, evaluations: Int = 0, kept: Int = 0, runs: Int = 0, skippedLocations: Int = 0) {
    self.name = name
    self.evaluations = evaluations
    self.kept = kept
    self.runs = runs
    self.skippedLocations = skippedLocations
  }
}
