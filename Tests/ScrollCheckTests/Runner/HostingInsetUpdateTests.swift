import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Round 14's sweep, seed 5: a change of the hosting scroll view's adjusted inset alone (a
/// refresh ending at an offset it leaves in range) updates SwiftUI's layout, as an offset
/// change does.
@Suite struct HostingInsetUpdateTests {
  /// `swiftui-sticky-header.modern` x `idempotent` under U34=space (`...-5922de29`): pull to
  /// refresh, `setContentOffset(y: 0)`, `endRefreshing()`; the header stayed 60 points low
  /// until the probe delivered `scrollViewDidScroll` again.
  @Test func u34AnInsetChangeAloneUpdatesTheLayout() throws {
    let token = try FindingToken(
      parsing: "sc1-hbzxo2lgor2wslltoruwg23zfvugkylemvzc43lpmrsxe3qunfsgk3lqn52gk3tuacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaeaabuacadiaeaaaaaanqbaa4ajaabtebqaaaadiaj4aeaq-5922de29")
    #expect(token.scenario.script.contains(.endRefreshing))
    for setting in ["U34=space", "U34=content"] {
      let outcome = try CaseRunner.run(
        SwiftUIStickyHeaderModern(), Idempotent(), token.scenario, assumptions: EngineAssumptions([setting]))
      #expect(outcome.violation == nil, "\(setting): \(outcome.violation?.message ?? "")")
    }
  }
}
