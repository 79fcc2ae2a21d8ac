import Generators
import ScrollGeometry
import Strategies

/// `scrollcheck bench`: the figures the issues ask for, each a ratio measured in one run.
public enum ScrollCheckBenchmark {
  /// Runs every benchmark.
  public static func run(service: CatalogService) -> [BenchmarkLine] {
    var lines: [BenchmarkLine] = []
    let generators = GeneratorsBenchmark.run(cases: 1_000_000, seed: 1, repetitions: 3)
    lines.append(BenchmarkLine(
      name: "generators: property over six generated numbers", value: generators.casesPerSecond,
      unit: "cases/s"))
    lines.append(BenchmarkLine(
      name: "generators: bare loop drawing the same numbers", value: generators.bareCasesPerSecond,
      unit: "cases/s"))
    lines.append(BenchmarkLine(
      name: "generators: runner / bare loop", value: generators.ratio, unit: "x",
      note: "goal: within 3x" + (generators.drewSameNumbers ? "" : "; WARNING: the loops drew different numbers")))
    let fewRows = nanosecondsPerDragStep(rows: 10, steps: 20_000)
    let manyRows = nanosecondsPerDragStep(rows: 10_000, steps: 20_000)
    lines.append(BenchmarkLine(name: "engine: drag step, table of 10 rows", value: fewRows, unit: "ns"))
    lines.append(BenchmarkLine(name: "engine: drag step, table of 10,000 rows", value: manyRows, unit: "ns"))
    lines.append(BenchmarkLine(
      name: "engine: drag step 10,000 rows / 10 rows", value: manyRows / fewRows, unit: "x",
      note: "goal: about 1 (binary search, no per-step work over all rows)"))
    let shrinking = shrinkEvaluations(service: service)
    lines.append(BenchmarkLine(
      name: "scrollcheck: shrink evaluations, search-only run (seed 1)", value: Double(shrinking.evaluations),
      unit: "evaluations",
      note: "\(shrinking.findings) findings shrunk, \(shrinking.stoppedByBudget) stopped by the shrink budget"))
    let perCase = secondsPerCase(service: service)
    lines.append(BenchmarkLine(
      name: "scrollcheck: generated cases (stretchy-table-header.fixed × bounces-back)",
      value: 1 / perCase, unit: "cases/s"))
    let defaultRun = secondsOfDefaultRun(service: service)
    lines.append(BenchmarkLine(
      name: "scrollcheck: default run in process (seed 1, every cell)", value: defaultRun, unit: "s",
      note: "whole-process ratio to a baseline: bench --baseline PATH"))
    let small = secondsOfExhaustive(.small, threads: 2, service: service)
    lines.append(BenchmarkLine(name: "scrollcheck: exhaustive --bound small, 2 workers", value: small, unit: "s"))
    let one = secondsOfExhaustive(.medium, threads: 1, service: service)
    let two = secondsOfExhaustive(.medium, threads: 2, service: service)
    lines.append(BenchmarkLine(name: "scrollcheck: exhaustive --bound medium, 1 worker", value: one, unit: "s"))
    lines.append(BenchmarkLine(name: "scrollcheck: exhaustive --bound medium, 2 workers", value: two, unit: "s"))
    lines.append(BenchmarkLine(
      name: "scrollcheck: exhaustive medium, 1 worker / 2 workers", value: one / two, unit: "x",
      note: "goal: at least 1.8"))
    return lines
  }

  /// Seconds of the default run (every strategy and invariant, the default count, the
  /// record replayed) in this process, seed 1.
  static func secondsOfDefaultRun(service: CatalogService) -> Double {
    let start = ContinuousClock.now
    _ = try? service.run(RunRequest(strategyIDs: [], invariantIDs: [], seed: 1), progress: { _ in })
    return (ContinuousClock.now - start).seconds
  }

  /// Seconds of an exhaustive run of every cell over `bound`'s domain with `threads` jobs.
  static func secondsOfExhaustive(_ bound: ExhaustiveBound, threads: Int, service: CatalogService) -> Double {
    let start = ContinuousClock.now
    _ = try? service.exhaustive(
      bound, request: RunRequest(strategyIDs: [], invariantIDs: [], seed: 0, jobs: threads), announce: { _ in },
      progress: { _ in })
    return (ContinuousClock.now - start).seconds
  }

  /// One drag step (a pan change, the didScroll it fires, the layout and the recorded
  /// observation) on a plain table of `rows` rows.
  static func nanosecondsPerDragStep(rows: Int, steps: Int) -> Double {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.content = TableContent(sections: 1, rowsPerSection: rows)
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    table.layoutIfNeeded()
    table.setContentOffset(CGPoint(x: 0, y: max(0, (table.contentSize.height - 844) / 2)), animated: false)
    let recorder = TraceRecorder()
    table.recorder = recorder
    var checksum = 0
    let start = ContinuousClock.now
    for step in 0..<steps {
      table.drag(by: step % 2 == 0 ? -7 : 7)
      checksum &+= recorder.trace.observations.last?.elements.count ?? 0
    }
    let elapsed = ContinuousClock.now - start
    precondition(checksum > 0, "the benchmark recorded nothing")
    return elapsed.seconds * 1e9 / Double(steps)
  }

  /// Shrinking's cost on the scroll scenarios: a default-count run of every cell by search
  /// alone (no recorded tokens replayed), so every finding is found and shrunk afresh.
  static func shrinkEvaluations(service: CatalogService) -> (evaluations: Int, findings: Int, stoppedByBudget: Int) {
    let request = RunRequest(strategyIDs: [], invariantIDs: [], seed: 1, measuresTimings: false, replaysRecord: false)
    guard let report = try? service.run(request, progress: { _ in }) else { return (0, 0, 0) }
    let findings = report.cells.compactMap(\.verdict.finding)
    return (
      findings.map(\.shrink.evaluations).reduce(0, +), findings.count,
      findings.filter(\.shrink.budgetExhausted).count
    )
  }

  /// Seconds per generated case of a full check (scenario, world, script, probe, check).
  static func secondsPerCase(service: CatalogService) -> Double {
    let count = 200
    let start = ContinuousClock.now
    let job = CellJob(
      strategyID: StretchyTableHeaderFixed().id, invariantID: BouncesBack().id,
      mode: .random(count: count, seed: 1, replaysRecord: true))
    _ = try? service.cellOutcome(job, evaluate: service.inProcessEvaluator)
    return (ContinuousClock.now - start).seconds / Double(count)
  }
}
