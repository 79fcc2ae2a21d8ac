/// How long a run took. Kept apart from the rest of a report so that two runs with the same
/// seed produce byte-identical output when timings are not asked for.
public struct RunTimings: Hashable, Sendable, Codable {
  /// Wall-clock seconds for the whole run.
  public var totalSeconds: Double
  /// Wall-clock seconds per strategy identifier.
  public var secondsPerStrategy: [String: Double]
  /// Wall-clock seconds per cell, keyed by ``cellKey(strategy:invariant:)``.
  public var secondsPerCell: [String: Double]
  /// Where the work went, phase by phase (seconds summed over threads and workers), when the
  /// run measured it.
  public var phases: PhaseTimes?

  /// Creates timings.
  public init(
    totalSeconds: Double, secondsPerStrategy: [String: Double] = [:], secondsPerCell: [String: Double] = [:],
    phases: PhaseTimes? = nil
  ) {
    self.totalSeconds = totalSeconds
    self.secondsPerStrategy = secondsPerStrategy
    self.secondsPerCell = secondsPerCell
    self.phases = phases
  }

  /// The key of a cell in ``secondsPerCell``: `strategy/invariant`.
  public static func cellKey(strategy: String, invariant: String) -> String { strategy + "/" + invariant }

  /// The seconds one cell took, if measured.
  public func seconds(strategy: String, invariant: String) -> Double? {
    secondsPerCell[Self.cellKey(strategy: strategy, invariant: invariant)]
  }
}
