extension RandomSource {
  /// Returns a uniformly distributed integer in `0...bound`, without modulo bias.
  ///
  /// Uses Lemire's multiply-shift reduction with rejection ("Fast Random Integer
  /// Generation in an Interval", 2019): the high word of `word * (bound + 1)` is uniform
  /// once the few low words that would bias it are rejected.
  ///
  /// - Complexity: O(1) expected; fewer than two draws on average for any bound.
  @inlinable
  public mutating func next(upTo bound: UInt64) -> UInt64 {
    if bound == .max { return next() }
    let range = bound &+ 1
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return product.high
  }

  /// Returns a uniformly distributed `Double` in `0..<1` built from the top 53 bits.
  ///
  /// Every result is a multiple of 2⁻⁵³, so all 2⁵³ values are equally likely.
  @inlinable
  public mutating func nextUnitDouble() -> Double {
    Double(next() &>> 11) * 0x1p-53
  }
}
