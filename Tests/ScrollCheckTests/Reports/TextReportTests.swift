import Testing

@testable import ScrollCheck

@Suite struct TextReportTests {
  func report(_ service: FakeCheckService = FakeCheckService()) throws -> RunReport {
    try service.run(
      RunRequest(strategyIDs: service.strategies.map(\.id), invariantIDs: service.invariants.map(\.id), seed: 3),
      progress: { _ in })
  }

  @Test func matrixHasABlockPerFamilyWithItsInvariantsOnly() throws {
    let text = TextReport(try report()).render()
    #expect(text.contains("Invariants: 1 clamped  2 no-gap  3 pinned"))
    #expect(text.contains("stretchy-table-header  1  2\n  .published           ✓  ✗\n  .fixed               ✓  ✓\n"))
    #expect(text.contains("swiftui-header         2  3\n  .published           ✓  ✗\n"))
    #expect(text.hasSuffix(
      "OK: 9 checks: 4 held, 2 violated (2 recorded), 3 not applicable, 0 inconclusive;\n  every result matches the record.\n"))
    // Every line fits in 100 columns.
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func expectedFindingsTakeOneLineGroupedByStrategy() throws {
    let text = TextReport(try report()).render()
    #expect(text.contains(
      "2 recorded violations reproduced:\n  stretchy-table-header.published: no-gap\n  swiftui-header.published: pinned\n"))
    #expect(!text.contains("Failing step"))
    #expect(!text.contains("Replay:"))
    var verbose = TextReport(try report())
    verbose.verbose = true
    let full = verbose.render()
    #expect(full.contains("Finding 1 of 2: stretchy-table-header.published violates no-gap (recorded)"))
    #expect(full.contains("Finding 2 of 2: swiftui-header.published violates pinned (recorded)"))
    #expect(!full.contains("add --verbose"))
  }

  @Test func unexpectedCellsAreMarkedAndOnlyTheyGetTheFullBlock() throws {
    let text = TextReport(try report(FakeCheckService(violations: ["stretchy-table-header.fixed/clamped"]))).render()
    #expect(text.contains("  .published           ✓  ✓!"))
    #expect(text.contains("  .fixed               ✗!"))
    #expect(text.contains("stretchy-table-header.fixed violates clamped (NEW)"))
    #expect(text.components(separatedBy: "Failing step").count - 1 == 1)
    #expect(text.contains("missing violation: stretchy-table-header.published is recorded to violate no-gap"))
    #expect(text.contains("3 results differ from the record."))
  }

  @Test func verboseBlocksFitOneHundredColumnsAndTheReplayCommandStaysCopyable() throws {
    let token = "sc1-" + String(repeating: "abcdefgh", count: 25) + "-0123abcd"
    var finding = FakeCheckService().finding("stretchy-table-header.published", "no-gap")
    finding.token = token
    finding.scenario = [
      "device: iPhone SE (1st generation), portrait: 320x568 @2x, safe area top 20 bottom 0, "
        + "contentInsetAdjustmentBehavior .automatic", "step 1: drag down by 20",
    ]
    let report = RunReport(
      mode: .replay(token: token), strategies: FakeCheckService().strategies, invariants: FakeCheckService().invariants,
      cells: [Cell(strategyID: finding.strategyID, invariantID: finding.invariantID, verdict: .violated(finding))])
    var text = TextReport(report)
    text.verbose = true
    let lines = text.render().split(separator: "\n").map(String.init)
    // Only the token, alone on its line, may be wider.
    #expect(lines.allSatisfy { $0.count <= 100 || $0.split(separator: " ") == [Substring(token)] })
    // The long scenario line wrapped, its continuation indented below it.
    #expect(lines.contains { $0.hasPrefix("      contentInsetAdjustmentBehavior .automatic") })
    // The shell joins the two lines of the replay command into the command itself.
    let replay = try #require(lines.firstIndex { $0.hasPrefix("  Replay: ") })
    #expect(lines[replay].hasSuffix(" \\"))
    let joined = (lines[replay].dropLast() + lines[replay + 1]).split(separator: " ").joined(separator: " ")
    #expect(joined == "Replay: " + finding.replayCommand)
  }

  @Test func aCleanRunFitsOneScreen() throws {
    let text = TextReport(try report()).render()
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count < 25)
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

  @Test func inconclusiveCellsTakeOneLinePerStrategyAndReason() throws {
    let base = try report()
    let reason = "layout did not converge in 8 passes"
    var cells = base.cells.filter { !($0.strategyID == "stretchy-table-header.fixed" && $0.verdict != .notApplicable) }
    for invariant in ["clamped", "no-gap"] {
      cells.append(Cell(
        strategyID: "stretchy-table-header.fixed", invariantID: invariant,
        verdict: .inconclusive(cases: 60, inconclusive: 60, reason: reason)))
    }
    let mixed = RunReport(mode: base.mode, strategies: base.strategies, invariants: base.invariants, cells: cells)
    let text = TextReport(mixed).render()
    #expect(text.contains("  stretchy-table-header.fixed: clamped, no-gap (\(reason))\n"))
    #expect(text.contains("  .fixed               ?  ?"))
    var verbose = TextReport(mixed)
    verbose.verbose = true
    #expect(verbose.render().contains("  stretchy-table-header.fixed × no-gap: 60 of 60 cases (\(reason))"))
  }
}
