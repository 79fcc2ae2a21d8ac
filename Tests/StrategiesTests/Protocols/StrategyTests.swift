import ScrollGeometry
import Testing

@testable import Strategies

/// A strategy with recorded violations, to check what the protocol derives from them.
private struct Recorded: NonFloatingSectionsStrategy {
  let id = "test.recorded"
  let summary = "records violations"
  let knownViolations = [
    KnownViolation("no-gap", token: "sc1-b"), KnownViolation("bounces-back", token: "sc1-a"),
    KnownViolation("no-gap", token: "sc1-c"),
  ]
  func makeViewController() -> UIViewController { UIViewController() }
}

@Suite("Strategy")
struct StrategyTests {
  @Test func expectedViolationsAreTheRecordedInvariantsSortedOnce() {
    #expect(Recorded().expectedViolations == ["bounces-back", "no-gap"])
    #expect(NonFloatingSectionsFixed().expectedViolations.isEmpty)
  }

  @Test func familiesHaveStableIdentifiers() {
    #expect(StrategyFamily.allCases.map(\.description) == [
      "table-header", "swiftui-header", "self-sizing-header", "non-floating-sections", "inset-header",
    ])
  }

  @Test func familyProtocolsDeclareNoHeightsWhereTheyPromiseNone() {
    let proposal = HeaderHeights(minimum: 50, maximum: 200)
    #expect(Recorded().declaration(for: proposal) == HeaderDeclaration(family: .nonFloatingSections))
    #expect(SelfSizingHeader().declaration(for: proposal) == HeaderDeclaration(family: .selfSizingHeader))
  }
}
