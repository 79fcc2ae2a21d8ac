import Testing

@testable import ScrollCheck

@Suite struct ProcessComparisonTests {
  @Test func mediansOfOddAndEvenCounts() {
    #expect(ProcessComparison.median([3, 1, 2]) == 2)
    #expect(ProcessComparison.median([4, 1, 2, 3]) == 2.5)
    #expect(ProcessComparison.median([]).isNaN)
  }

  @Test func timesTwoProcessesAlternatelyAndGivesTheirRatio() throws {
    let comparison = ProcessComparison(a: ("/bin/sleep", ["0.2"]), b: ("/bin/sleep", ["0.1"]), runs: 3)
    let result = try #require(comparison.measure())
    #expect(result.runs == 3)
    #expect(result.medianA >= 0.2 && result.medianB >= 0.1)
    #expect(result.medianRatio > 1)
  }

  @Test func aCommandThatCannotStartGivesNothing() {
    #expect(ProcessComparison(a: ("/nonexistent", []), b: ("/bin/true", []), runs: 1).measure() == nil)
  }
}
