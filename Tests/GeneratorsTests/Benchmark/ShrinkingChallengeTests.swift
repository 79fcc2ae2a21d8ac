import Testing
@testable import Generators

/// A few rows of the shrinking challenge on two seeds (the whole benchmark is
/// `scrollcheck bench shrink`).
@Suite struct ShrinkingChallengeTests {
  static let rowNames = [
    "bound5", "bound5 (10-element lists)", "large_union_list", "reverse", "calculator", "lengthlist",
    "difference_one, range 1k", "binheap", "coupling", "deletion", "distinct", "nestedlists",
  ]

  @Test(arguments: rowNames) func rowShrinksToItsCanonicalResult(name: String) throws {
    let row = try #require(ShrinkingChallenge.rows.first { $0.name == name })
    let summary = ShrinkingChallenge.summarise(row, seeds: 2)
    #expect(summary.found == 2)
    #expect(summary.canonical == 2, "\(name): \(summary.results)")
    #expect(summary.budgetExhausted == 0)
    // Never above three times Hypothesis's mean shrink calls.
    if let ratio = summary.shrinkCallRatio { #expect(ratio <= 3, "\(name): \(ratio)x") }
  }

  @Test func everyRowOfTheIssueIsThere() {
    #expect(ShrinkingChallenge.rows.count == 17)
    #expect(Set(ShrinkingChallenge.rows.map(\.name)).count == 17)
  }

  @Test func passStatisticsAccountForEveryShrinkCall() throws {
    let row = try #require(ShrinkingChallenge.rows.first { $0.name == "distinct" })
    let outcome = row.run(1, 1_000)
    #expect(outcome.passes.map(\.evaluations).reduce(0, +) == outcome.shrinkCalls)
    #expect(outcome.passes.map(\.kept).reduce(0, +) > 0)
    let table = ShrinkingChallenge.table([ShrinkingChallenge.summarise(row, seeds: 1)], statistics: true)
    #expect(table.contains("minimise choices"))
    #expect(table.contains("locations skipped"))
  }

  /// The expensive passes run only where something changed: at a fixed point they skip the
  /// locations where they already failed, and the statistics count the skips.
  @Test func expensivePassesSkipLocationsWhereNothingChanged() throws {
    let row = try #require(ShrinkingChallenge.rows.first { $0.name == "bound5 (10-element lists)" })
    let summary = ShrinkingChallenge.summarise(row, seeds: 4)
    #expect(summary.passes.map(\.skippedLocations).reduce(0, +) > 0)
    let cheap = ["delete spans", "zero spans", "simpler forms", "minimise choices"]
    #expect(summary.passes.filter { cheap.contains($0.name) }.allSatisfy { $0.skippedLocations == 0 })
  }
}
