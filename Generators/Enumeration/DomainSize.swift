/// How many distinct choice sequences a generator can produce.
///
/// Sizes are exact whenever they fit in a `UInt64` and could be computed within the
/// counting budget; otherwise they are a lower bound (``exceeds(_:)``) or unbounded.
public enum DomainSize: Sendable, Hashable, CustomStringConvertible {
  /// Exactly this many cases.
  case exactly(UInt64)
  /// More than this many cases (the true size overflowed or was too costly to count).
  case exceeds(UInt64)
  /// No finite enumeration (for example `Gen.double(in:)` without a grid).
  case unbounded

  /// The exact count, when known.
  public var exactCount: UInt64? {
    if case .exactly(let count) = self { return count }
    return nil
  }

  /// Whether the domain is known to fit within `limit` cases.
  public func fits(within limit: UInt64) -> Bool {
    exactCount.map { $0 <= limit } ?? false
  }

  /// A readable size, such as "42 cases" or "more than 18446744073709551615 cases".
  public var description: String {
    switch self {
    case .exactly(let count): return "\(count) cases"
    case .exceeds(let count): return "more than \(count) cases"
    case .unbounded: return "an unbounded number of cases"
    }
  }

  /// The size of choosing one case from either domain.
  @usableFromInline
  static func + (lhs: DomainSize, rhs: DomainSize) -> DomainSize {
    switch (lhs, rhs) {
    case (.unbounded, _), (_, .unbounded): return .unbounded
    case (.exactly(let a), .exactly(let b)):
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .exceeds(.max) : .exactly(sum)
    case (.exactly(let a), .exceeds(let b)), (.exceeds(let a), .exactly(let b)),
      (.exceeds(let a), .exceeds(let b)):
      let (sum, overflow) = a.addingReportingOverflow(b)
      return .exceeds(overflow ? .max : sum)
    }
  }

  /// The size of choosing one case from each domain.
  @usableFromInline
  static func * (lhs: DomainSize, rhs: DomainSize) -> DomainSize {
    switch (lhs, rhs) {
    case (.exactly(0), _), (_, .exactly(0)): return .exactly(0)
    case (.unbounded, _), (_, .unbounded): return .unbounded
    case (.exactly(let a), .exactly(let b)):
      let (product, overflow) = a.multipliedReportingOverflow(by: b)
      return overflow ? .exceeds(.max) : .exactly(product)
    case (.exactly(let a), .exceeds(let b)), (.exceeds(let a), .exactly(let b)),
      (.exceeds(let a), .exceeds(let b)):
      let (product, overflow) = a.multipliedReportingOverflow(by: b)
      return .exceeds(overflow ? .max : product)
    }
  }

  /// The size of a domain with `count` cases, where `count` may be 2⁶⁴ (`UInt64.max + 1`).
  @usableFromInline
  static func counting(upTo maximum: UInt64) -> DomainSize {
    maximum == .max ? .exceeds(.max) : .exactly(maximum + 1)
  }
}
