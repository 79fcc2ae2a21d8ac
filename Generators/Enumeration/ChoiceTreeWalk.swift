/// Walks every choice sequence of a generator in order, like an odometer.
///
/// The first case is all-zero choices (the simplest); each step increments the last
/// choice that has room and drops everything after it, so later choices are re-made
/// from 0. A case a filter rejects is skipped together with everything below it.
enum ChoiceTreeWalk {
  /// Calls `visit` with each value and its choices, in order, until it returns `false`.
  ///
  /// - Returns: the number of cases visited.
  /// - Throws: any generation failure other than a rejection.
  @discardableResult
  static func walk<Value>(
    _ gen: Gen<Value>,
    visit: (Value, [Choice]) -> Bool
  ) throws(GenerationFailure) -> UInt64 {
    var prefix: [UInt64] = []
    var visited: UInt64 = 0
    while true {
      var draw = Draw.enumerating(prefix)
      do {
        let value = try gen.generate(&draw)
        visited += 1
        if !visit(value, draw.recorded) { return visited }
      } catch .rejected {
        // Skip this case and its subtree.
      }
      let recorded = draw.recorded
      guard let last = recorded.lastIndex(where: { $0.value < $0.maximum }) else { return visited }
      prefix = recorded[..<last].map(\.value)
      prefix.append(recorded[last].value + 1)
    }
  }

  /// Counts the cases of `gen` by walking them, giving up after `budget` generator runs.
  static func count<Value>(_ gen: Gen<Value>, budget: UInt64) -> DomainSize {
    var runs: UInt64 = 0
    var exhausted = false
    var prefix: [UInt64] = []
    var accepted: UInt64 = 0
    while true {
      if runs >= budget {
        exhausted = true
        break
      }
      runs += 1
      var draw = Draw.enumerating(prefix)
      do {
        _ = try gen.generate(&draw)
        accepted += 1
      } catch .rejected {
      } catch {
        return .exactly(0)
      }
      let recorded = draw.recorded
      guard let last = recorded.lastIndex(where: { $0.value < $0.maximum }) else { break }
      prefix = recorded[..<last].map(\.value)
      prefix.append(recorded[last].value + 1)
    }
    return exhausted ? .exceeds(accepted) : .exactly(accepted)
  }
}
