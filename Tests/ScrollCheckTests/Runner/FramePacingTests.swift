import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// No invariant may depend on the frame pacing (S21): the same scenario at 60 Hz and at
/// 120 Hz gets the same verdict.
@Suite("Frame pacing (S21)")
struct FramePacingTests {
  /// The kind of a verdict: held, violated, inconclusive.
  static func kind(_ verdict: CaseVerdict) -> String {
    switch verdict {
    case .held: return "held"
    case .violated: return "violated"
    case .inconclusive: return "inconclusive"
    }
  }

  static func verdicts(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario
  ) throws -> (sixty: String, oneTwenty: String) {
    var scenario = scenario
    scenario.pacing = .hz60
    let sixty = try CaseRunner.run(strategy, invariant, scenario).verdict
    scenario.pacing = .hz120
    let oneTwenty = try CaseRunner.run(strategy, invariant, scenario).verdict
    return (kind(sixty), kind(oneTwenty))
  }

  @Test func s21EveryRecordedFindingGetsTheSameVerdictAtBothPacings() throws {
    var checked = 0
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let token = try FindingToken(parsing: known.token)
        let invariant = try #require(InvariantCatalog.invariant(withID: known.invariant))
        let (sixty, oneTwenty) = try Self.verdicts(strategy, invariant, token.scenario)
        #expect(sixty == "violated", "\(strategy.id) \(known.invariant) at 60 Hz")
        #expect(sixty == oneTwenty, "\(strategy.id) \(known.invariant): \(sixty) at 60 Hz, \(oneTwenty) at 120 Hz")
        checked += 1
      }
    }
    #expect(checked >= 25)
  }

  @Test func s21RandomScenariosWithFlingsGetTheSameVerdictAtBothPacings() throws {
    var checked = 0
    for (index, strategy) in StrategyCatalog.all.enumerated() {
      let declaration = strategy.declaration(for: CatalogService.proposedHeights)
      let invariants = InvariantCatalog.all.filter { $0.applies(to: declaration) }
      // Scenarios whose scripts end in a fling, so that momentum is exercised at both pacings.
      let scenarios = try ScenarioGenerator.scenario(for: strategy.family)
        .samples(count: 2, seed: UInt64(2100 + index))
        .map { scenario -> Scenario in
          var scenario = scenario
          scenario.script = Array(scenario.script.prefix(6)) + [.drag(translation: -60, moves: 6), .fling(velocity: -2500)]
          return scenario
        }
      for scenario in scenarios {
        for invariant in invariants {
          let (sixty, oneTwenty) = try Self.verdicts(strategy, invariant, scenario)
          #expect(
            sixty == oneTwenty,
            "\(strategy.id) \(invariant.id): \(sixty) at 60 Hz, \(oneTwenty) at 120 Hz; \(FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text)")
          checked += 1
        }
      }
    }
    #expect(checked > 60)
  }

  @Test func s21ThePacingIsATaggedFieldOnlyWhenNotTheDefault() throws {
    // A scenario with no other tagged field (a generated one may have some: then the field
    // count is there already and the pacing adds 4 bytes).
    var scenario = ScenarioSamples.simple()
    scenario.pacing = .hz60
    let sixty = ScenarioCoding.encode(scenario)
    scenario.pacing = .hz120
    let oneTwenty = ScenarioCoding.encode(scenario)
    #expect(oneTwenty.count == sixty.count + 5)  // count, tag, length, then 120 as a zigzag varint (2 bytes)
    #expect(try ScenarioCoding.decode(oneTwenty).pacing == .hz120)
    #expect(try ScenarioCoding.decode(sixty).pacing == .hz60)
    #expect(scenario.plainDescription().contains("frame pacing: 120 Hz"))
    var bad = sixty
    bad += [2, 2, 2, 100]  // one field, tag 1, one byte: a pacing of 50 Hz (zigzag)
    #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(bad) }
  }
}
