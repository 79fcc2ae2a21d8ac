import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Round 7's judgements of `stretchy-table-header.fixed` under the alternatives that broke it
/// (round 6's `run --strategy '*.fixed' --assume X=alt`): each case holds now under both
/// alternatives of its rule.
@Suite("The fixed stretchy header under the alternatives")
struct FixedUnderAlternativesTests {
  static func holds(_ token: String, under settings: [[String]]) throws {
    let parsed = try FindingToken(parsing: token)
    let strategy = try #require(StrategyCatalog.strategy(withID: parsed.strategyID))
    let invariant = try #require(InvariantCatalog.invariant(withID: parsed.invariantID))
    for setting in settings {
      let result = try CaseRunner.run(strategy, invariant, parsed.scenario, assumptions: try EngineAssumptions(setting))
      #expect(result.violation == nil, "\(setting): \(result.violation?.message ?? "")")
    }
  }

  /// S11=stay: no rows, then 2 rows of 284 with a 50...50 header; the table first appeared
  /// scrolled by the header's minimum and the status bar (`rests-expanded` 130, not 200;
  /// `uncovered`: row 0.0 under the status bar). The fix's own fault, fixed in the strategy
  /// (round 7): it moves the offset with the inset it adds.
  @Test(arguments: [
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswihdsmvzxi4znmv4haylomrswiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabwaeadqbeaaa-4ac8662c",
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswietvnzrw65tfojswiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabaaaacaqanagqa3acabwaeaaaa-810b76bd",
  ])
  func s11TheFixFirstRestsAtItsTopEdgeUnderBothPullBacks(token: String) throws {
    try Self.holds(token, under: [["S11=pull"], ["S11=stay"]])
  }

  /// T6=always: two empty sections under the header, 22 points of padding above each (44 of
  /// background between the table header and the table footer): the table's own declared
  /// spacing, which `no-gap` counted once (C38).
  @Test func c38TwoEmptySectionsPaddingsAreTheLayoutsDeclaredSpacing() throws {
    try Self.holds(
      "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiddon4wwoylqacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabaaaaaaaaaaadmaiahaciaaa-f09f8bde",
      under: [["T6=nonempty"], ["T6=always"]])
  }
}

/// Round 5's review, item 7: the recorded `stretchy-table-header.published` x `idempotent`
/// (`...-e647dff6`) has a 1-point section footer, the shrinker's smallest. The same case with
/// the table-wide 28-point footer shows it too (the footer 42 points lower, y 292 against 250):
/// the finding does not rest on the footer being a hairline.
@Suite("The recorded 1-point footer")
struct RecordedHairlineFooterTests {
  @Test func aTwentyEightPointFooterShowsTheSameIdempotentFinding() throws {
    let parsed = try FindingToken(parsing: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbi2lemvwxa33umvxhiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaiaadiaeagqaiaaaaqaaeanaaqcaiajabaa3acabyasaabfaaaaadgai-00c4cda0")
    #expect(parsed.scenario.content.sections.first?.footerHeight == 28)
    let result = try CaseRunner.run(StretchyTableHeaderPublished(), Idempotent(), parsed.scenario)
    let violation = try #require(result.violation)
    #expect(violation.message.contains("section 0 footer is at y 292..320 (h 28)"))
  }
}
