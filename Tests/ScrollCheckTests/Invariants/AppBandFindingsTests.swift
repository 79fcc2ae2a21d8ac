import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// C37's blind spot, found by a seed: a strip of background wholly inside the band of the
/// app's own lasting top inset (where the app draws its banner) is not a gap in the layout.
@Suite("The app's own top band (C37)")
struct AppBandFindingsTests {
  /// s6-engine's sweep (seed 7, count 2000, main 673375c): `stretchy-table-header.fixed` x
  /// `no-gap` on an SE in portrait with the app's lasting 44-point top inset, at the first
  /// animation frame of `setContentOffset` y 681 (527 points past the bottom edge): 22.839 of
  /// background between section 0's header (bottom 41.161) and the table header (top 64), all
  /// of it inside the band 20..64 the app draws in.
  static let seven = "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiddon4wwoylqacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaqsaciaiagyaqaoaeqaaziabeaeaaaaaaaaaigab3b7aa-2a430097"

  /// Under T8=reread the strategy breaks `no-gap` already at appearance, for another reason
  /// (the header's own frame, judged apart in the README): not this case's.
  @Test(arguments: [[String](), ["S11=stay"]])
  func c37AStripUnderTheAppsBandIsNotAGap(settings: [String]) throws {
    let parsed = try FindingToken(parsing: Self.seven)
    let strategy = try #require(StrategyCatalog.strategy(withID: parsed.strategyID))
    let invariant = try #require(InvariantCatalog.invariant(withID: parsed.invariantID))
    let result = try CaseRunner.run(strategy, invariant, parsed.scenario, assumptions: try EngineAssumptions(settings))
    #expect(result.violation == nil, "\(settings): \(result.violation?.message ?? "")")
  }
}
