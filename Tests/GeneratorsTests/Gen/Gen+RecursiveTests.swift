import Testing
@testable import Generators

indirect enum Tree: Hashable, CustomStringConvertible {
  case leaf(Int)
  case node(Tree, Tree)

  var depth: Int {
    switch self {
    case .leaf: return 0
    case .node(let left, let right): return 1 + max(left.depth, right.depth)
    }
  }

  var sum: Int {
    switch self {
    case .leaf(let value): return value
    case .node(let left, let right): return left.sum + right.sum
    }
  }

  var description: String {
    switch self {
    case .leaf(let value): return "\(value)"
    case .node(let left, let right): return "(\(left) \(right))"
    }
  }

  static func trees(leaves: ClosedRange<Int> = 0...20, maximumDepth: Int = 5) -> Gen<Tree> {
    Gen<Tree>.recursive(maximumDepth: maximumDepth, base: Gen.int(in: leaves).map(Tree.leaf)) { child in
      Gen.zip(child, child).map(Tree.node)
    }
  }
}

@Suite struct GenRecursiveTests {
  @Test func depthIsBoundedAndGrowsWithSize() throws {
    let trees = try Tree.trees(maximumDepth: 4).samples(count: 300, seed: 3)
    #expect(trees.allSatisfy { $0.depth <= 4 })
    #expect(trees.contains { $0.depth == 4 })
    // Sizes mix from the start: the first cases hold both leaves and deep trees, and a
    // case of size 0 (the first) is a leaf.
    #expect(trees[0].depth == 0)
    #expect(trees.prefix(20).contains { $0.depth <= 1 } && trees.prefix(20).contains { $0.depth >= 3 })
  }

  @Test func sizedRecordsItsSize() throws {
    let gen = Gen<[Int]>.sized { size in Gen.constant(size).array(count: 0...0) }
    #expect(try gen.samples(count: 3, seed: 1).count == 3)
    #expect(Gen<Int>.sized { Gen.constant($0) }.domainSize() == .exactly(101))
  }
}
