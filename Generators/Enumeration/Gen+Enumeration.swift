/// Why a generator's domain could not be enumerated.
public enum EnumerationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The domain is larger than the limit asked for (or unbounded); nothing was run.
  case domainTooLarge(DomainSize, limit: UInt64)
  /// The generator failed for a reason other than a filter rejection.
  case generation(GenerationFailure)
  /// The walk visited a different number of cases than announced (a library bug).
  case mismatch(announced: UInt64, visited: UInt64)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .domainTooLarge(let size, let limit):
      return "the domain has \(size), more than the limit of \(limit)"
    case .generation(let failure): return "enumeration failed: \(failure)"
    case .mismatch(let announced, let visited):
      return "enumeration announced \(announced) cases but visited \(visited)"
    }
  }
}

extension Gen {
  /// Calls `body` with every value of the bounded domain, simplest first.
  ///
  /// The order is lexicographic on choice sequences: the first value is built from all-zero
  /// choices; integers count outward from zero, `bool` visits `false` first, `oneOf` and
  /// `frequency` visit each branch once in order, arrays try "stop" before "one more" at
  /// each position, `flatMap` visits each outer value's inner domain in turn, and `filter`
  /// skips what it rejects. `double(in:)` has no finite domain; `double(in:step:)` does.
  ///
  /// The domain size is computed before any case runs; a domain larger than `limit` is
  /// refused with its size and nothing runs.
  ///
  /// - Returns: the number of cases visited (equal to the announced size).
  @discardableResult
  public func forEachValue(
    limit: UInt64 = 100_000, _ body: (Value) -> Void
  ) throws(EnumerationError) -> UInt64 {
    let size = domain(Swift.max(limit, 1 << 20))
    guard case .exactly(let announced) = size, announced <= limit else {
      throw .domainTooLarge(size, limit: limit)
    }
    let visited: UInt64
    do {
      visited = try ChoiceTreeWalk.walk(self) { value, _ in
        body(value)
        return true
      }
    } catch {
      throw .generation(error)
    }
    guard visited == announced else { throw .mismatch(announced: announced, visited: visited) }
    return visited
  }

  /// Every value of the bounded domain, simplest first (see ``forEachValue(limit:_:)``).
  public func allValues(limit: UInt64 = 100_000) throws(EnumerationError) -> [Value] {
    var values: [Value] = []
    try forEachValue(limit: limit) { values.append($0) }
    return values
  }
}
