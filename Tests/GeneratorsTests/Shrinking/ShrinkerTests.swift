import Testing
@testable import Generators

/// Classic shrinking problems: each must reach the same minimal case from several seeds.
@Suite struct ShrinkerTests {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]

  func shrunk<Value>(_ gen: Gen<Value>, seed: UInt64, _ property: (Value) -> Bool) -> Counterexample<Value>? {
    Check(gen, count: 200, seed: seed).run(property).counterexample
  }

  @Test(arguments: seeds) func listSumShrinksToASingleMinimalElement(seed: UInt64) throws {
    let example = try #require(shrunk(Gen.int(in: 0...1000).array(count: 0...20), seed: seed) { $0.reduce(0, +) <= 100 })
    #expect(example.shrunk == [101])
    #expect(example.isFullyShrunk)
  }

  @Test(arguments: seeds) func orderedPairShrinksToZeroOne(seed: UInt64) throws {
    let number = Gen.int(in: -1000...1000)
    let example = try #require(shrunk(Gen.zip(number, number), seed: seed) { $0.0 >= $0.1 })
    #expect(example.shrunk == (0, 1))
  }

  @Test(arguments: seeds) func dependentGenerationShrinksThroughFlatMap(seed: UInt64) throws {
    let rows = Gen.int(in: 1...10).flatMap { n in Gen.int(in: 0...100).array(count: n) }
    let example = try #require(shrunk(rows, seed: seed) { $0.allSatisfy { $0 <= 50 } })
    #expect(example.shrunk == [51])
  }

  @Test(arguments: seeds) func recursiveTreeShrinksToTheSmallestDeepTree(seed: UInt64) throws {
    let example = try #require(shrunk(Tree.trees(), seed: seed) { $0.depth < 3 })
    #expect(example.shrunk == .node(.leaf(0), .node(.leaf(0), .node(.leaf(0), .leaf(0)))))
  }

  @Test(arguments: seeds) func recursiveTreeSumShrinksToTwoLeaves(seed: UInt64) throws {
    let example = try #require(shrunk(Tree.trees(), seed: seed) { $0.sum < 30 })
    #expect(example.shrunk == .node(.leaf(10), .leaf(20)))
  }

  @Test(arguments: seeds) func shrinksThroughFilter(seed: UInt64) throws {
    let evens = Gen.int(in: 0...10_000).filter { $0 % 2 == 0 }
    let example = try #require(shrunk(evens.array(count: 1...5), seed: seed) { $0.allSatisfy { $0 < 1000 } })
    #expect(example.shrunk == [1000])
  }

  @Test(arguments: seeds) func doubleShrinksToTheSmallestFailingInteger(seed: UInt64) throws {
    let example = try #require(shrunk(Gen.double(in: -100...100), seed: seed) { $0 < 10.5 })
    #expect(example.shrunk == 11)
  }

  @Test func shrinkingIsDeterministic() throws {
    let gen = Gen.int(in: 0...1000).array(count: 0...20)
    let first = try #require(shrunk(gen, seed: 8) { $0.count < 3 })
    let second = try #require(shrunk(gen, seed: 8) { $0.count < 3 })
    #expect(first.replayToken == second.replayToken)
    #expect(first.evaluations == second.evaluations)
    #expect(first.shrunk == [0, 0, 0])
  }

  @Test func evaluationBudgetStopsShrinkingAndSaysSo() throws {
    let gen = Gen.int(in: 0...1000).array(count: 0...20)
    let check = Check(gen, seed: 1, shrinkBudget: ShrinkBudget(evaluations: 3))
    let example = try #require(check.run { $0.reduce(0, +) <= 100 }.counterexample)
    #expect(example.budgetExhausted == .evaluations)
    #expect(example.evaluations == 3)
    #expect(example.shrunk.reduce(0, +) > 100)
    #expect(example.description.contains("best case found so far"))
  }

  @Test func timeBudgetStopsShrinkingAndSaysSo() throws {
    let gen = Gen.int(in: 0...1000).array(count: 0...20)
    let check = Check(gen, seed: 1, shrinkBudget: ShrinkBudget(evaluations: 1_000, time: .zero))
    let example = try #require(check.run { $0.reduce(0, +) <= 100 }.counterexample)
    #expect(example.budgetExhausted == .time)
    #expect(example.shrunk == example.original)
  }

  /// Siblings are ordered by the choices they make together, not by length: a longer
  /// subtree whose choices start smaller goes first.
  @Test func siblingsGoFirstWhenTheirChoicesTogetherAreSmaller() {
    #expect(Shrinker<Int>.goesFirst([1, 0, 1, 2, 0, 0, 0], [1, 1, 0, 0]))
    #expect(!Shrinker<Int>.goesFirst([1, 1, 0, 0], [1, 0, 1, 2, 0, 0, 0]))
    #expect(Shrinker<Int>.goesFirst([0], [1, 0]))
    #expect(!Shrinker<Int>.goesFirst([2], [2]))
  }

  /// In a filtered list, an element is deleted while its neighbour moves to a bound of its
  /// range, when the filter rejects the plain deletion.
  @Test(arguments: seeds) func filteredListKeepsItsTotalInFewerElements(seed: UInt64) throws {
    let list = Gen<Int8>.integer().array(count: 0...6).filter { $0.reduce(Int8(0), &+) < 16 }
    let example = try #require(shrunk(Gen.zip(list, list), seed: seed) { first, second in
      (first + second).reduce(Int8(0), &+) < 32
    })
    let total = (example.shrunk.0 + example.shrunk.1).count
    #expect(total <= 2, "\(example.shrunk)")
  }
}
