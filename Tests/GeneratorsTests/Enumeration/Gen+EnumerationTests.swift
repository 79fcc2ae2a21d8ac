import Testing
@testable import Generators

@Suite struct GenEnumerationTests {
  /// Visits exactly the announced number of cases, with no duplicates.
  func expectExactEnumeration<Value: Hashable>(
    _ gen: Gen<Value>, size expected: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(gen.domainSize() == .exactly(expected), sourceLocation: sourceLocation)
    let values = try gen.allValues()
    #expect(UInt64(values.count) == expected, sourceLocation: sourceLocation)
    #expect(Set(values).count == values.count, "duplicates", sourceLocation: sourceLocation)
  }

  @Test func integersAndBoolsSimplestFirst() throws {
    #expect(try Gen.int(in: -2...3).allValues() == [0, 1, -1, 2, -2, 3])
    #expect(try Gen.bool.allValues() == [false, true])
    try expectExactEnumeration(Gen.int(in: -50...50), size: 101)
  }

  @Test func productsSumsAndOptionals() throws {
    let digit = Gen.int(in: 0...9)
    try expectExactEnumeration(Gen.zip(digit, Gen.bool, Gen.int(in: 0...2)).map { "\($0)" }, size: 60)
    try expectExactEnumeration(Gen.oneOf(digit, Gen.int(in: 100...104)), size: 15)
    try expectExactEnumeration(Gen.frequency((5, digit), (1, Gen.int(in: 20...21))), size: 12)
    try expectExactEnumeration(digit.optional, size: 11)
    #expect(try digit.optional.allValues().first == .some(nil))
  }

  @Test func arraysCountEveryLength() throws {
    // 1 + 3 + 9 + 27 arrays of length 0...3 over three values.
    try expectExactEnumeration(Gen.int(in: 0...2).array(count: 0...3), size: 40)
    try expectExactEnumeration(Gen.int(in: 0...2).array(count: 2...3), size: 36)
    #expect(try Gen.int(in: 0...1).array(count: 0...2).allValues() == [[], [0], [0, 0], [0, 1], [1], [1, 0], [1, 1]])
  }

  @Test func flatMapFilterAndUniqueAreCountedExactly() throws {
    // n in 1...3, then n digits: 10 + 100 + 1000.
    try expectExactEnumeration(Gen.int(in: 1...3).flatMap { n in Gen.int(in: 0...9).array(count: n) }, size: 1110)
    try expectExactEnumeration(Gen.int(in: 0...99).filter { $0 % 7 == 0 }, size: 15)
    // Ordered selections of distinct values from 0...3, lengths 0...2: 1 + 4 + 12.
    try expectExactEnumeration(Gen.int(in: 0...3).uniqueArray(count: 0...2), size: 17)
    // Depth 0: 2 leaves; depth ≤ 1: 2 + 2·2 = 6; depth ≤ 2: 2 + 6·6 = 38.
    try expectExactEnumeration(Tree.trees(leaves: 0...1, maximumDepth: 2), size: 38)
  }

  @Test func domainLargerThanTheLimitIsRefusedWithItsSize() {
    #expect(throws: EnumerationError.domainTooLarge(.exactly(1_000_001), limit: 1_000)) {
      try Gen.int(in: 0...1_000_000).allValues(limit: 1_000)
    }
    #expect(throws: EnumerationError.domainTooLarge(.exceeds(.max), limit: 10)) {
      try Gen.int(in: Int.min...Int.max).allValues(limit: 10)
    }
    #expect(throws: EnumerationError.domainTooLarge(.unbounded, limit: 10)) {
      try Gen.double(in: 0...1).allValues(limit: 10)
    }
    var ran = 0
    #expect(throws: EnumerationError.self) { try Gen.int(in: 0...20).forEachValue(limit: 20) { _ in ran += 1 } }
    #expect(ran == 0)
  }
}
