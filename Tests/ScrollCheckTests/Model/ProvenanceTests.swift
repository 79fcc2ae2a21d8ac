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

  @Test func theCatalogFindingsCarryTheirProvenance() throws {
    let service = CatalogService()
    let token = try #require(
      StrategyCatalog.all.first { $0.id == "self-sizing-header.no-reassign" }?.knownViolations.first?.token)
    let result = try service.replay(token: token)
    let provenance = try #require(result.verdict.finding?.provenance)
    #expect(provenance.dependsOn == ["T8=captured"])
    #expect(TextReport.findingBody(result.verdict.finding!).contains { $0.hasPrefix("Provenance: depends on T8") })
  }
}
