import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A shown table world for the content-event tests (W33, W34, W35, W36): 20 rows of 44 on an
/// iPhone 14, scrolled to a given offset and at rest.
struct ShownTableWorld {
  let world: World
  let driver: WorldDriver

  init(at y: CGFloat, _ strategy: any Strategy = StretchyTableHeaderFixed()) throws {
    let world = try CaseRunner.makeWorld(strategy, ScenarioSamples.simple())
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.perform(.setContentOffset(y: y, animated: false))
    driver.settle()
    self.world = world
    self.driver = driver
  }

  /// The world's table.
  var table: UITableView {
    get throws { try #require(world.scrollView as? UITableView) }
  }
}
