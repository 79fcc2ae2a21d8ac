import Testing
@testable import Generators

@Suite struct GenMapTests {
  @Test func mapTransforms() throws {
    #expect(try Gen.int(in: 0...5).map { $0 * 2 }.samples(count: 100, seed: 1).allSatisfy { $0 % 2 == 0 })
  }

  @Test func flatMapMakesDependentValues() throws {
    let rows = Gen.int(in: 1...5).flatMap { n in Gen.constant(n).array(count: n) }
    for row in try rows.samples(count: 100, seed: 2) {
      #expect(row.count == row.first)
    }
  }

  @Test func flatMapCountsEachOuterValuesInnerDomain() throws {
    // 1...3 then 0..<n: 1 + 2 + 3 cases.
    let nested = Gen.int(in: 1...3).flatMap { n in Gen.int(in: 0...(n - 1)) }
    #expect(nested.domainSize() == .exactly(6))
    #expect(try nested.allValues().count == 6)
    // An outer generator with more values than the counting budget is not walked.
    let wide = Gen.int(in: 0...1_000).flatMap { n in Gen.constant(n) }
    #expect(wide.domainSize(countingBudget: 10) == .exceeds(10))
  }
}
