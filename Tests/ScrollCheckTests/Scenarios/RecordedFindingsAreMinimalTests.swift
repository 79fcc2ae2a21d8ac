import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Every recorded finding is shrunk as far as each dimension goes: one fewer row or
/// section, a shorter header text, a simpler device, or one fewer script event no longer
/// breaks the invariant.
@Suite struct RecordedFindingsAreMinimalTests {
  /// One simpler scenario and what was simplified.
  struct Neighbour {
    var change: String
    var scenario: Scenario
  }

  /// The scenarios one step simpler than `scenario` in each dimension.
  static func simplerNeighbours(of scenario: Scenario) -> [Neighbour] {
    var result: [Neighbour] = []
    // Content: one fewer row in any section, one fewer section.
    for (index, section) in scenario.content.sections.enumerated() {
      if !section.rowHeights.isEmpty {
        var simpler = scenario
        simpler.content.sections[index].rowHeights.removeLast()
        result.append(Neighbour(change: "one fewer row in section \(index)", scenario: simpler))
      }
      var fewer = scenario
      fewer.content.sections.remove(at: index)
      result.append(Neighbour(change: "without section \(index)", scenario: fewer))
    }
    // Header text: one word fewer (or none).
    if !scenario.headerText.isEmpty {
      var words = scenario.headerText.split(separator: " ")
      words.removeLast()
      var simpler = scenario
      simpler.headerText = words.joined(separator: " ")
      result.append(Neighbour(change: "header text \"\(simpler.headerText)\"", scenario: simpler))
    }
    // Device: portrait, the default adjustment, an earlier catalog device.
    let device = scenario.device
    if device.startsInLandscape {
      var simpler = scenario
      simpler.device.startsInLandscape = false
      result.append(Neighbour(change: "portrait", scenario: simpler))
    }
    if device.adjustment != .automatic {
      var simpler = scenario
      simpler.device.adjustment = .automatic
      result.append(Neighbour(change: "adjustment .automatic", scenario: simpler))
    }
    let catalogIndex = Device.catalog.firstIndex {
      $0.width == device.width && $0.height == device.height && $0.scale == device.scale
        && $0.portraitSafeArea == device.portraitSafeArea
    }
    for (index, candidate) in Device.catalog.enumerated() where index < (catalogIndex ?? Device.catalog.count) {
      var simpler = scenario
      simpler.device = candidate
      simpler.device.startsInLandscape = device.startsInLandscape
      simpler.device.adjustment = device.adjustment
      result.append(Neighbour(change: "catalog device \(index)", scenario: simpler))
    }
    // No row estimate (T20): every row at its real height.
    if scenario.rowEstimate != nil {
      var simpler = scenario
      simpler.rowEstimate = nil
      result.append(Neighbour(change: "without the row estimate", scenario: simpler))
    }
    // Script: one event fewer.
    for index in scenario.script.indices {
      var simpler = scenario
      simpler.script.remove(at: index)
      result.append(Neighbour(change: "without event \(index + 1)", scenario: simpler))
    }
    return result
  }

  @Test func everyRecordedFindingIsMinimalInEachDimension() throws {
    let invariants = InvariantCatalog.all
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let token = try FindingToken(parsing: known.token)
        let invariant = try #require(invariants.first { $0.id == known.invariant })
        #expect(try CaseRunner.run(strategy, invariant, token.scenario).violation != nil)
        // A pair with several records tells them apart by the alternatives that clear them
        // (`clearedBy`): a record is minimal for its own mistake, the one that shows (or not)
        // under those alternatives as it does.
        let telling = try strategy.knownViolations
          .filter { $0.invariant == known.invariant && $0.token != known.token }
          .flatMap(\.clearedBy).map { try EngineAssumptions([$0]) }
        func signature(_ scenario: Scenario) throws -> [Bool] {
          try telling.map { try CaseRunner.run(strategy, invariant, scenario, assumptions: $0).violation != nil }
        }
        let own = try signature(token.scenario)
        for neighbour in Self.simplerNeighbours(of: token.scenario) {
          let outcome = try CaseRunner.run(strategy, invariant, neighbour.scenario)
          let sameMistake = try outcome.violation != nil && signature(neighbour.scenario) == own
          #expect(
            !sameMistake,
            "\(strategy.id) × \(known.invariant): still fails with \(neighbour.change)")
        }
      }
    }
  }

  @Test func neighboursAreOneStepSimpler() {
    let scenario = Scenario(
      device: Device.catalog[2], content: Content(sections: [.init(rowHeights: [44, 44])]),
      minimumHeaderHeight: 50, maximumHeaderHeight: 200, headerText: "A long title",
      script: [.release, .rotate])
    let changes = Self.simplerNeighbours(of: scenario).map(\.change)
    #expect(changes.contains("one fewer row in section 0"))
    #expect(changes.contains("header text \"A long\""))
    #expect(changes.contains("catalog device 0") && changes.contains("catalog device 1"))
    #expect(!changes.contains("catalog device 2"))
    #expect(changes.contains("without event 2"))
  }
}
