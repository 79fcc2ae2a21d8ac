/// A request from the parent to a worker, one JSON line on the worker's descriptor 3.
enum WorkerRequest: Codable, Sendable {
  /// Check a whole cell in the worker.
  case cell(CellJob)
  /// Run one case (the scenario as a token of its strategy and invariant), under the
  /// worker's engine assumptions, or under `assumptions` (`ID=alternative`) when given.
  case evaluate(token: String, assumptions: [String]?)
}

/// A worker's answer, one JSON line on its descriptor 4.
enum WorkerReply: Codable, Sendable {
  /// The outcome of a cell.
  case cell(CellOutcome)
  /// The verdict of one case.
  case evaluated(CaseEvaluation)
  /// The request could not be served (an unknown identifier, a bad token), with the reason.
  case failed(String)
}
