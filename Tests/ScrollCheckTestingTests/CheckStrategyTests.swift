import GeneratorsTesting
import ScrollCheckTesting
import Testing

@Suite("checkStrategy and checkRegression")
struct CheckStrategyTests {
  @Test func aFixedStrategyRecordsNothing() throws {
    let report = try #require(checkStrategy(StretchyTableHeaderFixed(), invariants: ["collapsible", "clamped"], count: 6))
    #expect(report.findings.isEmpty)
    #expect(report.cells.map(\.invariantID) == ["clamped", "collapsible", "crashes", "hangs"])
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

  // The expected failures below are captured, not recorded as known issues, so that a
  // passing `swift test` prints nothing that reads as a failure.
  @Test func aFindingPrintsTheLineThatPinsItInATest() {
    let (_, failures) = withReportedFailuresCaptured {
      checkStrategy(StretchyTableHeaderPublished(), invariants: ["collapsible"], count: 20)
    }
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy {
      $0.message.contains("checkRegression(\"sc1-") && $0.message.contains("for: StretchyTableHeaderPublished())")
    })
  }

  struct UnsoundHeader: StretchyTableHeaderStrategy {
    var minimum: CGFloat = 64
    var maximum: CGFloat = 240
    let id = "unsound-header"
    let summary = "declares what the test says"
    let knownViolations: [KnownViolation] = []
    func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
      HeaderDeclaration(family: .tableHeader, minimumHeight: minimum, maximumHeight: maximum)
    }
    func makeViewController(heights: HeaderHeights) -> UIViewController { UIViewController() }
  }

  @Test(arguments: [
    (UnsoundHeader(), ["collapsible"], 0, "the count of cases must be at least 1, not 0"),
    (UnsoundHeader(), ["collapsible"], -5, "the count of cases must be at least 1, not -5"),
    (UnsoundHeader(), ["text-fits"], 5, "the invariant 'text-fits' does not apply to table-header strategies"),
    (UnsoundHeader(), ["no-such-thing"], 5, "there is no invariant 'no-such-thing'"),
    (UnsoundHeader(minimum: 300, maximum: 200), [], 5, "declares a minimum height (300) above its maximum height (200)"),
    (UnsoundHeader(maximum: .nan), [], 5, "declares a maximum height of NaN"),
    (UnsoundHeader(minimum: -1), [], 5, "declares a negative minimum height (-1)"),
    (UnsoundHeader(maximum: .infinity), [], 5, "declares an infinite maximum height"),
  ])
  func inputThatMakesNoSenseIsAFailureThatNamesIt(
    strategy: UnsoundHeader, invariants: [String], count: Int, problem: String
  ) {
    let (report, failures) = withReportedFailuresCaptured {
      checkStrategy(strategy, invariants: invariants, count: count)
    }
    #expect(report == nil)
    #expect(failures.count == 1)
    #expect(failures.allSatisfy { $0.message.contains(problem) })
  }

  @Test func theServiceRefusesAnUnsoundDeclarationToo() {
    let service = CatalogService(strategies: [UnsoundHeader(maximum: .nan)])
    #expect(throws: CheckServiceError.invalidInput("strategy 'unsound-header' declares a maximum height of NaN")) {
      try service.run(RunRequest(strategyIDs: [], invariantIDs: [], count: 2, seed: 1), progress: { _ in })
    }
  }

  /// An inset header whose declaration names (or fails to name) its header view.
  struct NamedHeader: InsetHeaderStrategy {
    var reference: ViewReference?
    let id = "named-header"
    let summary = "names the view the test says"
    let knownViolations: [KnownViolation] = []
    func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
      HeaderDeclaration(family: .insetHeader, minimumHeight: 64, maximumHeight: 240, headerView: reference)
    }
    func makeViewController(heights: HeaderHeights) -> UIViewController { StretchyController() }
  }

  @Test(arguments: [
    (NamedHeader(reference: nil), "is an inset-header strategy but names no header view"),
    (NamedHeader(reference: .tag(0)), "names its header view by tag 0, which every view has by default"),
    (NamedHeader(reference: .accessibilityIdentifier("")), "names its header view by an empty accessibilityIdentifier"),
    (NamedHeader(reference: .accessibilityIdentifier("no-such-view")),
     "names its header view, but no view of its hierarchy has the accessibilityIdentifier 'no-such-view'"),
    (NamedHeader(reference: .tag(41)), "names its header view, but no view of its hierarchy has the tag 41"),
  ])
  func v1AHeaderViewThatIsNotNamedOrNotThereIsAFailure(strategy: NamedHeader, problem: String) {
    let (report, failures) = withReportedFailuresCaptured {
      checkStrategy(strategy, invariants: ["clamped"], count: 3)
    }
    #expect(report == nil)
    #expect(failures.count == 1)
    #expect(failures.allSatisfy { $0.message.contains(problem) })
  }

  @Test func v1TheNamedViewFoundIsJudged() {
    // The README's stretchy header, named by its identifier: found, so the run is judged
    // (it follows the finger: `monotonic` holds).
    let report = checkStrategyQuietly(NamedHeader(reference: .accessibilityIdentifier("stretchy-header")), "monotonic")
    #expect(report != nil)
    #expect(report?.cells.first?.verdict.finding == nil)
  }

  /// Runs the check without reporting (the service directly).
  func checkStrategyQuietly(_ strategy: any Strategy, _ invariant: String) -> RunReport? {
    try? CatalogService(strategies: [strategy]).run(
      RunRequest(strategyIDs: [strategy.id], invariantIDs: [invariant], count: 20, seed: 0), progress: { _ in })
  }
}
