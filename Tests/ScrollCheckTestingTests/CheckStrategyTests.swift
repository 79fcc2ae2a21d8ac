import ScrollCheckTesting
import Testing

@Suite("checkStrategy and checkRegression")
struct CheckStrategyTests {
  @Test func aFixedStrategyRecordsNothing() throws {
    let report = try #require(checkStrategy(StretchyTableHeaderFixed(), invariants: ["collapsible", "clamped"], count: 6))
    #expect(report.findings.isEmpty)
    #expect(report.cells.map(\.invariantID) == ["clamped", "collapsible", "crashes", "hangs"])
  }

  @Test func aViolationIsRecordedAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      checkStrategy(StretchyTableHeaderPublished(), invariants: ["collapsible"], count: 20)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        && comment.contains("violates collapsible") && comment.contains("replay sc1-")
    }
  }

  @Test func aTokenPinsARegressionCase() throws {
    let report = try #require(checkStrategyQuietly(StretchyTableHeaderPublished(), "collapsible"))
    let token = try #require(report.findings.first?.token)
    let line = #line + 2
    withKnownIssue {
      _ = checkRegression(token, for: StretchyTableHeaderPublished())
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue).joined().contains(token)
    }
    // The fixed version holds in the same scenario, once the token names it.
    let recorded = try FindingToken(parsing: token)
    let retargeted = FindingToken(
      strategyID: StretchyTableHeaderFixed().id, invariantID: recorded.invariantID, scenario: recorded.scenario)
    #expect(checkRegression(retargeted.text, for: StretchyTableHeaderFixed()))
  }

  @Test func aMalformedTokenIsAFailureNotACrash() {
    withKnownIssue {
      _ = checkRegression("sc1-nonsense-00000000", for: StretchyTableHeaderFixed())
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("could not replay the token")
    }
  }

  /// Runs the check without reporting (the service directly).
  func checkStrategyQuietly(_ strategy: any Strategy, _ invariant: String) -> RunReport? {
    try? CatalogService(strategies: [strategy]).run(
      RunRequest(strategyIDs: [strategy.id], invariantIDs: [invariant], count: 20, seed: 0), progress: { _ in })
  }
}
