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
}
