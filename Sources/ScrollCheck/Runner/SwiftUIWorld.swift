import ScrollGeometry
import Strategies

/// A SwiftUI strategy's view hosted in a `HostingScrollView` the size of the scenario's
/// screen, with as many items as the scenario has rows.
public final class SwiftUIWorld: World {
  public let recorder = TraceRecorder()
  let scenario: Scenario
  let host: HostingScrollView
  public private(set) var isLandscape: Bool
  /// The keyboard and the status bar (K1, K2).
  var environment = WorldEnvironment()

  init<S: StickyHeaderStrategy>(scenario: Scenario, strategy: S) throws {
    self.scenario = scenario
    self.isLandscape = scenario.device.startsInLandscape
    let screen = scenario.device.initialScreen
    let view = strategy.makeView(
      itemCount: scenario.content.rowCount, baseHeight: scenario.maximumHeaderHeight)
    host = try HostingScrollView(
      rootView: view, frame: screen.bounds, safeAreaInsets: screen.safeAreaInsets,
      contentScaleFactor: screen.scale)
  }

  public var scrollView: UIScrollView { host }

  public func appear() {
    host.recorder = recorder
    host.record(.layoutPass(1))
  }

  public func rotate() {
    isLandscape.toggle()
    let screen = currentScreen
    try? host.changeSize(to: screen.size, safeAreaInsets: screen.safeAreaInsets)
  }

  /// The stack's items come from the scenario's row count once; updates do not change it.
  public func insertRows(section: Int, heights: [CGFloat]) {}
  public func deleteRows(section: Int, count: Int) {}
  public func setHeaderText(_ text: String) {}

  public func redeliver() { host.redeliverUpdate() }

  public func reachTargets() -> [ReachTarget] { [] }
}
