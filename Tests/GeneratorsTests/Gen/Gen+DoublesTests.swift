import Testing
@testable import Generators

@Suite struct GenDoublesTests {
  @Test func finiteAndInRangeByDefault() throws {
    for range in [-10.0...10.0, 0.25...0.75, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, 5.0...5.0] {
      for value in try Gen.double(in: range).samples(count: 500, seed: 8) {
        #expect(value.isFinite && range.contains(value))
      }
    }
    #expect(try Gen.double().samples(count: 500, seed: 1).allSatisfy(\.isFinite))
  }

  /// Documented shares: bounds 1/16 each, and the integer, half and third grids 1/8 each.
  @Test func boundsZeroAndPixelGridValuesAppearOften() throws {
    let values = try Gen.double(in: -50...50).samples(count: 4_000, seed: 9)
    func share(_ include: (Double) -> Bool) -> Double { Double(values.filter(include).count) / Double(values.count) }
    #expect(share { $0 == -50 } > 0.04)
    #expect(share { $0 == 50 } > 0.04)
    #expect(share { $0 == 0 } > 0.01)
    #expect(share { ($0 * 2).rounded() == $0 * 2 && $0.rounded() != $0 } > 0.04)
    #expect(share { ($0 * 3 - ($0 * 3).rounded()).magnitude < 1e-9 && ($0 * 2).rounded() != $0 * 2 } > 0.04)
    #expect(share { ($0 * 6).rounded() != $0 * 6 } > 0.3)  // off the grid too
  }

  @Test func nonFiniteValuesOnlyWhenAsked() throws {
    let values = try Gen.double(in: 0...1, includingNonFinite: true).samples(count: 2_000, seed: 2)
    #expect(values.contains { $0.isNaN })
    #expect(values.contains(.infinity) && values.contains(-.infinity))
  }

  @Test func gridDoublesAreEnumerable() throws {
    let values = try Gen.double(in: 0...1, step: 0.25).allValues()
    #expect(values == [0, 0.25, 0.5, 0.75, 1])
    #expect(Gen.double(in: 0...1).domainSize() == .unbounded)
    #expect(throws: GenerationFailure.self) { try Gen.double(in: 0...1, step: 0).samples(count: 1) }
  }
}
