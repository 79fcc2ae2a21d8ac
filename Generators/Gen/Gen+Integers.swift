extension Gen where Value == Int {
  /// Integers in `range`, any range including the full width of `Int`.
  ///
  /// Shrinks toward zero (or the bound nearest zero). When sampling, the bounds, 0 and 1
  /// appear in 12.5 % of draws and repeats of one of the last four values in 12.5 % (see `Draw`).
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
    return Gen(
      generate: { draw in
        ordering.value(for: draw.chooseWithEdges(upTo: maximum, specials: specials))
      },
      domain: { _ in .counting(upTo: maximum) })
  }

  /// Integers in a half-open `range`; an empty range is an invalid-argument error.
  public static func int(in range: Range<Int>) -> Gen<Int> {
    guard !range.isEmpty else { return .invalid("empty range \(range)") }
    return int(in: range.lowerBound...(range.upperBound - 1))
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
