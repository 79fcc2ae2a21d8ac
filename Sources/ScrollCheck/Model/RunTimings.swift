/// How long a run took. Kept apart from the rest of a report so that two runs with the same
/// seed produce byte-identical output when timings are not asked for.
public struct RunTimings: Hashable, Sendable, Codable {
  /// Wall-clock seconds for the whole run.
  public var totalSeconds: Double
  /// Wall-clock seconds per strategy identifier.
  public var secondsPerStrategy: [String: Double]

  /// Creates timings.
  public init(totalSeconds: Double, secondsPerStrategy: [String: Double] = [:]) {
    self.totalSeconds = totalSeconds
    self.secondsPerStrategy = secondsPerStrategy
  }
}
