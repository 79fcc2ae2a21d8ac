import Generators
import ScrollGeometry
import Strategies

/// The real `CheckService`: every strategy of `StrategyCatalog` against every invariant of
/// `InvariantCatalog` that applies to its family, on generated scenarios, shrunk and
/// tokenised.
public struct CatalogService: CheckService, Sendable {
  /// Cases per strategy and invariant when the request gives no count.
  public static let defaultCount = 60
  /// What shrinking may spend on one finding. Time is far above what the evaluations take,
  /// so the evaluation count decides and output is deterministic.
  public static let shrinkBudget = ShrinkBudget(evaluations: 600, time: .seconds(120))

  /// The heights proposed when asking a strategy what it declares, to decide which
  /// invariants apply (a declaration's family and stretching do not depend on them).
  static let proposedHeights = HeaderHeights(minimum: 50, maximum: 200)

  /// The strategies checked, in catalog order.
  public let catalogStrategies: [any Strategy]
  /// The invariants checked, in catalog order.
  public let catalogInvariants: [any Invariant]

  /// Creates a service over the given strategies and invariants (by default, the whole catalog).
  public init(
    strategies: [any Strategy] = StrategyCatalog.all, invariants: [any Invariant] = InvariantCatalog.all
  ) {
    self.catalogStrategies = strategies
    self.catalogInvariants = invariants
  }

  public var strategies: [StrategyInfo] {
    catalogStrategies.map { strategy in
      let declaration = strategy.declaration(for: Self.proposedHeights)
      let excluded = catalogInvariants.filter {
        $0.families.contains(strategy.family) && !$0.applies(to: declaration)
      }
      return StrategyInfo(
        id: strategy.id, family: strategy.family, summary: strategy.summary,
        expectedViolations: strategy.expectedViolations, excludedInvariants: excluded.map(\.id))
    }
  }

  public var invariants: [InvariantInfo] {
    catalogInvariants.map {
      InvariantInfo(
        id: $0.id, families: $0.families, summary: $0.summary, explanation: $0.explanation,
        tolerance: "one screen pixel (1/scale points)")
    }
  }

  // MARK: run

  public func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport {
    let count = request.count ?? Self.defaultCount
    let pairs = try selectedPairs(request)
    let start = ContinuousClock.now
    progress(RunProgress(completed: 0, total: pairs.count, label: "starting"))
    let service = self
    let outcomes = ParallelCells.map(
      count: pairs.count,
      progress: { done in
        progress(RunProgress(completed: done, total: pairs.count, label: "cells"))
      }
    ) { index -> (Result<Cell, Error>, Double) in
      let cellStart = ContinuousClock.now
      let result = Result {
        try service.cell(
          pairs[index].0, pairs[index].1, count: count, seed: request.seed,
          replaysRecord: request.replaysRecord, assumptions: request.assumptions)
      }
      return (result, (ContinuousClock.now - cellStart).seconds)
    }
    var cells: [Cell] = []
    var seconds: [String: Double] = [:]
    var perCell: [String: Double] = [:]
    for (index, outcome) in outcomes.enumerated() {
      cells.append(try outcome.0.get())
      seconds[pairs[index].0.id, default: 0] += outcome.1
      perCell[RunTimings.cellKey(strategy: pairs[index].0.id, invariant: pairs[index].1.id)] = outcome.1
    }
    let timings = request.measuresTimings
      ? RunTimings(
        totalSeconds: (ContinuousClock.now - start).seconds, secondsPerStrategy: seconds, secondsPerCell: perCell)
      : nil
    return RunReport(
      mode: .random(seed: request.seed, count: count), strategies: selected(request).strategies,
      invariants: selected(request).invariants, cells: cells, timings: timings)
  }

  /// One cell: not applicable, or a check over generated scenarios.
  func cell(
    _ strategy: any Strategy, _ invariant: any Invariant, count: Int, seed: UInt64,
    replaysRecord: Bool = true, assumptions: EngineAssumptions = EngineAssumptions()
  ) throws -> Cell {
    let declaration = strategy.declaration(for: Self.proposedHeights)
    guard invariant.applies(to: declaration) else {
      return Cell(strategyID: strategy.id, invariantID: invariant.id, verdict: .notApplicable)
    }
    var undecided = UndecidedCases()
    // The record first: a recorded counterexample that still fails is this run's finding.
    for known in strategy.knownViolations where replaysRecord && known.invariant == invariant.id {
      if let recorded = try? FindingToken(parsing: known.token), recorded.strategyID == strategy.id,
        recorded.invariantID == invariant.id
      {
        let outcome = try CaseRunner.run(
          strategy, invariant, recorded.scenario, assumptions: assumptions, recordsText: true)
        undecided.note(outcome)
        if let finding = try finding(
          strategy, invariant, recorded.scenario, outcome: outcome, assumptions: assumptions,
          shrink: ShrinkStatistics(
            originalSize: recorded.scenario.script.count, steps: 0, evaluations: 1,
            budgetExhausted: false, isReplayed: true))
        {
          return Cell(strategyID: strategy.id, invariantID: invariant.id, verdict: .violated(finding))
        }
      }
    }
    let check = Check(
      ScenarioGenerator.scenario(for: strategy.family), count: count,
      seed: Self.cellSeed(seed, strategy.id, invariant.id), shrinkBudget: Self.shrinkBudget)
    let result = check.run(violation: { scenario in
      let outcome = try CaseRunner.run(strategy, invariant, scenario, assumptions: assumptions)
      undecided.note(outcome)
      return outcome.violation?.message
    })
    return try cell(
      from: result, strategy, invariant, passedCases: count, undecided: undecided, assumptions: assumptions)
  }

  /// Runs a scenario again and describes its violation, if it has one.
  public func finding(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario,
    outcome known: CaseRunner.Outcome? = nil, assumptions: EngineAssumptions = EngineAssumptions(),
    shrink: ShrinkStatistics
  ) throws -> Finding? {
    let outcome = try known ?? CaseRunner.run(
      strategy, invariant, scenario, assumptions: assumptions, recordsText: true)
    guard let violation = outcome.violation else { return nil }
    // Provenance: the same case under every other alternative of each exercised assumption.
    var trials: [Provenance.Trial] = []
    for id in outcome.exercised {
      guard let assumption = EngineAssumptions.catalog.first(where: { $0.id == id }) else { continue }
      for alternative in assumption.alternatives.map(\.name) where alternative != assumptions.choice(id) {
        let other = try CaseRunner.run(
          strategy, invariant, scenario, assumptions: assumptions.choosing(alternative, for: id))
        let result: Provenance.Outcome =
          other.violation != nil ? .shows : other.inconclusiveReason != nil ? .inconclusive : .gone
        trials.append(Provenance.Trial(setting: "\(id)=\(alternative)", outcome: result))
      }
    }
    let provenance = Provenance(
      ranUnder: outcome.exercised.map { "\($0)=\(assumptions.choice($0))" }, trials: trials)
    let observations = outcome.run.observations
    let after = observations.indices.contains(violation.observationIndex)
      ? observations[violation.observationIndex] : nil
    let beforeIndex = violation.comparedIndex ?? (violation.observationIndex - 1)
    let before = observations.indices.contains(beforeIndex) ? observations[beforeIndex] : nil
    let step = after?.step ?? 0
    let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
    // The filmstrip: how the view looked at the end of each step before the failing one.
    var filmstrip: [FilmstripFrame] = []
    for frameStep in 0..<min(step, scenario.script.count + 1) {
      guard let last = observations.last(where: { $0.step == frameStep }) else { continue }
      let event = frameStep >= 1 ? scenario.script[frameStep - 1] : nil
      var fingerMove: CGFloat?
      if case .drag(let translation, _)? = event { fingerMove = translation }
      filmstrip.append(
        FilmstripFrame(
          caption: event.map { "\(frameStep). \($0.plainDescription)" } ?? "on appearing",
          observation: last, fingerMove: fingerMove))
    }
    return Finding(
      strategyID: strategy.id, invariantID: invariant.id,
      scenario: Self.describedAsRun(scenario, strategy, outcome.run), failingStep: step,
      failingStepDescription: CaseRunner.describeStep(step, of: scenario)
        + (after.map { ", at \($0.cause)" } ?? ""),
      message: violation.message, token: token, shrink: shrink, before: before, after: after,
      marks: violation.marks, provenance: provenance, filmstrip: filmstrip)
  }

  /// The scenario in plain words as it ran: the header heights the strategy declared, the
  /// adjustment behaviour in force, and, for a table built in code, the section heights as
  /// its delegate answered them (no storyboard attributes reached it).
  static func describedAsRun(_ scenario: Scenario, _ strategy: any Strategy, _ run: CheckedRun) -> [String] {
    var lines = scenario.plainDescription(for: strategy.family)
    for index in lines.indices {
      if lines[index].hasPrefix("device: "), let adjustment = run.adjustmentInForce,
        let range = lines[index].range(of: ", contentInsetAdjustmentBehavior .")
      {
        lines[index] = String(lines[index][..<range.lowerBound])
          + ", contentInsetAdjustmentBehavior .\(adjustment.rawValue)"
      }
      if strategy.family == .tableHeader, lines[index].hasPrefix("header: ") {
        let declared = run.declaration
        lines[index] = "header: \(declared.minimumHeight.compactDescription)...\(declared.maximumHeight.compactDescription)"
      }
      if !strategy.loadsFromStoryboard, lines[index].hasPrefix("content: "),
        let range = lines[index].range(of: "; table-wide section header ")
      {
        let content = scenario.content
        lines[index] = String(lines[index][..<range.lowerBound])
          + "; other sections' header \(content.sectionHeaderHeight.compactDescription) and footer "
          + "\(content.sectionFooterHeight.compactDescription) from the delegate"
      }
    }
    return lines
  }

  // MARK: replay

  public func replay(token: String) throws -> ReplayResult {
    let parsed: FindingToken
    do {
      parsed = try FindingToken(parsing: token)
    } catch {
      throw CheckServiceError.invalidToken("\(error)")
    }
    guard let strategy = catalogStrategies.first(where: { $0.id == parsed.strategyID }) else {
      throw CheckServiceError.unknownIdentifier("strategy \(parsed.strategyID)")
    }
    guard let invariant = catalogInvariants.first(where: { $0.id == parsed.invariantID }) else {
      throw CheckServiceError.unknownIdentifier("invariant \(parsed.invariantID)")
    }
    let shrink = ShrinkStatistics(
      originalSize: parsed.scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false,
      isReplayed: true)
    let assumptions = EngineAssumptions.current
    let outcome = try CaseRunner.run(
      strategy, invariant, parsed.scenario, assumptions: assumptions, recordsText: true)
    let finding = try finding(
      strategy, invariant, parsed.scenario, outcome: outcome, assumptions: assumptions, shrink: shrink)
    let verdict: CellVerdict
    if let finding {
      verdict = .violated(finding)
    } else if let reason = outcome.inconclusiveReason {
      verdict = .inconclusive(cases: 1, inconclusive: 1, reason: reason)
    } else {
      verdict = .passed(cases: 1)
    }
    return ReplayResult(strategyID: strategy.id, invariantID: invariant.id, verdict: verdict)
  }

  // MARK: exhaustive

  public func exhaustive(
    _ bound: ExhaustiveBound, request: RunRequest, announce: (ExhaustiveDomain) -> Void,
    progress: (RunProgress) -> Void
  ) throws -> RunReport {
    let domain = ExhaustiveScenarios.domain(bound)
    guard case .exactly(let size) = domain.generator.domainSize() else {
      throw CheckServiceError.domainTooLarge(size: Int.max, limit: ExhaustiveScenarios.limit)
    }
    guard size <= UInt64(ExhaustiveScenarios.limit) else {
      throw CheckServiceError.domainTooLarge(size: Int(clamping: size), limit: ExhaustiveScenarios.limit)
    }
    announce(ExhaustiveDomain(bound: bound, scenarioCount: Int(size), dimensions: domain.dimensions))
    let pairs = try selectedPairs(request)
    let service = self
    let start = ContinuousClock.now
    progress(RunProgress(completed: 0, total: pairs.count, label: "starting"))
    let outcomes = ParallelCells.map(
      count: pairs.count,
      progress: { done in
        progress(RunProgress(completed: done, total: pairs.count, label: "cells"))
      }
    ) { index -> (Result<Cell, Error>, Double) in
      let cellStart = ContinuousClock.now
      let result = Result {
        try service.exhaustiveCell(
          pairs[index].0, pairs[index].1, bound: bound, size: Int(size), assumptions: request.assumptions)
      }
      return (result, (ContinuousClock.now - cellStart).seconds)
    }
    let cells = try outcomes.map { try $0.0.get() }
    var seconds: [String: Double] = [:]
    var perCell: [String: Double] = [:]
    for (index, outcome) in outcomes.enumerated() {
      seconds[pairs[index].0.id, default: 0] += outcome.1
      perCell[RunTimings.cellKey(strategy: pairs[index].0.id, invariant: pairs[index].1.id)] = outcome.1
    }
    let timings = request.measuresTimings
      ? RunTimings(
        totalSeconds: (ContinuousClock.now - start).seconds, secondsPerStrategy: seconds, secondsPerCell: perCell)
      : nil
    return RunReport(
      mode: .exhaustive(ExhaustiveDomain(bound: bound, scenarioCount: Int(size), dimensions: domain.dimensions)),
      strategies: selected(request).strategies, invariants: selected(request).invariants, cells: cells,
      timings: timings)
  }

  /// One cell of an exhaustive run: every scenario of the domain, the first failure shrunk.
  func exhaustiveCell(
    _ strategy: any Strategy, _ invariant: any Invariant, bound: ExhaustiveBound, size: Int,
    assumptions: EngineAssumptions = EngineAssumptions()
  ) throws -> Cell {
    guard invariant.applies(to: strategy.declaration(for: Self.proposedHeights)) else {
      return Cell(strategyID: strategy.id, invariantID: invariant.id, verdict: .notApplicable)
    }
    let generator = ExhaustiveScenarios.domain(bound, for: strategy.family).generator
    var undecided = UndecidedCases()
    let result = Check(generator, shrinkBudget: Self.shrinkBudget)
      .runExhaustively(limit: UInt64(ExhaustiveScenarios.limit), violation: { scenario in
        let outcome = try CaseRunner.run(strategy, invariant, scenario, assumptions: assumptions)
        undecided.note(outcome)
        return outcome.violation?.message
      })
    return try cell(
      from: result, strategy, invariant, passedCases: size, undecided: undecided, assumptions: assumptions)
  }

  /// A cell from a check's result: passed, or violated with its shrunk finding.
  func cell(
    from result: CheckResult<Scenario>, _ strategy: any Strategy, _ invariant: any Invariant, passedCases: Int,
    undecided: UndecidedCases = UndecidedCases(), assumptions: EngineAssumptions = EngineAssumptions()
  ) throws -> Cell {
    switch result {
    case .passed(let cases, _):
      if let reason = undecided.firstReason {
        return Cell(
          strategyID: strategy.id, invariantID: invariant.id,
          verdict: .inconclusive(cases: cases, inconclusive: undecided.count, reason: reason))
      }
      return Cell(strategyID: strategy.id, invariantID: invariant.id, verdict: .passed(cases: cases))
    case .coverageUnmet(let shortfall):
      throw CheckServiceError.unavailable("coverage unmet: \(shortfall)")
    case .invalid(let error):
      throw CheckServiceError.unavailable("\(strategy.id) × \(invariant.id): \(error)")
    case .failed(let counterexample):
      let shrink = ShrinkStatistics(
        originalSize: counterexample.original.script.count, steps: counterexample.shrinkSteps,
        evaluations: counterexample.evaluations, budgetExhausted: !counterexample.isFullyShrunk)
      let finding = try self.finding(
        strategy, invariant, counterexample.shrunk, assumptions: assumptions, shrink: shrink)
      return Cell(
        strategyID: strategy.id, invariantID: invariant.id,
        verdict: finding.map { .violated($0) } ?? .passed(cases: passedCases))
    }
  }

  // MARK: benchmark

  public func benchmark() -> [BenchmarkLine] {
    ScrollCheckBenchmark.run(service: self)
  }

  // MARK: Selection

  /// The strategies and invariants a request names (all when it names none).
  func selected(_ request: RunRequest) -> (strategies: [StrategyInfo], invariants: [InvariantInfo]) {
    let strategyIDs = Set(request.strategyIDs)
    let invariantIDs = Set(request.invariantIDs)
    return (
      strategies.filter { strategyIDs.isEmpty || strategyIDs.contains($0.id) },
      invariants.filter { invariantIDs.isEmpty || invariantIDs.contains($0.id) }
    )
  }

  /// Every selected (strategy, invariant) pair, strategies outer, in catalog order.
  func selectedPairs(_ request: RunRequest) throws -> [(any Strategy, any Invariant)] {
    for id in request.strategyIDs where !catalogStrategies.contains(where: { $0.id == id }) {
      throw CheckServiceError.unknownIdentifier("strategy \(id)")
    }
    for id in request.invariantIDs where !catalogInvariants.contains(where: { $0.id == id }) {
      throw CheckServiceError.unknownIdentifier("invariant \(id)")
    }
    let strategies = catalogStrategies.filter { request.strategyIDs.isEmpty || request.strategyIDs.contains($0.id) }
    let invariants = catalogInvariants.filter { request.invariantIDs.isEmpty || request.invariantIDs.contains($0.id) }
    return strategies.flatMap { strategy in invariants.map { (strategy, $0) } }
  }

  /// A seed for one cell, mixed from the run's seed and the two identifiers (FNV-1a, so it
  /// is the same on every platform and Swift version).
  static func cellSeed(_ seed: UInt64, _ strategyID: String, _ invariantID: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for byte in Array(strategyID.utf8) + [0] + Array(invariantID.utf8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

/// The cases of one cell that a model bound left undecided, counted until the first
/// violation (shrinking's candidates are not cases of the run).
struct UndecidedCases {
  /// How many cases were inconclusive.
  private(set) var count = 0
  /// Why the first one was.
  private(set) var firstReason: String?
  /// Whether a case has failed (then shrinking runs, and nothing more is counted).
  private var failed = false

  /// Counts one case's outcome.
  mutating func note(_ outcome: CaseRunner.Outcome) {
    guard !failed else { return }
    if outcome.violation != nil {
      failed = true
    } else if let reason = outcome.inconclusiveReason {
      count += 1
      if firstReason == nil { firstReason = reason }
    }
  }
}

extension Duration {
  /// The duration in seconds, as a double.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
