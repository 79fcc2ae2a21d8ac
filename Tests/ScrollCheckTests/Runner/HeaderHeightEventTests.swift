import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A port that says it changed its maximum height but changed nothing: the invariants must
/// then see a header shorter than the maximum in force (W47).
private struct ClaimsANewMaximum: StretchyTableHeaderStrategy {
  let id = "test.claims-a-new-maximum"
  let summary = "stretchy-table-header.fixed whose runtime maximum-height path does nothing"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    StretchyTableHeaderFixed().declaration(for: proposal)
  }
  func makeViewController(heights: HeaderHeights) -> UIViewController {
    StretchyTableHeaderFixed().makeViewController(heights: heights)
  }
  func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool { true }
}

/// W47: the app changes its header's maximum height at runtime (`set-header-height`).
@Suite struct HeaderHeightEventTests {
  /// A shown world with 20 rows of 44 (header 50...200), at rest at the top.
  func world(_ strategy: any Strategy) throws -> (World, WorldDriver) {
    let world = try CaseRunner.makeWorld(strategy, ScenarioSamples.simple())
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.settle()
    return (world, driver)
  }

  func header(_ world: World) throws -> UIView { try #require((world.scrollView as? UITableView)?.tableHeaderView) }

  func firstRowY(_ world: World) throws -> CGFloat {
    try #require(world.scrollView as? UITableView).rectForRow(at: IndexPath(row: 0, section: 0)).minY
  }

  func notedMaxima(_ world: World) -> [CGFloat] {
    world.recorder.trace.events.compactMap {
      if case .headerMaximumChanged(let maximum) = $0.event { return maximum }
      return nil
    }
  }

  @Test func w47TheHeaderMaximumChangesThroughTheStrategysOwnPath() throws {
    let (world, driver) = try world(StretchyTableHeaderFixed())
    #expect(try header(world).frame.height == 200)
    let row = try firstRowY(world)
    driver.perform(.setHeaderHeight(delta: 100))
    driver.settle()
    // The fixed port installs the header again: it rests 300 tall and the rows start 100 lower.
    #expect(try header(world).frame.height == 300)
    #expect(try firstRowY(world) == row + 100)
    #expect(notedMaxima(world) == [300])
    driver.perform(.setHeaderHeight(delta: -100))
    driver.settle()
    #expect(try header(world).frame.height == 200)
    #expect(try firstRowY(world) == row)
    #expect(notedMaxima(world) == [300, 200])
  }

  @Test func w47APortWhoseMaximumIsAConstantChangesNothing() throws {
    let (world, driver) = try world(StretchyTableHeaderPublished())
    let before = try header(world).frame
    driver.perform(.setHeaderHeight(delta: 100))
    driver.settle()
    #expect(try header(world).frame == before)
    #expect(notedMaxima(world).isEmpty)
  }

  @Test func w47TheMaximumNeverGoesBelowTheMinimum() throws {
    let (world, driver) = try world(StretchyTableHeaderFixed())
    driver.perform(.setHeaderHeight(delta: -1000))
    driver.settle()
    #expect(notedMaxima(world) == [50])
    #expect(try header(world).frame.height == 50)
    // Already at the minimum: nothing more to change, nothing noted.
    driver.perform(.setHeaderHeight(delta: -20))
    #expect(notedMaxima(world) == [50])
  }

  @Test(arguments: [CGFloat(120), -120])
  func w47TheInvariantsHoldTheHeaderToTheNewMaximum(delta: CGFloat) throws {
    let scenario = ScenarioSamples.simple(script: [.setHeaderHeight(delta: delta), .drag(translation: -60, moves: 3)])
    for invariant in [RestsExpanded(), Clamped(), Collapsible(), Monotonic(), RoundTrip()] as [any Invariant] {
      let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), invariant, scenario)
      #expect(outcome.verdict == .held, "\(invariant.id): \(outcome.violation?.message ?? "")")
    }
  }

  @Test func w47AHeaderLeftAtTheOldMaximumIsJudgedAgainstTheNewOne() throws {
    let scenario = ScenarioSamples.simple(script: [.setHeaderHeight(delta: 120)])
    let outcome = try CaseRunner.run(ClaimsANewMaximum(), RestsExpanded(), scenario)
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("320"))
    // Without the event the same port holds.
    #expect(try CaseRunner.run(ClaimsANewMaximum(), RestsExpanded(), ScenarioSamples.simple()).verdict == .held)
  }

  @Test func w47TheEventRoundTripsThroughTheTokenReadsInPlainWordsAndIsListed() throws {
    let scenario = ScenarioSamples.simple(script: [.setHeaderHeight(delta: 56), .setHeaderHeight(delta: -120.5)])
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(scenario.script.map(\.plainDescription) == [
      "the app makes its header 56 pt taller at runtime (its own update path)",
      "the app makes its header 120.5 pt shorter at runtime (its own update path)",
    ])
    #expect(GestureEvent.setHeaderHeight(delta: 56).catalogID == "set-header-height")
    #expect(ScriptEventCatalog.entry(withID: "set-header-height") != nil)
    #expect(RoundTrip.trips.contains { $0.name == "header height" && $0.events == [.setHeaderHeight(delta: 56), .setHeaderHeight(delta: -56)] })
  }
}
