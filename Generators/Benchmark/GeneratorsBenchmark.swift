/// Measures the runner's overhead: a trivial property over six generated integers.
///
/// The same cases are run twice: through ``Check`` (generators, choice bookkeeping,
/// property evaluation) and as a bare loop that draws the same six numbers from the same
/// random source by hand and tests the same condition. Run it in a release build.
///
/// ```swift
/// let result = GeneratorsBenchmark.run(cases: 1_000_000)
/// print(result)  // "Generators: 12.3 M cases/s, bare loop 30.1 M cases/s, ratio 2.45x"
/// ```
public enum GeneratorsBenchmark {
  /// Runs both loops `cases` times (at least 1) from `seed` (plus the repetition number), best of `repetitions`, and reports both rates.
  public static func run(cases: Int = 1_000_000, seed: UInt64 = 1, repetitions: Int = 3) -> GeneratorsBenchmarkResult {
    let cases = Swift.max(1, cases)
    let numbers = Gen.int(in: 0...1_000)
    let six = Gen.zip(numbers, numbers, numbers, numbers, numbers, numbers)
    let clock = ContinuousClock()
    var generated = Duration.seconds(1_000_000)
    var bare = Duration.seconds(1_000_000)
    var generatedSum = 0
    var bareSum = 0
    for repetition in 0..<Swift.max(1, repetitions) {
      // A different seed per repetition keeps the optimiser from reusing a result.
      let seed = seed &+ UInt64(repetition)
      var sum = 0
      let start = clock.now
      _ = Check(six, count: cases, seed: seed, shrinkBudget: .none).run { a, b, c, d, e, f in
        let total = a + b + c + d + e + f
        sum &+= total
        return total <= 6_000
      }
      generated = Swift.min(generated, clock.now - start)
      generatedSum &+= sum

      let bareStart = clock.now
      bareSum &+= bareLoop(cases: cases, seed: seed)
      bare = Swift.min(bare, clock.now - bareStart)
    }
    return GeneratorsBenchmarkResult(
      cases: cases, generated: generated, bareLoop: bare, drewSameNumbers: generatedSum == bareSum)
  }

  /// Draws the same six numbers per case as `Gen.int(in: 0...1000)` does, by hand.
  ///
  /// It replays the proposal rule of ``Draw`` inline (edge cases 1/8, repeats 1/8,
  /// nearby values 1/16, otherwise Lemire reduction) so both loops see identical numbers; returns their sum.
  static func bareLoop(cases: Int, seed: UInt64) -> Int {
    var random = Xoshiro256StarStar(seed: seed)
    var bits: UInt64 = 0
    var bitsLeft = 0
    var sum = 0
    for _ in 0..<cases {
      var recent: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      var drawn = 0
      var total = 0
      for _ in 0..<6 {
        if bitsLeft == 0 {
          bits = random.next()
          bitsLeft = 8
        }
        let byte = bits & 0xFF
        bits &>>= 8
        bitsLeft -= 1
        let decision = byte & 15
        let back = Int((byte &>> 4) & 3)
        var value: UInt64
        if decision < 2 {
          switch back {
          case 0, 2: value = 0
          case 1: value = 1_000
          default: value = 1
          }
        } else if decision < 4 && back < drawn {
          switch back {
          case 0: value = recent.0
          case 1: value = recent.1
          case 2: value = recent.2
          default: value = recent.3
          }
        } else if decision == 4 && drawn > 0
          && (byte & 0x40 != 0 ? recent.0 >= UInt64(back) + 1 : recent.0 + UInt64(back) + 1 <= 1_000)
        {
          // A value near the previous one, 1 to 4 away.
          value = byte & 0x40 != 0 ? recent.0 - UInt64(back) - 1 : recent.0 + UInt64(back) + 1
        } else {
          value = random.next(upTo: 1_000)
        }
        recent = (value, recent.0, recent.1, recent.2)
        drawn += 1
        total += Int(value)
      }
      if total <= 6_000 { sum &+= total }
    }
    return sum
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
  /// Whether both loops drew exactly the same numbers (their sums agree).
  public var drewSameNumbers: Bool

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
    return "Generators: \(millions(casesPerSecond)) M cases/s, bare loop \(millions(bareCasesPerSecond)) M cases/s, "
      + "ratio \(ratioText)x\(drewSameNumbers ? "" : " (the loops drew different numbers)")"
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Swift.max(Double(seconds) + Double(attoseconds) * 1e-18, 1e-12)
  }
}
