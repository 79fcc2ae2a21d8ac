import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Round 3's unjudged refresh findings and those the default generator found once it
/// installed refresh controls (W44 to W46): each shrunk case, replayed, now holds.
@Suite("Refresh findings judged (W44 to W46)")
struct RefreshFindingsTests {
  /// `no-gap` between a table header (or an empty section's header) and a section header
  /// pinned 60 points down by a refreshing control: the header's vacated natural place (W45).
  static let vacatedHeaderPlaces = [
    // self-sizing-header.published, SE, 1 empty section, pull to refresh.
    "sc1-hbzwk3dgfvzws6tjnzts22dfmfsgk4roob2we3djonugkzamnzxs2z3boaaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaiabqaabwaeadqbeaacmqbhqaqc-9e0ba0ef",
    // self-sizing-header.no-reassign, SE, 2 empty sections: between the two headers.
    "sc1-hrzwk3dgfvzws6tjnzts22dfmfsgk4ronzxs24tfmfzxg2lhnygg43znm5qxaaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaabaaaaaaaaaaadmaiahaciaaezacpabae-ba4ac4c8",
    // non-floating-sections.published, SE, 2 empty sections, a drag that starts a refresh.
    "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsay3tpfvtwc4aaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaanaaqa2abaaaaeaaaaaaaaaaanqbaa4ajaeqicaaajidqcaj4aeaq-43bf558d",
    // stretchy-table-header.fixed, SE 2 landscape, 1 empty section whose footer is below the
    // view, a drag during a refresh: 23 = 22 declared + 1 of the header's place (round-5
    // sweep, seed 6; the table records the place, W45).
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiddon4wwoylqackcgagehyabqahqaeaaaaaaaaaaaaaaaaaaaaaaaeaabeaeadiaeaaaaiaaaaaawakqbmavaaefiaeqaqaaaaaaualqeaqaacjqeaqcpabae-cae1c441",
  ]

  /// `pins-below-header` and `reachable` where UIKit pins section headers during a refresh
  /// (W46); each depended on `W44=below`.
  static let pinnedDuringARefresh = [
    // stretchy-table-header.fixed x pins-below-header: 30 below the edge.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiitqnfxhgllcmvwg65znnbswczdfoiaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaaaadmaiahaciaaezacpabae-3c0e535a",
    // self-sizing-header.published x reachable: form sheet, additional safe area.
    "sc1-hbzwk3dgfvzws6tjnzts22dfmfsgk4roob2we3djonugkzasojswcy3imfrgyzia2azabeb2aamaaaaaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaaaqaaeapibicaiaiyhqa3acabyasaacgivaawaeqbtaeaj4aeaq-edf77c94",
  ]

  /// `stretchy-table-header.fixed`'s round-4 revision: it follows
  /// `adjustedContentInsetDidChange()` and leaves the refreshing control out of its top edge.
  static let stretchyFixedRevision = [
    // no-hysteresis after a pull that started a refresh, rotated.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigton4wwq6ltorsxezltnfzqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaanqbaa4ajaabaaadobiaqeaj4aeaq-11f96114",
    // round-trip with a pull that started a refresh and an app inset.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa5atabacuaamabqaeaaaabgadaaaaaaaayacab7abadaaiaaaaaaaaaaaaaaabwaeadqbeaaeaaajyeyckaaaaagmaqbhqaqc-f9d3085a",
    // idempotent: endRefreshing() at rest left the header stale.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdjmrsw24dporsw45aasqrqbrb6aamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaanaaqa2abaaaaaadmaiahaciaamaaarakaedaaaaagqatyaiba-d2462f95",
    // reachable: the header hung 60 points low over a 260-point row.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswietsmvqwg2dbmjwgkaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaiaaaaaaaaaaabaaaacaialagaa3acabyasaabgiatyaiba-54190929",
    // stays-put: beginRefreshing() shrank the room below a scrolled view.
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswiettorqxs4znob2xiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaaaqaaeaaaaqcaciaiagyaqaoaeqaaabhqaqc-a84a7f38",
  ]

  func outcome(_ token: String, _ settings: [String] = []) throws -> CaseRunner.Outcome {
    let parsed = try FindingToken(parsing: token)
    let strategy = try #require(StrategyCatalog.strategy(withID: parsed.strategyID))
    let invariant = try #require(InvariantCatalog.invariant(withID: parsed.invariantID))
    #expect(parsed.scenario.refreshControl)
    return try CaseRunner.run(strategy, invariant, parsed.scenario, assumptions: try EngineAssumptions(settings))
  }

  @Test(arguments: vacatedHeaderPlaces)
  func w45ThePlaceAPinnedSectionHeaderLeftIsNotAGap(token: String) throws {
    let result = try outcome(token)
    #expect(result.violation == nil, "\(result.violation?.message ?? "")")
  }

  @Test(arguments: pinnedDuringARefresh)
  func w46WherePinnedHeadersSitDuringARefreshIsNotJudged(token: String) throws {
    for settings in [["W44=below"], ["W44=top"]] {
      let result = try outcome(token, settings)
      #expect(result.violation == nil, "\(settings): \(result.violation?.message ?? "")")
    }
  }

  @Test(arguments: stretchyFixedRevision)
  func w41TheStretchyFixedRevisionFollowsTheRefreshInset(token: String) throws {
    for settings in [[], ["W41=contentInset"], ["W44=top"]] {
      let result = try outcome(token, settings)
      #expect(result.violation == nil, "\(settings): \(result.violation?.message ?? "")")
    }
  }

  /// W46 in `pins-below-header`: up to a refreshing control's height below the edge is
  /// accepted; more, or under the header, is still judged, and so is any distance without a
  /// refresh.
  @Test func w46APinnedHeaderARefreshingControlsHeightBelowTheEdgeIsNotJudged() throws {
    func check(sectionY: CGFloat, refreshing: Bool) -> Violation? {
      var elements = [
        shown(.tableHeader, screenY: 20, height: 80, offset: 200),
        shown(.sectionHeader(section: 0), screenY: sectionY, height: 28, offset: 200).drawn(at: DrawingOrder.content, pinned: true),
        shown(.row(section: 0, row: 5), screenY: 300, height: 44, offset: 200),
      ]
      if refreshing { elements.append(placed(.refreshControl, y: -60, height: 60)) }
      return PinsBelowHeader().check(run(.tableHeader, minimum: 50, maximum: 200, [
        observation(.drag(translation: -10), offset: 200, elements: elements, contentHeight: 2000, safeTop: 20)
      ]))
    }
    #expect(check(sectionY: 160, refreshing: true) == nil)
    #expect(check(sectionY: 130, refreshing: true) == nil)
    #expect(check(sectionY: 100, refreshing: true) == nil)
    #expect(check(sectionY: 130, refreshing: false) != nil)
    #expect(check(sectionY: 161, refreshing: true) != nil)
    #expect(check(sectionY: 90, refreshing: true) != nil)
  }
}
