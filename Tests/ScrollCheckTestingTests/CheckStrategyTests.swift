import GeneratorsTesting
import ScrollCheckTesting
import Testing

@Suite("checkStrategy and checkRegression")
struct CheckStrategyTests {
  @Test func aFixedStrategyRecordsNothing() throws {
    let report = try #require(checkStrategy(StretchyTableHeaderFixed(), invariants: ["collapsible", "clamped"], count: 6))
    #expect(report.findings.isEmpty)
    #expect(report.cells.count == 2)
  }

  @Test func aViolationIsRecordedAtTheCallersLine() throws {
    let line = #line + 2
    let (_, failures) = withReportedFailuresCaptured {
      checkStrategy(StretchyTableHeaderPublished(), invariants: ["collapsible"], count: 20)
    }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.fileID == #fileID && failure.line == line)
    #expect(failure.message.contains("violates collapsible") && failure.message.contains("replay sc1-"))
  }

  @Test func aTokenPinsARegressionCase() throws {
    let report = try #require(checkStrategyQuietly(StretchyTableHeaderPublished(), "collapsible"))
    let token = try #require(report.findings.first?.token)
    let line = #line + 2
    let (_, failures) = withReportedFailuresCaptured {
      _ = checkRegression(token, for: StretchyTableHeaderPublished())
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line && failures.first?.message.contains(token) == true)
    // The fixed version holds in the same scenario, once the token names it.
    let recorded = try FindingToken(parsing: token)
    let retargeted = FindingToken(
      strategyID: StretchyTableHeaderFixed().id, invariantID: recorded.invariantID, scenario: recorded.scenario)
    #expect(checkRegression(retargeted.text, for: StretchyTableHeaderFixed()))
  }

  @Test func aMalformedTokenIsAFailureNotACrash() {
    let (_, failures) = withReportedFailuresCaptured {
      _ = checkRegression("sc1-nonsense-00000000", for: StretchyTableHeaderFixed())
    }
    #expect(failures.map(\.message).joined().contains("could not replay the token"))
  }

  /// Runs the check without reporting (the service directly).
  func checkStrategyQuietly(_ strategy: any Strategy, _ invariant: String) -> RunReport? {
    try? CatalogService(strategies: [strategy]).run(
      RunRequest(strategyIDs: [strategy.id], invariantIDs: [invariant], count: 20, seed: 0), progress: { _ in })
  }
}
