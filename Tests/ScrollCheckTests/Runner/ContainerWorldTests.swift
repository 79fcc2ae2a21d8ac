import ScrollGeometry
import Testing

@testable import ScrollCheck
@testable import Strategies

@Suite struct ContainerWorldTests {
  static let largeTitles = Container(navigationBar: Container.NavigationBar(prefersLargeTitles: true))

  @Test func containerRoundTripsThroughTheTokenAndOldTokensHaveNone() throws {
    var scenario = ScenarioSamples.simple()
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)).container == .none)
    for container in [
      Self.largeTitles,
      Container(
        navigationBar: Container.NavigationBar(
          prefersLargeTitles: true, largeTitleDisplayMode: .never, isTranslucent: false,
          extendedLayoutIncludesOpaqueBars: true, hidesBarsOnSwipe: true), tabBar: true),
      Container(tabBar: true),
    ] {
      scenario.container = container
      #expect(try ScenarioCoding.decode(ScenarioCoding.encode(scenario)) == scenario)
    }
  }

  @Test func aFindingTokenCarriesTheContainer() throws {
    var scenario = ScenarioSamples.simple()
    scenario.container = Self.largeTitles
    let token = FindingToken(strategyID: "s", invariantID: "i", scenario: scenario)
    #expect(try FindingToken(parsing: token.text).scenario == scenario)
    scenario.container = .none
    let plain = FindingToken(strategyID: "s", invariantID: "i", scenario: scenario)
    #expect(try FindingToken(parsing: plain.text).scenario.container == .none)
  }

  @Test func containerIsDescribedInPlainWords() {
    var scenario = ScenarioSamples.simple()
    #expect(!scenario.plainDescription().contains { $0.hasPrefix("shown") })
    scenario.container = Container(
      navigationBar: Container.NavigationBar(prefersLargeTitles: true, isTranslucent: false), tabBar: true)
    #expect(scenario.plainDescription()[1]
      == "shown in a navigation controller (large titles, opaque) in a tab bar controller")
    // A SwiftUI case says the containers as the SwiftUI world builds them (U26, W15).
    #expect(scenario.plainDescription(for: .swiftUIHeader)[1] == "shown in a NavigationStack (large title (.automatic)) in a TabView")
    scenario.container = Container(navigationBar: Container.NavigationBar())
    #expect(scenario.plainDescription(for: .swiftUIHeader)[1] == "shown in a NavigationStack (inline title)")
    scenario.container.navigationBar?.prefersLargeTitles = true
    scenario.container.navigationBar?.largeTitleDisplayMode = .always
    #expect(scenario.plainDescription(for: .swiftUIHeader)[1] == "shown in a NavigationStack (large title)")
    scenario.container.navigationBar?.largeTitleDisplayMode = .never
    #expect(scenario.plainDescription(for: .swiftUIHeader)[1] == "shown in a NavigationStack (inline title)")
  }

  @Test func w11ATableWorldInALargeTitleNavigationControllerAppearsBelowTheExpandedBar() throws {
    var scenario = ScenarioSamples.simple()
    scenario.container = Self.largeTitles
    // Round 11's revision of the fixed header, which keeps the large title (round 12's refuses it).
    let world = try CaseRunner.makeWorld(StretchyTableHeaderFixed(keepingLargeTitle: true), scenario)
    world.appear()
    // iPhone 12: status bar 47, bar 44, large title 52.
    #expect(world.scrollView.safeAreaInsets.top == 143)
  }

  @Test func u26ASwiftUIWorldInANavigationStackHasTheBarInItsSafeArea() throws {
    var scenario = ScenarioSamples.simple()
    scenario.container = Self.largeTitles
    let world = try CaseRunner.makeWorld(SwiftUIStickyHeaderFixed(), scenario)
    world.appear()
    #expect(world.scrollView.safeAreaInsets.top == 143)
    #expect(world.scrollView.observe(.marker("x")).element(.swiftUI(name: "navigation bar")) != nil)
  }

  @Test func fixedVersionsKeepTheirHeadersBelowACollapsingLargeTitle() throws {
    var scenario = ScenarioSamples.simple(script: [.drag(translation: -30, moves: 3), .release])
    scenario.container = Self.largeTitles
    // With round 11's revision of the fixed stretchy header too, whose screen keeps the title.
    let fixed = StrategyCatalog.all.filter { $0.id.hasSuffix(".fixed") } + [StretchyTableHeaderFixed(keepingLargeTitle: true)]
    let invariants = ["rests-expanded", "uncovered", "round-trip", "bounces-back", "stays-put"]
    for strategy in fixed {
      for invariant in InvariantCatalog.all where invariants.contains(invariant.id) && invariant.families.contains(strategy.family) {
        let outcome = try CaseRunner.run(strategy, invariant, scenario)
        #expect(outcome.violation == nil, "\(strategy.id) \(invariant.id): \(outcome.violation?.message ?? "")")
      }
    }
  }

  @Test func thePublishedStretchyHeaderSitsUnderTheLargeTitle() throws {
    var scenario = ScenarioSamples.simple()
    scenario.container = Self.largeTitles
    let strategy = StrategyCatalog.all.first { $0.id == "stretchy-table-header.published" }!
    let uncovered = InvariantCatalog.all.first { $0.id == "uncovered" }!
    let outcome = try CaseRunner.run(strategy, uncovered, scenario)
    #expect(outcome.violation?.message.contains("the bars end at 143") == true)
  }
}
