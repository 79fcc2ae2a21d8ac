import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The modern header in a view that ignores the keyboard's safe-area region, as apps write
/// to keep the keyboard from pushing their layout up.
private struct KeyboardIgnoringHeader: StickyHeaderStrategy {
  let id = "test.keyboard-ignoring-header"
  let summary = "swiftui-sticky-header.modern under ignoresSafeArea(.keyboard)"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    SwiftUIStickyHeaderModern().declaration(for: proposal)
  }
  func makeView(itemCount: Int, baseHeight: CGFloat) -> ModifiedView {
    SwiftUIStickyHeaderModern().makeView(itemCount: itemCount, baseHeight: baseHeight).ignoresSafeArea(.keyboard)
  }
}

/// U15 in the SwiftUI world: the keyboard a script shows is the keyboard's region of the
/// safe area (W1), which a view may ignore.
@Suite struct SwiftUIKeyboardRegionTests {
  @Test func u15AViewThatIgnoresTheKeyboardKeepsItsBottomInsetWhileItIsUp() throws {
    let scenario = ScenarioSamples.simple()
    let keyboard = WorldEnvironment.keyboardHeight(on: scenario.device.initialScreen)
    for (strategy, ignoresKeyboard) in [(SwiftUIStickyHeaderModern() as any Strategy, false), (KeyboardIgnoringHeader(), true)] {
      let world = try CaseRunner.makeWorld(strategy, scenario)
      world.appear()
      let driver = WorldDriver(world: world, makeTwin: { world })
      #expect(world.scrollView.adjustedContentInset.bottom == 34)
      driver.perform(.keyboard(shown: true))
      driver.settle()
      // The content is inset above the keyboard (W1's height on this screen), unless the
      // view ignores the keyboard's region: then the home indicator's 34 points alone.
      #expect(world.scrollView.adjustedContentInset.bottom == (ignoresKeyboard ? 34 : keyboard), "\(strategy.id)")
      driver.perform(.keyboard(shown: false))
      driver.settle()
      #expect(world.scrollView.adjustedContentInset.bottom == 34, "\(strategy.id)")
    }
  }

  /// Review r13b: the keyboard's region overlaps the container's safe area, the app's
  /// additional bottom inset included (W32): the bottom is the larger of the two, not their sum.
  @Test func u15TheKeyboardOverlapsTheAppsAdditionalBottomInset() throws {
    let scenario = ScenarioSamples.simple()
    let keyboard = WorldEnvironment.keyboardHeight(on: scenario.device.initialScreen)
    let world = try CaseRunner.makeWorld(SwiftUIStickyHeaderModern(), scenario)
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.perform(.setAdditionalSafeArea(top: 0, bottom: 80))
    driver.settle()
    #expect(abs(world.scrollView.adjustedContentInset.bottom - (34 + 80)) < 0.01)
    driver.perform(.keyboard(shown: true))
    driver.settle()
    #expect(abs(world.scrollView.adjustedContentInset.bottom - max(keyboard, 34 + 80)) < 0.01)
  }
}
