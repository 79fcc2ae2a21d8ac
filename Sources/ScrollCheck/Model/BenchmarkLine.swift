/// One measurement printed by `scrollcheck bench`.
public struct BenchmarkLine: Hashable, Sendable, Codable {
  /// What was measured, e.g. `generators: six numbers, trivial property`.
  public var name: String
  /// The measured value.
  public var value: Double
  /// Its unit, e.g. `cases/s`.
  public var unit: String
  /// Anything worth saying next to it, e.g. `2.1x the bare loop`.
  public var note: String

  /// Creates a benchmark line.
  public init(name: String, value: Double, unit: String, note: String = "") {
    self.name = name
    self.value = value
    self.unit = unit
    self.note = note
  }
}
