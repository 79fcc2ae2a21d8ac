extension Gen where Value: Hashable & SendableMetatype {
  /// Arrays of distinct values with a count in `count`.
  ///
  /// A duplicate element is redrawn (up to `budget` times in a row, then the case fails
  /// with ``GenerationFailure/uniqueElementsExhausted(attempts:count:)``); the redrawn
  /// choices stay in the sequence so shrinking can remove them. When enumerating, a
  /// duplicate skips the case, and the domain is counted by walking it.
  ///
  /// ```swift
  /// Gen.int(in: 0...9).uniqueArray(count: 3...3)
  /// ```
  public func uniqueArray(count: ClosedRange<Int>, budget: Int = 100) -> Gen<[Value]> {
    guard count.lowerBound >= 0 else { return .invalid("array count \(count) must not be negative") }
    guard budget > 0 else { return .invalid("unique array budget must be positive, got \(budget)") }
    let element = self
    let arrays = Gen<[Value]>(
      generate: { draw throws(GenerationFailure) in
        let target = draw.isRandom ? proposedCount(in: count, draw: &draw) : 0
        var result: [Value] = []
        var seen = Set<Value>()
        let list = draw.beginSpan(.list)
        defer { draw.endSpan(list) }
        while result.count < count.upperBound {
          if result.count >= count.lowerBound {
            let more = result.count < target
            if draw.choose(upTo: 1, proposing: { _ in more ? 1 : 0 }) == 0 { break }
          }
          var attempts = 0
          while true {
            let attempt = draw.beginSpan(.filterAttempt)
            let value = try element.generate(&draw)
            draw.endSpan(attempt)
            if seen.insert(value).inserted {
              result.append(value)
              break
            }
            if draw.isEnumerating { throw .rejected }
            attempts += 1
            if attempts >= budget {
              throw .uniqueElementsExhausted(attempts: attempts, count: result.count)
            }
          }
        }
        return result
      },
      domain: { _ in .unbounded })
    let plain = element.array(count: count)
    return Gen<[Value]>(
      generate: arrays.generate,
      domain: { budget in
        switch plain.domain(budget) {
        case .exactly(let total) where total <= budget:
          return ChoiceTreeWalk.count(arrays, budget: budget &+ 1)
        case .unbounded: return .unbounded
        default: return .exceeds(budget)
        }
      })
  }
}
