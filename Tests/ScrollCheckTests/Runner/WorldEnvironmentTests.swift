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

  /// Runs `body` under W1's alternative `name`, noting the assumptions it exercises.
  func under<T>(_ name: String, _ body: () throws -> T) throws -> (T, [String]) {
    let log = ExerciseLog()
    let value = try EngineAssumptions.$current.withValue(try EngineAssumptions(["W1=\(name)"])) {
      try EngineAssumptions.$log.withValue(log) { try body() }
    }
    return (value, log.exercised)
  }

  /// The keyboard frames a world recorded since observation `start`.
  func keyboardFrames(_ world: World, since start: Int, _ prefix: String) -> [Observation] {
    world.recorder.trace.observations.dropFirst(start).filter {
      if case .environmentChange(let name) = $0.cause { return name.hasPrefix(prefix) }
      return false
    }
  }

  @Test func w1ByDefaultTheKeyboardChangesNoSafeAreaOfAPlainController() throws {
    // Seed 003's controller is a plain UIViewController with no keyboard code: UIKit changes
    // neither its safe area nor its table's insets; the keyboard only covers the bottom.
    let ((insets, frames, bars), exercised) = try under("system") {
      let world = try world(NonFloatingSectionsFixed())
      world.recorder.recordsText = true  // the bars, for pictures (P5)
      let before = (world.scrollView.safeAreaInsets, world.scrollView.contentInset, world.scrollView.adjustedContentInset)
      let start = world.recorder.trace.observations.count
      world.setKeyboard(shown: true)
      let after = (world.scrollView.safeAreaInsets, world.scrollView.contentInset, world.scrollView.adjustedContentInset)
      #expect(before == after)
      let frames = keyboardFrames(world, since: start, "keyboard showing")
      return (after, frames.count, world.recorder.trace.observations.last?.systemBars ?? [])
    }
    #expect(insets.0.bottom == 34)
    #expect(frames == WorldEnvironment.keyboardFrames)
    #expect(bars.contains { $0.kind == .keyboard && $0.frame.height == 294 })
    #expect(exercised.contains("W1"))
  }

  @Test func w1ByDefaultAUITableViewControllerInsetsItsOwnTable() throws {
    // Seed 002's controller is a UITableViewController: UIKit adds the keyboard's overlap to
    // its table's contentInset.bottom, less the 34 points the safe area already adds, and
    // takes it away again when the keyboard goes.
    let (insets, _) = try under("system") {
      let world = try world(SelfSizingHeader())
      let before = world.scrollView.contentInset.bottom
      let start = world.recorder.trace.observations.count
      world.setKeyboard(shown: true)
      let shown = (world.scrollView.contentInset.bottom, world.scrollView.adjustedContentInset.bottom)
      let frames = keyboardFrames(world, since: start, "keyboard showing").map(\.contentInset.bottom)
      #expect(frames == frames.sorted() && frames.count == WorldEnvironment.keyboardFrames)
      world.setKeyboard(shown: false)
      return (before, shown, world.scrollView.contentInset.bottom, world.scrollView.safeAreaInsets.bottom)
    }
    #expect(insets.1.0 == insets.0 + 294 - 34)
    #expect(insets.1.1 == 294)
    #expect(insets.2 == insets.0)
    #expect(insets.3 == 34)
  }

  @Test func w1InsetTheAppInsetsAnyControllersScrollView() throws {
    let (insets, _) = try under("inset") {
      let world = try world(NonFloatingSectionsFixed())
      let before = world.scrollView.adjustedContentInset.bottom
      world.setKeyboard(shown: true)
      let shown = world.scrollView.adjustedContentInset.bottom
      world.setKeyboard(shown: false)
      return (before, shown, world.scrollView.adjustedContentInset.bottom, world.scrollView.safeAreaInsets.bottom)
    }
    #expect(insets.1 > insets.0)
    #expect(insets.2 == insets.0)
    #expect(insets.3 == 34)
  }

  @Test func w1FollowsTheKeyboardAnimatesTheBottomInsetInAndOut() throws {
    let world = try EngineAssumptions.$current.withValue(try EngineAssumptions(["W1=follows"])) {
      try self.world(NonFloatingSectionsFixed())
    }
    try EngineAssumptions.$current.withValue(try EngineAssumptions(["W1=follows"])) {
      try followsAnimates(world)
    }
  }

  func followsAnimates(_ world: World) throws {
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
