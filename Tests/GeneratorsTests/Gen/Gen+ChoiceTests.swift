import Testing
@testable import Generators

@Suite struct GenChoiceTests {
  @Test func elementComesFromTheCollection() throws {
    let values = try Gen.element(of: ["a", "b", "c"]).samples(count: 200, seed: 1)
    #expect(Set(values) == ["a", "b", "c"])
    #expect(throws: GenerationFailure.self) { try Gen<Int>.element(of: [Int]()).samples(count: 1) }
  }

  @Test func oneOfUsesEveryBranch() throws {
    let values = try Gen.oneOf(Gen.constant(1), Gen.constant(2), Gen.constant(3)).samples(count: 300, seed: 2)
    #expect(Set(values) == [1, 2, 3])
  }

  @Test func frequencyFollowsWeights() throws {
    let values = try Gen.frequency((9, Gen.constant(true)), (1, Gen.constant(false))).samples(count: 4_000, seed: 3)
    let share = Double(values.filter { $0 }.count) / Double(values.count)
    #expect(abs(share - 0.9) < 0.03)
    #expect(throws: GenerationFailure.self) { try Gen.frequency((0, Gen.constant(1))).samples(count: 1) }
  }

  @Test func frequencyRefusesNegativeWeightsAndNoBranches() throws {
    let badWeights = GenerationFailure.invalidArgument("frequency needs at least one generator and non-negative weights")
    #expect(throws: badWeights) {
      try Gen.frequency((2, Gen.constant(1)), (-1, Gen.constant(2))).samples(count: 1)
    }
    #expect(throws: badWeights) { try Gen<Int>.frequency([]).samples(count: 1) }
    #expect(throws: GenerationFailure.invalidArgument("frequency weights add up to zero")) {
      try Gen.frequency((0, Gen.constant(1)), (0, Gen.constant(2))).samples(count: 1)
    }
    // A zero weight is allowed beside a positive one: that branch is never proposed.
    let values = try Gen.frequency((0, Gen.constant(1)), (3, Gen.constant(2))).samples(count: 200, seed: 5)
    #expect(Set(values) == [2])
    #expect(Gen.frequency((0, Gen.constant(1)), (3, Gen.constant(2))).domainSize() == .exactly(2))
  }

  @Test func optionalIsNilAboutAQuarterOfTheTime() throws {
    let values = try Gen.int(in: 0...9).optional.samples(count: 4_000, seed: 4)
    let share = Double(values.filter { $0 == nil }.count) / Double(values.count)
    #expect(abs(share - 0.25) < 0.03)
  }

  @Test func constantMakesNoChoices() throws {
    #expect(try Gen.constant("x").allValues() == ["x"])
  }
}
