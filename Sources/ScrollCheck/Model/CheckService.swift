import ScrollGeometry

/// The checking back end behind the `scrollcheck` command: the catalog, the runner, replay,
/// exhaustive enumeration and the benchmark.
///
/// The command resolves globs, validates options and renders reports; a service only checks.
/// Every method is synchronous and calls its callbacks on the calling thread.
///
/// A service must be deterministic: the same request gives an equal `RunReport` (apart from
/// `timings`), whatever the machine.
public protocol CheckService {
  /// Every strategy in the catalog, in catalog order (the order of the report's rows).
  var strategies: [StrategyInfo] { get }
  /// Every invariant in the catalog, in catalog order (the order of the report's columns).
  var invariants: [InvariantInfo] { get }

  /// Checks each requested strategy against each requested invariant, with
  /// `request.count` random cases (or the default) from `request.seed`.
  ///
  /// The report's `mode` is `.random(seed:count:)` with the count actually used; it has one
  /// cell per requested strategy and invariant (`.notApplicable` where the invariant does not
  /// apply to the strategy's family). Calls `progress` now and then (a few hundred times at
  /// most is plenty).
  func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport

  /// Rebuilds the case a token encodes and checks it again.
  ///
  /// - Throws: `CheckServiceError.invalidToken` when the token is malformed or tampered with.
  func replay(token: String) throws -> ReplayResult

  /// Replays a token with the engine under `assumptions` (`replay --assume`). A service that
  /// models no assumptions replays as `replay(token:)` does.
  func replay(token: String, assumptions: EngineAssumptions) throws -> ReplayResult

  /// Checks each requested strategy and invariant against every scenario of the bounded
  /// domain. `request.count` and `request.seed` are ignored.
  ///
  /// Calls `announce` with the domain (and its size) before checking anything, then
  /// `progress`. The report's `mode` is `.exhaustive(domain)`.
  ///
  /// - Throws: `CheckServiceError.domainTooLarge` rather than running part of a domain.
  func exhaustive(
    _ bound: ExhaustiveBound, request: RunRequest, announce: (ExhaustiveDomain) -> Void,
    progress: (RunProgress) -> Void
  ) throws -> RunReport

  /// Measures the speed of the generators and the runner (release builds only are
  /// meaningful).
  func benchmark() -> [BenchmarkLine]
}

extension CheckService {
  public func replay(token: String, assumptions: EngineAssumptions) throws -> ReplayResult {
    try replay(token: token)
  }
}
