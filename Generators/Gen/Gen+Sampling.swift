extension Gen {
  /// The first `count` values a check with `seed` would generate, with the sizes of a run.
  ///
  /// ```swift
  /// let preview = try Gen.int(in: 0...9).array(count: 0...3).samples(count: 5, seed: 1)
  /// ```
  public func samples(count: Int, seed: UInt64 = 0) throws(GenerationFailure) -> [Value] {
    try sampleCases(count: count, seed: seed).map(\.value)
  }

  /// Sampled values with the choices that built them.
  func sampleCases(count: Int, seed: UInt64) throws(GenerationFailure) -> [(value: Value, choices: [Choice])] {
    var draw = Draw.random(seed: seed, size: 0)
    var result: [(value: Value, choices: [Choice])] = []
    for index in 0..<Swift.max(0, count) {
      draw.restart(size: Check<Value>.size(ofCase: index))
      let value = try generate(&draw)
      result.append((value, draw.recorded))
    }
    return result
  }
}
