/// Measures the runner's overhead: a trivial property over six generated integers.
///
/// The same cases are run twice: through ``Check`` (generation with recorded choices,
/// edge-case bias, property evaluation) and as a bare loop that draws six bounded numbers
/// from the same random source and tests the same condition. Run it in a release build.
///
/// ```swift
/// let result = GeneratorsBenchmark.run(cases: 1_000_000)
/// print(result)  // "Generators: 12.3 M cases/s, bare loop 30.1 M cases/s, ratio 2.45x"
/// ```
public enum GeneratorsBenchmark {
  /// Runs both loops `cases` times (at least 1) with `seed`, best of `repetitions`, and reports both rates.
  public static func run(cases: Int = 1_000_000, seed: UInt64 = 1, repetitions: Int = 3) -> GeneratorsBenchmarkResult {
    let cases = Swift.max(1, cases)
    let numbers = Gen.int(in: 0...1_000)
    let six = Gen.zip(numbers, numbers, numbers, numbers, numbers, numbers)
    let clock = ContinuousClock()
    var generated = Duration.seconds(1_000_000)
    var bare = Duration.seconds(1_000_000)
    var sink = 0
    for _ in 0..<Swift.max(1, repetitions) {
      let start = clock.now
      let result = Check(six, count: cases, seed: seed, shrinkBudget: .none).run { a, b, c, d, e, f in
        a + b + c + d + e + f <= 6_000
      }
      generated = Swift.min(generated, clock.now - start)
      if case .passed(let count, _) = result { sink &+= count }

      let bareStart = clock.now
      var random = Xoshiro256StarStar(seed: seed)
      var passed = 0
      for _ in 0..<cases {
        let a = Int(random.next(upTo: 1_000)), b = Int(random.next(upTo: 1_000))
        let c = Int(random.next(upTo: 1_000)), d = Int(random.next(upTo: 1_000))
        let e = Int(random.next(upTo: 1_000)), f = Int(random.next(upTo: 1_000))
        if a + b + c + d + e + f <= 6_000 { passed &+= 1 }
      }
      bare = Swift.min(bare, clock.now - bareStart)
      sink &+= passed
    }
    return GeneratorsBenchmarkResult(cases: cases, generated: generated, bareLoop: bare, checksum: sink)
  }
}

/// Timings of ``GeneratorsBenchmark/run(cases:seed:repetitions:)``.
public struct GeneratorsBenchmarkResult: Sendable, Hashable, CustomStringConvertible {
  /// Cases run in each loop.
  public var cases: Int
  /// Best time of the generator-driven check.
  public var generated: Duration
  /// Best time of the bare loop.
  public var bareLoop: Duration
  /// Passing-case count of all loops (keeps the work observable).
  public var checksum: Int

  /// Cases per second through `Check`.
  public var casesPerSecond: Double { Double(cases) / generated.seconds }
  /// Cases per second in the bare loop.
  public var bareCasesPerSecond: Double { Double(cases) / bareLoop.seconds }
  /// How many times slower the check is than the bare loop (goal: at most 3).
  public var ratio: Double { generated.seconds / bareLoop.seconds }

  /// `Generators: 12.3 M cases/s, bare loop 30.1 M cases/s, ratio 2.45x`.
  public var description: String {
    func millions(_ rate: Double) -> String { String(Double(Int(rate / 1e4)) / 100) }
    let ratioText = String(Double(Int(ratio * 100)) / 100)
    return "Generators: \(millions(casesPerSecond)) M cases/s, bare loop \(millions(bareCasesPerSecond)) M cases/s, ratio \(ratioText)x"
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Swift.max(Double(seconds) + Double(attoseconds) * 1e-18, 1e-12)
  }
}
