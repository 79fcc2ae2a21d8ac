/// The bijection between an `Int` range and choice values that puts the simplest first.
///
/// - A range containing zero counts outward from zero, alternating sides while both
///   have values left: 0, 1, -1, 2, -2, ..., then the longer side alone.
/// - A positive range counts up from its lower bound; a negative one down from its upper.
///
/// Shrinking a choice toward 0 therefore shrinks the integer toward zero (or the bound
/// nearest to zero), and enumeration visits integers from the simplest outward.
@usableFromInline
struct IntegerOrdering: Sendable, Hashable {
  @usableFromInline let lower: Int
  @usableFromInline let upper: Int
  /// The largest choice value: `upper - lower` as an unsigned distance.
  @usableFromInline let maximum: UInt64
  /// How many values the shorter side of zero has (0 when zero is a bound or outside).
  @usableFromInline let paired: UInt64
  /// Whether the longer side of zero is the positive side.
  @usableFromInline let positiveIsLonger: Bool

  @inlinable
  init(_ range: ClosedRange<Int>) {
    lower = range.lowerBound
    upper = range.upperBound
    maximum = UInt64(bitPattern: Int64(upper &- lower))
    if lower < 0 && upper > 0 {
      let positives = UInt64(upper)
      let negatives = 0 &- UInt64(bitPattern: Int64(lower))
      paired = Swift.min(positives, negatives)
      positiveIsLonger = positives >= negatives
    } else {
      paired = 0
      positiveIsLonger = true
    }
  }

  /// The integer for a choice value in `0...maximum`.
  @inlinable @inline(__always)
  func value(for choice: UInt64) -> Int {
    if lower >= 0 { return lower &+ Int(bitPattern: UInt(choice)) }
    if upper <= 0 { return upper &- Int(bitPattern: UInt(choice)) }
    if choice == 0 { return 0 }
    if choice <= paired &* 2 {
      let magnitude = (choice &+ 1) / 2
      return choice & 1 == 1 ? Int(magnitude) : 0 &- Int(bitPattern: UInt(magnitude))
    }
    let magnitude = paired &+ (choice &- paired &* 2)
    return positiveIsLonger ? Int(magnitude) : 0 &- Int(bitPattern: UInt(magnitude))
  }

  /// The choice value of an integer in the range.
  @inlinable
  func choice(for value: Int) -> UInt64 {
    if lower >= 0 { return UInt64(bitPattern: Int64(value &- lower)) }
    if upper <= 0 { return UInt64(bitPattern: Int64(upper &- value)) }
    if value == 0 { return 0 }
    let magnitude = value > 0 ? UInt64(value) : 0 &- UInt64(bitPattern: Int64(value))
    if magnitude <= paired { return value > 0 ? magnitude &* 2 &- 1 : magnitude &* 2 }
    return paired &* 2 &+ (magnitude &- paired)
  }

  /// The choices of the lower bound, the upper bound, 0 and 1 (clamped into the range).
  @inlinable
  var specialChoices: (UInt64, UInt64, UInt64, UInt64) {
    let zero = Swift.min(Swift.max(0, lower), upper)
    let one = Swift.min(Swift.max(1, lower), upper)
    return (choice(for: lower), choice(for: upper), choice(for: zero), choice(for: one))
  }
}
