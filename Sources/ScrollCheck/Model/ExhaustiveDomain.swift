/// The bounded domain an exhaustive run enumerates, announced before it starts.
public struct ExhaustiveDomain: Hashable, Sendable, Codable {
  /// The bound asked for.
  public var bound: ExhaustiveBound
  /// The number of scenarios in the domain (each is checked against every selected
  /// strategy and applicable invariant).
  public var scenarioCount: Int
  /// The domain in plain words, one line per dimension (e.g. `"rows: 0, 1, 2, 5"`).
  public var dimensions: [String]

  /// Creates a domain description.
  public init(bound: ExhaustiveBound, scenarioCount: Int, dimensions: [String]) {
    self.bound = bound
    self.scenarioCount = scenarioCount
    self.dimensions = dimensions
  }
}
