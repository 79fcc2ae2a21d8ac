import Foundation
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// C35: every UIKit finding is replayed with a plain table laid out as the strategy's, with no
/// header code; when that table breaks the same invariant at the same moment, the finding is
/// the layout's (a table pinned to the Safe Area), and its provenance says so.
@Suite("Layout control (C35)")
struct LayoutControlTests {
  /// Seed 003's recorded `stays-put` (status bar shown, row 0.0 20 points lower) and
  /// `fills-screen` (the table covers y 20..568): the round-5 review's control mutant (the
  /// fixed controller with the storyboard's pin and no code) shows both word for word.
  static let layoutTokens = [
    "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsbe43umf4xgllqov2abaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaacaaa2ababuacaaaaeaaaainabeaeadmaiahaciaaeba-684ab7d1",
    "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsbqztjnrwhglltmnzgkzloacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaaanqbaa4ajaaaa-38592e8c",
  ]

  @Test(arguments: layoutTokens)
  func c35AFindingAPlainTablePinnedTheSameWayShowsIsTheLayouts(token: String) throws {
    let finding = try #require(try CatalogService().replay(token: token).verdict.finding)
    let control = try #require(finding.provenance?.layoutControl)
    #expect(control.outcome == .same)
    #expect(control.isLayout)
    #expect(finding.provenance?.line.hasPrefix("layout, not the header technique") == true)
    // The plain table's own numbers are the finding's: the same move, the same strip.
    #expect(control.message == finding.message)
    // Pinned to the superview's edges instead (C30's other scene), neither shows.
    var parsed = try FindingToken(parsing: token)
    parsed.scenario.storyboardTablePin = .superview
    let strategy = try #require(StrategyCatalog.strategy(withID: parsed.strategyID))
    let invariant = try #require(InvariantCatalog.invariant(withID: parsed.invariantID))
    let plain = try CaseRunner.run(LayoutControl(original: strategy), invariant, parsed.scenario)
    #expect(plain.violation == nil)
  }

  /// Seed 003's `bounces-back` also needs the Safe Area pin (C30), but a plain table pinned
  /// there comes back from a pull: the seed's inset rewrite is what breaks it.
  @Test func c35AFindingThePlainTableDoesNotShowIsTheTechniques() throws {
    let token =
      "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsbqytpovxggzltfvrgcy3lacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaaa3acabyasaaaa-3904cdd6"
    let finding = try #require(try CatalogService().replay(token: token).verdict.finding)
    let control = try #require(finding.provenance?.layoutControl)
    #expect(control.outcome == .holds)
    #expect(!control.isLayout)
    #expect(finding.provenance?.line.hasPrefix("the header technique's: a plain table") == true)
  }

  @Test func c35TheControlCopiesTheTablesStyleAndPin() throws {
    // A table the code pins to the edges (the fixed strategy's `embedFullScreen`), grouped.
    let fixed = try #require(StrategyCatalog.strategy(withID: "non-floating-sections.fixed") as? any NonFloatingSectionsStrategy)
    let plain = try #require(LayoutControl.plainController(mirroring: fixed.makeViewController()))
    plain.loadViewIfNeeded()
    let table = try #require(plain.view.subviews.first as? UITableView)
    #expect(table.style == .grouped)
    #expect(table.isPinnedToSuperviewEdges)
    #expect(table.tableHeaderView == nil)
    #expect(table.delegate == nil)
    // A `UITableViewController` (seed 002) gets a plain `UITableViewController`.
    let selfSizing = try #require(StrategyCatalog.strategy(withID: "self-sizing-header.published") as? any SelfSizingHeaderStrategy)
    let controller = try #require(LayoutControl.plainController(mirroring: selfSizing.makeViewController(headerText: "Title")))
    #expect(type(of: controller) == UITableViewController.self)
  }

  @Test func c35NoControlForAHeaderInvariantOrASwiftUIStrategy() throws {
    let published = try #require(StrategyCatalog.strategy(withID: "non-floating-sections.published"))
    let swiftUI = try #require(StrategyCatalog.strategy(withID: "swiftui-sticky-header.published"))
    #expect(LayoutControl.applies(to: published, StaysPut()))
    #expect(!LayoutControl.applies(to: published, NotFloating()))
    #expect(!LayoutControl.applies(to: published, NoGap()))
    #expect(!LayoutControl.applies(to: swiftUI, StaysPut()))
    // Every id in the list is an invariant of the catalog.
    for id in LayoutControl.invariants {
      #expect(InvariantCatalog.invariant(withID: id) != nil, "\(id)")
    }
  }

  @Test func c35TheProvenanceLineAndTheJSONReportSayWhoseFindingItIs() {
    let layout = Provenance(
      ranUnder: ["C30=safe-area"], trials: [.init(setting: "C30=superview", outcome: .gone)],
      layoutControl: .init(outcome: .same, message: "moved down by 20"))
    #expect(layout.line == "layout, not the header technique: a plain table laid out the same way, with no header code, shows it too (C35); depends on C30=safe-area (with C30=superview it does not show)")
    let technique = Provenance(ranUnder: [], trials: [], layoutControl: .init(outcome: .holds, message: nil))
    #expect(technique.line == "the header technique's: a plain table laid out the same way does not show it (C35); robust: its run exercises no modelled assumption")
    for provenance in [layout, technique] {
      let text = JSONReport.provenance(provenance).serialized()
      #expect(text.contains("\"layoutControl\""))
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
      #expect(ReportMerger.readProvenance(object) == provenance)
    }
  }
}

/// C36: a rule only another part of the run reached is named apart in the provenance.
@Suite("Provenance of the failure (C36)")
struct FailureProvenanceTests {
  /// Seed 000's recorded `round-trip`: it fails on the status-bar trip; W1 was reached only by
  /// the keyboard trip before it, which passes (the round-5 review, item 7), and S11 only
  /// outside the status-bar trip too.
  @Test func c36ARuleOnlyAnEarlierTripReachedIsNamedApart() throws {
    let token =
      "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbi4tpovxgilluojuxaaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabwaeadqbeaacaaaayaq-9a359d2a"
    let finding = try #require(try CatalogService().replay(token: token).verdict.finding)
    let provenance = try #require(finding.provenance)
    #expect(provenance.ranUnder.contains("W1=system"))
    #expect(provenance.ranUnder.contains("S11=pull"))
    // Neither is reached between the state before the status-bar trip and the one after it
    // (the seed turns the adjustment off: the status bar changes no range, so nothing is pulled).
    #expect(provenance.reachedOnlyOutsideTheFailure == ["S11", "W1"])
    #expect(provenance.line.hasSuffix("robust: the failure reaches no modelled assumption; every alternative of S11, W1, which only another part of the run reached, still shows it"))
  }

  @Test func c36TheProvenanceLineNamesRulesReachedOutsideTheFailureApart() {
    let some = Provenance(
      ranUnder: ["S11=pull", "W1=system"],
      trials: [.init(setting: "S11=stay", outcome: .shows), .init(setting: "W1=follows", outcome: .shows)],
      reachedOnlyOutsideTheFailure: ["W1"])
    #expect(some.line == "robust: shows under every modelled alternative of S11 (and of W1, which only another part of the run reached)")
    let none = Provenance(
      ranUnder: ["W1=system"], trials: [.init(setting: "W1=follows", outcome: .shows)], reachedOnlyOutsideTheFailure: ["W1"])
    #expect(none.line == "robust: the failure reaches no modelled assumption; every alternative of W1, which only another part of the run reached, still shows it")
    let text = JSONReport.provenance(some).serialized()
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(ReportMerger.readProvenance(object) == some)
  }
}
