import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A SwiftUI port whose declaration follows the proposed height but whose view keeps the
/// scenario's first base height: after a `set-header-height` the invariants must see a
/// header shorter or taller than the base height in force (W50).
private struct IgnoresANewBaseHeight: StickyHeaderStrategy {
  let id = "test.ignores-a-new-base-height"
  let summary = "swiftui-sticky-header.modern whose view keeps a base height of 200"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    SwiftUIStickyHeaderModern().declaration(for: proposal)
  }
  func makeView(itemCount: Int, baseHeight: CGFloat) -> ModernStretchyHeaderView {
    SwiftUIStickyHeaderModern().makeView(itemCount: itemCount, baseHeight: 200)
  }
}

/// A header above a top inset, GSKStretchyHeaderView's way, whose maximum the app can change
/// (the library's `maximumContentHeight` setter: the height and the top inset follow), or
/// not (`changeable: false`: no runtime path, the default).
private final class InsetHeaderController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  let header = UIView()
  var maximum: CGFloat

  init(maximum: CGFloat) {
    self.maximum = maximum
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    header.accessibilityIdentifier = "inset-header"
    tableView.addSubview(header)
    setMaximum(maximum)
  }

  func setMaximum(_ value: CGFloat) {
    maximum = value
    tableView.contentInset.top = value
    header.frame = CGRect(x: 0, y: -value, width: tableView.bounds.width, height: value)
  }
}

private struct ChangeableInsetHeader: InsetHeaderStrategy {
  let changeable: Bool
  var id: String { changeable ? "test.changeable-inset-header" : "test.constant-inset-header" }
  let summary = "a header above a top inset"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .insetHeader, minimumHeight: proposal.minimum, maximumHeight: proposal.maximum, stretches: false,
      headerView: .accessibilityIdentifier("inset-header"))
  }
  func makeViewController(heights: HeaderHeights) -> UIViewController { InsetHeaderController(maximum: heights.maximum) }
  func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool {
    guard changeable, let controller = viewController as? InsetHeaderController else { return false }
    controller.setMaximum(maximum)
    return true
  }
}

/// `set-header-height` beyond the table-header family: a SwiftUI header's base height (W50)
/// and a non-floating-sections table's section header height (W51).
@Suite struct HeaderHeightFamiliesTests {
  func world(_ strategy: any Strategy, _ scenario: Scenario = ScenarioSamples.simple()) throws -> (World, WorldDriver) {
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.settle()
    return (world, driver)
  }

  func notedMaxima(_ world: World) -> [CGFloat] {
    world.recorder.trace.events.compactMap {
      if case .headerMaximumChanged(let maximum) = $0.event { return maximum }
      return nil
    }
  }

  func swiftUIHeaderHeight(_ world: World) throws -> CGFloat {
    let observation = world.scrollView.observe(.marker("x"))
    return try #require(observation.element(.swiftUI(name: "header"))).contentFrame.height
  }

  // MARK: W50, SwiftUI

  /// The app passes its view a new base height; SwiftUI evaluates it again and the header
  /// rests at the new height; the height in force is noted for the invariants.
  @Test(arguments: [true, false])
  func w50TheSwiftUIHeadersBaseHeightChangesAtRuntime(modern: Bool) throws {
    let strategy: any Strategy = modern ? SwiftUIStickyHeaderModern() : SwiftUIStickyHeaderFixed()
    let (world, driver) = try world(strategy)
    #expect(abs(try swiftUIHeaderHeight(world) - 200) < 0.01)
    driver.perform(.setHeaderHeight(delta: 100))
    driver.settle()
    #expect(abs(try swiftUIHeaderHeight(world) - 300) < 0.01)
    #expect(notedMaxima(world) == [300])
    driver.perform(.setHeaderHeight(delta: -100))
    driver.settle()
    #expect(abs(try swiftUIHeaderHeight(world) - 200) < 0.01)
    #expect(notedMaxima(world) == [300, 200])
  }

  /// Seed 001 writes its height as the constant 200 (`.frame(height: 200)`): the published
  /// port has no height to change, and nothing is noted.
  @Test func w50ASwiftUIHeaderWhoseHeightIsAConstantChangesNothing() throws {
    let (world, driver) = try world(SwiftUIStickyHeaderPublished())
    let before = try swiftUIHeaderHeight(world)
    driver.perform(.setHeaderHeight(delta: 100))
    driver.settle()
    #expect(try swiftUIHeaderHeight(world) == before)
    #expect(notedMaxima(world).isEmpty)
  }

  /// Never below the scenario's minimum (50 here).
  @Test func w50TheBaseHeightNeverGoesBelowTheMinimum() throws {
    let (world, driver) = try world(SwiftUIStickyHeaderModern())
    driver.perform(.setHeaderHeight(delta: -1000))
    driver.settle()
    #expect(notedMaxima(world) == [50])
    #expect(abs(try swiftUIHeaderHeight(world) - 50) < 0.01)
  }

  /// The modern port follows its new base height: the SwiftUI invariants hold after a change
  /// either way and a drag.
  @Test(arguments: [CGFloat(120), -120])
  func w50TheSwiftUIInvariantsHoldTheHeaderToTheNewBaseHeight(delta: CGFloat) throws {
    let scenario = ScenarioSamples.simple(script: [.setHeaderHeight(delta: delta), .drag(translation: -60, moves: 3)])
    for invariant in [Pinned(), RestIdentity(), RoundTrip()] as [any Invariant] {
      let outcome = try CaseRunner.run(SwiftUIStickyHeaderModern(), invariant, scenario)
      #expect(outcome.verdict == .held, "\(invariant.id): \(outcome.violation?.message ?? "")")
    }
  }

  /// A view that keeps its old height while its declaration follows the new one is judged
  /// against the new base height.
  @Test func w50AHeaderLeftAtTheOldBaseHeightIsJudgedAgainstTheNewOne() throws {
    let scenario = ScenarioSamples.simple(script: [.setHeaderHeight(delta: 120)])
    let outcome = try CaseRunner.run(IgnoresANewBaseHeight(), RestIdentity(), scenario)
    #expect(outcome.violation != nil)
    #expect(try CaseRunner.run(IgnoresANewBaseHeight(), RestIdentity(), ScenarioSamples.simple()).verdict == .held)
  }

  // MARK: W51, non-floating sections

  func sectionHeaderHeight(_ world: World) throws -> CGFloat {
    try #require(world.scrollView as? UITableView).rectForHeader(inSection: 0).height
  }

  func sections(headerHeight: CGFloat) -> Scenario {
    var scenario = ScenarioSamples.simple()
    scenario.content = Content(
      sections: (0..<3).map { _ in Content.Section(rowHeights: Array(repeating: 44, count: 5)) },
      sectionHeaderHeight: headerHeight, sectionFooterHeight: 10, sectionHeaderTopPadding: 0)
    return scenario
  }

  /// The app sets the table-wide `sectionHeaderHeight`: every section header without a
  /// height of its own takes it, through the port's path (by default the property set).
  @Test(arguments: [true, false])
  func w51TheSectionHeadersHeightChangesAtRuntime(published: Bool) throws {
    let strategy: any Strategy = published ? NonFloatingSectionsPublished() : NonFloatingSectionsFixed()
    let (world, driver) = try world(strategy, sections(headerHeight: 28))
    #expect(try sectionHeaderHeight(world) == 28)
    driver.perform(.setHeaderHeight(delta: 56))
    driver.settle()
    #expect(try sectionHeaderHeight(world) == 84)
    #expect(try #require(world.scrollView as? UITableView).sectionHeaderHeight == 84)
    driver.perform(.setHeaderHeight(delta: -120))
    driver.settle()
    #expect(try sectionHeaderHeight(world) == 0)
    // No declared height to hold: nothing is noted for the invariants.
    #expect(notedMaxima(world).isEmpty)
  }

  /// A storyboard's "Automatic" leaves the property unset: what the app adds to is what
  /// reading it gives (T3): the style's 28 by default; under `T3=automatic` (Apple's
  /// documented default, `automaticDimension`) the headers size themselves and there is no
  /// height to add to: nothing changes.
  @Test func w51AnAutomaticSectionHeaderHeightIsReadThroughT3() throws {
    let scenario = sections(headerHeight: UITableView.automaticDimension)
    let (world, driver) = try world(NonFloatingSectionsPublished(), scenario)
    driver.perform(.setHeaderHeight(delta: 56))
    driver.settle()
    #expect(try #require(world.scrollView as? UITableView).sectionHeaderHeight == 28 + 56)
    try EngineAssumptions.$current.withValue(try EngineAssumptions(["T3=automatic"])) {
      let (world, driver) = try self.world(NonFloatingSectionsPublished(), scenario)
      let table = try #require(world.scrollView as? UITableView)
      let before = table.rectForHeader(inSection: 0)
      driver.perform(.setHeaderHeight(delta: 56))
      driver.settle()
      #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
      #expect(table.rectForHeader(inSection: 0) == before)
    }
  }

  // MARK: W47, the inset-header family

  /// A header above a top inset whose port has a runtime path: the app's new maximum is
  /// applied through it and noted for the invariants; a port without one changes nothing
  /// (round 11: the family had no hook).
  @Test func w47TheInsetHeaderFamilyChangesItsMaximumThroughThePortsPath() throws {
    let (world, driver) = try world(ChangeableInsetHeader(changeable: true))
    let table = try #require(world.scrollView as? UITableView)
    let before = table.contentInset.top
    driver.perform(.setHeaderHeight(delta: 56))
    driver.settle()
    #expect(table.contentInset.top == before + 56)
    #expect(notedMaxima(world) == [before + 56])
    let (constant, constantDriver) = try self.world(ChangeableInsetHeader(changeable: false))
    let inset = try #require(constant.scrollView as? UITableView).contentInset.top
    constantDriver.perform(.setHeaderHeight(delta: 56))
    constantDriver.settle()
    #expect(try #require(constant.scrollView as? UITableView).contentInset.top == inset)
    #expect(notedMaxima(constant).isEmpty)
  }

  /// The self-sizing family's height is its content's: the event leaves it alone
  /// (`set-header-text` is its change).
  @Test func w51TheSelfSizingFamilyIsLeftToItsText() throws {
    let (world, driver) = try world(SelfSizingHeader())
    let header = try #require((world.scrollView as? UITableView)?.tableHeaderView)
    let before = header.frame
    driver.perform(.setHeaderHeight(delta: 56))
    driver.settle()
    #expect(header.frame == before)
  }
}
