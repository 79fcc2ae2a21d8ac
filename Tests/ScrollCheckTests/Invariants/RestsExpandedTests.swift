import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct RestsExpandedTests {
  let restsExpanded = RestsExpanded()

  /// At rest at the top of a view with a 47-point status bar: the header's screen top and height.
  func atTop(_ marker: String = "rest top", headerY: CGFloat = 47, height: CGFloat = 200, fit: CGFloat? = nil) -> Observation {
    observation(
      .marker(marker), offset: -47,
      elements: [shown(.tableHeader, screenY: headerY, height: height, offset: -47)], validRange: -47...1000,
      safeTop: 47,
      headerFit: fit.map { HeaderFitObservation(fittingHeight: $0, width: viewWidth, isTextTruncated: false, isContentClipped: false) })
  }

  func check(_ observations: [Observation]) -> Violation? { check(.tableHeader, observations) }

  func check(adjustment: UIScrollView.ContentInsetAdjustmentBehavior, _ observations: [Observation]) -> Violation? {
    check(.tableHeader, adjustment: adjustment, observations)
  }

  func check(
    _ family: StrategyFamily, adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    _ observations: [Observation]
  ) -> Violation? {
    restsExpanded.check(run(family, minimum: 50, maximum: 200, scenarioAdjustment: adjustment, observations))
  }

  @Test func acceptsAFullHeaderJustBelowTheStatusBar() {
    #expect(check([atTop(ProbeMarker.appeared), atTop()]) == nil)
  }

  /// Round 18's mutant Y4: a self-sizing header measured but never installed passed every
  /// invariant, each of which skipped the moments without a header.
  @Test func rejectsAHeaderTheViewDoesNotShow() throws {
    let bare = observation(.marker(ProbeMarker.appeared), offset: -47, validRange: -47...1000, safeTop: 47)
    let violation = try #require(check(.selfSizingHeader, [bare]))
    #expect(violation.message == "at rest at the top there is no table header: the header is not in the view")
    #expect(check(.selfSizingHeader, [atTop(ProbeMarker.appeared, fit: 200)]) == nil)
  }

  @Test func rejectsAHeaderUnderTheStatusBar() throws {
    // Seed 000 turns the adjustment off: its header starts at the screen's top.
    let violation = try #require(check([atTop(ProbeMarker.appeared, headerY: 0)]))
    #expect(violation.message == "at rest at the top the header has its top at 0, 47 under the bars (which end at 47)")
  }

  @Test func rejectsAGapAboveAndAHeaderNotFullyExpanded() throws {
    let violation = try #require(check([atTop(headerY: 60, height: 150)]))
    #expect(violation.message.contains("is 150 tall, not fully expanded to 200"))
    #expect(violation.message.contains("leaving a gap of 13 below the bars"))
  }

  @Test func theBarsAreWhereTheyAreDrawnNotTheSafeAreasTop() throws {
    // A strategy's own additionalSafeAreaInsets.top of 20 puts the safe area's top 20 points
    // below the bars, and the header there: a gap the safe area alone does not show (C44).
    var lowered = atTop(headerY: 67)
    lowered.safeAreaInsets.top = 67
    #expect(check([lowered]) == nil)
    lowered.topBarsBottom = 47
    let violation = try #require(check([lowered]))
    #expect(violation.message.contains("leaving a gap of 20 below the bars (which end at 47)"))
    lowered.topBarsBottom = 67
    #expect(check([lowered]) == nil)
  }

  @Test func theProbeTakesTheAppsInsetsAndAdditionalSafeAreaBackBeforeItRests() throws {
    let rest = try #require(restsExpanded.probe.firstIndex(of: .restAtTop))
    for step in [
      ProbeStep.event(GestureEvent.takeBackAppInsets), .event(GestureEvent.takeBackAppAdditionalSafeArea),
      .event(.endRefreshing),
    ] {
      let index = try #require(restsExpanded.probe.firstIndex(of: step), "\(step)")
      #expect(index < rest, "\(step)")
    }
  }

  @Test func onlyTheScenarioMayAskForTheScreensTop() {
    #expect(check(adjustment: .never, [atTop(headerY: 0)]) == nil)
    #expect(check(adjustment: .never, [atTop(headerY: 47)]) == nil)
    #expect(check(adjustment: .always, [atTop(headerY: 0)]) != nil)
  }

  @Test func aSelfSizingHeaderIsExpandedToItsFittingHeight() {
    #expect(check(.selfSizingHeader, [atTop(height: 73, fit: 73)]) == nil)
    #expect(check(.selfSizingHeader, [atTop(height: 52.5, fit: 73)]) != nil)
    // Taller than it needs is `self-sized`'s finding, not a header left collapsed.
    #expect(check(.selfSizingHeader, [atTop(height: 73, fit: 52.5)]) == nil)
  }

  @Test func ignoresStatesAwayFromTheTopMarkers() {
    #expect(check([observation(.release, elements: [placed(.tableHeader, y: 0, height: 50)])]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([atTop(headerY: 47 + 0.9 * pixel, height: 200 - 0.9 * pixel)]) == nil)
    #expect(check([atTop(headerY: 47 - 1.5 * pixel)]) != nil)
  }

  @Test func c37TheBottomOfTheBarsIncludesTheAppsOwnBand() throws {
    // Where the app still has its 44-point band (a banner) in force, the header rests below it.
    func banner(headerY: CGFloat) -> Observation {
      var state = atTop(headerY: headerY)
      state.appTopInset = 44
      return state
    }
    #expect(check([banner(headerY: 91)]) == nil)
    let violation = try #require(check([banner(headerY: 47)]))
    #expect(violation.message == "at rest at the top the header has its top at 47, 44 under the bars (which end at 91)")
  }
}

/// `rests-expanded` on a strategy's own `additionalSafeAreaInsets`, through the runner
/// (round 19's mutants A5 and A6).
@Suite struct RestsExpandedRunTests {
  /// `self-sizing-header.published` with 20 points of its own additional safe area.
  struct LoweredSelfSizingHeader: SelfSizingHeaderStrategy {
    let id = "lowered-self-sizing-header"
    let summary = "seed 002 with 20 points of its own additional safe area"
    let knownViolations: [KnownViolation] = []
    var loadsFromStoryboard: Bool { SelfSizingHeader().loadsFromStoryboard }
    func makeViewController(headerText: String) -> UIViewController {
      let controller = SelfSizingHeader().makeViewController(headerText: headerText)
      controller.additionalSafeAreaInsets.top = 20
      return controller
    }
    func setHeaderText(_ text: String, in viewController: UIViewController) {
      SelfSizingHeader().setHeaderText(text, in: viewController)
    }
  }

  @Test func aStrategysOwnAdditionalSafeAreaIsAGapAboveItsHeader() throws {
    #expect(try CaseRunner.run(SelfSizingHeader(), RestsExpanded(), ScenarioSamples.simple()).violation == nil)
    let violation = try #require(
      try CaseRunner.run(LoweredSelfSizingHeader(), RestsExpanded(), ScenarioSamples.simple()).violation)
    #expect(violation.message.contains("leaving a gap of 20 below the bars"))
  }

  @Test func barsThatEndAboveTheTableEndAtItsTop() throws {
    // Under an opaque navigation bar the controller's view, and the table, start below it:
    // the bars end at the table's top, 0, not above it (C44).
    var scenario = ScenarioSamples.simple()
    scenario.container = Container(navigationBar: Container.NavigationBar(isTranslucent: false))
    let outcome = try CaseRunner.run(SelfSizingHeader(), RestsExpanded(), scenario)
    #expect(outcome.violation == nil)
    let appeared = try #require(outcome.run.restingMarkers([ProbeMarker.appeared]).first)
    #expect(outcome.run.observations[appeared].topBarsBottom == 0)
    #expect(outcome.run.observations[appeared].safeAreaInsets.top == 0)
  }
}
