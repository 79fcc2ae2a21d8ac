import Testing

@testable import ScrollCheck

@Suite struct RunReportTests {
  let strategies = [
    StrategyInfo(id: "b", family: .tableHeader, summary: "", expectedViolations: ["y", "x", "y"]),
    StrategyInfo(id: "a", family: .tableHeader, summary: ""),
  ]
  let invariants = [
    InvariantInfo(id: "y", families: [.tableHeader], summary: "", explanation: "", tolerance: ""),
    InvariantInfo(id: "x", families: [.nonFloatingSections, .tableHeader], summary: "", explanation: "", tolerance: ""),
  ]

  @Test func normalisesItsInputs() {
    #expect(strategies[0].expectedViolations == ["x", "y"])
    #expect(invariants[1].families == [.tableHeader, .nonFloatingSections])
  }

  @Test func cellsAreInReportOrderAndUnexpectedIsComputed() {
    let finding = FakeCheckService().finding("a", "x")
    let cells = [
      Cell(strategyID: "a", invariantID: "x", verdict: .violated(finding)),
      Cell(strategyID: "b", invariantID: "x", verdict: .passed(cases: 5)),
      Cell(strategyID: "a", invariantID: "y", verdict: .passed(cases: 5)),
      Cell(strategyID: "b", invariantID: "y", verdict: .violated(finding)),
    ]
    let report = RunReport(mode: .random(seed: 1, count: 5), strategies: strategies, invariants: invariants, cells: cells)
    #expect(report.cells.map { $0.strategyID + $0.invariantID } == ["by", "bx", "ay", "ax"])
    #expect(
      report.unexpected == [
        UnexpectedResult(strategyID: "b", invariantID: "x", kind: .missingViolation),
        UnexpectedResult(strategyID: "a", invariantID: "x", kind: .newViolation),
      ])
    #expect(!report.matchesExpectations)
    #expect(report.findings.count == 2)
    #expect(report.seed == 1 && report.count == 5)
  }

  @Test func anInconclusiveCellIsItsOwnOutcomeNeverADifference() {
    // "b" is recorded to violate both; "a" is recorded to violate neither.
    let cells = [
      Cell(strategyID: "b", invariantID: "x", verdict: .inconclusive(cases: 7, inconclusive: 7, reason: "cut")),
      Cell(strategyID: "b", invariantID: "y", verdict: .inconclusive(cases: 7, inconclusive: 2, reason: "cut")),
      Cell(strategyID: "a", invariantID: "x", verdict: .inconclusive(cases: 7, inconclusive: 1, reason: "cut")),
    ]
    let report = RunReport(mode: .random(seed: 7, count: 7), strategies: strategies, invariants: invariants, cells: cells)
    #expect(report.cells.allSatisfy { report.expectation(of: $0) == .inconclusive })
    #expect(report.unexpected.isEmpty)
    #expect(report.matchesExpectations)
    let text = TextReport(report).render()
    #expect(!text.contains("missing violation"))
    #expect(!text.contains("but it held"))
    #expect(!text.contains("?!"))
    #expect(text.contains("every result matches the record"))
    #expect(!JUnitReport(report).render().contains("<failure"))
    #expect(JSONReport(report).render().contains("\"expectation\": \"inconclusive\""))
  }

  @Test func familyRawValuesAreStable() {
    #expect(Family.allCases.map(\.rawValue) == [
      "table-header", "swiftui-header", "self-sizing-header", "non-floating-sections", "inset-header",
    ])
  }

  @Test func replayCommandQuotesOddTokens() {
    var finding = FakeCheckService().finding("a", "x")
    finding.token = "abc'd e"
    #expect(finding.replayCommand == "swift run -c release scrollcheck replay 'abc'\\''d e'")
  }
}
