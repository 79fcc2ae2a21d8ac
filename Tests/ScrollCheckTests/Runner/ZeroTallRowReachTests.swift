import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W34 (extended, round 8): with a row height estimate (T20) a row not yet shown stands at
/// the estimate, so `reachable`'s targets can hold a row that is really 0 tall; the probe
/// re-reads its targets as its visits measure rows and skips a row found 0 tall (nothing of
/// it can show), letting the nearest row with a height stand in. Before, the two searched
/// cases below (500-case searches on main 708862e) said the row "never appears on screen".
@Suite("Rows measured 0 tall by the reachable probe")
struct ZeroTallRowReachTests {
  /// `non-floating-sections.fixed` (seed 1, W36: a 1-pt row after Dynamic Type xSmall is
  /// floored at 0) and `stretchy-table-header.fixed` (seed 2, W34: an off-screen row shrunk by
  /// 44 to 0), each with the 0-tall row and a row still visited named.
  static let cases: [(token: String, row: ElementKind, kept: ElementKind)] = [
    (
      "sc1-gzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs4ztjpbswietsmvqwg2dbmjwgkaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaabaaaabbqaeqaqaaaaqcaagabwaeadqbeasbajoaaar4ayajaba-75b65b34",
      .row(section: 1, row: 0), .row(section: 0, row: 11)
    ),
    (
      "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswietsmvqwg2dbmjwgkaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaacaaaaaaaaaaaaaaebaasacaaaacaiajabaa3acabyasaabfubqaachqiar4ayajaba-749a5ecc",
      .row(section: 3, row: 0), .row(section: 2, row: 1)
    ),
  ]

  @Test(arguments: 0..<2)
  func w34ARowMeasuredZeroTallIsNoReachTarget(index: Int) throws {
    let (token, row, kept) = Self.cases[index]
    let parsed = try FindingToken(parsing: token)
    let strategy = try #require(StrategyCatalog.strategy(withID: parsed.strategyID))
    #expect(parsed.invariantID == "reachable")
    for setting in [[String](), ["T20=kept"], ["T20=exact"]] {
      let result = try CaseRunner.run(strategy, Reachable(), parsed.scenario, assumptions: try EngineAssumptions(setting))
      #expect(result.violation == nil, "\(setting): \(result.violation?.message ?? "")")
      let markers = result.run.indices(ofMarkersWithPrefix: ProbeMarker.reachPrefix).compactMap { index -> String? in
        if case .marker(let name) = result.run.observations[index].cause { return name }
        return nil
      }
      // The 0-tall row is no target; the other targets are still visited.
      #expect(!markers.contains { $0.hasPrefix("\(ProbeMarker.reachPrefix)\(row) #") }, "\(setting)")
      #expect(markers.contains("\(ProbeMarker.reachPrefix)\(kept) #2"), "\(setting): \(markers)")
    }
  }
}
