import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct WorldEnvironmentTests {
  let phone = Screen(size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  let homeButton = Screen(size: CGSize(width: 320, height: 568), scale: 2, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

  @Test func w1TheKeyboardCoversItsHeightAboveTheHomeIndicator() {
    #expect(WorldEnvironment.keyboardHeight(on: phone) == CGFloat(294))
    #expect(WorldEnvironment.keyboardHeight(on: homeButton) == CGFloat(260))
    let landscape = Screen(size: CGSize(width: 844, height: 390), scale: 3, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(WorldEnvironment.keyboardHeight(on: landscape) == CGFloat(227))
    #expect(WorldEnvironment(keyboardShown: true).safeArea(on: phone).bottom == 294)
    #expect(WorldEnvironment().safeArea(on: phone) == phone.safeAreaInsets)
  }

  @Test func w2HidingTheStatusBarFreesOnlyAStatusBarsTop() {
    #expect(WorldEnvironment(statusBarHidden: true).safeArea(on: homeButton).top == 0)
    // A notch or island keeps its inset.
    #expect(WorldEnvironment(statusBarHidden: true).safeArea(on: phone).top == 47)
  }

  func world(_ strategy: any Strategy = StretchyTableHeaderFixed()) throws -> World {
    let scenario = ScenarioSamples.simple()
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return world
  }

  @Test func w1TheKeyboardAnimatesTheBottomInsetInAndOut() throws {
    let world = try world(NonFloatingSectionsFixed())
    let bottom = world.scrollView.adjustedContentInset.bottom
    let start = world.recorder.trace.observations.count
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.perform(.keyboard(shown: true))
    let frames = world.recorder.trace.observations.dropFirst(start).filter {
      if case .environmentChange(let name) = $0.cause { return name.hasPrefix("keyboard showing") }
      return false
    }
    #expect(frames.count == WorldEnvironment.keyboardFrames)
    #expect(frames.map(\.adjustedContentInset.bottom) == frames.map(\.adjustedContentInset.bottom).sorted())
    #expect(world.scrollView.adjustedContentInset.bottom > bottom)
    driver.perform(.keyboard(shown: false))
    #expect(world.scrollView.adjustedContentInset.bottom == bottom)
  }

  @Test func eventsRoundTripThroughTheToken() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = [.keyboard(shown: true), .keyboard(shown: false), .statusBar(hidden: true), .statusBar(hidden: false), .statusBarTap, .reloadData, .pushAndPop]
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    #expect(scenario.script.map(\.plainDescription) == [
      "show the keyboard", "hide the keyboard", "hide the status bar", "show the status bar", "tap the status bar",
      "reloadData()", "push a controller over it and pop back",
    ])
  }

  @Test func aStatusBarTapAndAPushAndPopReachTheWorld() throws {
    let world = try world(NonFloatingSectionsFixed())
    let driver = WorldDriver(world: world, makeTwin: { world })
    world.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    driver.perform(.pushAndPop)
    #expect(world.scrollView.contentOffset.y == 50)
    driver.perform(.statusBarTap)
    #expect(world.scrollView.contentOffset.y == world.scrollView.minimumContentOffsetY)
  }
}
