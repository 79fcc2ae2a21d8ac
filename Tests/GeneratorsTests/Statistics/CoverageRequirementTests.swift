import Testing
@testable import Generators

@Suite struct CoverageRequirementTests {
  @Test func unmetCoverageFailsTheCheck() {
    let result = Check(Gen.int(in: 0...1_000_000), count: 200)
      .classified("exactly 7") { $0 == 7 }
      .requiringCoverage(of: "exactly 7", atLeastPercent: 5)
      .run { _ in true }
    guard case .coverageUnmet(let shortfall) = result else {
      Issue.record("expected unmet coverage, got \(result)")
      return
    }
    #expect(shortfall.unmet.map(\.label) == ["exactly 7"])
    #expect(!result.isPassed)
    #expect(result.description.contains("needed \"exactly 7\" in at least 5.0% of cases"))
  }

  /// The edge-case bias puts the lower bound in about 1/32 + uniform of cases: 5 % of
  /// "zero or one" is met thanks to it.
  @Test func metCoveragePasses() {
    let result = Check(Gen.int(in: 0...1_000_000), count: 400)
      .classified("zero or one") { $0 <= 1 }
      .requiringCoverage(of: "zero or one", atLeastPercent: 5)
      .run { _ in true }
    #expect(result.isPassed, "\(result)")
  }
}
