extension Gen {
  /// Transforms each generated value; shrinks exactly as the original does.
  ///
  /// ```swift
  /// let evens = Gen.int(in: 0...50).map { $0 * 2 }
  /// ```
  @inlinable
  public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Gen<NewValue> {
    let generate = self.generate
    return Gen<NewValue>(
      generate: { draw throws(GenerationFailure) in transform(try generate(&draw)) },
      domain: domain)
  }

  /// Generates a value, then a second generator that depends on it (dependent generation).
  ///
  /// Shrinking works through the dependency: simplifying the first value rebuilds the
  /// second from the same remaining choices. Enumeration visits the inner domains of every
  /// outer value in turn; its size is the exact sum, counted by walking the outer domain.
  ///
  /// ```swift
  /// let rows = Gen.int(in: 1...5).flatMap { n in Gen.int(in: 0...9).array(count: n...n) }
  /// ```
  @inlinable
  public func flatMap<NewValue>(
    _ transform: @escaping @Sendable (Value) -> Gen<NewValue>
  ) -> Gen<NewValue> {
    // Inlinable so that a client's generators are specialized for their types, not run
    // through the runtime's generic metadata at every case (P9); counting stays out of line.
    let generate = self.generate
    return Gen<NewValue>(
      generate: { draw throws(GenerationFailure) in
        let inner = transform(try generate(&draw))
        let span = draw.beginSpan(.flatMapInner)
        let value = try inner.generate(&draw)
        draw.endSpan(span)
        return value
      },
      domain: Self.flatMapDomain(self, transform))
  }

  /// How many cases `outer.flatMap(transform)` has: each outer value's inner domain, summed.
  @usableFromInline
  static func flatMapDomain<NewValue>(
    _ outer: Gen<Value>, _ transform: @escaping @Sendable (Value) -> Gen<NewValue>
  ) -> @Sendable (_ budget: UInt64) -> DomainSize {
    { budget in
      guard case .exactly(let outerCount) = outer.domain(budget), outerCount <= budget else {
        return outer.domain(budget) == .unbounded ? .unbounded : .exceeds(budget)
      }
      var total = DomainSize.exactly(0)
      do {
        try ChoiceTreeWalk.walk(outer) { value, _ in
          total = total + transform(value).domain(budget)
          return total.exactCount != nil
        }
      } catch {
        return .exactly(0)
      }
      return total
    }
  }
}
