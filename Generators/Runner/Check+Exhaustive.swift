extension Check {
  /// Checks a property on every value of the generator's bounded domain, simplest first.
  ///
  /// The domain size is computed before any case runs; a domain larger than `limit` (or
  /// unbounded) gives ``CheckError/domainTooLarge(_:limit:)`` and runs nothing. The first
  /// failing case in enumeration order is then shrunk like a random one. `count` and
  /// `seed` are ignored; labels and coverage apply to all cases.
  public func runExhaustively(
    limit: UInt64 = 100_000, _ property: (Value) throws -> PropertyResult
  ) -> CheckResult<Value> {
    withoutActuallyEscaping(property) { property in
      runExhaustively(limit: limit, judge: Judge(property: property))
    }
  }

  /// Checks a `Bool` property on every value of the bounded domain.
  public func runExhaustively(limit: UInt64 = 100_000, _ property: (Value) throws -> Bool) -> CheckResult<Value> {
    runExhaustively(limit: limit) { (value: Value) throws -> PropertyResult in PropertyResult(try property(value)) }
  }

  /// Checks a violation-message property on every value of the bounded domain.
  public func runExhaustively(
    limit: UInt64 = 100_000, violation property: (Value) throws -> String?
  ) -> CheckResult<Value> {
    runExhaustively(limit: limit) { (value: Value) throws -> PropertyResult in
      PropertyResult(violation: try property(value))
    }
  }

  func runExhaustively(limit: UInt64, judge: Judge<Value>) -> CheckResult<Value> {
    let size = generator.domain(Swift.max(limit, 1 << 20))
    guard case .exactly(let announced) = size, announced <= limit else {
      return .invalid(.domainTooLarge(size, limit: limit))
    }
    var statistics = LabelStatistics()
    var failure: (value: Value, choices: [UInt64], message: String?, index: Int)?
    let visited: UInt64
    do {
      visited = try ChoiceTreeWalk.walk(generator) { value, choices in
        let index = statistics.cases
        statistics.record(labelers.flatMap { $0(value) })
        if case .failed(let message) = judge.verdict(value) {
          failure = (value, choices.map(\.value), message, index)
          return false
        }
        return true
      }
    } catch {
      return .invalid(.generation(error, caseIndex: statistics.cases, seed: seed))
    }
    if let failure {
      return .failed(
        shrink(failure.value, choices: failure.choices, message: failure.message, caseIndex: failure.index, judge: judge))
    }
    guard visited == announced else {
      return .invalid(.enumerationMismatch(announced: announced, visited: visited))
    }
    return finish(cases: Int(visited), statistics: statistics)
  }
}
