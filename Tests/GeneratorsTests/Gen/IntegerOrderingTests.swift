import Testing
@testable import Generators

@Suite struct IntegerOrderingTests {
  @Test(arguments: [-5...5, -2...7, -9...1, 0...4, 3...8, -8 ... -3, 0...0])
  func isABijectionCountingOutwardFromZero(range: ClosedRange<Int>) {
    let ordering = IntegerOrdering(range)
    let values = (0...ordering.maximum).map(ordering.value(for:))
    #expect(values.sorted() == Array(range))
    for (choice, value) in values.enumerated() {
      #expect(ordering.choice(for: value) == UInt64(choice))
    }
    // Simplest first: magnitudes never decrease.
    let magnitudes = values.map(\.magnitude)
    #expect(magnitudes == magnitudes.sorted())
  }

  @Test func zigzagsAroundZero() {
    let ordering = IntegerOrdering(-2...5)
    #expect((0...7).map { ordering.value(for: $0) } == [0, 1, -1, 2, -2, 3, 4, 5])
  }

  @Test func handlesTheFullWidth() {
    let ordering = IntegerOrdering(Int.min...Int.max)
    #expect(ordering.maximum == .max)
    #expect(ordering.value(for: 0) == 0)
    #expect(ordering.value(for: .max) == Int.min)
    #expect(ordering.value(for: .max - 1) == -Int.max)
    #expect(ordering.value(for: .max - 2) == Int.max)
    for value in [Int.min, Int.max, 0, 1, -1, 12345, -98765] {
      #expect(ordering.value(for: ordering.choice(for: value)) == value)
    }
  }
}
