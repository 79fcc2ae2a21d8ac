import Foundation
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The README's "What we found" table must be what replaying the recorded tokens finds now.
/// When it fails, the message holds the fresh table; `SCROLLCHECK_RECORD_README=1 swift test
/// --filter FindingsTable` writes it into README.md.
@Suite("FindingsTable")
struct FindingsTableTests {
  static let readmeURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  @Test func theReadmeTableMatchesAFreshReplayOfEveryRecordedToken() throws {
    let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
    let fresh = try FindingsTable.markdown()
    let expected = try #require(FindingsTable.readme(readme, replacingTableWith: fresh))
    // Record mode, as snapshot tests have: rewrite the table instead of comparing.
    if ProcessInfo.processInfo.environment["SCROLLCHECK_RECORD_README"] == "1" {
      try expected.write(to: Self.readmeURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(readme == expected, "README.md's findings table is stale; the fresh table is:\n\(fresh.joined(separator: "\n"))")
  }

  @Test func everyRecordedTokenStillReproducesItsViolation() throws {
    let service = CatalogService()
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let result = try service.replay(token: known.token)
        #expect(result.strategyID == strategy.id && result.invariantID == known.invariant)
        #expect(result.verdict.isViolation, "\(strategy.id) no longer violates \(known.invariant) in its recorded case")
      }
    }
  }

  /// The fixed versions whose record rests on one alternative of a modelled assumption, and
  /// the other alternative, under which every recorded violation of theirs is gone (README:
  /// which alternative breaks them and why).
  static let fixedVersionsBrokenByOneAlternative = ["swiftui-sticky-header.fixed": "U34=space"]

  @Test func everyPublishedTechniqueHasARecordAndNoFixedVersionDoes() throws {
    let service = CatalogService()
    for strategy in StrategyCatalog.all {
      if strategy.id.hasSuffix(".fixed") || strategy.id.hasSuffix(".modern") || strategy.id == "self-sizing-header.published" {
        guard let other = Self.fixedVersionsBrokenByOneAlternative[strategy.id] else {
          #expect(strategy.knownViolations.isEmpty, "\(strategy.id)")
          continue
        }
        for known in strategy.knownViolations {
          let result = try service.replay(token: known.token, assumptions: try EngineAssumptions([other]))
          #expect(!result.verdict.isViolation, "\(strategy.id) x \(known.invariant) shows under \(other) too")
        }
      } else {
        #expect(!strategy.knownViolations.isEmpty, "\(strategy.id)")
      }
    }
  }

  @Test func oneLineKeepsTableCellsIntact() {
    let finding = Finding(
      strategyID: "s", invariantID: "i", scenario: ["device: a", "content: b | c", "script: (none)"], failingStep: 1,
      failingStepDescription: "step 1 (release)", message: "m", token: "t",
      shrink: ShrinkStatistics(originalSize: 1, steps: 0, evaluations: 1, budgetExhausted: false))
    #expect(FindingsTable.oneLine(finding) == "a; b \\| c; no script; at step 1 (release); m")
  }

  @Test func theTableIsReplacedBetweenItsMarkersOnly() {
    let text = "intro\n\(FindingsTable.beginMarker)\nold\n\(FindingsTable.endMarker)\noutro"
    let replaced = FindingsTable.readme(text, replacingTableWith: ["| a |"])
    #expect(replaced == "intro\n\(FindingsTable.beginMarker)\n| a |\n\(FindingsTable.endMarker)\noutro")
    #expect(FindingsTable.readme("no markers", replacingTableWith: []) == nil)
  }
}
