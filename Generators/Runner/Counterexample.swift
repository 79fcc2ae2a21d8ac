/// A failing case: the one found, the one it shrank to, and how to replay it.
public struct Counterexample<Value> {
  /// The first failing case found.
  public var original: Value
  /// The minimal failing case shrinking reached.
  public var shrunk: Value
  /// How many times shrinking found a simpler failing case.
  public var shrinkSteps: Int
  /// How many property evaluations shrinking spent.
  public var evaluations: Int
  /// The message the property gave for the shrunk case (`nil` for a plain `false`).
  public var message: String?
  /// The seed of the run.
  public var seed: UInt64
  /// The index of the failing case in the run (0-based), or `nil` for a pinned token.
  public var caseIndex: Int?
  /// Rebuilds ``shrunk`` directly: `gen.replay(replayToken)`.
  public var replayToken: ReplayToken
  /// The budget that stopped shrinking early, or `nil` when shrinking reached a fixed point.
  public var budgetExhausted: ShrinkLimit?
  /// Evaluations and kept steps of each shrink pass, in the order the passes run.
  public var shrinkPasses: [ShrinkPassStatistics] = []

  /// Whether shrinking finished (rather than being stopped by a budget).
  public var isFullyShrunk: Bool { budgetExhausted == nil }
}

extension Counterexample: CustomStringConvertible {
  /// A multi-line report with the shrunk case, the message and the replay token.
  public var description: String {
    var lines: [String] = []
    let found = caseIndex.map { "after \($0 + 1) case\($0 == 0 ? "" : "s")" } ?? "on a pinned replay token"
    lines.append("Property failed \(found) (seed \(seed)).")
    lines.append("Shrunk counterexample: \(shrunk)")
    if let message { lines.append("Message: \(message)") }
    lines.append("Original counterexample: \(original)")
    lines.append("Shrinking: \(shrinkSteps) steps, \(evaluations) evaluations")
    if let budgetExhausted {
      lines.append("Shrinking stopped by its \(budgetExhausted.rawValue) budget: this is the best case found so far.")
    }
    lines.append("Replay token: \(replayToken.text)")
    return lines.joined(separator: "\n")
  }
}
