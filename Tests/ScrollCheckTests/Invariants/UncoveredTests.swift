import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct UncoveredTests {
  let uncovered = Uncovered()

  func check(_ observations: [Observation]) -> Violation? { check(.tableHeader, observations) }

  func check(adjustment: UIScrollView.ContentInsetAdjustmentBehavior, _ observations: [Observation]) -> Violation? {
    check(.tableHeader, adjustment: adjustment, observations)
  }

  func check(
    _ family: StrategyFamily, adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    _ observations: [Observation]
  ) -> Violation? {
    uncovered.check(run(family, minimum: 50, maximum: 200, scenarioAdjustment: adjustment, observations))
  }

  let header = shown(.tableHeader, screenY: 47, height: 200, offset: -47).drawn(at: DrawingOrder.tableHeaderAndFooter)
  let row = shown(.row(section: 0, row: 0), screenY: 247, height: 44, offset: -47)

  func state(_ marker: String, offset: CGFloat = -47, _ elements: [Placed]) -> Observation {
    observation(.marker(marker), offset: offset, elements: elements, validRange: -47...1000, safeTop: 47)
  }

  @Test func acceptsAHeaderAndRowThatNothingCovers() {
    #expect(check([state(ProbeMarker.appeared, [header, row]), state("rest top", [header, row])]) == nil)
  }

  @Test func rejectsAFloatingSectionHeaderOverTheHeader() throws {
    let section = shown(.sectionHeader(section: 0), screenY: 200, height: 28, offset: -47).drawn(at: DrawingOrder.sectionHeader, pinned: true)
    let violation = try #require(check([state("rest", [header, section])]))
    #expect(violation.message == "section 0 header is drawn over table header: 28 of it (y 200..228) is covered")
  }

  @Test func rejectsRowsOverAHeaderNotBroughtToTheFront() throws {
    // A collapsed header kept at the top while rows scroll under it: UIKit draws the rows over it.
    let collapsed = shown(.tableHeader, screenY: 47, height: 50, offset: 100).drawn(at: DrawingOrder.tableHeaderAndFooter)
    let under = shown(.row(section: 0, row: 3), screenY: 60, height: 44, offset: 100)
    #expect(check([state("rest", offset: 100, [collapsed, under])]) != nil)
    let inFront = collapsed.drawn(at: DrawingOrder.broughtToFront)
    #expect(check([state("rest", offset: 100, [inFront, under])]) == nil)
  }

  @Test func rejectsAHeaderUnderTheStatusBarUnlessTheScenarioAsksForIt() throws {
    let high = shown(.tableHeader, screenY: 0, height: 200, offset: 0).drawn(at: DrawingOrder.tableHeaderAndFooter)
    let violation = try #require(check([state("rest top", [high])]))
    #expect(violation.message.contains("has 47 of its top under the status bar and bars"))
    #expect(check(adjustment: .never, [state("rest top", [high])]) == nil)
  }

  @Test func theFirstRowCountsOnlyAtTheTop() {
    let coveredRow = shown(.row(section: 0, row: 0), screenY: 230, height: 44, offset: -47)
    #expect(check([state("rest top", [header, coveredRow])]) != nil)
    // A header of another family that scrolled partly under the status bar is not covered.
    let scrolled = shown(.tableHeader, screenY: -20, height: 200, offset: 0)
    #expect(check(.selfSizingHeader, [state("rest", offset: 20, [scrolled])]) == nil)
    #expect(check(.tableHeader, [state("rest", offset: 20, [scrolled])]) != nil)
  }

  @Test func aRowsOwnFloatingFooterMayCoverIt() {
    let tall = shown(.row(section: 0, row: 0), screenY: 247, height: 700, offset: -47)
    let footer = shown(.sectionFooter(section: 0), screenY: 816, height: 28, offset: -47).drawn(at: DrawingOrder.sectionFooter, pinned: true)
    #expect(check([state("rest top", [header, tall, footer])]) == nil)
    let other = shown(.sectionHeader(section: 1), screenY: 816, height: 28, offset: -47).drawn(at: DrawingOrder.sectionHeader)
    #expect(check([state("rest top", [header, tall, other])]) != nil)
  }

  @Test func aSwiftUIPinnedHeaderIsOverItsItems() {
    let pinned = shown(swiftUIHeader, screenY: 47, height: 200).drawn(at: DrawingOrder.sectionHeader, pinned: true)
    let item = shown(.swiftUI(name: "item 4"), screenY: 100, height: 60)
    #expect(check(.swiftUIHeader, [state("rest", [pinned, item])]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    let section = shown(.sectionHeader(section: 0), screenY: 247 - 0.9 * pixel, height: 28, offset: -47).drawn(at: DrawingOrder.sectionHeader)
    #expect(check([state("rest", [header, section])]) == nil)
  }

  /// The same resting state with the app's own 44-point top inset in force (a banner it draws
  /// below the status bar, C37).
  func underBanner(_ marker: String, offset: CGFloat = -91, _ elements: [Placed]) -> Observation {
    var state = observation(.marker(marker), offset: offset, elements: elements, validRange: -91...1000, insetTop: 44, safeTop: 47)
    state.appTopInset = 44
    return state
  }

  @Test func c37AHeaderUnderTheAppsOwnTopInsetIsCovered() throws {
    // Review r6 item 2 (mutant M8): the header stops at the safe area's top, under the banner.
    let underIt = shown(.tableHeader, screenY: 47, height: 50, offset: 100).drawn(at: DrawingOrder.broughtToFront)
    let violation = try #require(check([underBanner("rest", offset: 100, [underIt])]))
    #expect(
      violation.message
        == "table header has 44 of its top under the status bar and bars and the app's own top inset "
        + "(y 47, the bars and the app's 44-pt band end at 91)")
    // Stopped below the band, nothing covers it.
    let below = shown(.tableHeader, screenY: 91, height: 50, offset: 100).drawn(at: DrawingOrder.broughtToFront)
    #expect(check([underBanner("rest", offset: 100, [below])]) == nil)
    // Without the band (no inset of the app's), the same header at the safe area's top is fine.
    #expect(check([state("rest", offset: 100, [underIt])]) == nil)
  }

  @Test func c37TheBandIsTheAppsShareNotTheInsetAStrategyWrote() {
    // A strategy's own 44-point top inset (the fixed stretchy header's minimum) is not a band:
    // only `appTopInset` counts.
    let atSafeTop = shown(.tableHeader, screenY: 47, height: 50, offset: 100).drawn(at: DrawingOrder.broughtToFront)
    let own = observation(.marker("rest"), offset: 100, elements: [atSafeTop], validRange: -91...1000, insetTop: 44, safeTop: 47)
    #expect(check([own]) == nil)
  }

  /// Round 16 (Z3): a bar drawn as an element (SwiftUI's navigation bar, over a scroll view
  /// that ignores the top safe area, so no safe area there) counts where the bars count and
  /// as they do: at rest at the top, not where the scenario asks for `.never`, and not over a
  /// header of a non-collapsing family scrolled under it away from the top.
  @Test func aBarElementCountsAsTheBars() throws {
    let bar = shown(.swiftUI(name: "navigation bar"), screenY: 0, height: 64).drawn(at: DrawingOrder.bars)
    let cover = shown(swiftUIHeader, screenY: 0, height: 280)
    func top(_ marker: String, offset: CGFloat = 0, _ elements: [Placed]) -> Observation {
      observation(.marker(marker), offset: offset, elements: elements, validRange: 0...1000)
    }
    let violation = try #require(check(.swiftUIHeader, [top("rest top", [cover, bar])]))
    #expect(violation.message == "header has 64 of its top under the status bar and bars (y 0, the bars end at 64)")
    // SwiftUI has no `.never` (W31): a SwiftUI case whose scenario asks for it is judged; a
    // UIKit one is not.
    #expect(check(.swiftUIHeader, adjustment: .never, [top("rest top", [cover, bar])]) != nil)
    let tableHeader = shown(.tableHeader, screenY: 0, height: 200).drawn(at: DrawingOrder.tableHeaderAndFooter)
    #expect(check(.tableHeader, [top("rest top", [tableHeader, bar])]) != nil)
    #expect(check(.tableHeader, adjustment: .never, [top("rest top", [tableHeader, bar])]) == nil)
    // Scrolled up by 100 at rest: the header is on its way out under the bar, not covered.
    let scrolled = shown(swiftUIHeader, screenY: -100, height: 280, offset: 100)
    #expect(check(.swiftUIHeader, [top("rest", offset: 100, [scrolled, bar])]) == nil)
  }

  /// Round 16 (V3): what the scroll view draws covers a view drawn behind the whole scroll
  /// view only inside the scroll view's bounds.
  @Test func theScrollViewCoversAViewBehindItOnlyInsideItsBounds() {
    let behind = shown(swiftUIHeader, screenY: -120, height: 120).drawn(at: DrawingOrder.behindScrollView)
    let scrolledAway = shown(.swiftUI(name: "item 0"), screenY: -100, height: 56, offset: 100)
    let rest = observation(.marker("rest"), offset: 100, elements: [behind, scrolledAway], validRange: 0...1000)
    #expect(check(.swiftUIHeader, [rest]) == nil)
    let inside = shown(swiftUIHeader, screenY: 0, height: 120).drawn(at: DrawingOrder.behindScrollView)
    let over = shown(.swiftUI(name: "item 0"), screenY: 60, height: 56, offset: 100)
    let covered = observation(.marker("rest"), offset: 100, elements: [inside, over], validRange: 0...1000)
    #expect(check(.swiftUIHeader, [covered]) != nil)
  }
}
