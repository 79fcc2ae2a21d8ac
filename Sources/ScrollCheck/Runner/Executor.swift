import Foundation
import Strategies

/// Runs the cells of one run: in worker processes when the service has a worker
/// configuration, else on this process's threads.
final class Executor: @unchecked Sendable {
  let service: CatalogService
  let pool: WorkerPool?

  /// Creates an executor; `jobs` overrides the configuration's worker count.
  init(service: CatalogService, jobs: Int? = nil) throws {
    self.service = service
    if var configuration = service.workers {
      if let jobs { configuration.jobs = jobs }
      pool = try WorkerPool(configuration, budget: service.caseBudget, assumptions: service.assumptions)
    } else {
      pool = nil
    }
  }

  func shutDown() { pool?.shutDown() }

  /// Runs `job` for every index below `count` in parallel, with an evaluator for its cases,
  /// results in index order.
  func map<Result: Sendable>(
    count: Int, progress: (Int) -> Void, _ job: @escaping @Sendable (@escaping CaseEvaluator, WorkerLane?, Int) -> Result
  ) -> [Result] {
    if let pool {
      return pool.map(count: count, progress: progress) { lane, index in
        job({ try lane.evaluate($0, $1, $2) }, lane, index)
      }
    }
    let evaluator = service.inProcessEvaluator
    return ParallelCells.map(count: count, progress: progress) { index in job(evaluator, nil, index) }
  }

  /// The outcome of every job, with the seconds each took, in job order. In a worker, a
  /// whole cell runs at once; if its worker dies, the cell runs again one case per request,
  /// so that the case that killed it is found and the others still count.
  func outcomes(_ jobs: [CellJob], progress: (RunProgress) -> Void) throws -> [(CellOutcome, Double)] {
    progress(RunProgress(completed: 0, total: jobs.count, label: "starting"))
    let service = self.service
    let results = map(
      count: jobs.count,
      progress: { progress(RunProgress(completed: $0, total: jobs.count, label: "cells")) }
    ) { evaluate, lane, index -> (Swift.Result<CellOutcome, Error>, Double) in
      let start = ContinuousClock.now
      let result = Swift.Result {
        guard let lane else { return try service.cellOutcome(jobs[index], evaluate: evaluate) }
        switch try lane.perform(.cell(jobs[index]), timeout: nil) {
        case .success(.cell(let outcome)): return outcome
        case .success(.failed(let reason)): throw CheckServiceError.unavailable(reason)
        case .success: throw CheckServiceError.unavailable("a worker answered a cell with something else")
        case .failure:
          // One case per request, those under a record's clearing alternatives too.
          return try service.cellOutcome(
            jobs[index], evaluate: evaluate,
            evaluateUnder: { assumptions in { try lane.evaluate($0, $1, $2, assumptions: assumptions) } })
        }
      }
      return (result, (ContinuousClock.now - start).seconds)
    }
    return try results.map { (try $0.0.get(), $0.1) }
  }

  /// Evaluates one case, in a worker when there are workers.
  func evaluateOne(_ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario) throws -> CaseEvaluation {
    if let pool { return try pool.lanes[0].evaluate(strategy, invariant, scenario) }
    return try service.inProcessEvaluator(strategy, invariant, scenario)
  }
}
