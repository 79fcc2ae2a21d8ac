import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

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
        == "at rest at the top edge a blank band 20 tall lies between the bars (which end at 47) and the content's top at 67 (contentOffset.y -67, adjustedContentInset.top 67, contentInset.top 20); the first thing drawn is section 0 header at 67"
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

  @Test func somethingDrawnInTheBandFillsIt() {
    // A view the strategy draws in its inset (a banner over the content's top) is no blank band.
    var filled = atTop(insetTop: 20)
    filled.elements.append(
      ElementFrame(
        kind: .view(name: "banner"), contentFrame: CGRect(x: 0, y: -20, width: viewWidth, height: 20),
        screenFrame: CGRect(x: 0, y: 47, width: viewWidth, height: 20)))
    #expect(check([filled]) == nil)
    // A blank view, a bar or a refresh control does not fill it.
    for (kind, blank) in [(ElementKind.view(name: "spacer"), true), (.refreshControl, false)] {
      var other = atTop(insetTop: 20)
      other.elements.append(
        ElementFrame(
          kind: kind, contentFrame: CGRect(x: 0, y: -20, width: viewWidth, height: 20),
          screenFrame: CGRect(x: 0, y: 47, width: viewWidth, height: 20), drawsNothing: blank))
      #expect(check([other]) != nil, "\(kind)")
    }
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

  @Test func theProbeTakesTheAppsInsetsBackThenRestsAtTheTop() throws {
    #expect(markers(noBlankTop.probe) == ["rest top"])
    let takeBack = try #require(noBlankTop.probe.firstIndex(of: .event(GestureEvent.takeBackAppInsets)))
    #expect(takeBack < noBlankTop.probe.firstIndex(of: .restAtTop)!)
  }
}

/// `no-blank-top` on the catalogue's fixed strategy and on round 18's mutant N4 of it,
/// through the runner.
@Suite struct NoBlankTopRunTests {
  /// The fixed strategy with the mutant's one line: `tableView.contentInset.top = 20`.
  struct StatusBarInsetTable: NonFloatingSectionsStrategy {
    let id = "status-bar-inset-table"
    let summary = "a grouped table with an iOS 6 status bar inset on top of the adjustment"
    let knownViolations: [KnownViolation] = []
    func makeViewController() -> UIViewController { Controller() }

    final class Controller: UIViewController {
      let tableView = UITableView(frame: .zero, style: .grouped)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.isPinnedToSuperviewEdges = true
        tableView.contentInsetAdjustmentBehavior = .always
        tableView.contentInset.top = 20
      }
    }
  }

  @Test func theFixedTableStartsWhereTheBarsEnd() throws {
    let outcome = try CaseRunner.run(NonFloatingSectionsFixed(), NoBlankTop(), ScenarioSamples.simple())
    #expect(outcome.violation == nil)
    #expect(!outcome.run.restingMarkers(["rest top"]).isEmpty)
  }

  @Test func aStatusBarInsetOnTopOfTheAdjustmentLeavesABlankBand() throws {
    let outcome = try CaseRunner.run(StatusBarInsetTable(), NoBlankTop(), ScenarioSamples.simple())
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("a blank band 20 tall"))
  }
}
