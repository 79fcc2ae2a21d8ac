import Strategies
import Testing

@testable import ScrollCheck

/// `--timings` splits a run's work by phase (README, "run").
@Suite struct PhaseTimesTests {
  @Test func timingsSplitARunsWorkByPhase() throws {
    // A recorded violation (replayed, then described with its provenance replays) and a cell
    // searched at random.
    let strategy = StretchyTableHeaderPublished()
    let report = try CatalogService(strategies: [strategy]).run(
      RunRequest(
        strategyIDs: [strategy.id], invariantIDs: ["bounces-back", "finite"], count: 3, seed: 1,
        measuresTimings: true),
      progress: { _ in })
    let phases = try #require(report.timings?.phases)
    #expect(phases.replayingRecord > 0)
    #expect(phases.search > 0)
    #expect(phases.describing > 0)
    #expect(phases.provenanceReplays + phases.seedContentChecks <= phases.describing)
    let text = TextReport(report).render()
    #expect(text.contains("CPU seconds by phase (all threads and workers): replaying the record "))
    let json = JSONReport(report, includesTimings: true).render()
    #expect(json.contains("\"secondsPerPhase\""))
    #expect(json.contains("\"provenanceReplays\""))
  }

  @Test func phasesAddUp() {
    var total = PhaseTimes()
    var one = PhaseTimes()
    one.search = 1.5
    one.describing = 0.5
    one.seedContentChecks = 0.25
    total.add(one)
    total.add(one)
    #expect(total.search == 3 && total.describing == 1 && total.seedContentChecks == 0.5)
    #expect(total.replayingRecord == 0 && total.shrinking == 0 && total.provenanceReplays == 0)
  }
}
