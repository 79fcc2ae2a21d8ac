/// A generator of values of type `Value`, built on a recorded sequence of choices.
///
/// A `Gen` is a pure function from choices to a value. Because every value is rebuilt
/// from its choices, the same generator can be sampled at random, shrunk (by simplifying
/// the choices), replayed from a token, and enumerated exhaustively; no generator needs a
/// hand-written shrinker.
///
/// ```swift
/// let points = Gen.zip(Gen.int(in: 0...320), Gen.int(in: 0...480))
/// let paths = points.array(count: 0...8)
/// ```
///
/// `Gen` is `Sendable`: it only stores `@Sendable` closures.
public struct Gen<Value>: Sendable {
  /// Builds a value from a draw, or fails with a typed reason.
  @usableFromInline
  let generate: @Sendable (inout Draw) throws(GenerationFailure) -> Value

  /// Counts the domain, spending at most `budget` generator runs on counting by traversal.
  @usableFromInline
  let domain: @Sendable (_ budget: UInt64) -> DomainSize

  /// Creates a generator from its two halves.
  @inlinable
  init(
    generate: @escaping @Sendable (inout Draw) throws(GenerationFailure) -> Value,
    domain: @escaping @Sendable (_ budget: UInt64) -> DomainSize
  ) {
    self.generate = generate
    self.domain = domain
  }

  /// The largest size a case can have; a run mixes sizes from 0 to this from its first case.
  public static var maximumSize: Int { 100 }

  /// The number of cases this generator can produce, counted without running a property.
  ///
  /// - Parameter budget: the most generator runs to spend counting filters, unique arrays
  ///   and `flatMap`; domains that need more are reported as ``DomainSize/exceeds(_:)``.
  public func domainSize(countingBudget budget: UInt64 = 1 << 20) -> DomainSize {
    domain(budget)
  }
}

extension Gen {
  /// A generator that always produces `value` and makes no choices.
  ///
  /// The value is shared by every case; it is only ever read, so a non-`Sendable` value is
  /// safe as long as it is not mutated through a reference.
  public static func constant(_ value: Value) -> Gen<Value> {
    let box = UncheckedSendableBox(value)
    return Gen(generate: { _ in box.value }, domain: { _ in .exactly(1) })
  }

  /// A generator that always fails with an invalid-argument error (used for bad input).
  @usableFromInline
  static func invalid(_ message: String) -> Gen<Value> {
    Gen(
      generate: { (_: inout Draw) throws(GenerationFailure) -> Value in
        throw .invalidArgument(message)
      },
      domain: { _ in .exactly(0) })
  }
}

/// Carries a value the caller promises is only read, across a `@Sendable` boundary.
@usableFromInline
struct UncheckedSendableBox<Wrapped>: @unchecked Sendable {
  @usableFromInline let value: Wrapped
  @usableFromInline init(_ value: Wrapped) { self.value = value }
}
