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
