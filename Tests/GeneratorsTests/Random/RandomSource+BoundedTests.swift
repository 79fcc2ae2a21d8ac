import Testing
@testable import Generators

@Suite struct RandomSourceBoundedTests {
  @Test func goldenBoundedAndUnitValues() {
    var random = Xoshiro256StarStar(seed: 42)
    #expect((0..<8).map { _ in random.next(upTo: 9) } == [0, 3, 6, 9, 9, 7, 7, 8])
    var unit = Xoshiro256StarStar(seed: 42)
    #expect((0..<3).map { _ in unit.nextUnitDouble() } == [
      0.08386297105988216, 0.3789802506626686, 0.6800434110281394,
    ])
  }

  @Test func staysWithinBoundsIncludingExtremes() {
    var random = Xoshiro256StarStar(seed: 7)
    for bound: UInt64 in [0, 1, 2, 3, 7, 1000, UInt64.max / 2 + 1, UInt64.max - 1, UInt64.max] {
      for _ in 0..<200 { #expect(random.next(upTo: bound) <= bound) }
    }
    #expect(random.next(upTo: 0) == 0)
  }

  /// A bound just above 2⁶³ is where a modulo reduction is most biased (two thirds low).
  @Test func isUnbiasedWhereModuloWouldNotBe() {
    var random = Xoshiro256StarStar(seed: 11)
    let bound = UInt64.max / 3 * 2  // range 2^64 * 2/3
    var low = 0
    let draws = 20_000
    for _ in 0..<draws where random.next(upTo: bound) < bound / 2 { low += 1 }
    // Unbiased: 50 %. Modulo reduction would give about 67 %.
    #expect(abs(Double(low) / Double(draws) - 0.5) < 0.02)
  }

  @Test func smallRangeIsUniform() {
    var random = Xoshiro256StarStar(seed: 3)
    var counts = [Int](repeating: 0, count: 6)
    for _ in 0..<60_000 { counts[Int(random.next(upTo: 5))] += 1 }
    for count in counts { #expect(abs(count - 10_000) < 400) }
  }

  @Test func unitDoublesAreInHalfOpenInterval() {
    var random = Xoshiro256StarStar(seed: 5)
    for _ in 0..<10_000 {
      let value = random.nextUnitDouble()
      #expect(value >= 0 && value < 1)
    }
  }
}
