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
    // The cells' cases by part: every case builds a world, appears and is judged; the
    // `finite` probe pulls, releases and collapses.
    let parts = phases.caseParts
    #expect(parts.building > 0 && parts.probe > 0 && parts.judging > 0)
    let partsTotal = parts.building + parts.script + parts.probe + parts.judging
    let casePhases = phases.replayingRecord + phases.search + phases.shrinking
    #expect(partsTotal <= casePhases)
    // The rest is what those phases spent outside the parts: together they are the phases.
    #expect(abs(partsTotal + phases.restOfCases - casePhases) < 1e-9)
    #expect(text.contains("CPU seconds of the cells' cases by part: building worlds "))
    #expect(text.contains("; the rest") && text.contains("bookkeeping)"))
    #expect(json.contains("\"caseParts\"") && json.contains("\"rest\""))
  }

  @Test func casePartsAddUp() {
    var total = PhaseTimes()
    var one = PhaseTimes()
    one.caseParts.script = 2
    one.caseParts.probe = 0.5
    total.add(one)
    total.add(one)
    #expect(total.caseParts.script == 4 && total.caseParts.probe == 1)
    #expect(total.caseParts.building == 0 && total.caseParts.judging == 0)
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
