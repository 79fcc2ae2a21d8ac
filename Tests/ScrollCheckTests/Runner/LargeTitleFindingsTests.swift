import ScrollGeometry
import Testing

@testable import Strategies

@testable import ScrollCheck

/// Round 11 generated large titles for the first time; the default runs of seeds 1 to 8
/// found eight results outside the record, each judged the model's or the checker's and
/// fixed there (docs/semantics.md, W13, W18, C40). Each token must hold now: it fails again
/// if its rule is undone.
@Suite("Large titles: the round-11 findings judged the model's (W13, W18, C40)")
struct LargeTitleFindingsTests {
  /// The token's case, run as round 11 ran it: the fixed stretchy header in its round-11
  /// revision, which kept a large title (since round 12 the catalogue's refuses it, so these
  /// probes would have no collapsing title to follow).
  func outcome(_ token: String) throws -> CaseRunner.Outcome {
    let finding = try FindingToken(parsing: token)
    let strategy: any Strategy =
      finding.strategyID == StretchyTableHeaderFixed().id
      ? StretchyTableHeaderFixed(keepingLargeTitle: true)
      : try #require(StrategyCatalog.all.first { $0.id == finding.strategyID })
    let invariant = try #require(InvariantCatalog.all.first { $0.id == finding.invariantID })
    #expect(finding.scenario.container.navigationBar?.asksForLargeTitle == true)
    return try CaseRunner.run(strategy, invariant, finding.scenario)
  }

  @Test func c40APullThatCollapsesTheLargeTitleIsJudgedAgainstATwin() throws {
    // The fixed stretchy header's 150-point top inset leaves the title expanded at the bottom
    // edge (W13=offset); the push collapses it, and the edge moves up 52 points with the bar.
    let run = try outcome(
      "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigdcn52w4y3fomwweyldnmamqjaasbhqajaawqcaaaaatabqaaaaaaalibaa7qaqbnaeaaaaaaaaaaaaaaqaaaaabwaeadea6asbajiabmajaaaaefaoaeaqaaiaaaaa-235be539")
    #expect(run.verdict == .held)
    #expect(run.run.index(ofMarker: "twin bottom") != nil)
  }

  /// The sweep of 43793fb, seeds 1 and 2: the probe's rest at the bottom edge gave up after
  /// three tries while the title, collapsing with each, moved the edge (and the fixed
  /// header's room below the rows with it); the pull's return was compared with a view 12
  /// points short of its edge.
  @Test(arguments: [
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigdcn52w4y3fomwweyldnmaoariatrvaagaauabaaaaa6aaqaaaauabaaaaa6aaqaaaaaaaaaaaaaaaaeaaaaibabeaeaaaaaaacieaaefaoaeaqaaiaaaaa-648e6446",
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigdcn52w4y3fomwweyldnmaoariatrvaagaauabaaaaa6aaqaaaauabaaaaa6aaqaaaaaaaaaaaaaaaaeaaaaibabeaeadmaiagyaqaaaaqubyaqcaabaaaac-f21b52a3",
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa4bcqbhdkaamabiacaaaab4abaaaabiacaaaab4abaaaaaaaaaaaaaaaaaiaaaaqcaciaiagyaqanqbacieaaefaoaeaqaaiaaaaq-476abb01",
  ])
  func c40TheRestAtAnEdgeFollowsAnEdgeTheTitleMoves(_ token: String) throws {
    #expect(try outcome(token).verdict == .held)
  }

  @Test func c40AReachVisitAimsAgainWhenTheTitleMovedTheSafeArea() throws {
    // Aimed at from the expanded title's safe area, row 0 hid a point under the collapsed header.
    #expect(try outcome("sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswietsmvqwg2dbmjwgkaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaiaaaaaaaaaaabaaaacaqalagaa7qcabyasajaqebaccqhacaiaaeaaaaa-c47208ab").verdict == .held)
  }

  @Test func w13ANegativeTopInsetUnderOffsetLeavesNothingToExpand() throws {
    // Seed 003's -28 top inset: a release sent the view to an "expanded" top 28 points
    // outside its own range (`settles`).
    #expect(try outcome(
      "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsa443for2gyzltacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaaanqbaa4ajaaaaecqhacaiaaeaaaadeaiba-d43c3389"
    ).verdict == .held)
  }

  @Test func w18TheShortContentLimitIsWhereTheTitleIsFullyCollapsed() throws {
    // A refreshing control's 60 points made 0 items look long enough to scroll the title
    // away, and a snap scrolled the content past its bottom edge (`settles`, SwiftUI).
    #expect(try outcome(
      "sc1-hbzxo2lgor2wslltoruwg23zfvugkylemvzc43lpmrsxe3qoonsxi5dmmvzqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaa2ababuacaaaaaaaaadcbiaaemqhacbaubyaqcaabaaaaa6acai-892e6ca6"
    ).verdict == .held)
  }

  @Test(arguments: [
    // A rotation, the bar hidden and shown: content that scrolls less than the title's height.
    "sc1-ijzwk3dgfvzws6tjnzts22dfmfsgk4ronvswc43vojswillfmfzgy6iuojxxk3tefv2he2lqadeciaeqj4aciafuaqaaaaeyamaaaaaaac2aiah4aealibaaaaanaaqa2abaaaacaeaayaacaiapynaa3acabyasajaqaaqubyaqcaabaaaaa-9b222a3d",
    "sc1-jbzwk3dgfvzws6tjnzts22dfmfsgk4roonuw4z3mmuwwy2lomuwwyylcmvwbi4tpovxgilluojuxaahieyaiavaadaamabaaaaajqayaaaaaaagaaqapyaiayacaaaaa2ababuacaaaaeaaaaioabeaeadmaiahacibecaaccqhacaiaaeaaaaa-5dfb0c70",
    // The status bar hidden and shown.
    "sc1-jbzwk3dgfvzws6tjnzts22dfmfsgk4roonuw4z3mmuwwy2lomuwwyylcmvwbi4tpovxgilluojuxaaeuemamipqadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaab4aa6aaaacaaaiasacaecaasacaaaaaadmaiahaciaambqaaidabeaebibecvqaaabaiaeqaqaaefaoaeaqaaiaaaaa-9e86cb0b",
    // A rotation during which the title collapsed with the expanded safe area left.
    "sc1-jbzwk3dgfvzws6tjnzts22dfmfsgk4roonuw4z3mmuwwy2lomuwwyylcmvwbu3tpfvuhs43umvzgk43jomaoqjqaqbkaajaasacaaaaatabqaaaaaaajabaa7qaqbeaeaeaabuacadiaeaaaaiaqadabaaaaefqasacabwaeadqbeasbayaabsybajlaaaacayalaciaaqbbidqbaeaacaaaaa-78d29bc3",
  ])
  func w13AViewAtItsTopEdgeKeepsItsExpandedTitleThroughAChange(_ token: String) throws {
    #expect(try outcome(token).verdict == .held)
  }

  /// The sweep of 43793fb: the fixed stretchy header's blank room below the rows follows
  /// `adjustedContentInset.top`, which a collapsing title changes under W13=offset, so the
  /// bottom edge had one rest for each state of the title through the keyboard or the status
  /// bar and back (`round-trip`, 1 px and 16 points). Round 12's revision refuses the large
  /// title (ScrollKit #6); round 11's still shows it.
  @Test(arguments: [
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa2azabeb2aamaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabwaeadmaiasbaiaabyyeaibbidqbaeaacaaaae-010c0634",
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa5atabacuaasabeaeaaaabgadaaaaaaaasacab7abaciaiaaaaaaaaaaaaabaaaaaaciaiafmauaaaaqubyaqcaabaaaaa-5b439a2b",
  ])
  func theFixedStretchyHeaderRefusesTheLargeTitleItsRoomWouldFollow(_ token: String) throws {
    #expect(try outcome(token).violation != nil)
    let finding = try FindingToken(parsing: token)
    let catalogue = try CaseRunner.run(StretchyTableHeaderFixed(), RoundTrip(), finding.scenario)
    #expect(catalogue.verdict == .held)
    #expect(catalogue.run.refusedLargeTitle)
    // And the scenario says so.
    let described = CatalogService.describedAsRun(finding.scenario, StretchyTableHeaderFixed(), catalogue.run)
    #expect(described.contains { $0.hasPrefix("shown in a navigation controller (large titles") && $0.hasSuffix("refuses large titles (largeTitleDisplayMode .never): a standard title") })
  }

  /// The sweep of 43793fb, seed 8: the title kept its state while the view ignored the safe
  /// area (W20's unsourced `.never` rule), and the fresh view at the same offset had it in the
  /// other state; the header, which stops below the bars, was judged for the title's
  /// difference. C41: under a large title in another state the views are compared at their
  /// edges.
  @Test func c41AFreshViewUnderOtherBarsIsComparedAtTheEdges() throws {
    let run = try outcome(
      "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigton4wwq6ltorsxezltnfzqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaacaaa2ababuacaaaaeaaaaqbabeaeaialagaa3acabyasajaqqaaarmbqeuqearjaaaqubyaqcaabaaaaa-a2911514")
    #expect(run.verdict == .held)
    let rest = try #require(run.run.index(ofMarker: "rest"))
    let twin = try #require(run.run.index(ofMarker: ProbeMarker.twin))
    #expect(DrawnState.largeTitleDiffers(run.run.observations[rest], run.run.observations[twin]))
    #expect(run.run.index(ofMarker: "twin at top") != nil)
    #expect(run.run.index(ofMarker: "twin at bottom") != nil)
  }

  /// C42: the round-13 sweep's `idempotent` finding (seed 1, 2,000 cases) on a table under a
  /// large title, which its plain-table control showed too: the redelivery had let the bar
  /// collapse its title. It holds for the strategy and for every table strategy's control.
  @Test func c42TheSweepsPlainTableFindingHolds() throws {
    let token = try FindingToken(
      parsing: "sc1-lbzwk3dgfvzws6tjnzts22dfmfsgk4ronvuxg43jnzts2ytpor2g63jnmnxw443uojqws3tucruwizlnobxxizlooqaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaacdaajabaa3acabyasaadfebamaagaauqaaika4aibaaaqaaaa-d78ae4e7")
    let strategy = try #require(StrategyCatalog.all.first { $0.id == token.strategyID })
    #expect(try CaseRunner.run(strategy, Idempotent(), token.scenario).violation == nil)
    #expect(try CaseRunner.run(LayoutControl(original: strategy), Idempotent(), token.scenario).violation == nil)
  }
}
