extension Gen {
  /// Recursive values such as trees, with depth bounded by `maximumDepth` and by size.
  ///
  /// `extend` receives the generator for the next level down and builds one level on top
  /// of it. Every level chooses first between `base` (choice 0, so shrinking collapses
  /// subtrees to leaves) and `extend`. When sampling, a level extends with probability
  /// 1/2 while its depth is below `1 + size * maximumDepth / maximumSize`, so trees grow
  /// with the case size; replayed choices may build up to `maximumDepth` levels.
  ///
  /// ```swift
  /// indirect enum Tree { case leaf(Int), node(Tree, Tree) }
  /// let trees = Gen<Tree>.recursive(base: Gen.int(in: 0...9).map(Tree.leaf)) { child in
  ///   Gen.zip(child, child).map(Tree.node)
  /// }
  /// ```
  public static func recursive(
    maximumDepth: Int = 5,
    base: Gen<Value>,
    extend: (Gen<Value>) -> Gen<Value>
  ) -> Gen<Value> {
    guard maximumDepth >= 0 else { return .invalid("maximumDepth must not be negative") }
    var level = base
    for depthBelow in stride(from: 1, through: maximumDepth, by: 1) {
      let deeper = extend(level)
      let depth = maximumDepth - depthBelow
      level = Gen(
        generate: { draw throws(GenerationFailure) in
          let allowed = 1 + draw.size * maximumDepth / Gen<Int>.maximumSize
          let span = draw.beginSpan(.recursive)
          defer { draw.endSpan(span) }
          let branch = draw.choose(upTo: 1) { random in
            depth < allowed ? random.next() & 1 : 0
          }
          return try branch == 0 ? base.generate(&draw) : deeper.generate(&draw)
        },
        domain: { budget in base.domain(budget) + deeper.domain(budget) })
    }
    return level
  }

  /// A generator that depends on a size in `0...maximumSize`, recorded as a choice.
  ///
  /// When sampling, the size is the case's size (small and large mixed over a run); shrinking
  /// makes it smaller like any other choice.
  public static func sized(_ body: @escaping @Sendable (Int) -> Gen<Value>) -> Gen<Value> {
    let maximum = UInt64(maximumSize)
    return Gen<Int>(
      generate: { draw in Int(draw.choose(upTo: maximum) { [size = draw.size] _ in UInt64(size) }) },
      domain: { _ in .exactly(maximum + 1) }
    ).flatMap(body)
  }
}
