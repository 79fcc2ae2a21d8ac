import Testing
@testable import Generators

@Suite struct GenFixedWidthIntegerTests {
  @Test func everyTypeStaysInItsRangeAndReachesItsBounds() throws {
    func check<T: FixedWidthInteger & Sendable>(_ type: T.Type) throws {
      let values = try Gen<T>.integer().samples(count: 600, seed: 1)
      #expect(values.contains(T.min) && values.contains(T.max), "\(T.self)")
      let narrow = try Gen<T>.integer(in: 3...9).samples(count: 200, seed: 2)
      #expect(narrow.allSatisfy { (3...9).contains($0) }, "\(T.self)")
    }
    try check(Int8.self)
    try check(Int16.self)
    try check(Int32.self)
    try check(Int64.self)
    try check(UInt8.self)
    try check(UInt16.self)
    try check(UInt32.self)
    try check(UInt64.self)
    try check(UInt.self)
  }

  @Test func unsignedRangesPastIntMaxShrinkTowardTheirLowerBound() throws {
    let gen = Gen<UInt64>.integer(in: (UInt64(Int.max) - 5)...UInt64.max)
    let example = try #require(Check(gen, seed: 3).run { $0 < UInt64(Int.max) + 10 }.counterexample)
    #expect(example.shrunk == UInt64(Int.max) + 10)
  }

  @Test func signedValuesShrinkTowardZeroPositiveFirst() throws {
    let example = try #require(Check(Gen<Int16>.integer(), seed: 4).run { $0.magnitude < 300 }.counterexample)
    #expect(example.shrunk == 300)
  }
}
