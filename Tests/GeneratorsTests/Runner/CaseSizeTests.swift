import Testing
@testable import Generators

@Suite struct CaseSizeTests {
  @Test func smallAndLargeSizesMixFromTheFirstCases() {
    let sizes = (0..<1_000).map { Check<Int>.size(ofCase: $0) }
    #expect(sizes[0] == 0)
    #expect(sizes.allSatisfy { (0...Gen<Int>.maximumSize).contains($0) })
    let first = sizes.prefix(10)
    #expect(first.contains { $0 < 20 } && first.contains { $0 > 80 })
    // Every tenth of the range is visited within any 20 consecutive cases.
    for start in stride(from: 0, to: 980, by: 97) {
      let window = Set(sizes[start..<(start + 20)].map { $0 / 11 })
      #expect(window.count >= 9, "cases \(start)...: \(window.sorted())")
    }
  }

  /// Documented share: a value 1 to 4 away from the previous one in about 1/16 of draws.
  @Test func pairsFromAWideRangeAreOftenClose() throws {
    let wide = Gen.int(in: 1...Int.max)
    let pairs = try Gen.zip(wide, wide).samples(count: 4_000, seed: 5)
    let close = Double(pairs.filter { $0.0 != $0.1 && ($0.0 - $0.1).magnitude <= 4 }.count) / Double(pairs.count)
    #expect(close > 0.04 && close < 0.09, "close pairs: \(close)")
  }
}
