import Foundation
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct ProvenanceTests {
  @Test func robustWhenEveryAlternativeShows() {
    let provenance = Provenance(
      ranUnder: ["C1=canvas", "S11=pull"],
      trials: [.init(setting: "C1=screen", outcome: .shows), .init(setting: "S11=stay", outcome: .shows)])
    #expect(provenance.isRobust)
    #expect(provenance.dependsOn.isEmpty)
    #expect(provenance.line == "robust: shows under every modelled alternative of C1, S11")
    #expect(Provenance(ranUnder: [], trials: []).line == "robust: its run exercises no modelled assumption")
  }

  @Test func dependsOnTheSettingsWhoseAlternativeLosesIt() {
    let provenance = Provenance(
      ranUnder: ["C1=canvas", "S11=pull"],
      trials: [.init(setting: "C1=screen", outcome: .shows), .init(setting: "S11=stay", outcome: .gone)])
    #expect(!provenance.isRobust)
    #expect(provenance.dependsOn == ["S11=pull"])
    #expect(provenance.line == "depends on S11=pull (with S11=stay it does not show)")
  }

  @Test func u5AFindingOfPinnedSaysItAlsoRestsOnTheUnmodelledPinLine() {
    #expect(Pinned().restsOn == ["U5"])
    #expect(NoGap().restsOn.isEmpty)
    let provenance = Provenance(
      ranUnder: ["S11=pull"], trials: [.init(setting: "S11=stay", outcome: .shows)], alsoRestsOn: Pinned().restsOn)
    #expect(provenance.line == "robust: shows under every modelled alternative of S11; also rests on U5 (an assumption with no modelled alternative)")
    #expect(Provenance(ranUnder: [], trials: [], alsoRestsOn: ["U5"]).line
      == "no modelled alternative applies; also rests on U5 (an assumption with no modelled alternative)")
    // The JSON report carries it and a merge reads it back.
    let text = JSONReport.provenance(provenance).serialized()
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(ReportMerger.readProvenance(object) == provenance)
  }

  @Test func theCatalogFindingsCarryTheirProvenance() throws {
    let service = CatalogService()
    let token = try #require(
      StrategyCatalog.all.first { $0.id == "self-sizing-header.no-reassign" }?.knownViolations.first?.token)
    let result = try service.replay(token: token)
    let provenance = try #require(result.verdict.finding?.provenance)
    #expect(provenance.dependsOn == ["T8=captured"])
    // The no-reassign finding is `reachable`: a plain table has no header to cover it (C35).
    #expect(provenance.layoutControl?.outcome == .holds)
    #expect(TextReport.findingBody(result.verdict.finding!).contains {
      $0.hasPrefix("Provenance: the header technique's: a plain table") && $0.contains("; depends on T8")
    })
  }

  @Test func aRunUnderAnAlternativeSaysSoInEveryFormat() throws {
    let service = CatalogService()
    let request = RunRequest(
      strategyIDs: ["swiftui-sticky-header.fixed"], invariantIDs: ["pinned"], count: 2, seed: 1,
      assumptions: try EngineAssumptions(["S11=stay"]))
    let report = try service.run(request, progress: { _ in })
    #expect(report.assumptions == ["S11=stay"])
    #expect(TextReport(report).render().hasPrefix("scrollcheck run: seed 1, 2 cases per strategy and invariant; engine under S11=stay"))
    #expect(JSONReport(report).render().contains("\"assumptions\": [\n    \"S11=stay\"\n  ]"))
    let defaults = try service.run(RunRequest(strategyIDs: ["swiftui-sticky-header.fixed"], invariantIDs: ["pinned"], count: 2, seed: 1), progress: { _ in })
    #expect(defaults.assumptions.isEmpty)
    #expect(!JSONReport(defaults).render().contains("\"assumptions\""))
  }

  /// Seed 001's recorded `pinned`: its header, 16 points of padding below the top of the safe
  /// area, has not reached it after a 10-point scroll; it shows under any pin line at or below
  /// that top, so it does not rest on U5 (the round-6 review, item 6).
  @Test func u5AHeaderNotYetPinnedDoesNotRestOnThePinLine() throws {
    let token = try #require(
      StrategyCatalog.all.first { $0.id == "swiftui-sticky-header.published" }?.knownViolations
        .first { $0.invariant == "pinned" }?.token)
    let finding = try #require(try CatalogService().replay(token: token).verdict.finding)
    #expect(finding.message.hasSuffix("expected top 20 and height 200: not yet pinned, 16 of the stack lies above it"))
    #expect(finding.provenance?.alsoRestsOn == [])
    #expect(finding.provenance?.line.contains("U5") == false)
  }
}
