import ScrollGeometry
import Strategies

/// Runs one case: builds the world for a strategy and a scenario, plays the scenario's
/// script and the invariant's probe, and checks the invariant over the trace.
public enum CaseRunner {
  /// What one case produced.
  public struct Outcome: Sendable {
    /// What the invariant saw.
    public var run: CheckedRun
    /// The violation, if the invariant does not hold.
    public var violation: Violation?
  }

  /// Builds a fresh world for a strategy and a scenario.
  public static func makeWorld(_ strategy: any Strategy, _ scenario: Scenario) throws -> World {
    switch strategy {
    case let strategy as any StretchyTableHeaderStrategy:
      let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
      return TableWorld(scenario: scenario, makeController: { strategy.makeViewController(heights: heights) })
    case let strategy as any SelfSizingHeaderStrategy:
      return TableWorld(
        scenario: scenario, makeController: { strategy.makeViewController(headerText: scenario.headerText) },
        setHeaderText: { text, controller in strategy.setHeaderText(text, in: controller) })
    case let strategy as any NonFloatingSectionsStrategy:
      return TableWorld(scenario: scenario, makeController: { strategy.makeViewController() })
    case let strategy as any StickyHeaderStrategy:
      return try SwiftUIWorld(scenario: scenario, strategy: strategy)
    default:
      throw CheckServiceError.unavailable(
        "strategy \(strategy.id) conforms to no family protocol the runner knows")
    }
  }

  /// Runs the case and checks the invariant.
  public static func run(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario
  ) throws -> Outcome {
    let world = try makeWorld(strategy, scenario)
    let recorder = world.recorder
    world.appear()
    world.scrollView.record(.marker(ProbeMarker.appeared))
    let driver = WorldDriver(
      world: world, script: scenario.script, makeTwin: { (try? makeWorld(strategy, scenario)) ?? world })
    for (index, event) in scenario.script.enumerated() {
      recorder.step = index + 1
      driver.perform(event)
    }
    recorder.step = scenario.script.count + 1
    world.scrollView.record(.marker(ProbeMarker.scriptEnd))
    for step in invariant.probe { driver.perform(step) }
    let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
    var spacing: CGFloat = 0
    var pinned: CGFloat = 0
    if let table = world as? TableWorld {
      spacing = table.resolvedTopPadding
      pinned = table.largestPinnedHeight
    }
    let run = CheckedRun(
      declaration: strategy.declaration(for: heights), layoutSpacingBelowHeader: spacing,
      largestPinnedHeight: pinned, trace: recorder.trace, scenarioAdjustment: scenario.device.adjustment)
    return Outcome(run: run, violation: invariant.check(run))
  }

  /// Describes the script step an observation belongs to: "step 2 (drag by -120)", or the
  /// probe after the script.
  public static func describeStep(_ step: Int, of scenario: Scenario) -> String {
    if step == 0 { return "appearing" }
    if step <= scenario.script.count {
      return "step \(step) (\(scenario.script[step - 1].plainDescription))"
    }
    return "the probe after the script"
  }
}
