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

  /// What shrinking a crash or a hang may spend: each candidate that hangs costs a whole
  /// case timeout, and each that crashes a new worker.
  public static let incidentShrinkBudget = ShrinkBudget(evaluations: 150, time: .seconds(3600))

  /// The name of the executable that replays findings (`swift run -c release <name> replay`).
  public var executableName: String
  /// Workers to run cases in; `nil` runs them in this process (a crash then ends it).
  public var workers: WorkerConfiguration?
  /// What one case may spend before it counts as hanging.
  public var caseBudget: CaseBudget
  /// The engine assumptions' alternatives every case runs under (`--assume`; the defaults
  /// otherwise), in this process and in its workers.
  public var assumptions = EngineAssumptions()
  /// Whether recorded violations are described in full, seed-content check included (the
  /// run request's `describesRecordedFindingsInFull`, P4).
  public var describesRecordedFindingsInFull = true
  /// Where the describing phase's times go while a run describes its findings (`--timings`).
  var phaseLog: PhaseLog?

  /// Creates a service over the given strategies and invariants (by default, the whole catalog).
  public init(
    strategies: [any Strategy] = StrategyCatalog.all, invariants: [any Invariant] = InvariantCatalog.all,
    executableName: String = "scrollcheck", workers: WorkerConfiguration? = nil,
    caseBudget: CaseBudget = .standard
  ) {
    self.catalogStrategies = strategies
    self.catalogInvariants = invariants
    self.executableName = executableName
    self.workers = workers
    self.caseBudget = caseBudget
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
    } + IncidentKind.allCases.map(\.info)
  }

  // MARK: run

  public func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport {
    let count = request.count ?? Self.defaultCount
    guard count >= 1 else { throw CheckServiceError.invalidInput("the count of cases must be at least 1, not \(count)") }
    try DeclarationCheck.validate(selectedStrategies(request))
    let service = configured(for: request)
    let start = ContinuousClock.now
    let pairs = try request.shard.slice(selectedPairs(request))
    let database = try request.databasePath.map { try FailureDatabase(path: $0) }
    let jobs = pairs.map { strategy, invariant in
      CellJob(
        strategyID: strategy.id, invariantID: invariant.id,
        mode: .random(
          count: count, seed: Self.cellSeed(request.seed, strategy.id, invariant.id),
          replaysRecord: request.replaysRecord),
        storedTokens: database?.tokens(strategy: strategy.id, invariant: invariant.id) ?? [])
    }
    let executor = try Executor(service: service)
    defer { executor.shutDown() }
    var outcomes: [CellOutcome] = []
    var seconds: [String: Double] = [:]
    var perCell: [String: Double] = [:]
    for (index, (outcome, elapsed)) in try executor.outcomes(jobs, progress: progress).enumerated() {
      outcomes.append(outcome)
      seconds[jobs[index].strategyID, default: 0] += elapsed
      perCell[RunTimings.cellKey(strategy: jobs[index].strategyID, invariant: jobs[index].invariantID)] = elapsed
    }
    var cells = try service.cells(from: outcomes, pairs)
    let phases = service.phaseTimes(outcomes)
    let incidents = try service.incidentCells(
      strategies: selectedStrategies(request), jobs: jobs, outcomes: outcomes, database: database,
      executor: executor)
    cells += incidents.map(\.cell)
    var warnings = database?.warnings ?? []
    if let database {
      warnings += database.update(jobs: jobs, outcomes: outcomes, cells: cells, incidents: incidents)
    }
    let timings = request.measuresTimings
      ? RunTimings(
        totalSeconds: (ContinuousClock.now - start).seconds, secondsPerStrategy: seconds, secondsPerCell: perCell,
        phases: phases)
      : nil
    var report = RunReport(
      mode: .random(seed: request.seed, count: count), strategies: selected(request).strategies,
      invariants: selected(request).invariants, cells: cells, timings: timings)
    report.warnings = warnings
    report.shard = request.shard
    report.assumptions = request.assumptions.settings
    return report
  }

  /// The service with the request's case timeout and jobs.
  func configured(for request: RunRequest) -> CatalogService {
    var service = self
    if let seconds = request.caseTimeout { service.caseBudget.seconds = seconds }
    service.assumptions = request.assumptions
    if let jobs = request.jobs, service.workers != nil { service.workers?.jobs = max(1, jobs) }
    service.describesRecordedFindingsInFull = request.describesRecordedFindingsInFull
    service.phaseLog = PhaseLog()
    return service
  }

  /// Evaluates cases in this process, stopping them cooperatively at the case budget.
  var inProcessEvaluator: CaseEvaluator {
    let budget = caseBudget
    let assumptions = self.assumptions
    return { strategy, invariant, scenario in
      do {
        let outcome = try CaseRunner.run(strategy, invariant, scenario, assumptions: assumptions, budget: budget)
        SearchedCases.current?.lastReached = Array(Set(outcome.exercised + outcome.consulted)).sorted()
        switch outcome.verdict {
        case .held: return .held
        case .violated(let violation): return .violated(violation.message)
        case .inconclusive(let reason): return .inconclusive(reason)
        }
      } catch let interruption as CaseInterruption {
        return .interrupted(interruption.reason)
      }
    }
  }

  /// Checks one cell with the given evaluator: the strategy's record and the database's
  /// tokens first, then the cases of the job's mode, the first failure shrunk. Cases that hang
  /// or crash count as holding here and are noted for the `hangs` and `crashes` columns.
  ///
  /// A record that reproduces and names alternatives that clear it is followed by a search
  /// under them (`evaluateUnder`, in this process by default): what shows there is new. Any
  /// other violation of a recorded pair is new when it shows under those alternatives too.
  func cellOutcome(
    _ job: CellJob, evaluate: @escaping CaseEvaluator,
    evaluateUnder given: ((EngineAssumptions) -> CaseEvaluator)? = nil
  ) throws -> CellOutcome {
    let evaluateUnder = given ?? { self.inProcessEvaluator(under: $0) }
    // Where its cases' time went (`--timings`), for the cases run on this thread.
    let parts = CasePartsLog()
    var outcome = try CasePartsLog.$current.withValue(parts) {
      try cellOutcomeAgainstRecord(job, evaluate: evaluate, evaluateUnder: evaluateUnder)
    }
    outcome.phases?.caseParts = parts.parts
    // A violation found under the run's assumptions (search, database, exhaustive walk) of a
    // recorded pair: the recorded mistake only if it does not show where the record is cleared.
    if outcome.foundUnder == nil, case .violated(let text, let shrink) = outcome.verdict,
      let token = try? FindingToken(parsing: text), !shrink.isReplayed || !isRecordToken(text, job)
    {
      outcome.newUnder = try clearingAlternatives(
        showing: token.scenario, try strategy(job.strategyID), try invariant(job.invariantID),
        evaluateUnder: evaluateUnder)
    }
    return outcome
  }

  /// Whether `text` is one of the strategy's recorded tokens for the job's invariant.
  func isRecordToken(_ text: String, _ job: CellJob) -> Bool {
    ((try? strategy(job.strategyID))?.knownViolations ?? []).contains {
      $0.invariant == job.invariantID && $0.token == text
    }
  }

  /// `cellOutcome` before the pair's record is told from other mistakes found under the
  /// run's assumptions.
  func cellOutcomeAgainstRecord(
    _ job: CellJob, evaluate: @escaping CaseEvaluator, evaluateUnder: (EngineAssumptions) -> CaseEvaluator
  ) throws -> CellOutcome {
    let strategy = try self.strategy(job.strategyID)
    let invariant = try self.invariant(job.invariantID)
    guard invariant.applies(to: strategy.declaration(for: Self.proposedHeights)) else {
      return CellOutcome(verdict: .notApplicable, cases: 0)
    }
    var hang: Incident?
    var death: Incident?
    // Cases a model bound left undecided, counted until the first violation (shrinking's
    // candidates are not cases of the run).
    var undecided = 0
    var undecidedReason: String?
    var failed = false
    // Exhaustive jobs: where each case lies in the domain's order (the walk's cases come in
    // that order, then the first violation's shrinking candidates), and the slice checked.
    var isExhaustive = false
    if case .exhaustive = job.mode { isExhaustive = true }
    var walkIndex = -1  // the domain index of the case being checked
    var slice = DomainSliceDetail(cases: 0)
    var position: IncidentPosition {
      failed ? IncidentPosition(index: slice.firstFailure ?? 0, whileShrinking: true)
        : IncidentPosition(index: walkIndex, whileShrinking: false)
    }
    // `--timings`: the record's replay, then the search up to the first violation, then shrinking.
    // Thread CPU time: a loaded machine does not inflate it (the cell runs on one thread).
    var phases = PhaseTimes()
    var phaseStart = CPUTime.thread()
    var firstFailureAt: Double?
    let property = { (scenario: Scenario) throws -> String? in
      if isExhaustive && !failed {
        walkIndex += 1
        // Another shard's case (`exhaustive --shard I/N`): not checked here.
        guard job.domainSlice.holds(walkIndex) else { return nil }
      }
      let evaluation = try evaluate(strategy, invariant, scenario)
      // The search's own cases (before any violation), with the rules each reached.
      if !failed, !isExhaustive { SearchedCases.current?.ran(scenario) }
      switch evaluation {
      case .held: return nil
      case .violated(let message):
        if !failed {
          slice.firstFailure = walkIndex
          firstFailureAt = CPUTime.thread()
        }
        failed = true
        return message
      case .inconclusive(let reason):
        if !failed {
          undecided += 1
          if undecidedReason == nil {
            undecidedReason = reason
            slice.firstUndecided = walkIndex
          }
        }
        return nil
      case .interrupted(let reason):
        if hang == nil {
          let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
          hang = Incident(kind: .hangs, token: token, reason: reason)
          slice.hang = position
        }
        return nil
      case .died(let reason, let standardError):
        if death == nil {
          let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
          death = Incident(kind: .crashes, token: token, reason: reason, standardError: standardError)
          slice.death = position
        }
        return nil
      }
    }
    let replayed = { (scenario: Scenario) in
      ShrinkStatistics(
        originalSize: scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false, isReplayed: true)
    }
    var passingStored: [String] = []
    var cases = 0
    let result: CheckResult<Scenario>
    switch job.mode {
    case .random(let count, let seed, let replaysRecord):
      cases = count
      // The record first: a recorded counterexample that still fails is this run's finding.
      // Every token replayed is a case of the cell (`cases` grows by one each): an undecided
      // one counts among its cases, so the report never says more undecided cases than it
      // ran (round 16's review).
      for known in strategy.knownViolations where replaysRecord && known.invariant == invariant.id {
        guard let recorded = try? FindingToken(parsing: known.token), recorded.strategyID == strategy.id,
          recorded.invariantID == invariant.id
        else { continue }
        cases += 1
        if try property(recorded.scenario) != nil {
          phases.replayingRecord = CPUTime.thread() - phaseStart
          // Then the same search where the record is cleared: anything found there is new.
          let searchStart = CPUTime.thread()
          let beyond = try searchBeyondRecord(
            known, count: count, seed: seed, strategy, invariant, evaluateUnder: evaluateUnder)
          phases.search = CPUTime.thread() - searchStart
          if let beyond {
            var outcome = CellOutcome(
              verdict: .violated(token: beyond.token, shrink: beyond.shrink), cases: cases, hang: hang,
              death: death, phases: phases)
            outcome.newUnder = [beyond.setting]
            outcome.foundUnder = beyond.assumptions
            return outcome
          }
          return CellOutcome(
            verdict: .violated(token: recorded.text, shrink: replayed(recorded.scenario)), cases: cases,
            hang: hang, death: death, phases: phases)
        }
      }
      // Then the cases the strategy once failed and must hold (`Strategy.regressionTokens`):
      // one that fails again is this run's finding, new to the record.
      // A token that cannot be replayed here is an error, never a silent pass.
      for text in strategy.regressionTokens where replaysRecord {
        guard let held = try? FindingToken(parsing: text) else {
          throw CheckServiceError.unavailable(
            "strategy \(strategy.id) lists a regression token that is not a replay token: '\(text)'")
        }
        let applies = catalogInvariants.contains { $0.id == held.invariantID && $0.families.contains(strategy.family) }
        guard held.strategyID == strategy.id, applies else {
          throw CheckServiceError.unavailable(
            "strategy \(strategy.id) lists a regression token of \(held.strategyID) x \(held.invariantID), "
              + "which it cannot replay (another strategy's, or an invariant not run on its family): '\(text)'")
        }
        guard held.invariantID == invariant.id else { continue }
        cases += 1
        if try property(held.scenario) != nil {
          phases.replayingRecord = CPUTime.thread() - phaseStart
          return CellOutcome(
            verdict: .violated(token: held.text, shrink: replayed(held.scenario)), cases: cases,
            hang: hang, death: death, phases: phases)
        }
      }
      // Then the failure database, as Hypothesis replays its example database.
      for text in job.storedTokens {
        guard let stored = try? FindingToken(parsing: text), stored.strategyID == strategy.id,
          stored.invariantID == invariant.id
        else {
          passingStored.append(text)
          continue
        }
        cases += 1
        if try property(stored.scenario) != nil {
          phases.replayingRecord = CPUTime.thread() - phaseStart
          return CellOutcome(
            verdict: .violated(token: stored.text, shrink: replayed(stored.scenario)), cases: cases,
            hang: hang, death: death, passingStoredTokens: passingStored, phases: phases)
        }
        passingStored.append(text)
      }
      phases.replayingRecord = CPUTime.thread() - phaseStart
      phaseStart = CPUTime.thread()
      let searched = SearchedCases()
      result = SearchedCases.$current.withValue(searched) {
        Check(
          ScenarioGenerator.scenario(for: strategy.family, checking: invariant), count: count, seed: seed,
          shrinkBudget: Self.shrinkBudget
        ).run(violation: property)
      }
      // Held under the run's alternatives: then under those the strategy says it also holds
      // under (`Strategy.alsoHoldsUnder`), where anything found is new.
      if case .passed = result,
        let promised = try searchPromises(
          count: count, seed: seed, strategy, invariant, searched: searched, evaluateUnder: evaluateUnder)
      {
        phases.search = CPUTime.thread() - phaseStart
        var outcome = CellOutcome(
          verdict: .violated(token: promised.token, shrink: promised.shrink), cases: cases, hang: hang, death: death,
          passingStoredTokens: passingStored, phases: phases)
        outcome.foundUnder = promised.assumptions
        return outcome
      }
    case .exhaustive(let bound):
      let generator = ExhaustiveScenarios.domain(bound, for: strategy.family).generator
      cases = job.domainSlice.size(ofDomain: Int(clamping: generator.domainSize().exactCount ?? 0))
      slice.cases = cases
      result = Check(generator, shrinkBudget: Self.shrinkBudget)
        .runExhaustively(limit: UInt64(ExhaustiveScenarios.limit), violation: property)
    }
    let end = CPUTime.thread()
    phases.search = (firstFailureAt ?? end) - phaseStart
    phases.shrinking = firstFailureAt.map { end - $0 } ?? 0
    let verdict: CellOutcome.Verdict
    switch result {
    case .passed:
      if let undecidedReason {
        verdict = .inconclusive(cases: cases, inconclusive: undecided, reason: undecidedReason)
      } else {
        verdict = .passed(cases: cases)
      }
    case .coverageUnmet(let shortfall):
      throw CheckServiceError.unavailable("coverage unmet: \(shortfall)")
    case .invalid(let error):
      throw CheckServiceError.unavailable("\(strategy.id) × \(invariant.id): \(error)")
    case .failed(let counterexample):
      let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: counterexample.shrunk)
      verdict = .violated(
        token: token.text,
        shrink: ShrinkStatistics(
          originalSize: counterexample.original.script.count, steps: counterexample.shrinkSteps,
          evaluations: counterexample.evaluations, budgetExhausted: !counterexample.isFullyShrunk))
    }
    return CellOutcome(
      verdict: verdict, cases: cases, hang: hang, death: death, passingStoredTokens: passingStored,
      slice: isExhaustive ? slice : nil, phases: phases)
  }

  /// The run's times by phase: the cells' replays, searches and shrinking, and the findings'
  /// descriptions so far (`--timings`).
  func phaseTimes(_ outcomes: [CellOutcome]) -> PhaseTimes {
    var total = phaseLog?.total ?? PhaseTimes()
    for outcome in outcomes { if let phases = outcome.phases { total.add(phases) } }
    return total
  }

  /// The cells the outcomes stand for, their findings described here on as many threads as
  /// the run has workers (`--jobs`; every core without workers).
  func cells(from outcomes: [CellOutcome], _ pairs: [(any Strategy, any Invariant)]) throws -> [Cell] {
    let service = self
    let pairs = pairs.map { PairBox(strategy: $0.0, invariant: $0.1) }
    return try ParallelCells.map(count: outcomes.count, threads: workers?.jobs, progress: { _ in }) { index in
      Swift.Result { try service.cell(from: outcomes[index], pairs[index].strategy, pairs[index].invariant) }
    }.map { try $0.get() }
  }

  /// The cell an outcome stands for, its finding described by replaying the token here.
  func cell(from outcome: CellOutcome, _ strategy: any Strategy, _ invariant: any Invariant) throws -> Cell {
    let verdict: CellVerdict
    switch outcome.verdict {
    case .notApplicable: verdict = .notApplicable
    case .passed(let cases): verdict = .passed(cases: cases)
    case .inconclusive(let cases, let inconclusive, let reason):
      verdict = .inconclusive(cases: cases, inconclusive: inconclusive, reason: reason)
    case .violated(let text, let shrink):
      let token = try FindingToken(parsing: text)
      // A recorded violation's seed-content check only when a report shows it (P4).
      let checksSeedContent = describesRecordedFindingsInFull || !strategy.expectedViolations.contains(invariant.id)
      let start = CPUTime.thread()
      // A violation found where the record is cleared is described (and replayed) there.
      let under = try outcome.foundUnder.map { try EngineAssumptions($0) }
      let described = try finding(
        strategy, invariant, token.scenario, assumptions: under, shrink: shrink,
        checksSeedContent: checksSeedContent || !outcome.newUnder.isEmpty,
        checksLayout: checksSeedContent || !outcome.newUnder.isEmpty)
      var describing = PhaseTimes()
      describing.describing = CPUTime.thread() - start
      phaseLog?.add(describing)
      if var finding = described {
        finding.newUnder = outcome.newUnder
        finding.replayAssumptions = outcome.foundUnder ?? []
        verdict = .violated(finding)
      } else {
        // The case failed in a worker but holds here: the strategy's code is not deterministic.
        verdict = .violated(Finding(
          strategyID: strategy.id, invariantID: invariant.id,
          scenario: token.scenario.plainDescription(for: strategy.family, readsTableWideHeights: strategy.loadsFromStoryboard), failingStep: 0,
          failingStepDescription: "the case",
          message: "the case failed in a worker process but held when replayed in this one: the strategy's code does not behave the same on every run",
          token: text, shrink: shrink, executableName: executableName))
      }
    }
    return Cell(strategyID: strategy.id, invariantID: invariant.id, verdict: verdict)
  }

  /// Runs a scenario again and describes its violation, if it has one.
  public func finding(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario,
    outcome known: CaseRunner.Outcome? = nil, assumptions chosen: EngineAssumptions? = nil,
    shrink: ShrinkStatistics, checksSeedContent: Bool = true, checksLayout: Bool = true
  ) throws -> Finding? {
    let assumptions = chosen ?? self.assumptions
    let outcome = try known ?? CaseRunner.run(
      strategy, invariant, scenario, assumptions: assumptions, recordsText: true)
    guard let violation = outcome.violation else { return nil }
    // Provenance: the same case under every other alternative of each exercised assumption.
    var times = PhaseTimes()
    let provenanceStart = CPUTime.thread()
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
    var ranUnder = outcome.exercised.map { "\($0)=\(assumptions.choice($0))" }
    // The storyboard scene's pin (C30) is a scenario value nobody knows for seed 003: a
    // storyboard port's finding is replayed with the other pin, so that it says whether it
    // rests on the pin (named like an alternative; the scenario line says the pin).
    if strategy.loadsFromStoryboard {
      var other = scenario
      other.storyboardTablePin = scenario.storyboardTablePin == .safeArea ? .superview : .safeArea
      let replay = try CaseRunner.run(strategy, invariant, other, assumptions: assumptions)
      ranUnder.append("C30=\(Self.pinName(scenario.storyboardTablePin))")
      ranUnder.sort()
      trials.append(
        Provenance.Trial(
          setting: "C30=\(Self.pinName(other.storyboardTablePin))",
          outcome: replay.violation != nil ? .shows : replay.inconclusiveReason != nil ? .inconclusive : .gone))
    }
    // C36: a rule only a part of the run outside the failure reached (before the compared
    // state, or after the failing one), whose alternatives all still show it, is named apart.
    // Only where the compared state is the same view earlier (a twin's own history shapes
    // the state it is compared with), or nothing is compared.
    let failingIndex = violation.observationIndex
    let comparedIndex = violation.comparedIndex ?? -1
    let sameView = violation.comparedIndex == nil || Self.comparesTheSameView.contains(invariant.id)
    let outside = !sameView || comparedIndex >= failingIndex ? [] : outcome.exercised.filter { id in
      let reachedInFailure = (outcome.exercisedAt[id] ?? [0]).contains { $0 > comparedIndex && $0 <= failingIndex }
      let changesNothing = trials.allSatisfy { !$0.setting.hasPrefix(id + "=") || $0.outcome == .shows }
      return !reachedInFailure && changesNothing
    }
    var provenance = Provenance(
      ranUnder: ranUnder, trials: trials, alsoRestsOn: violation.restsOn ?? invariant.restsOn,
      reachedOnlyOutsideTheFailure: outside)
    let seedContentStart = CPUTime.thread()
    times.provenanceReplays = seedContentStart - provenanceStart
    let seedContent = checksSeedContent
      ? try seedContentCheck(strategy, invariant, scenario, assumptions: assumptions) : nil
    times.seedContentChecks = CPUTime.thread() - seedContentStart
    phaseLog?.add(times)
    let observations = outcome.run.observations
    let after = observations.indices.contains(violation.observationIndex)
      ? observations[violation.observationIndex] : nil
    let beforeIndex = violation.comparedIndex ?? (violation.observationIndex - 1)
    let before = observations.indices.contains(beforeIndex) ? observations[beforeIndex] : nil
    // The layout control: the same case with a plain table laid out the same way (C35).
    if checksLayout {
      provenance.layoutControl = LayoutControl.check(
        strategy, invariant, scenario, failing: after, assumptions: assumptions)
    }
    let step = after?.step ?? 0
    let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
    // The filmstrip: how the view looked at the end of each step before the failing one.
    var filmstrip: [FilmstripFrame] = []
    for frameStep in 0..<min(step, scenario.script.count + 1) {
      guard let last = observations.last(where: { $0.step == frameStep }) else { continue }
      let event = frameStep >= 1 ? scenario.script[frameStep - 1] : nil
      var fingerMove: CGFloat?
      if case .drag(let translation, _)? = event { fingerMove = translation }
      // A fling's arrow: the way the finger travels in its last tenth of a second.
      if case .fling(let velocity)? = event { fingerMove = velocity / 10 }
      filmstrip.append(
        FilmstripFrame(
          caption: event.map { "\(frameStep). \($0.plainDescription)" } ?? "on appearing",
          observation: last, fingerMove: fingerMove))
    }
    return Finding(
      strategyID: strategy.id, invariantID: invariant.id,
      scenario: Self.describedAsRun(scenario, strategy, outcome.run, failing: after), failingStep: step,
      failingStepDescription: CaseRunner.describeStep(step, of: scenario)
        + (after.map { ", at \($0.cause)" + Self.overscrollNote($0) } ?? ""),
      message: violation.message, token: token, shrink: shrink, before: before, after: after,
      marks: violation.marks, provenance: provenance, executableName: executableName, filmstrip: filmstrip,
      beforeIsComparison: violation.comparedIndex != nil, seedContent: seedContent)
  }

  /// The invariants whose compared state is the same view at an earlier moment (not a twin
  /// built for the comparison): where C36 sets apart rules reached before it.
  static let comparesTheSameView: Set<String> = [
    "round-trip", "stays-put", "monotonic", "tracks-finger", "stretches", "not-floating",
  ]

  /// The name a storyboard scene's pin (C30) has in a provenance line.
  static func pinName(_ pin: StoryboardAttributes.TablePin) -> String {
    pin == .safeArea ? "safe-area" : "superview"
  }

  /// `", overscrolled 220.828 past the bottom edge"` when the failing state lies more than a
  /// point outside the valid offset range (a finger or a bounce holds it there), so that a
  /// finding's step says it is a moment of an extreme drag; empty otherwise.
  static func overscrollNote(_ observation: Observation) -> String {
    let y = observation.contentOffset.y
    let range = observation.validOffsetY
    if y > range.upperBound + 1 {
      return ", overscrolled \((y - range.upperBound).compactDescription) past the bottom edge"
    }
    if y < range.lowerBound - 1 {
      return ", pulled \((range.lowerBound - y).compactDescription) past the top edge"
    }
    return ""
  }

  /// Whether a violation of a strategy ported from a seed shows on the seed's own content
  /// (section 6 of issue 8): the cases of the seed's own content world around the finding's
  /// case (`SeedContent.world(around:)`: the case itself with the seed's content first, then a
  /// bounded list in a fixed order), until one shows it. Nothing is drawn at random, so the
  /// answer does not move with the generators. Nil for a strategy that comes from no seed.
  func seedContentCheck(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario, assumptions: EngineAssumptions
  ) throws -> SeedContentCheck? {
    guard let seed = SeedContent.forStrategy(strategy.id) else { return nil }
    let cases = seed.world(around: scenario)
    for (index, candidate) in cases.enumerated()
    where try CaseRunner.run(strategy, invariant, candidate, assumptions: assumptions).violation != nil {
      let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: candidate).text
      return SeedContentCheck(seed: seed.seed, content: seed.summary, token: token, cases: index + 1)
    }
    return SeedContentCheck(seed: seed.seed, content: seed.summary, token: nil, cases: cases.count)
  }

  /// The scenario in plain words as it ran: the adjustment behaviour in force once the
  /// strategy set its scroll view up (and the one the scenario asked for, when they differ:
  /// `reachable`, `rests-expanded` and `uncovered` excuse the bars only for the scenario's
  /// `.never`), the orientation at the failing state when a rotation changed it, and the
  /// header heights the strategy declared, not the generator's proposal it overrode (section
  /// 8 of issue 8).
  static func describedAsRun(
    _ scenario: Scenario, _ strategy: any Strategy, _ run: CheckedRun, failing: Observation? = nil
  ) -> [String] {
    var lines = scenario.plainDescription(for: strategy.family, readsTableWideHeights: strategy.loadsFromStoryboard)
    for index in lines.indices {
      if lines[index].hasPrefix("device: "), let adjustment = run.adjustmentInForce,
        let range = lines[index].range(of: ", contentInsetAdjustmentBehavior .")
      {
        lines[index] = String(lines[index][..<range.lowerBound])
          + ", contentInsetAdjustmentBehavior .\(adjustment.rawValue)"
        if adjustment != run.scenarioAdjustment {
          lines[index] += " (set by the strategy; the scenario asks for .\(run.scenarioAdjustment.rawValue))"
        }
      }
      if lines[index].hasPrefix("device: "), let failing, let root = failing.rootViewBounds,
        root.width != root.height, (root.width > root.height) != scenario.device.startsInLandscape
      {
        lines[index] += "; \(root.width > root.height ? "landscape" : "portrait") at the failing state (after a rotation)"
      }
      if run.refusedLargeTitle, lines[index].hasPrefix("shown in a navigation controller (large titles") {
        lines[index] += "; the strategy's screen refuses large titles (largeTitleDisplayMode .never): a standard title"
      }
      let declared = run.declaration
      if [.tableHeader, .insetHeader].contains(strategy.family), lines[index].hasPrefix("header: ") {
        lines[index] = "header: \(declared.minimumHeight.compactDescription)...\(declared.maximumHeight.compactDescription)"
      }
      if strategy.family == .swiftUIHeader, lines[index].hasPrefix("header: base height ") {
        lines[index] = "header: base height \(declared.maximumHeight.compactDescription)"
      }
    }
    return lines
  }

  // MARK: replay

  public func replay(token: String, assumptions: EngineAssumptions) throws -> ReplayResult {
    var service = self
    service.assumptions = assumptions
    return try service.replay(token: token)
  }

  public func replay(token: String) throws -> ReplayResult {
    let parsed: FindingToken
    do {
      parsed = try FindingToken(parsing: token)
    } catch {
      throw CheckServiceError.invalidToken("\(error)")
    }
    if let (kind, invariantID) = IncidentKind.parse(parsed.invariantID) {
      var incidentToken = parsed
      incidentToken.invariantID = invariantID
      let strategy = try self.strategy(parsed.strategyID)
      let invariant = try self.invariant(invariantID)
      let executor = try Executor(service: self, jobs: 1)
      defer { executor.shutDown() }
      let verdict = try executor.evaluateOne(strategy, invariant, parsed.scenario)
      let incident = Self.incident(of: kind, verdict, strategy: strategy, invariant: invariant, scenario: parsed.scenario)
      let finding = incident.map {
        incidentFinding(
          $0, kind: kind, strategy: strategy, invariantID: invariantID, scenario: parsed.scenario,
          shrink: ShrinkStatistics(
            originalSize: parsed.scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false,
            isReplayed: true))
      }
      return ReplayResult(
        strategyID: strategy.id, invariantID: kind.rawValue,
        verdict: finding.map { .violated($0) } ?? .passed(cases: 1))
    }
    let strategy = try self.strategy(parsed.strategyID)
    let invariant = try self.invariant(parsed.invariantID)
    try DeclarationCheck.validate([strategy])
    let shrink = ShrinkStatistics(
      originalSize: parsed.scenario.script.count, steps: 0, evaluations: 1, budgetExhausted: false,
      isReplayed: true)
    // In a worker first, so that a case that crashes or hangs is reported, not suffered.
    if workers != nil {
      let executor = try Executor(service: self, jobs: 1)
      defer { executor.shutDown() }
      let verdict = try executor.evaluateOne(strategy, invariant, parsed.scenario)
      for kind in IncidentKind.allCases {
        if let incident = Self.incident(of: kind, verdict, strategy: strategy, invariant: invariant, scenario: parsed.scenario) {
          let finding = incidentFinding(
            incident, kind: kind, strategy: strategy, invariantID: invariant.id, scenario: parsed.scenario,
            shrink: shrink)
          return ReplayResult(strategyID: strategy.id, invariantID: kind.rawValue, verdict: .violated(finding))
        }
      }
    }
    let outcome = try CaseRunner.run(
      strategy, invariant, parsed.scenario, assumptions: assumptions, recordsText: true)
    let finding = try finding(strategy, invariant, parsed.scenario, outcome: outcome, shrink: shrink)
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
    var described = ExhaustiveDomain(bound: bound, scenarioCount: Int(size), dimensions: domain.dimensions)
    try DeclarationCheck.validate(selectedStrategies(request))
    // A collapsing table header's cells run a larger domain (grouped sections, W52): say so.
    if selectedStrategies(request).contains(where: { $0.family == .tableHeader }),
      case .exactly(let tableSize) = ExhaustiveScenarios.domain(bound, for: .tableHeader).generator.domainSize(),
      tableSize != size
    {
      described.dimensions.append("collapsing table header: \(tableSize) scenarios (each also on grouped sections, W52)")
    }
    announce(described)
    let service = configured(for: request)
    // A shard checks its slice of every cell's domain (not a slice of the cells).
    let pairs = try selectedPairs(request)
    let jobs = pairs.map {
      CellJob(strategyID: $0.0.id, invariantID: $0.1.id, mode: .exhaustive(bound), domainSlice: request.shard)
    }
    let executor = try Executor(service: service)
    defer { executor.shutDown() }
    let start = ContinuousClock.now
    let timed = try executor.outcomes(jobs, progress: progress)
    let outcomes = timed.map(\.0)
    var seconds: [String: Double] = [:]
    var perCell: [String: Double] = [:]
    for (index, (_, elapsed)) in timed.enumerated() {
      seconds[jobs[index].strategyID, default: 0] += elapsed
      perCell[RunTimings.cellKey(strategy: jobs[index].strategyID, invariant: jobs[index].invariantID)] = elapsed
    }
    var cells = try service.cells(from: outcomes, pairs)
    let phases = service.phaseTimes(outcomes)
    var candidates: [IncidentCandidate] = []
    if request.shard.count > 1 {
      for index in cells.indices { cells[index].slice = outcomes[index].slice ?? DomainSliceDetail(cases: 0) }
      let found = try service.incidentCandidates(
        strategies: selectedStrategies(request), jobs: jobs, outcomes: outcomes, executor: executor)
      cells += found.cells
      candidates = found.candidates
    } else {
      cells += try service.incidentCells(
        strategies: selectedStrategies(request), jobs: jobs, outcomes: outcomes, database: nil,
        executor: executor
      ).map(\.cell)
    }
    let timings = request.measuresTimings
      ? RunTimings(
        totalSeconds: (ContinuousClock.now - start).seconds, secondsPerStrategy: seconds, secondsPerCell: perCell,
        phases: phases)
      : nil
    var report = RunReport(
      mode: .exhaustive(described), strategies: selected(request).strategies,
      invariants: selected(request).invariants, cells: cells, timings: timings)
    report.shard = request.shard
    report.incidentCandidates = candidates
    report.assumptions = request.assumptions.settings
    return report
  }

  // MARK: Lookup

  func strategy(_ id: String) throws -> any Strategy {
    guard let strategy = catalogStrategies.first(where: { $0.id == id }) else {
      throw CheckServiceError.unknownIdentifier("strategy \(id)")
    }
    return strategy
  }

  func invariant(_ id: String) throws -> any Invariant {
    guard let invariant = catalogInvariants.first(where: { $0.id == id }) else {
      throw CheckServiceError.unknownIdentifier("invariant \(id)")
    }
    return invariant
  }

  /// The strategy and invariant a token names.
  func resolve(_ token: FindingToken) throws -> (any Strategy, any Invariant) {
    (try strategy(token.strategyID), try invariant(token.invariantID))
  }

  // MARK: benchmark

  public func benchmark() -> [BenchmarkLine] {
    ScrollCheckBenchmark.run(service: self)
  }

  // MARK: Selection

  /// The strategies and invariants a request names (all when it names none). The
  /// pseudo-invariants `crashes` and `hangs` are always reported.
  func selected(_ request: RunRequest) -> (strategies: [StrategyInfo], invariants: [InvariantInfo]) {
    let strategyIDs = Set(request.strategyIDs)
    let invariantIDs = Set(request.invariantIDs)
    let pseudo = Set(IncidentKind.allCases.map(\.rawValue))
    return (
      strategies.filter { strategyIDs.isEmpty || strategyIDs.contains($0.id) },
      invariants.filter { invariantIDs.isEmpty || invariantIDs.contains($0.id) || pseudo.contains($0.id) }
    )
  }

  /// The selected strategies, in catalog order.
  func selectedStrategies(_ request: RunRequest) -> [any Strategy] {
    catalogStrategies.filter { request.strategyIDs.isEmpty || request.strategyIDs.contains($0.id) }
  }

  /// Every selected (strategy, invariant) pair, strategies outer, in catalog order. A
  /// selection of pseudo-invariants alone checks every invariant (their cases are where
  /// crashes and hangs are looked for).
  func selectedPairs(_ request: RunRequest) throws -> [(any Strategy, any Invariant)] {
    for id in request.strategyIDs where !catalogStrategies.contains(where: { $0.id == id }) {
      throw CheckServiceError.unknownIdentifier("strategy \(id)")
    }
    let pseudo = Set(IncidentKind.allCases.map(\.rawValue))
    for id in request.invariantIDs where !pseudo.contains(id) && !catalogInvariants.contains(where: { $0.id == id }) {
      throw CheckServiceError.unknownIdentifier("invariant \(id)")
    }
    let real = request.invariantIDs.filter { !pseudo.contains($0) }
    let strategies = selectedStrategies(request)
    let invariants = catalogInvariants.filter { real.isEmpty || real.contains($0.id) }
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

/// A strategy and an invariant, sendable across the threads that describe findings.
struct PairBox: Sendable {
  var strategy: any Strategy
  var invariant: any Invariant
}

extension Duration {
  /// The duration in seconds, as a double.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
