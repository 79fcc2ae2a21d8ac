import Testing

@testable import ScrollCheck

@Suite struct TextReportTests {
  func report(_ service: FakeCheckService = FakeCheckService()) throws -> RunReport {
    try service.run(
      RunRequest(strategyIDs: service.strategies.map(\.id), invariantIDs: service.invariants.map(\.id), seed: 3),
      progress: { _ in })
  }

  @Test func matrixHasARowPerStrategyWithSymbols() throws {
    let text = TextReport(try report()).render()
    #expect(text.contains("Invariants: 1 clamped  2 no-gap  3 pinned"))
    #expect(text.contains("stretchy-table-header.published  ✓  ✗  ·"))
    #expect(text.contains("stretchy-table-header.fixed      ✓  ✓  ·"))
    #expect(text.contains("swiftui-header.published         ·  ✓  ✗"))
    #expect(text.hasSuffix("OK: 9 checks: 4 held, 2 violated (2 recorded), 3 not applicable, 0 inconclusive; every result matches the record.\n"))
  }

  @Test func unexpectedCellsAreMarked() throws {
    let text = TextReport(try report(FakeCheckService(violations: ["stretchy-table-header.fixed/clamped"]))).render()
    #expect(text.contains("stretchy-table-header.published  ✓  ✓!"))
    #expect(text.contains("stretchy-table-header.fixed      ✗!"))
    #expect(text.contains("(NEW)"))
    #expect(text.contains("3 results differ from the record."))
  }

  @Test func budgetExhaustionIsSaid() {
    var finding = FakeCheckService().finding("a", "b")
    finding.shrink.budgetExhausted = true
    #expect(TextReport.findingBody(finding).contains { $0.contains("may not be minimal") })
  }

  @Test func colourOnlyWhenAllowed() throws {
    let report = try report()
    let plain = TextReport(report, style: .plain).render()
    #expect(!plain.contains("\u{1B}["))
    #expect(TextReport(report, style: TextStyle(isColored: true)).render().contains("\u{1B}[32m"))
  }
}
