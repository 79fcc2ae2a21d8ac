import Testing
@testable import Generators

@Suite struct GenArrayTests {
  @Test func countsStayInRangeAndGrowWithSize() throws {
    let arrays = try Gen.int(in: 0...9).array(count: 2...40).samples(count: 400, seed: 5)
    #expect(arrays.allSatisfy { (2...40).contains($0.count) })
    // Sizes mix from the start: long arrays appear among the first cases already, and
    // counts grow with the case size.
    #expect(arrays.prefix(20).contains { $0.count >= 20 })
    let sizes = (0..<400).map { Check<[Int]>.size(ofCase: $0) }
    let small = zip(sizes, arrays).filter { $0.0 < 20 }.map(\.1.count).max() ?? 0
    let large = zip(sizes, arrays).filter { $0.0 > 80 }.map(\.1.count).max() ?? 0
    #expect(small < large)
    #expect(arrays.contains { $0.count == 2 })
  }

  @Test func negativeCountIsAnError() {
    #expect(throws: GenerationFailure.self) { try Gen.int(in: 0...9).array(count: -1...2).samples(count: 1) }
  }

  @Test func uniqueArraysHaveDistinctElements() throws {
    let arrays = try Gen.int(in: 0...20).uniqueArray(count: 0...10).samples(count: 300, seed: 6)
    #expect(arrays.allSatisfy { Set($0).count == $0.count })
    #expect(arrays.contains { $0.count >= 8 })
  }

  @Test func impossibleUniqueArrayFailsClearly() {
    #expect(throws: GenerationFailure.self) {
      try Gen.int(in: 0...2).uniqueArray(count: 5...5).samples(count: 1)
    }
  }
}
