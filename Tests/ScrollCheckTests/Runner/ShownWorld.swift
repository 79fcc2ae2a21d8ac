import ScrollGeometry
import Strategies

@testable import ScrollCheck

/// A world of the simple sample scenario on `device`, shown (the size-change events' tests:
/// W19, W53).
func shownWorld(on device: Device, _ strategy: any Strategy = StretchyTableHeaderFixed()) throws -> World {
  var scenario = ScenarioSamples.simple()
  scenario.device = device
  let world = try CaseRunner.makeWorld(strategy, scenario)
  world.appear()
  return world
}

/// Runs `body` on a shown world of each world kind (the fixed UIKit and SwiftUI headers) on
/// `device`, with a driver and the world's first observation.
func forEachWorldKind(on device: Device, _ body: (World, WorldDriver, Observation) throws -> Void) throws {
  for strategy in [StretchyTableHeaderFixed() as any Strategy, SwiftUIStickyHeaderFixed()] {
    let world = try shownWorld(on: device, strategy)
    try body(world, WorldDriver(world: world, makeTwin: { world }), world.scrollView.observe(.marker("before")))
  }
}
