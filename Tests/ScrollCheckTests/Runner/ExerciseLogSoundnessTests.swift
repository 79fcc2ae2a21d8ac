import Foundation
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The exercise log is what a run's provenance, and the search under promised alternatives,
/// rest on: a case that never reached rule X must record the same trace, and get the same
/// verdict, under every alternative of X.
@Suite struct ExerciseLogSoundnessTests {
  @Test func aRuleNeverReachedChangesNothing() throws {
    // The invariants whose probes do the most (events, edges, refreshes). Round 18 ran five
    // invariants with four scenarios each (7,335 comparisons): all the same.
    let invariants = ["round-trip", "stays-put", "bounces-back"]
    var problems: [String] = []
    var compared = 0
    var reachedSomewhere: Set<String> = []
    for strategy in StrategyCatalog.all {
      for invariantID in invariants {
        guard let invariant = InvariantCatalog.all.first(where: { $0.id == invariantID }),
          invariant.applies(to: strategy.declaration(for: CatalogService.proposedHeights))
        else { continue }
        // The fourth case of a seed: the first ones are drawn at the smallest sizes (no
        // script, no container), which reach few rules.
        for scenario in try ScenarioGenerator.scenario(for: strategy.family, checking: invariant)
          .samples(count: 4, seed: 17).suffix(1)
        {
          let base = try CaseRunner.run(strategy, invariant, scenario)
          reachedSomewhere.formUnion(base.exercised)
          #expect(Set(base.exercised).isSubset(of: EngineAssumptions.catalog.map(\.id)))
          for assumption in EngineAssumptions.catalog where !base.exercised.contains(assumption.id) {
            for alternative in assumption.alternatives.dropFirst() {
              let other = try CaseRunner.run(
                strategy, invariant, scenario, assumptions: try EngineAssumptions(["\(assumption.id)=\(alternative.name)"]))
              compared += 1
              if other.violation?.message != base.violation?.message {
                problems.append("verdict \(strategy.id) x \(invariant.id) \(assumption.id)=\(alternative.name)")
              }
              if Self.drawn(other.run.trace.observations) != Self.drawn(base.run.trace.observations) {
                problems.append("trace \(strategy.id) x \(invariant.id) \(assumption.id)=\(alternative.name)")
              }
            }
          }
        }
      }
    }
    #expect(compared > 500)
    // Not only the trivial cases: some rules are reached and left out of the comparison.
    #expect(reachedSomewhere.count >= 5, "\(reachedSomewhere.sorted())")
    #expect(problems.isEmpty, "\(problems)")
  }

  /// The observations with the refresh control's tier left out: Z4's alternatives draw the
  /// control at another tier, which the log notes only where something overlaps it.
  static func drawn(_ observations: [Observation]) -> [Observation] {
    observations.map { observation in
      var observation = observation
      observation.elements = observation.elements.map { element in
        var element = element
        if element.kind == .refreshControl { element.zIndex = 0 }
        return element
      }
      return observation
    }
  }
}
