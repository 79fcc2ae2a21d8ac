/// A property check over a generator: how many cases, which seed, labels, coverage and budgets.
///
/// ```swift
/// let result = Check(Gen.int(in: 0...1000).array(count: 0...10), seed: 7)
///   .classified("empty") { $0.isEmpty }
///   .requiringCoverage(of: "empty", atLeastPercent: 5)
///   .run { numbers in numbers.reduce(0, +) <= 100 }
/// print(result)  // the shrunk counterexample [101] and its replay token
/// ```
///
/// Case sizes mix small and large from the first case on (see ``size(ofCase:)``). A case
/// the property discards (``Gen/assume(_:)`` or ``PropertyResult/discarded``) does not count
/// toward `count`; when most cases are discarded the check fails with
/// ``CheckError/tooManyDiscards(discarded:valid:seed:)``. The default seed is fixed, so a
/// check gives the same cases on every run and every machine.
public struct Check<Value> {
  /// The generator of cases.
  public var generator: Gen<Value>
  /// How many random cases to run.
  public var count: Int
  /// The seed of the random source.
  public var seed: UInt64
  /// How much work shrinking may do.
  public var shrinkBudget: ShrinkBudget
  /// Replay tokens of earlier failures, run before the random cases (regression cases).
  public var pinnedTokens: [String] = []
  /// Coverage demands checked after all cases pass.
  public var coverage: [CoverageRequirement] = []
  var labelers: [(Value) -> [String]] = []

  /// The seed used when none is given.
  public static var defaultSeed: UInt64 { 0x5C01_1C4E_C4 }

  /// Creates a check of `generator`.
  public init(
    _ generator: Gen<Value>, count: Int = 100, seed: UInt64 = Check.defaultSeed,
    shrinkBudget: ShrinkBudget = ShrinkBudget()
  ) {
    self.generator = generator
    self.count = count
    self.seed = seed
    self.shrinkBudget = shrinkBudget
  }

  /// Adds a label computed from each case (`nil` for none).
  public func labeled(_ label: @escaping (Value) -> String?) -> Check {
    var copy = self
    copy.labelers.append { value in label(value).map { [$0] } ?? [] }
    return copy
  }

  /// Adds `label` to each case that satisfies `predicate`.
  public func classified(_ label: String, when predicate: @escaping (Value) -> Bool) -> Check {
    var copy = self
    copy.labelers.append { predicate($0) ? [label] : [] }
    return copy
  }

  /// Fails the check unless at least `percent` % of cases carry `label`.
  public func requiringCoverage(of label: String, atLeastPercent percent: Double) -> Check {
    var copy = self
    copy.coverage.append(CoverageRequirement(label, atLeastPercent: percent))
    return copy
  }

  /// Runs the case of a replay token first, on every run (a regression case).
  public func pinning(_ token: String) -> Check {
    var copy = self
    copy.pinnedTokens.append(token)
    return copy
  }

  /// Checks a property that returns whether it holds (or throws to fail).
  public func run(_ property: (Value) throws -> Bool) -> CheckResult<Value> {
    run { (value: Value) throws -> PropertyResult in PropertyResult(try property(value)) }
  }

  /// Checks a property that returns an optional violation message (`nil` means it holds).
  public func run(violation property: (Value) throws -> String?) -> CheckResult<Value> {
    run { (value: Value) throws -> PropertyResult in PropertyResult(violation: try property(value)) }
  }

  /// Checks a property that returns a ``PropertyResult`` (or throws to fail).
  public func run(_ property: (Value) throws -> PropertyResult) -> CheckResult<Value> {
    withoutActuallyEscaping(property) { property in run(judge: Judge(property: property)) }
  }

  func run(judge: Judge<Value>) -> CheckResult<Value> {
    for token in pinnedTokens {
      let value: Value
      let choices: [UInt64]
      do {
        let parsed = try ReplayToken(parsing: token)
        var draw = Draw.replaying(parsed.choices)
        do {
          value = try generator.generate(&draw)
        } catch {
          return .invalid(.pinnedToken(token, .generation(error)))
        }
        choices = draw.recordedValues
      } catch {
        return .invalid(.pinnedToken(token, .token(error)))
      }
      if case .failed(let message) = judge.verdict(value) {
        return .failed(shrink(value, choices: choices, message: message, caseIndex: nil, judge: judge))
      }
    }
    var statistics = LabelStatistics()
    // Cases run unrecorded; a failing case is re-run from its start state to record it.
    var draw = Draw.random(seed: seed, size: 0, isRecording: false)
    let labelsCases = !labelers.isEmpty
    let wanted = Swift.max(0, count)
    let discardLimit = Self.discardLimit(for: wanted)
    var valid = 0
    var discarded = 0
    var index = 0
    while valid < wanted && discarded < discardLimit {
      draw.restart(size: Self.size(ofCase: index))
      let start = draw.randomState
      let value: Value
      do {
        value = try generator.generate(&draw)
      } catch {
        return .invalid(.generation(error, caseIndex: index, seed: seed))
      }
      switch judge.verdict(value) {
      case .passed:
        valid += 1
        if labelsCases { statistics.record(labelers.flatMap { $0(value) }) }
      case .discarded:
        discarded += 1
      case .failed(let message):
        var recording = Draw.rerunning(start)
        let choices = (try? generator.generate(&recording)).map { _ in recording.recordedValues } ?? []
        return .failed(shrink(value, choices: choices, message: message, caseIndex: index, judge: judge))
      }
      index += 1
    }
    if discarded > valid {
      return .invalid(.tooManyDiscards(discarded: discarded, valid: valid, seed: seed))
    }
    if labelers.isEmpty { statistics = LabelStatistics(cases: valid) }
    return finish(cases: valid, statistics: statistics)
  }

  /// The size of random case `index` (0-based): small and large sizes mixed from the first
  /// cases on (a low-discrepancy walk over `0...maximumSize`), instead of a ramp that leaves
  /// large cases to the end of a run. Case 0 has size 0; any ten consecutive cases cover
  /// the range in steps of about a tenth.
  public static func size(ofCase index: Int) -> Int {
    // The fractional part of index × (golden ratio − 1), in fixed point.
    let fraction = (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15) >> 32
    return Int((fraction * UInt64(Gen<Value>.maximumSize + 1)) >> 32)
  }

  /// How many discarded cases a run of `count` tolerates before it stops: ten per wanted
  /// case (at least 100). The run then fails with ``CheckError/tooManyDiscards(discarded:valid:seed:)``
  /// when most of its cases were discarded.
  static func discardLimit(for count: Int) -> Int {
    Swift.max(100, count.multipliedReportingOverflow(by: 10).overflow ? Int.max : count * 10)
  }

  /// Shrinks a failing case and packages the counterexample.
  func shrink(
    _ value: Value, choices: [UInt64], message: String?, caseIndex: Int?, judge: Judge<Value>
  ) -> Counterexample<Value> {
    let generator = self.generator
    var shrinker = Shrinker<Value>(
      start: .init(value: value, choices: choices, message: message), budget: shrinkBudget
    ) { candidate in
      var draw = Draw.replaying(candidate)
      guard let value = try? generator.generate(&draw),
        case .failed(let message) = judge.verdict(value)
      else { return nil }
      return .init(
        value: value, choices: draw.recordedValues, message: message, info: draw.recorded, spans: draw.spans,
        simplerForms: draw.simplerForms)
    }
    shrinker.run()
    return Counterexample(
      original: value, shrunk: shrinker.best.value, shrinkSteps: shrinker.steps,
      evaluations: shrinker.evaluations, message: shrinker.best.message, seed: seed,
      caseIndex: caseIndex, replayToken: ReplayToken(choices: shrinker.best.choices),
      budgetExhausted: shrinker.stoppedBy, shrinkPasses: shrinker.passStatistics)
  }

  /// Turns a run in which every case passed into a result, checking coverage.
  func finish(cases: Int, statistics: LabelStatistics) -> CheckResult<Value> {
    let unmet = coverage.filter { !$0.isMet(by: statistics) }
    guard unmet.isEmpty else {
      return .coverageUnmet(CoverageShortfall(unmet: unmet, statistics: statistics))
    }
    return .passed(cases: cases, labels: statistics)
  }
}

/// Evaluates a property on one case, turning a thrown error into a failure (and a thrown
/// ``CaseDiscarded`` into a discard).
struct Judge<Value> {
  let property: (Value) throws -> PropertyResult

  func verdict(_ value: Value) -> PropertyResult {
    do {
      return try property(value)
    } catch is CaseDiscarded {
      return .discarded
    } catch {
      return .failed("threw \(error)")
    }
  }
}
