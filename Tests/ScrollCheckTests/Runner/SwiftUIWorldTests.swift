import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The SwiftUI world applies the script's content changes by giving the host a new root view.
@Suite struct SwiftUIWorldTests {
  @Test func insertingAndDeletingItemsRebuildsTheViewWithItsState() throws {
    let scenario = ScenarioSamples.simple()
    let world = try CaseRunner.makeWorld(SwiftUIStickyHeaderModern(), scenario)
    world.appear()
    let swiftUI = try #require(world as? SwiftUIWorld)
    let before = swiftUI.itemCount
    let height = world.scrollView.contentSize.height
    world.insertRows(section: 0, heights: [44, 44, 44])
    #expect(swiftUI.itemCount == before + 3)
    // Three items of 60 and 8 of spacing each.
    #expect(abs(world.scrollView.contentSize.height - (height + 3 * 68)) < 0.01)
    #expect(world.recorder.trace.observations.last?.cause == .contentUpdate)
    world.deleteRows(section: 0, count: 1000)
    #expect(swiftUI.itemCount == 0)
    #expect(world.scrollView.contentOffset.y == world.scrollView.minimumContentOffsetY)
  }
}
