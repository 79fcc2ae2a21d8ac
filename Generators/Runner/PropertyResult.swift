/// What a property says about one case.
public enum PropertyResult: Sendable, Hashable {
  /// The case satisfies the property.
  case passed
  /// The case breaks the property, with an optional explanation.
  case failed(String?)
  /// The case does not meet the property's precondition: it neither passes nor fails and
  /// does not count toward the number of cases (see ``Gen/assume(_:)``).
  case discarded

  /// `.passed` for `true`, `.failed(nil)` for `false`.
  public init(_ holds: Bool) {
    self = holds ? .passed : .failed(nil)
  }

  /// `.passed` for `nil`, otherwise a failure carrying the violation message.
  public init(violation: String?) {
    self = violation.map { .failed($0) } ?? .passed
  }

  /// Whether the case failed.
  public var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }
}

/// Thrown by ``Gen/assume(_:)`` to discard the current case.
public struct CaseDiscarded: Error, Sendable, Hashable {
  /// Creates the discard signal.
  public init() {}
}

extension Gen where Value == Void {
  /// Discards the current case unless `condition` holds, like Hypothesis's `assume`.
  ///
  /// A discarded case neither passes nor fails and does not count toward the check's
  /// case count; while shrinking, a discarded candidate counts as not failing. When most
  /// cases of a run are discarded the check fails with a health-check error that says so:
  /// generate valid values directly instead (with `map`, `flatMap` or a narrower range).
  ///
  /// ```swift
  /// Check(Gen.zip(Gen.int(in: 0...9), Gen.int(in: 0...9))).run { a, b in
  ///   try Gen.assume(b != 0)
  ///   return a / b <= a
  /// }
  /// ```
  public static func assume(_ condition: Bool) throws(CaseDiscarded) {
    if !condition { throw CaseDiscarded() }
  }
}
