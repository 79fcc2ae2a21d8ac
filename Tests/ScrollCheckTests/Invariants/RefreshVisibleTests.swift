import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// `refresh-visible` over hand-built traces: a view at rest at its top edge while the control
/// refreshes (the band of 60 points below the bars on screen), the control behind (Z4=atBack).
@Suite struct RefreshVisibleTests {
  let invariant = RefreshVisible()

  func check(adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic, _ observations: [Observation]) -> Violation? {
    invariant.check(run(.tableHeader, minimum: 50, maximum: 200, scenarioAdjustment: adjustment, observations))
  }

  /// At rest at the top edge while refreshing: offset -(47 + 60), the control's band at
  /// screen y 47..107 (content -60..0), its spinner at 67..87.
  let control = shown(.refreshControl, screenY: 47, height: 60, offset: -107).drawn(at: DrawingOrder.refreshControl)

  func refreshing(_ elements: [Placed], marker: String = "refreshing", offset: CGFloat = -107) -> Observation {
    observation(.marker(marker), offset: offset, elements: elements, validRange: -107...1000, safeTop: 47)
  }

  @Test func acceptsASpinnerNothingCovers() {
    let header = shown(.tableHeader, screenY: 107, height: 200, offset: -107).drawn(at: DrawingOrder.tableHeaderAndFooter)
    #expect(check([refreshing([control, header])]) == nil)
  }

  @Test func rejectsAHeaderStretchedOverTheSpinner() throws {
    // GSKStretchyHeaderView #94: the header grows over the revealed band, drawn over the control.
    let stretched = shown(.tableHeader, screenY: 47, height: 260, offset: -107).drawn(at: DrawingOrder.tableHeaderAndFooter)
    let violation = try #require(check([refreshing([control, stretched])]))
    #expect(
      violation.message
        == "table header is drawn over the refresh control's spinner while it refreshes: 20 of its 20 points (y 67..87) are covered")
    // The same header drawn behind the control (the control brought to the front) hides nothing.
    let inFront = control.drawn(at: DrawingOrder.broughtToFront + 1)
    #expect(check([refreshing([inFront, stretched.drawn(at: DrawingOrder.broughtToFront)])]) == nil)
  }

  @Test func aCoverBesideTheSpinnerHidesNothing() {
    // Over the band's left edge only: the spinner at the centre is seen.
    let side = shown(.view(name: "badge"), screenY: 47, height: 60, offset: -107, width: 100)
    #expect(check([refreshing([control, side])]) == nil)
  }

  @Test func aSliverOverTheSpinnersEdgeHidesNothingAQuarterDoes() {
    // The spinner at screen y 67..87: a view reaching 3 points into it, then 6.
    let sliver = shown(.tableHeader, screenY: 84, height: 200, offset: -107).drawn(at: DrawingOrder.tableHeaderAndFooter)
    #expect(check([refreshing([control, sliver])]) == nil)
    let quarter = shown(.tableHeader, screenY: 81, height: 200, offset: -107).drawn(at: DrawingOrder.tableHeaderAndFooter)
    #expect(check([refreshing([control, quarter])]) != nil)
  }

  @Test func theAppsOwnTopInsetIsNotABar() {
    // The app added 44 points of top inset (a banner band, C37): the spinner just below the
    // safe area, in that band, is W43's matter, not hidden by a bar.
    var state = refreshing([control])
    state.appTopInset = 44
    #expect(check([state]) == nil)
  }

  @Test func rejectsASpinnerUnderTheStatusBarUnlessTheScenarioAsksForIt() throws {
    // A strategy that turned the adjustment off: the band opens at the screen's top, under the
    // 47-point status bar.
    let high = shown(.refreshControl, screenY: 0, height: 60, offset: -60).drawn(at: DrawingOrder.refreshControl)
    let state = observation(.marker("refreshing"), offset: -60, elements: [high], validRange: -60...1000, safeTop: 47)
    let violation = try #require(check([state]))
    #expect(violation.message == "the refresh control's spinner (y 20..40) is under the status bar and bars, which end at 47")
    #expect(check(adjustment: .never, [state]) == nil)
  }

  @Test func rejectsASpinnerAboveTheScrollViewsTopEdge() throws {
    // A table below the bars (no safe area inside it) whose negative inset lifts the band.
    let lifted = shown(.refreshControl, screenY: -28, height: 60, offset: -32).drawn(at: DrawingOrder.refreshControl)
    let state = observation(.marker("refreshing"), offset: -32, elements: [lifted], validRange: -32...1000)
    let violation = try #require(check([state]))
    #expect(violation.message == "the refresh control's spinner (y -8..12) is cut off by the scroll view's top edge")
  }

  @Test func onlyAtTheTopEdgeAndAtRest() {
    let stretched = shown(.tableHeader, screenY: 47, height: 260, offset: -107).drawn(at: DrawingOrder.tableHeaderAndFooter)
    // Scrolled down while refreshing: the band went away with the content.
    #expect(check([refreshing([control, stretched], offset: 100)]) == nil)
    // A state between the markers (during the pull) is not a resting state.
    let during = observation(.drag(translation: 1), offset: -107, elements: [control, stretched], validRange: -107...1000, safeTop: 47)
    #expect(check([during]) == nil)
  }

  @Test func theProbePullsOnlyWithARefreshControl() {
    var scenario = ScenarioSamples.simple(script: [])
    #expect(invariant.probe(for: scenario) == [.settle])
    scenario.refreshControl = true
    #expect(markers(invariant.probe(for: scenario)) == ["rest", "refreshing"])
  }

  /// Round 16 (Z3): a bar drawn as an element (SwiftUI's navigation bar, over a scroll view
  /// that ignores the top safe area) is one of the bars: a spinner under it is reported as
  /// under the bars, with the bars' threshold, unless the scenario asks for `.never`.
  @Test func aBarElementIsOneOfTheBars() throws {
    let band = shown(.refreshControl, screenY: 0, height: 60, offset: -60).drawn(at: DrawingOrder.refreshControl)
    let bar = shown(.swiftUI(name: "navigation bar"), screenY: 0, height: 64).drawn(at: DrawingOrder.bars)
    let state = observation(.marker("refreshing"), offset: -60, elements: [band, bar], validRange: -60...1000)
    let violation = try #require(check([state]))
    #expect(violation.message == "the refresh control's spinner (y 20..40) is under the status bar and bars, which end at 64")
    #expect(check(adjustment: .never, [state]) == nil)
    // A bar reaching 2 points into the spinner hides it, as the safe-area bars do.
    let short = shown(.swiftUI(name: "navigation bar"), screenY: 0, height: 22).drawn(at: DrawingOrder.bars)
    #expect(check([observation(.marker("refreshing"), offset: -60, elements: [band, short], validRange: -60...1000)]) != nil)
  }

  /// Round 16 (V3): a view drawn behind the whole scroll view (a SwiftUI backdrop before the
  /// `ScrollView` in a `ZStack`) hides nothing of the spinner; one drawn over it does.
  @Test func aViewBehindTheScrollViewHidesNothingOneOverItDoes() {
    let backdrop = shown(.swiftUI(name: "backdrop"), screenY: 0, height: 200).drawn(at: DrawingOrder.behindScrollView)
    #expect(check([refreshing([control, backdrop])]) == nil)
    let badge = shown(.swiftUI(name: "badge"), screenY: 60, height: 30).drawn(at: DrawingOrder.overScrollView)
    #expect(check([refreshing([control, badge])]) != nil)
  }
}
