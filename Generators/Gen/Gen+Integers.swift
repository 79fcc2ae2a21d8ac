extension Gen where Value == Int {
  /// Integers in `range`, any range including the full width of `Int`.
  ///
  /// Shrinks toward zero (or the bound nearest zero). When sampling, the bounds, 0 and 1
  /// appear in 12.5 % of draws, repeats of one of the last four values in 12.5 %, and a value
  /// 1 to 4 away from the previous one in 6.25 % (see `Draw`).
  ///
  /// ```swift
  /// Gen.int(in: -10...10)
  /// Gen.int(in: Int.min...Int.max)
  /// ```
  @inlinable
  public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
    let ordering = IntegerOrdering(range)
    let maximum = ordering.maximum
    let specials = ordering.specialChoices
    if range.lowerBound >= 0 {
      // The common case gets a closure without the sign logic.
      let lower = range.lowerBound
      return Gen(
        generate: { draw in
          lower &+ Int(bitPattern: UInt(draw.chooseWithEdges(upTo: maximum, specials: specials)))
        },
        domain: { _ in .counting(upTo: maximum) })
    }
    let signedLower = range.upperBound > 0 ? range.lowerBound : 0
    return Gen(
      generate: { draw in
        ordering.value(for: draw.chooseWithEdges(upTo: maximum, specials: specials, signedLower: signedLower))
      },
      domain: { _ in .counting(upTo: maximum) })
  }

  /// Integers in a half-open `range`; an empty range is an invalid-argument error.
  public static func int(in range: Range<Int>) -> Gen<Int> {
    guard !range.isEmpty else { return .invalid("empty range \(range)") }
    return int(in: range.lowerBound...(range.upperBound - 1))
  }
}

extension Gen where Value: FixedWidthInteger & Sendable {
  /// Integers of any fixed-width type (`Int8` ... `Int64`, `UInt8` ... `UInt64`, `Int`,
  /// `UInt`) in `range`, by default the type's whole range.
  ///
  /// Shrinks and samples exactly as ``Gen/int(in:)-swift.type.method`` does: toward zero (or
  /// the bound nearest zero), positive before negative, with the bounds, 0, 1, repeats and
  /// nearby values proposed on purpose.
  ///
  /// ```swift
  /// Gen<Int16>.integer()                 // -32768...32767
  /// Gen.integer(in: UInt8(1)...UInt8(9))
  /// ```
  public static func integer(in range: ClosedRange<Value> = Value.min...Value.max) -> Gen<Value> {
    if Value.isSigned || UInt64(range.upperBound) <= UInt64(Int.max) {
      // Every value fits in an Int (signed types are at most 64 bits).
      return Gen<Int>.int(in: Int(range.lowerBound)...Int(range.upperBound)).map { Value($0) }
    }
    // An unsigned range reaching past Int.max: count up from the lower bound.
    let lower = UInt64(range.lowerBound)
    let maximum = UInt64(range.upperBound) - lower
    let specials: (UInt64, UInt64, UInt64, UInt64) = (0, maximum, 0, lower == 0 ? Swift.min(1, maximum) : 0)
    return Gen(
      generate: { draw in Value(lower + draw.chooseWithEdges(upTo: maximum, specials: specials)) },
      domain: { _ in .counting(upTo: maximum) })
  }
}

extension Gen where Value == Bool {
  /// `false` or `true`, equally likely; shrinks to `false`.
  public static var bool: Gen<Bool> {
    Gen(
      generate: { draw in draw.choose(upTo: 1) { $0.next() & 1 } == 1 },
      domain: { _ in .exactly(2) })
  }
}
