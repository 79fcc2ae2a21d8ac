extension Gen {
  /// One of the elements of `collection`, uniformly; shrinks toward the first element.
  ///
  /// An empty collection is an invalid-argument error when the generator runs.
  ///
  /// ```swift
  /// Gen.element(of: [1.0, 2.0, 3.0])  // screen scales
  /// ```
  @inlinable
  public static func element<Elements: Collection & Sendable>(of collection: Elements) -> Gen<Value>
  where Elements.Element == Value {
    let elements = Array(collection)
    guard !elements.isEmpty else { return .invalid("element(of:) needs a non-empty collection") }
    let box = UncheckedSendableBox(elements)
    let maximum = UInt64(elements.count - 1)
    return Gen(
      generate: { draw in box.value[Int(draw.chooseWithEdges(upTo: maximum, specials: (0, maximum, 0, Swift.min(1, maximum))))] },
      domain: { _ in .exactly(maximum + 1) })
  }

  /// A value from one of `generators`, chosen uniformly; shrinks toward the first.
  ///
  /// ```swift
  /// Gen.oneOf(Gen.int(in: 0...9), Gen.int(in: 100...109))
  /// ```
  public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
    oneOf(generators)
  }

  /// A value from one of `generators`, chosen uniformly; shrinks toward the first.
  public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
    frequency(generators.map { (1, $0) })
  }

  /// A value from one of `generators`, chosen in proportion to the weights.
  ///
  /// The choice records the branch, not the weight, so shrinking moves toward the first
  /// branch and enumeration visits every branch once. Weights must be non-negative with a
  /// positive total, otherwise it is an invalid-argument error.
  ///
  /// ```swift
  /// Gen.frequency((3, Gen.constant(0)), (1, Gen.int(in: 1...100)))
  /// ```
  public static func frequency(_ weighted: (Int, Gen<Value>)...) -> Gen<Value> {
    frequency(weighted)
  }

  /// A value from one of `generators`, chosen in proportion to the weights.
  @inlinable
  public static func frequency(_ weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
    // Inlinable, and the weights summed in one loop: scenario generators build a
    // `frequency` inside `flatMap`, so once per case (P9).
    var total: UInt64 = 0
    var cumulative: [UInt64] = []
    cumulative.reserveCapacity(weighted.count)
    var generators: [Gen<Value>] = []
    generators.reserveCapacity(weighted.count)
    for (weight, generator) in weighted {
      guard weight >= 0 else { return .invalid("frequency needs at least one generator and non-negative weights") }
      total += UInt64(weight)
      cumulative.append(total)
      generators.append(generator)
    }
    guard !weighted.isEmpty else {
      return .invalid("frequency needs at least one generator and non-negative weights")
    }
    guard total > 0 else { return .invalid("frequency weights add up to zero") }
    if weighted.count == 1 { return weighted[0].1 }
    return weightedChoice(total: total, cumulative: cumulative, generators: generators)
  }

  /// One of `generators`, the `i`-th when a ticket below `total` falls under `cumulative[i]`.
  @inlinable
  static func weightedChoice(total: UInt64, cumulative: [UInt64], generators: [Gen<Value>]) -> Gen<Value> {
    let maximum = UInt64(generators.count - 1)
    return Gen(
      generate: { draw throws(GenerationFailure) in
        let span = draw.beginSpan(.branch)
        let branch = draw.choose(upTo: maximum) { random in
          let ticket = random.next(upTo: total - 1)
          return UInt64(cumulative.firstIndex { ticket < $0 } ?? 0)
        }
        let value = try generators[Int(branch)].generate(&draw)
        draw.endSpan(span)
        return value
      },
      domain: { budget in generators.reduce(.exactly(0)) { $0 + $1.domain(budget) } })
  }

  /// `nil` a quarter of the time, otherwise a value; shrinks to `nil`.
  public var optional: Gen<Value?> {
    let base = self
    return Gen<Value?>(
      generate: { draw throws(GenerationFailure) in
        let span = draw.beginSpan(.branch)
        defer { draw.endSpan(span) }
        if draw.choose(upTo: 1, proposing: { $0.next() & 3 == 0 ? 0 : 1 }) == 0 { return nil }
        return try base.generate(&draw)
      },
      domain: { budget in .exactly(1) + base.domain(budget) })
  }
}
