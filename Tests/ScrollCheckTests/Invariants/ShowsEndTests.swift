import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct ShowsEndTests {
  let showsEnd = ShowsEnd()

  func check(_ observations: [Observation]) -> Violation? { check(.tableHeader, observations) }

  func check(_ family: StrategyFamily, _ observations: [Observation]) -> Violation? {
    showsEnd.check(run(family, minimum: 50, maximum: 200, observations))
  }

  /// A state at rest at `offset` (safe area 47 points at the top and 34 at the bottom, the
  /// valid range reaching the bottom edge at 137, where a 200-point header collapses to 50
  /// over one 44-point row).
  func state(_ marker: String, offset: CGFloat, _ elements: [Placed], height: CGFloat = viewHeight) -> Observation {
    observation(
      .marker(marker), offset: offset, elements: elements, contentHeight: 291, validRange: -47...137, safeTop: 47,
      safeBottom: 34, height: height)
  }

  var atTop: Observation {
    state(
      "rest top", offset: -47,
      [
        shown(.tableHeader, screenY: 47, height: 200, offset: -47).drawn(at: DrawingOrder.broughtToFront),
        shown(.row(section: 0, row: 0), screenY: 247, height: 44, offset: -47),
      ])
  }

  func atBottom(rowAt y: CGFloat, headerDrawnAt z: Int = DrawingOrder.broughtToFront) -> Observation {
    state(
      "rest bottom", offset: 137,
      [
        shown(.tableHeader, screenY: 47, height: 50, offset: 137).drawn(at: z),
        shown(.row(section: 0, row: 0), screenY: y, height: 44, offset: 137),
      ])
  }

  @Test func acceptsTheLastRowBelowTheCollapsedHeader() {
    #expect(check([atTop, atBottom(rowAt: 97)]) == nil)
  }

  @Test func allowsRoomAsTallAsTheBottomInset() {
    // Room that keeps the 34-point bottom inset (stays-put needs it) carries the row 34
    // points up: it ends 10 points below the header.
    #expect(check([atTop, atBottom(rowAt: 63)]) == nil)
    #expect(check([atTop, atBottom(rowAt: 20)]) == nil)
  }

  @Test func rejectsRoomThatCarriesTheLastRowUnderTheHeader() throws {
    // The room below the rows counted the 47-point top safe area too: the row ends at 16,
    // 81 points above the end of the header, which is drawn in front and ends at 97.
    let violation = try #require(check([atTop, atBottom(rowAt: -28)]))
    #expect(
      violation.message
        == "at rest at the bottom edge the content ends under the header and bars: row 0.0 ends at y 16, 81 above where the header drawn over the content ends (97); room as tall as the bottom inset (34) is allowed (contentOffset.y 137)")
    #expect(violation.observationIndex == 1)
    // A pixel inside the allowance holds.
    #expect(check([atTop, atBottom(rowAt: 19)]) != nil)
    #expect(check([atTop, atBottom(rowAt: 19.5)]) == nil)
  }

  @Test func aHeaderBehindTheRowsCoversNothingButTheBarsDo() throws {
    // UIKit draws rows over a table header view that was not brought to the front (Z1).
    #expect(check([atTop, atBottom(rowAt: -30, headerDrawnAt: DrawingOrder.tableHeaderAndFooter)]) == nil)
    let underBars = try #require(check([atTop, atBottom(rowAt: -35, headerDrawnAt: DrawingOrder.tableHeaderAndFooter)]))
    #expect(underBars.message.contains("row 0.0 ends at y 9, 38 above where the bars end (47)"))
  }

  @Test func contentGoneFromTheScreenEndsWhereItsFrameInTheContentPutsIt() throws {
    // The row (content y 200..244) is off screen at the bottom edge: at offset 290 it ends
    // at y -46, 12 points beyond the bottom inset's allowance for room (34); at 273, inside it.
    func gone(_ offset: CGFloat) -> Observation {
      observation(
        .marker("rest bottom"), offset: offset,
        elements: [shown(.tableHeader, screenY: 0, height: 0, offset: offset)], contentHeight: 1000,
        validRange: 0...offset, safeBottom: 34)
    }
    let top = observation(
      .marker("rest top"), offset: 0,
      elements: [shown(.tableHeader, screenY: 0, height: 200), shown(.row(section: 0, row: 0), screenY: 200, height: 44)],
      contentHeight: 1000, validRange: 0...273, safeBottom: 34)
    let violation = try #require(check([top, gone(290)]))
    #expect(violation.message.contains("row 0.0 ends at y -46, off screen, 46 above where the bars end (0)"))
    #expect(violation.marks.isEmpty)
    #expect(check([top, gone(273)]) == nil)
  }

  @Test func judgesNothingWithoutContentOrWithoutRoom() {
    let empty = state(
      "rest top", offset: -47,
      [shown(.tableHeader, screenY: 47, height: 200, offset: -47).drawn(at: DrawingOrder.broughtToFront)])
    #expect(check([empty, atBottom(rowAt: -28)]) == nil)
    // A header and bars that reach the bottom of the safe area leave no room to show anything.
    let short = state(
      "rest bottom", offset: 137,
      [
        shown(.tableHeader, screenY: 47, height: 50, offset: 137).drawn(at: DrawingOrder.broughtToFront),
        shown(.row(section: 0, row: 0), screenY: -28, height: 44, offset: 137),
      ], height: 131)
    #expect(check([atTop, short]) == nil)
    // Without both resting states there is nothing to compare.
    #expect(check([atBottom(rowAt: -28)]) == nil)
  }

  @Test func aSwiftUIStackEndsWithItsItemsAndFooters() throws {
    let header = shown(swiftUIHeader, screenY: 47, height: 200, offset: -47).drawn(at: DrawingOrder.sectionHeader)
    let top = state("rest top", offset: -47, [header, shown(.swiftUI(name: "item 0"), screenY: 247, height: 60, offset: -47)])
    let pinned = shown(swiftUIHeader, screenY: 47, height: 200, offset: 137).drawn(at: DrawingOrder.sectionHeader)
    let hidden = state("rest bottom", offset: 137, [pinned, shown(.swiftUI(name: "item 0"), screenY: 100, height: 60, offset: 137)])
    #expect(check(.swiftUIHeader, [top, hidden])?.message.contains("item 0 ends at y 160") == true)
    let footer = shown(.swiftUI(name: "footer"), screenY: 200, height: 40, offset: 137)
    let shownFooter = state("rest bottom", offset: 137, [pinned, shown(.swiftUI(name: "item 0"), screenY: 100, height: 60, offset: 137), footer])
    #expect(check(.swiftUIHeader, [top, shownFooter]) == nil)
  }

  @Test func contentThatNeverShowedAtTheTopIsNotJudged() {
    // A section header under the status bar at the top too: the top-edge invariants' matter.
    let hiddenTop = state("rest top", offset: -47, [shown(.sectionHeader(section: 0), screenY: 10, height: 18, offset: -47)])
    let hiddenBottom = state("rest bottom", offset: 137, [shown(.sectionHeader(section: 0), screenY: -30, height: 18, offset: 137)])
    #expect(check([hiddenTop, hiddenBottom]) == nil)
    // The same element shown at the top and hidden at the bottom is judged.
    let shownTop = state("rest top", offset: -47, [shown(.sectionHeader(section: 0), screenY: 60, height: 18, offset: -47)])
    #expect(check([shownTop, hiddenBottom]) != nil)
  }

  @Test func aBlankSpacerTheAppsViewsAndTheRefreshControlAreNotContent() throws {
    // The fixed header's room is a blank table footer view (C34): it reaches the bottom edge
    // but shows nothing, so the row is the content's end.
    var spacer = shown(.tableFooter, screenY: 6, height: 700, offset: 137)
    let blankBottom = atBottom(rowAt: -28)
    var withSpacer = blankBottom
    spacer.zIndex = DrawingOrder.tableHeaderAndFooter
    withSpacer.elements.append(
      ElementFrame(
        kind: .tableFooter, contentFrame: spacer.content, screenFrame: spacer.screen!, zIndex: spacer.zIndex,
        drawsNothing: true))
    #expect(check([atTop, withSpacer]) != nil)
    // A footer view that draws is the content's end.
    var drawing = blankBottom
    drawing.elements.append(
      ElementFrame(kind: .tableFooter, contentFrame: spacer.content, screenFrame: spacer.screen!, zIndex: spacer.zIndex))
    #expect(check([atTop, drawing]) == nil)
    // Nor do the app's own views or a refresh control carry the content's end.
    for kind in [ElementKind.view(name: "banner"), .refreshControl] {
      var other = blankBottom
      other.elements.append(ElementFrame(kind: kind, contentFrame: spacer.content, screenFrame: spacer.screen!))
      #expect(check([atTop, other]) != nil, "\(kind)")
    }
  }

  @Test func aSwiftUIStacksSectionZeroHeaderIsTheHeaderLaterOnesAreContent() {
    let header = shown(swiftUIHeader, screenY: 47, height: 200, offset: -47).drawn(at: DrawingOrder.sectionHeader)
    let top = state("rest top", offset: -47, [header, shown(.swiftUI(name: "item 0"), screenY: 247, height: 60, offset: -47)])
    let pinned = shown(swiftUIHeader, screenY: 47, height: 200, offset: 137).drawn(at: DrawingOrder.sectionHeader)
    let item = shown(.swiftUI(name: "item 0"), screenY: 100, height: 60, offset: 137)
    // The renamed first-section header (U10) is the header itself, not content.
    let renamed = shown(.swiftUI(name: "section header"), screenY: 300, height: 40, offset: 137)
    #expect(check(.swiftUIHeader, [top, state("rest bottom", offset: 137, [pinned, item, renamed])]) != nil)
    let later = shown(.swiftUI(name: "section header 1"), screenY: 300, height: 40, offset: 137)
    #expect(check(.swiftUIHeader, [top, state("rest bottom", offset: 137, [pinned, item, later])]) == nil)
  }

  @Test func theProbeRestsAtTheTopThenAtTheBottom() {
    #expect(markers(showsEnd.probe) == ["rest top", "rest bottom"])
    #expect(showsEnd.probe.firstIndex(of: .restAtTop)! < showsEnd.probe.firstIndex(of: .restAtBottom)!)
  }
}

/// `shows-end` on the catalogue's strategies, through the runner.
@Suite struct ShowsEndRunTests {
  /// The fixed stretchy header leaves the bottom inset in its room below the rows (so a
  /// bottom inset that goes does not move the content, `stays-put`). In a tab bar controller
  /// that is 83 points on an iPhone 14: its one 44-point row ends wholly under the collapsed
  /// header at the bottom edge, which the allowance lets through (C43, said in the README).
  @Test func theAllowanceLetsAShortRowEndUnderTheHeaderInATabBarController() throws {
    var scenario = ScenarioSamples.simple(rows: 1)
    scenario.container = Container(tabBar: true)
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), ShowsEnd(), scenario)
    #expect(outcome.violation == nil)
    let run = outcome.run
    let bottom = try #require(run.restingMarkers(["rest bottom"]).last)
    let observation = run.observations[bottom]
    let header = try #require(run.header(in: observation))
    let row = observation.element(.row(section: 0, row: 0))
    // Off screen, or on screen but ending above the header's bottom.
    #expect((row?.screenFrame.maxY ?? -.infinity) < header.screenFrame.maxY)
    #expect(observation.adjustedContentInset.bottom > 44)
  }

  /// Round 17's surviving mutant R17-S2, the room computed from the top inset the app set
  /// rather than the adjusted one, has the same row end under the header on a plain screen;
  /// the fixed strategy's row shows there.
  @Test func theFixedHeadersLastRowShowsAtTheBottomEdgeWithoutABar() throws {
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), ShowsEnd(), ScenarioSamples.simple(rows: 1))
    #expect(outcome.violation == nil)
    let run = outcome.run
    let bottom = try #require(run.restingMarkers(["rest bottom"]).last)
    let observation = run.observations[bottom]
    let header = try #require(run.header(in: observation))
    let row = try #require(observation.element(.row(section: 0, row: 0)))
    #expect(row.screenFrame.maxY > header.screenFrame.maxY)
  }
}
