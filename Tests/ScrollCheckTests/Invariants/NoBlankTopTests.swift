import ScrollGeometry
import Testing

@testable import ScrollCheck
@testable import Strategies

@Suite struct NoBlankTopTests {
  let noBlankTop = NoBlankTop()

  func check(_ observations: [Observation], scenarioAdjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic)
    -> Violation?
  {
    noBlankTop.check(run(.nonFloatingSections, scenarioAdjustment: scenarioAdjustment, observations))
  }

  /// At rest at the top of a table whose content's top is `insetTop` below the 47-point safe
  /// area (the strategy's own inset), its first section's header at content y `firstY`.
  func atTop(insetTop: CGFloat = 0, firstY: CGFloat = 0, _ marker: String = "rest top") -> Observation {
    let offset = -(47 + insetTop)
    return observation(
      .marker(marker), offset: offset,
      elements: [
        placed(.sectionHeader(section: 0), y: firstY, height: 28), placed(.row(section: 0, row: 0), y: firstY + 28, height: 44),
      ], contentHeight: 800, validRange: offset...0, insetTop: insetTop, safeTop: 47)
  }

  @Test func acceptsContentThatStartsWhereTheBarsEnd() {
    #expect(check([atTop()]) == nil)
    #expect(check([atTop(insetTop: pixel)]) == nil)
  }

  @Test func rejectsAStrategysInsetThatLeavesABlankBand() throws {
    // Round 18's mutant N4: an iOS 6 status bar inset of 20 points on top of the adjustment.
    let violation = try #require(check([atTop(insetTop: 20)]))
    #expect(
      violation.message
        == "at rest at the top a blank band 20 tall lies between the bars (which end at 47) and the content's top at 67 (contentOffset.y -67, adjustedContentInset.top 67, contentInset.top 20); the first thing drawn below it is section 0 header at 67"
    )
    #expect(violation.marks == [CGRect(x: 0, y: 47, width: viewWidth, height: 20)])
    // At appearance too.
    #expect(check([atTop(insetTop: 20, ProbeMarker.appeared)]) != nil)
  }

  @Test func roomTheTablesOwnLayoutLeavesIsTheContents() {
    // A grouped table's 35-point band (T31) or a top padding (T6) puts the first section
    // lower in the content: that is the table's layout, not an inset.
    #expect(check([atTop(firstY: 35)]) == nil)
    // Below an inset band, the band is still blank.
    #expect(check([atTop(insetTop: 20, firstY: 35)]) != nil)
  }

  /// `atTop(insetTop: 20)` with one more element at screen y `y`, `height` tall.
  func withElement(
    _ kind: ElementKind, y: CGFloat = 47, height: CGFloat = 20, blank: Bool = false,
    zIndex: Int = DrawingOrder.content
  ) -> Observation {
    var observation = atTop(insetTop: 20)
    observation.elements.append(
      ElementFrame(
        kind: kind, contentFrame: CGRect(x: 0, y: y - 67, width: viewWidth, height: height),
        screenFrame: CGRect(x: 0, y: y, width: viewWidth, height: height), zIndex: zIndex, drawsNothing: blank))
    return observation
  }

  @Test func somethingDrawnInTheBandFillsIt() {
    // A view the strategy draws in its inset (a banner over the content's top) is no blank
    // band, nor is a refreshing spinner (drawn at rest only while it refreshes, W43).
    #expect(check([withElement(.view(name: "banner"))]) == nil)
    #expect(check([withElement(.refreshControl)]) == nil)
    // A blank view does not fill it, nor a view behind the table, nor one under the bars.
    #expect(check([withElement(.view(name: "spacer"), blank: true)]) != nil)
    #expect(check([withElement(.view(name: "backdrop"), zIndex: DrawingOrder.behindScrollView)]) != nil)
    #expect(check([withElement(.view(name: "under the bars"), y: 10, height: 37)]) != nil)
  }

  @Test func aViewThatFillsTheBandsTopLeavesTheRestBlank() throws {
    let violation = try #require(check([withElement(.view(name: "banner"), height: 5)]))
    #expect(
      violation.message.hasPrefix(
        "at rest at the top a blank band 15 tall lies between what is drawn below the bars (ending at 52) and the content's top at 67"
      ))
    #expect(violation.marks == [CGRect(x: 0, y: 52, width: viewWidth, height: 15)])
  }

  @Test func theBarsAreWhereTheyAreDrawnNotTheSafeAreasTop() throws {
    // A strategy's own additionalSafeAreaInsets.top of 20 grows the safe area to 67 under
    // bars that end at 47: the content starts at 67, below a blank band.
    var extra = observation(
      .marker("rest top"), offset: -67,
      elements: [placed(.sectionHeader(section: 0), y: 0, height: 28), placed(.row(section: 0, row: 0), y: 28, height: 44)],
      contentHeight: 800, validRange: -67...0, safeTop: 67)
    #expect(check([extra]) == nil)
    extra.topBarsBottom = 47
    let violation = try #require(check([extra]))
    #expect(violation.message.contains("a blank band 20 tall lies between the bars (which end at 47)"))
  }

  @Test func contentUnderTheBarsIsNotABlankBand() {
    // A negative inset carries the content under the bars: `uncovered`'s matter, not this.
    #expect(check([atTop(insetTop: -28)]) == nil)
  }

  @Test func aScenarioThatDrawsUnderTheBarsStillSeesABandBelowThem() {
    // Asking for .never lets the content start at the screen's top, but content that starts
    // below the bars leaves the same band.
    #expect(check([atTop()], scenarioAdjustment: .never) == nil)
    #expect(check([atTop(insetTop: 20)], scenarioAdjustment: .never) != nil)
  }

  @Test func judgesOnlyStatesAtRestWithSomethingDrawn() {
    var empty = atTop(insetTop: 20)
    empty.elements = []
    #expect(check([empty]) == nil)
    var dragged = atTop(insetTop: 20)
    dragged.isTracking = true
    #expect(check([dragged]) == nil)
    #expect(check([atTop(insetTop: 20, "rest")]) == nil)
  }

  @Test func theProbeTakesTheAppsInsetsBackAndEndsARefreshThenRestsAtTheTop() throws {
    #expect(markers(noBlankTop.probe) == ["rest top"])
    let rest = try #require(noBlankTop.probe.firstIndex(of: .restAtTop))
    for step in [
      ProbeStep.event(GestureEvent.takeBackAppInsets), .event(GestureEvent.takeBackAppAdditionalSafeArea),
      .event(.endRefreshing),
    ] {
      let index = try #require(noBlankTop.probe.firstIndex(of: step), "\(step)")
      #expect(index < rest, "\(step)")
    }
  }
}

/// `no-blank-top` on the catalogue's fixed strategy and on round 18's mutant N4 of it,
/// through the runner (one sample scenario each; the sweeps in CHANGES.md are the wider
/// evidence).
@Suite struct NoBlankTopRunTests {
  /// `non-floating-sections.fixed` with one more line after its setup: N4's
  /// `tableView.contentInset.top = 20`, or the same 20 points as `additionalSafeAreaInsets`.
  struct ExtraTopTable: NonFloatingSectionsStrategy {
    var throughSafeArea = false
    var id: String { throughSafeArea ? "additional-safe-area-table" : "status-bar-inset-table" }
    var summary: String {
      "the fixed grouped table with 20 points of " + (throughSafeArea ? "additional safe area" : "top inset")
        + " on top of the adjustment"
    }
    let knownViolations: [KnownViolation] = []
    let loadsFromStoryboard = true
    func makeViewController() -> UIViewController { Controller(throughSafeArea: throughSafeArea) }

    final class Controller: UIViewController, UIScrollViewDelegate {
      let tableView = UITableView(frame: .zero, style: .grouped)
      let throughSafeArea: Bool
      init(throughSafeArea: Bool) {
        self.throughSafeArea = throughSafeArea
        super.init()
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        embedFullScreen(tableView, delegate: self)
        if throughSafeArea {
          additionalSafeAreaInsets.top = 20
        } else {
          tableView.contentInset.top = 20
        }
      }
    }
  }

  /// The fixed grouped table under a 44-point palette the strategy keeps above it, in its own
  /// `additionalSafeAreaInsets` (as Apple suggests for a view above a scroll view), drawn in
  /// front of the table unless said otherwise; with an `accessibilityIdentifier` or without.
  struct PaletteTable: NonFloatingSectionsStrategy {
    enum Layout: Sendable {
      /// Across the band, over the table.
      case band
      /// Across the band, behind the table.
      case behind
      /// Parked off screen to the left, as a closed drawer.
      case offScreen
      /// Half the table's width.
      case narrow
      /// The band's top 20 points.
      case partial
      /// A transparent container across the band, holding a small painted button.
      case transparentContainer
    }
    var identified = true
    var layout = Layout.band
    var id: String { "palette-table" }
    let summary = "the fixed grouped table below a palette kept in its own additional safe area"
    let knownViolations: [KnownViolation] = []
    let loadsFromStoryboard = true
    func makeViewController() -> UIViewController { Controller(identified: identified, layout: layout) }

    final class Controller: UIViewController, UIScrollViewDelegate {
      let tableView = UITableView(frame: .zero, style: .grouped)
      let palette = UIView()
      let button = UIView()
      let identified: Bool
      let layout: Layout
      init(identified: Bool, layout: Layout) {
        self.identified = identified
        self.layout = layout
        super.init()
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        if layout == .transparentContainer {
          button.backgroundColor = .white
          palette.addSubview(button)
        } else {
          palette.backgroundColor = .white
        }
        if identified { palette.accessibilityIdentifier = "palette" }
        if layout == .behind { view.addSubview(palette) }
        embedFullScreen(tableView, delegate: self)
        if layout != .behind { view.addSubview(palette) }
        additionalSafeAreaInsets.top = 44
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        var frame = CGRect(x: 0, y: view.safeAreaInsets.top - 44, width: width, height: 44)
        switch layout {
        case .offScreen: frame.origin.x = -width
        case .narrow: frame.size.width = width / 2
        case .partial: frame.size.height = 20
        default: break
        }
        palette.frame = frame
        button.frame = CGRect(x: 8, y: 8, width: 28, height: 28)
      }
    }
  }

  @Test func v5AnIdentifiedPaletteOverTheTableFillsTheBand() throws {
    let outcome = try CaseRunner.run(PaletteTable(), NoBlankTop(), ScenarioSamples.simple())
    #expect(outcome.violation == nil, "\(outcome.violation?.message ?? "")")
    let rest = try #require(outcome.run.restingMarkers(["rest top"]).last)
    let observation = outcome.run.observations[rest]
    let palette = try #require(observation.viewsOverScrollView.first)
    #expect(palette.kind == .view(name: "palette"))
    #expect(palette.zIndex == DrawingOrder.overScrollView)
    let bars = try #require(observation.topBarsBottom)
    #expect(abs(palette.screenFrame.minY - bars) < 0.01 && palette.screenFrame.height == 44)
    // Only markers carry them, and no other invariant's elements change.
    #expect(outcome.run.observations.filter { !$0.viewsOverScrollView.isEmpty }.allSatisfy {
      if case .marker = $0.cause { true } else { false }
    })
    #expect(!outcome.run.observations.contains { $0.elements.contains { $0.kind == .view(name: "palette") } })
  }

  /// What the rule cannot see, or what does not fill the band, is reported: a palette with no
  /// identifier, one behind the table (the table's background covers it), one off screen, one
  /// half as wide as the table, and a transparent container whose small button is all it draws.
  @Test(arguments: [
    (false, PaletteTable.Layout.band), (true, .behind), (true, .offScreen), (true, .narrow),
    (true, .transparentContainer),
  ])
  func v5APaletteThatDoesNotFillTheBandLeavesItBlank(identified: Bool, layout: PaletteTable.Layout) throws {
    let outcome = try CaseRunner.run(
      PaletteTable(identified: identified, layout: layout), NoBlankTop(), ScenarioSamples.simple())
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("a blank band 44 tall"))
  }

  /// A palette over the band's top 20 points fills them; the 24 below it are blank.
  @Test func v5APaletteOverPartOfTheBandLeavesTheRestBlank() throws {
    let outcome = try CaseRunner.run(PaletteTable(layout: .partial), NoBlankTop(), ScenarioSamples.simple())
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("a blank band 24 tall"))
    #expect(violation.message.contains("what is drawn below the bars"))
  }

  @Test func theFixedTableStartsWhereTheBarsEnd() throws {
    let outcome = try CaseRunner.run(NonFloatingSectionsFixed(), NoBlankTop(), ScenarioSamples.simple())
    #expect(outcome.violation == nil)
    #expect(outcome.run.restingMarkers(["rest top"]).count == 1)
  }

  /// The app's own additional safe area, set by the script and taken back by the probe,
  /// leaves the strategy's own 20 points where they were: the band shows at rest at the top
  /// too, not only at appearance (round 19's audit: a take-back to zero erased them).
  @Test func theProbeKeepsAStrategysOwnAdditionalSafeArea() throws {
    var scenario = ScenarioSamples.simple()
    scenario.script = [.setAdditionalSafeArea(top: 44, bottom: 0)]
    let outcome = try CaseRunner.run(ExtraTopTable(throughSafeArea: true), NoBlankTop(), scenario)
    #expect(outcome.violation != nil)
    let rest = try #require(outcome.run.restingMarkers(["rest top"]).last)
    let observation = outcome.run.observations[rest]
    let bars = try #require(observation.topBarsBottom)
    #expect(observation.safeAreaInsets.top == bars + 20)
    #expect(NoBlankTop().check(outcome.run) != nil)
  }

  @Test(arguments: [false, true])
  func anExtraTopInsetLeavesABlankBand(throughSafeArea: Bool) throws {
    let outcome = try CaseRunner.run(ExtraTopTable(throughSafeArea: throughSafeArea), NoBlankTop(), ScenarioSamples.simple())
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("a blank band 20 tall"))
  }
}
