import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct NoGapTests {
  let noGap = NoGap()

  let row0 = ElementKind.row(section: 0, row: 0)
  let row1 = ElementKind.row(section: 0, row: 1)

  @Test func acceptsRowsRightBelowTheHeader() {
    let good = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [
        placed(.tableHeader, y: 0, height: 200), placed(row0, y: 200, height: 44), placed(row1, y: 244, height: 44),
      ], contentHeight: 288)
    ])
    #expect(noGap.check(good) == nil)
  }

  @Test func rejectsBackgroundBetweenTheHeaderAndTheFirstRow() throws {
    let bad = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [placed(.tableHeader, y: 0, height: 200), placed(row0, y: 200, height: 44)], contentHeight: 244),
      observation(.drag(translation: -10), offset: 10, elements: [
        placed(.tableHeader, y: 0, height: 190), placed(row0, y: 200, height: 44),
      ], contentHeight: 244),
    ])
    let violation = try #require(noGap.check(bad))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("10 of background between table header (bottom 180)"))
    #expect(violation.message.contains("row 0.0 (top 190)"))
    #expect(violation.marks == [CGRect(x: 0, y: 180, width: viewWidth, height: 10)])
  }

  @Test func rejectsBackgroundBelowASectionHeader() throws {
    let bad = run(.nonFloatingSections, [
      observation(elements: [placed(.sectionHeader(section: 0), y: 0, height: 30), placed(row0, y: 40, height: 44)])
    ])
    let violation = try #require(noGap.check(bad))
    #expect(violation.message.contains("section 0 header"))
  }

  @Test func allowsTheSpacingTheLayoutDeclares() {
    func stack(gap: CGFloat) -> [Observation] {
      [observation(elements: [placed(swiftUIHeader, y: 0, height: 300), placed(.swiftUI(name: "item 0"), y: 300 + gap, height: 80)])]
    }
    #expect(noGap.check(run(.swiftUIHeader, maximum: 300, spacing: 8, stack(gap: 8))) == nil)
    #expect(noGap.check(run(.swiftUIHeader, maximum: 300, spacing: 8, stack(gap: 8 + 0.9 * pixel))) == nil)
    let violation = noGap.check(run(.swiftUIHeader, maximum: 300, spacing: 8, stack(gap: 8 + 1.5 * pixel)))
    #expect(violation?.message.contains("the layout declares 8") == true)
    // A table's top padding adds to it.
    #expect(noGap.check(run(.swiftUIHeader, maximum: 300, spacing: 8, layoutSpacing: 2, stack(gap: 10))) == nil)
    #expect(noGap.check(run(.swiftUIHeader, maximum: 300, spacing: 8, layoutSpacing: 2, stack(gap: 11))) != nil)
  }

  @Test func nothingFollowingIsNotAGap() {
    // No rows at all: the content ends with the header.
    let empty = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [placed(.tableHeader, y: 0, height: 200)], contentHeight: 200)
    ])
    #expect(noGap.check(empty) == nil)
    // The last row ends the content; a section header's footer-less end is no gap either.
    let last = run(.nonFloatingSections, [
      observation(elements: [placed(.sectionHeader(section: 0), y: 0, height: 30)], contentHeight: 30)
    ])
    #expect(noGap.check(last) == nil)
  }

  @Test func rejectsAGapTooLargeForTheNextRowToBeOnScreen() throws {
    // The first row exists (the content goes on to 1100) but starts below the view's
    // bottom, so it is not among the elements on screen: background fills the rest.
    let bad = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [placed(.tableHeader, y: 0, height: 200)], contentHeight: 1100),
      observation(offset: 900, elements: [placed(.row(section: 0, row: 0), y: 900, height: 200)], contentHeight: 1100),
    ])
    let violation = try #require(noGap.check(bad))
    #expect(violation.observationIndex == 0)
    #expect(violation.message.contains("bottom 200"))
    #expect(violation.message.contains("644"))
  }

  @Test func aHandSetContentSizeWithNoRowsIsNotContent() {
    // Only the header ever shows: the content below is a forced `contentSize`, not rows.
    let forced = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [placed(.tableHeader, y: 0, height: 200)], contentHeight: 1100)
    ])
    #expect(noGap.check(forced) == nil)
  }

  @Test func ignoresHeadersWhoseBottomIsOffScreen() {
    let scrolledAway = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(offset: 300, elements: [placed(.tableHeader, y: 0, height: 200), placed(row0, y: 400, height: 44)])
    ])
    #expect(noGap.check(scrolledAway) == nil)
  }

  /// A stretching table header (max 200) resting at the top, then pulled by 50.
  func pulled(headerTop: CGFloat, height: CGFloat) -> [Observation] {
    [
      observation(.marker("rest top"), elements: [placed(.tableHeader, y: 0, height: 200), placed(row0, y: 200, height: 44)]),
      observation(.drag(translation: 60), offset: -50, elements: [
        placed(.tableHeader, y: headerTop - 50, height: height), placed(row0, y: 200, height: 44),
      ]),
    ]
  }

  @Test func acceptsAStretchedHeaderWhoseTopStaysPut() {
    #expect(noGap.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, pulled(headerTop: 0, height: 250))) == nil)
  }

  @Test func rejectsBackgroundAboveAStretchedHeader() throws {
    let bad = run(.tableHeader, minimum: 60, maximum: 200, stretches: true, pulled(headerTop: 50, height: 200))
    let violation = try #require(noGap.check(bad))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("pulled by 50"))
    #expect(violation.message.contains("50 below where it rests (0)"))
    // A header that does not declare stretching is not held to it (bounces-back covers it).
    #expect(noGap.check(run(.tableHeader, minimum: 60, maximum: 200, pulled(headerTop: 50, height: 200))) == nil)
  }

  @Test func measuresTheStretchedTopFromTheRestAtTheTopEdge() {
    // Before the probe rests the view at its top (here scrolled by 300, its top at -300),
    // the scenario's resting place says nothing about where the top edge is.
    // A pull in portrait before a rotation (safe area 47, the header's top at 47) is not
    // measured against the landscape rest either.
    let trace = [
      observation(.drag(translation: 20), offset: -67, elements: [placed(.tableHeader, y: -20, height: 220), placed(row0, y: 200, height: 44)],
                  validRange: -47...1156, safeTop: 47),
      observation(.release, offset: 300, elements: [placed(.tableHeader, y: 0, height: 200), placed(row0, y: 300, height: 844)]),
    ] + pulled(headerTop: 0, height: 250)
    #expect(noGap.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, trace)) == nil)
    #expect(markers(noGap.probe) == ["rest top"])
    let rest = noGap.probe.firstIndex(of: .mark("rest top"))
    #expect(rest.map { $0 > 0 && noGap.probe[$0 - 1] == .restAtTop } == true)
  }

  /// The round-3 clock-seed case (SE landscape, the keyboard and two app-added 49-pt bottom
  /// insets: 16 pt between the pin lines): section 0's header pinned at the top, its footer
  /// floating up to the bottom line over the header, section 1's header 22 below the footer's
  /// natural place. Offset 144.868 in content coordinates (the table header 100 tall).
  func floatingFooterCase(footerPinned: Bool) -> CheckedRun {
    let offset: CGFloat = 144.868
    let footer = footerPinned
      ? shown(.sectionFooter(section: 0), screenY: -12, height: 28, offset: offset).drawn(at: DrawingOrder.content, pinned: true)
      : placed(.sectionFooter(section: 0), y: 172, height: 28)
    var observed = observation(.drag(translation: -10), offset: offset, elements: [
      shown(.sectionHeader(section: 0), screenY: 0, height: 28, offset: offset).drawn(at: DrawingOrder.content, pinned: true),
      placed(row0, y: 128, height: 44), footer,
      placed(.sectionHeader(section: 1), y: 222, height: 28),
    ], contentHeight: 250, height: 320, scale: 2)
    // The table records the place the floating footer left (C33).
    if footerPinned { observed.vacatedFooterPlaces = [CGRect(x: 0, y: 172, width: viewWidth, height: 28)] }
    return run(.selfSizingHeader, layoutSpacing: 22, [observed])
  }

  @Test func c33TheNaturalPlaceAFloatingFooterLeftIsNotAGap() {
    // 49.132 of background below the pinned header: 27.132 of it is the footer's natural
    // place (172 - 144.868), the rest the declared 22 above section 1's header.
    #expect(noGap.check(floatingFooterCase(footerPinned: true)) == nil)
    #expect(abs(noGap.vacatedFooterSlots(floatingFooterCase(footerPinned: true).observations[0], from: 28, to: 77.132) - 27.132) < 0.001)
  }

  @Test func c33AFooterInItsNaturalPlaceLeavesNothingToSubtract() throws {
    // The same band with the footer where it belongs: it covers its place, so the only
    // background is the declared 22 (no finding); remove the footer and the 27 pt show.
    #expect(noGap.check(floatingFooterCase(footerPinned: false)) == nil)
    let offset: CGFloat = 144.868
    let missing = run(.selfSizingHeader, layoutSpacing: 22, [
      observation(.drag(translation: -10), offset: offset, elements: [
        shown(.sectionHeader(section: 0), screenY: 0, height: 28, offset: offset).drawn(at: DrawingOrder.content, pinned: true),
        placed(row0, y: 128, height: 44), placed(.sectionHeader(section: 1), y: 222, height: 28),
      ], contentHeight: 250, height: 320, scale: 2)
    ])
    let violation = try #require(noGap.check(missing))
    #expect(violation.message.contains("49.132 of background between section 0 header (bottom 28)"))
    #expect(!violation.message.contains("floating footer"))
  }

  @Test func c33AFooterFloatedUpUnderAPinnedHeaderIsPlacedByThePlaceTheTableRecords() throws {
    // Seed 2 with containers generated (SE landscape, the keyboard and two 49-pt insets): section
    // 0's header pinned at the top, its one row scrolled away above, its footer floated up to
    // its lower bound under the header (T15), section 1's header 22 below the footer's natural
    // place (72...116 in content). Offset 77.259: the footer's place shows 28...38.741.
    let offset: CGFloat = 77.259
    func footerCase(recorded: Bool) -> CheckedRun {
      let footer = shown(.sectionFooter(section: 0), screenY: -49.259, height: 44, offset: offset)
        .drawn(at: DrawingOrder.sectionFooter, pinned: true)
      var observed = observation(.drag(translation: -10), offset: offset, elements: [
        shown(.sectionHeader(section: 0), screenY: 0, height: 28, offset: offset)
          .drawn(at: DrawingOrder.sectionHeader, pinned: true),
        footer, placed(.sectionHeader(section: 1), y: 138, height: 28),
      ], contentHeight: 166, height: 320, scale: 2)
      if recorded { observed.vacatedFooterPlaces = [CGRect(x: 0, y: 72, width: viewWidth, height: 44)] }
      return run(.selfSizingHeader, layoutSpacing: 22, [observed])
    }
    #expect(noGap.check(footerCase(recorded: true)) == nil)
    // Without the recorded rectangle nothing placed the band: the checker's limit gave a verdict.
    let unplaced = try #require(noGap.check(footerCase(recorded: false)))
    #expect(unplaced.message.contains("32.741 of background"))
  }

  @Test func c33AFooterFloatedAboveTheViewStillLeavesItsPlaceAtItsNaturalRectangle() throws {
    // Seed 2 (no container): bottom insets of 335 on a 320-pt view put the bottom line above
    // the view, so section 0's footer floats up to its lower bound above the top (not drawn on
    // screen); its natural place (94...122, offset 78.72: screen 15.28...43.28) and the
    // declared 22 are the 37.28 of background under the pinned header.
    let offset: CGFloat = 78.72
    func footerCase(recorded: Bool) -> CheckedRun {
      var observed = observation(.drag(translation: -10), offset: offset, elements: [
        shown(.sectionHeader(section: 0), screenY: 0, height: 28, offset: offset)
          .drawn(at: DrawingOrder.sectionHeader, pinned: true),
        placed(row0, y: 50, height: 44), placed(.sectionHeader(section: 1), y: 144, height: 28),
      ], contentHeight: 172, height: 320, scale: 2)
      if recorded { observed.vacatedFooterPlaces = [CGRect(x: 0, y: 94, width: viewWidth, height: 28)] }
      return run(.selfSizingHeader, layoutSpacing: 22, [observed])
    }
    #expect(noGap.check(footerCase(recorded: true)) == nil)
    let unplaced = try #require(noGap.check(footerCase(recorded: false)))
    #expect(unplaced.message.contains("37.28 of background"))
  }

  @Test func c33ATableRecordsTheNaturalPlaceOfEveryFloatingFooterOnScreen() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.content = TableContent([
      TableContent.Section(rows: 10, rowHeight: 44, headerHeight: 28, footerHeight: 30),
    ])
    table.layoutIfNeeded()
    let observed = table.observe(.marker("rest"))
    let footer = observed.elements.first { $0.kind == .sectionFooter(section: 0) }
    // The footer floats up to the bottom edge; its natural place is below the last row, off
    // screen, so no band it left is recorded (only places on screen are).
    #expect(footer?.isPinned == true)
    let header = observed.elements.first { $0.kind == .sectionHeader(section: 0) }
    #expect(header?.isPinned == false)
    #expect(observed.vacatedFooterPlaces.isEmpty)
    // Scrolled to the end, the footer rests in its natural place: nothing is vacated.
    table.contentOffset.y = table.contentSize.height - 200
    table.layoutIfNeeded()
    #expect(table.observe(.marker("end")).vacatedFooterPlaces.isEmpty)
    // Three rows: the footer's natural place (182...212, below the 22-pt padding) is on screen; a bottom inset taller
    // than the view puts the bottom line above the view and floats the footer away from it.
    let short = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
    short.content = TableContent([TableContent.Section(rows: 3, rowHeight: 44, headerHeight: 28, footerHeight: 30)])
    short.layoutIfNeeded()
    #expect(short.observe(.marker("rest")).vacatedFooterPlaces.isEmpty)
    short.contentInset.bottom = 400
    short.layoutIfNeeded()
    #expect(short.observe(.marker("over")).vacatedFooterPlaces == [short.rectForFooter(inSection: 0)])
  }

  @Test func appliesToEveryFamily() {
    #expect(Set(noGap.families) == Set(StrategyFamily.allCases))
  }

  @Test func c37AStripUnderTheAppsOwnTopInsetIsNotAGap() throws {
    // Seed 7's sweep case (...-2a430097): a section header's bottom at 41.161 and the table
    // header's top at 64, on an SE (status bar 20) with the app's 44-point band (20..64): the
    // strip lies wholly under what the app draws there.
    func state(band: CGFloat) -> CheckedRun {
      var state = observation(
        .layoutPass(1), offset: 0,
        elements: [
          shown(.sectionHeader(section: 0), screenY: 19.161, height: 22).drawn(at: DrawingOrder.sectionHeader, pinned: true),
          shown(.tableHeader, screenY: 64, height: 44).drawn(at: DrawingOrder.broughtToFront),
          shown(row0, screenY: 108, height: 44),
        ], contentHeight: 2000, insetTop: 44 + band, safeTop: 20, width: 320, height: 568)
      state.appTopInset = band
      return run(.tableHeader, minimum: 44, maximum: 200, [state])
    }
    #expect(noGap.check(state(band: 44)) == nil)
    let violation = try #require(noGap.check(state(band: 0)))
    #expect(violation.message.hasPrefix("22.839 of background between section 0 header (bottom 41.161)"))
  }
}
