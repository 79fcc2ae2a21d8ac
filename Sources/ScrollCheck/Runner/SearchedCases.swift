/// The rules each case of a cell's search reached or asked about
/// (`CaseRunner.Outcome.exercised` and `consulted`), so that the search under a promised
/// alternative skips a case whose run never asked which alternative of that rule is in force:
/// run under it, that case does exactly what it did, records the same trace and gets the same
/// verdict, which held (P8).
///
/// A cell installs it around its own search (`SearchedCases.$current`); the in-process
/// evaluator tells it what each case reached. A case it was not told of (one run in a worker
/// process of its own after another died, one stopped past its budget) is unknown: the
/// search under an alternative runs it.
final class SearchedCases: @unchecked Sendable {
  /// The cases of the cell search in progress on this task, if any.
  @TaskLocal static var current: SearchedCases?

  /// The rules the case being evaluated reached or asked about, once the evaluator has run it.
  var lastReached: [String]?
  /// For each case the search ran: the rules it reached or asked about, or `nil` if unknown.
  private var reachedByScenario: [Scenario: [String]?] = [:]

  /// Notes that the search ran `scenario`, with what the evaluator said it reached.
  func ran(_ scenario: Scenario) {
    reachedByScenario[scenario] = .some(lastReached)
    lastReached = nil
  }

  /// Whether the search ran `scenario` and it is known not to have reached assumption `id`.
  func ranWithoutReaching(_ id: String, _ scenario: Scenario) -> Bool {
    guard case .some(.some(let reached)) = reachedByScenario[scenario] else { return false }
    return !reached.contains(id)
  }
}
