import Testing
@testable import Generators

@Suite struct GenIntegersTests {
  @Test func staysInRangeIncludingFullWidth() throws {
    for range in [-3...3, 0...1, 7...7, Int.min...Int.max, Int.max - 2...Int.max, Int.min...Int.min + 1] {
      for value in try Gen.int(in: range).samples(count: 300, seed: 1) {
        #expect(range.contains(value))
      }
    }
  }

  @Test func halfOpenRangeAndEmptyRangeError() throws {
    #expect(try Gen.int(in: 0..<3).samples(count: 100, seed: 2).allSatisfy { (0..<3).contains($0) })
    #expect(throws: GenerationFailure.self) { try Gen.int(in: 0..<0).samples(count: 1, seed: 2) }
  }

  /// Documented share: bounds, 0 and 1 each about 1/32 of draws (plus their uniform share).
  @Test func edgeCasesAppearInTheDocumentedShare() throws {
    let values = try Gen.int(in: -1_000_000...1_000_000).samples(count: 8_000, seed: 3)
    func share(_ target: Int) -> Double { Double(values.filter { $0 == target }.count) / Double(values.count) }
    for edge in [-1_000_000, 1_000_000, 0, 1] {
      #expect(share(edge) > 0.02 && share(edge) < 0.045, "share of \(edge) is \(share(edge))")
    }
  }

  /// Documented shares: adjacent values equal in about 1/32 of cases, equal sums in about 1/500.
  @Test func repeatedValuesAndCoincidencesAreCommon() throws {
    let big = Gen.int(in: 0...1_000_000_000)
    let pairs = try Gen.zip(big, big).samples(count: 4_000, seed: 4)
    let equal = Double(pairs.filter { $0.0 == $0.1 }.count) / Double(pairs.count)
    #expect(equal > 0.025 && equal < 0.045, "equal pairs: \(equal)")
    let quads = try Gen.zip(big, big, big, big).samples(count: 20_000, seed: 5)
    let equalSums = Double(quads.filter { $0.0 + $0.1 == $0.2 + $0.3 }.count) / Double(quads.count)
    #expect(equalSums > 0.001, "equal sums: \(equalSums)")
  }

  @Test func boolGivesBoth() throws {
    let values = try Gen.bool.samples(count: 200, seed: 1)
    #expect(values.contains(true) && values.contains(false))
  }
}
