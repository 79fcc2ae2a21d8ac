import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct CaseRunnerTests {
  /// The marker names of a trace, in order.
  static func markers(_ run: CheckedRun) -> [String] {
    run.observations.compactMap {
      if case .marker(let name) = $0.cause { return name }
      return nil
    }
  }

  @Test func theRunnerAndProbesLeaveTheMarkersInvariantsRead() throws {
    let scenario = ScenarioSamples.simple(rows: 3, script: [.drag(translation: -50, moves: 5), .release])
    let bounces = try CaseRunner.run(StretchyTableHeaderFixed(), BouncesBack(), scenario).run
    #expect(Self.markers(bounces) == [
      ProbeMarker.appeared, ProbeMarker.scriptEnd, "edge top", "back top", "edge bottom", "back bottom",
    ])
    let appeared = try #require(bounces.index(ofMarker: ProbeMarker.appeared))
    let end = try #require(bounces.index(ofMarker: ProbeMarker.scriptEnd))
    #expect(bounces.observations[appeared].step == 0)
    #expect(bounces.observations[end].step == scenario.script.count + 1)
    #expect(bounces.observations[appeared + 1..<end].allSatisfy { (1...2).contains($0.step) })
    #expect(bounces.observations[end...].allSatisfy { $0.step == scenario.script.count + 1 })

    let twin = try CaseRunner.run(StretchyTableHeaderFixed(), NoHysteresis(), scenario).run
    #expect(Self.markers(twin) == [ProbeMarker.appeared, ProbeMarker.scriptEnd, "rest", ProbeMarker.twin])
  }

  @Test func reachMarkersComeInPairsForEveryTarget() throws {
    var scenario = ScenarioSamples.simple(rows: 0)
    scenario.content = Content(
      sections: [
        Content.Section(headerHeight: 28, rowHeights: [44, 44, 44], footerHeight: 10),
        Content.Section(rowHeights: [600]),
      ],
      sectionHeaderHeight: 20, sectionFooterHeight: 0)
    let run = try CaseRunner.run(NonFloatingSectionsFixed(), Reachable(), scenario).run
    let reach = Self.markers(run).filter { $0.hasPrefix(ProbeMarker.reachPrefix) }
    let expected = [
      "section 0 header", "row 0.0", "row 0.2", "section 0 footer", "section 1 header", "row 1.0",
    ].flatMap { ["reach \($0) #1", "reach \($0) #2"] }
    #expect(reach == expected)
    #expect(run.indices(ofMarkersWithPrefix: ProbeMarker.reachPrefix).count == expected.count)
  }

  @Test func runsAreDeterministic() throws {
    let pairs: [(any Strategy, any Invariant)] = [
      (StretchyTableHeaderPublished(), NoGap()), (SwiftUIStickyHeaderFixed(), BouncesBack()),
      (SelfSizingHeader(), TracksWidth()), (NonFloatingSectionsPublished(), NoHysteresis()),
    ]
    for (strategy, invariant) in pairs {
      for scenario in try ScenarioGenerator.scenario(for: strategy.family).samples(count: 3, seed: 61) {
        let first = try CaseRunner.run(strategy, invariant, scenario)
        let second = try CaseRunner.run(strategy, invariant, scenario)
        #expect(first.run.trace == second.run.trace, "\(strategy.id) × \(invariant.id)")
        #expect(first.violation == second.violation)
        #expect(first.run.trace.observations.count > 2)
      }
    }
  }

  @Test func describesSteps() {
    let scenario = ScenarioSamples.simple(script: [.drag(translation: -120, moves: 3), .release])
    #expect(CaseRunner.describeStep(0, of: scenario) == "appearing")
    #expect(CaseRunner.describeStep(1, of: scenario) == "step 1 (drag by -120 in 3 moves)")
    #expect(CaseRunner.describeStep(2, of: scenario) == "step 2 (release)")
    #expect(CaseRunner.describeStep(3, of: scenario) == "the probe after the script")
  }
}
