extension Gen {
  /// Keeps only values that satisfy `isIncluded`, retrying up to `budget` times per value.
  ///
  /// Every rejected attempt stays in the choice sequence, so shrinking can delete it and
  /// shrinks straight through the filter. When `budget` attempts in a row are rejected the
  /// case fails with ``GenerationFailure/filterBudgetExceeded(attempts:label:)``, which the
  /// runner reports as an error (never a hang). When enumerating, each rejected case is
  /// skipped once; the domain size is counted by walking the unfiltered domain, and when
  /// that domain is larger than the counting budget the filter is conservatively reported
  /// as exceeding it (so an exhaustive check refuses it rather than guessing).
  ///
  /// ```swift
  /// let odd = Gen.int(in: 0...99).filter("odd") { $0 % 2 == 1 }
  /// ```
  public func filter(
    _ label: String? = nil, budget: Int = 100,
    _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Gen<Value> {
    guard budget > 0 else { return .invalid("filter budget must be positive, got \(budget)") }
    let base = self
    let filtered = Gen(
      generate: { draw throws(GenerationFailure) in
        for _ in 0..<budget {
          let attempt = draw.beginSpan(.filterAttempt)
          let value = try base.generate(&draw)
          draw.endSpan(attempt)
          if isIncluded(value) { return value }
          if draw.isEnumerating { throw .rejected }
        }
        throw .filterBudgetExceeded(attempts: budget, label: label)
      },
      domain: { _ in .unbounded })
    return Gen(
      generate: filtered.generate,
      domain: { budget in
        switch base.domain(budget) {
        case .exactly(let count) where count <= budget:
          return ChoiceTreeWalk.count(filtered, budget: budget &+ 1)
        case .unbounded:
          return .unbounded
        default:
          return .exceeds(budget)
        }
      })
  }
}
