/// How far a run has got, reported to the command while it runs.
public struct RunProgress: Hashable, Sendable {
  /// Units of work done (cases, or cells; the service chooses, consistently within a run).
  public var completed: Int
  /// Units of work in the whole run; `completed` never exceeds it.
  public var total: Int
  /// What is being checked now, e.g. `stretchy-table-header.published / no-gap`.
  public var label: String

  /// Creates a progress report.
  public init(completed: Int, total: Int, label: String) {
    self.completed = completed
    self.total = total
    self.label = label
  }

  /// The fraction done, in 0...1 (1 when `total` is 0).
  public var fraction: Double {
    total <= 0 ? 1 : min(1, max(0, Double(completed) / Double(total)))
  }
}
