import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A grouped table whose `scrollViewDidScroll` nudges the offset down by a point each time,
/// `chain` times in a row once a drag starts it (`nil`: for ever).
private class NudgingController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView(frame: .zero, style: .grouped)
  let chain: Int?
  var remaining = 0
  var dragged = false

  init(chain: Int?) {
    self.chain = chain
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragged = true
    remaining = chain ?? Int.max
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard dragged, remaining > 0 else { return }
    remaining -= 1
    scrollView.contentOffset.y += 0.001
  }
}

/// A strategy over `NudgingController`.
private struct NudgingStrategy: NonFloatingSectionsStrategy {
  let id = "test.nudging"
  let summary = "nudges the offset from scrollViewDidScroll"
  let knownViolations: [KnownViolation] = []
  let chain: Int?
  func makeViewController() -> UIViewController { NudgingController(chain: chain) }
}

/// A table whose controller asks for another layout pass from `viewDidLayoutSubviews`,
/// `extra` times after it loads (`nil`: for ever).
private final class RelayingController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  var remaining: Int?

  init(extra: Int?) {
    remaining = extra
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let left = remaining {
      guard left > 0 else { return }
      remaining = left - 1
    }
    view.setNeedsLayout()
  }
}

/// Both loops at once, from the first move of a drag: `scrollViewDidScroll` nudges the offset
/// 30 times in a row (a finite chain, past the default bound of 16), and
/// `viewDidLayoutSubviews` asks for another layout pass for ever (an endless layout loop).
private final class NudgingAndRelayingController: NudgingController {
  var relaying = false

  init() { super.init(chain: 30) }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if relaying { view.setNeedsLayout() }
  }

  override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    super.scrollViewWillBeginDragging(scrollView)
    relaying = true
    view.setNeedsLayout()
  }
}

/// A strategy over `NudgingAndRelayingController`.
private struct NudgingAndRelayingStrategy: NonFloatingSectionsStrategy {
  let id = "test.nudging-and-relaying"
  let summary = "a finite re-entry chain and an endless layout loop"
  let knownViolations: [KnownViolation] = []
  func makeViewController() -> UIViewController { NudgingAndRelayingController() }
}

/// A self-sizing-family strategy over `RelayingController`.
private struct RelayingStrategy: SelfSizingHeaderStrategy {
  let id = "test.relaying"
  let summary = "asks for another layout pass from viewDidLayoutSubviews"
  let knownViolations: [KnownViolation] = []
  let extra: Int?
  func makeViewController(headerText: String) -> UIViewController { RelayingController(extra: extra) }
  func setHeaderText(_ text: String, in viewController: UIViewController) {}
}

/// Mutant N8's mistake on its own (a plausible slip in `stretchy-table-header.fixed`): the
/// blank room below the rows worked out from the table's `contentSize`, which the room is part
/// of, and worked out again whenever the content size changes. The room and the size chase
/// each other: an endless layout loop.
private final class ContentSizeRoomController: UIViewController, UIScrollViewDelegate {
  final class Table: UITableView {
    var contentSizeDidChange: (() -> Void)?
    override var contentSize: CGSize {
      didSet { if oldValue != contentSize { contentSizeDidChange?() } }
    }
  }

  let tableView = Table(frame: .zero, style: .plain)
  let spacer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self
    tableView.contentSizeDidChange = { [weak self] in self?.updateRoom() }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateRoom()
  }

  func updateRoom() {
    let height = max(0, 150 + tableView.bounds.height - tableView.contentSize.height)
    guard tableView.tableFooterView == nil || abs(height - spacer.frame.height) > 1e-9 else { return }
    spacer.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: height)
    tableView.tableFooterView = spacer
  }
}

/// A table-header-family strategy over `ContentSizeRoomController`.
private struct ContentSizeRoomStrategy: StretchyTableHeaderStrategy {
  let id = "test.content-size-room"
  let summary = "room below the rows from the content size it changes"
  let knownViolations: [KnownViolation] = []
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .tableHeader, minimumHeight: proposal.minimum, maximumHeight: proposal.maximum, stretches: false)
  }
  func makeViewController(heights: HeaderHeights) -> UIViewController { ContentSizeRoomController() }
}

/// A SwiftUI header whose `onChange` feeds itself: once the header has moved, each update
/// changes the state it watches again, `chain` times (`nil`: for ever).
struct FeedingHeaderView: View {
  let chain: Int?
  @State private var count = 0

  var body: some View {
    ScrollView {
      LazyVStack(pinnedViews: [.sectionHeaders]) {
        Section {
          Text("row").frame(height: 60)
        } header: {
          GeometryReader { geo in
            Color.red
              .onChange(of: geo.frame(in: .global).minY) { _ in count = 1 }
              .onChange(of: count) { value in
                if value > 0, chain.map({ value < $0 }) ?? true { count = value + 1 }
              }
          }
          .frame(height: 100)
        }
      }
    }
  }
}

/// A SwiftUI-family strategy over `FeedingHeaderView`.
private struct FeedingHeaderStrategy: StickyHeaderStrategy {
  let id = "test.feeding-header"
  let summary = "an onChange that feeds itself"
  let knownViolations: [KnownViolation] = []
  let chain: Int?
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .swiftUIHeader, minimumHeight: 100, maximumHeight: 100, stretches: false)
  }
  func makeView(itemCount: Int, baseHeight: CGFloat) -> FeedingHeaderView { FeedingHeaderView(chain: chain) }
}

/// An invariant that holds on every run: what a cut leaves of it is inconclusive.
private struct HoldsAlways: Invariant {
  let id = "holds-always"
  let families = StrategyFamily.allCases
  let summary = ""
  let explanation = ""
  func check(_ run: CheckedRun) -> Violation? { nil }
}

@Suite("A model bound never decides a verdict (S13)")
struct ModelBoundTests {
  let scenario = ScenarioSamples.simple(rows: 30, script: [.drag(translation: -30, moves: 3), .release])

  @Test func s13EndlessReentryIsATerminatesViolation() throws {
    let outcome = try CaseRunner.run(NudgingStrategy(chain: nil), Terminates(), scenario)
    let violation = try #require(outcome.violation)
    #expect(violation.message.contains("without end"))
    #expect(outcome.run.observations[violation.observationIndex].step == 1)
  }

  @Test func s13OtherInvariantsAreInconclusiveAfterTheCut() throws {
    let outcome = try CaseRunner.run(NudgingStrategy(chain: nil), BouncesBack(), scenario)
    #expect(outcome.violation == nil)
    #expect(outcome.inconclusiveReason?.contains("re-entered 16 deep") == true)
  }

  @Test func s13TheInconclusiveReasonSaysWhatTheDeeperRerunShowed() throws {
    let endless = try CaseRunner.run(NudgingStrategy(chain: nil), BouncesBack(), scenario)
    #expect(
      endless.inconclusiveReason
        == "scrollViewDidScroll re-entered 16 deep; the loop was cut, and again at 64 on a re-run: endless")
    let early = observation(.drag(translation: 10), offset: -5)
    let events = [TraceEvent(step: 1, observationIndex: 1, event: .settleBoundHit(frames: 600))]
    let settle = run(.tableHeader, events: events, [early, early])
    let ended = CaseRunner.judge(settle, HoldsAlways(), rerun: .chainEnded).inconclusiveReason
    #expect(ended == "the settle animation did not come to rest in 600 frames (re-run 64 deep: its re-entry ended)")
    #expect(CaseRunner.judge(settle, HoldsAlways(), rerun: .cutAgain).inconclusiveReason?.hasSuffix("was cut too") == true)
    // Each reason fits the report's line: 4 columns of indent and its parentheses.
    for reason in [endless.inconclusiveReason, ended] { #expect((reason?.count ?? 0) + 6 <= 100) }
    #expect(CaseRunner.judge(settle, HoldsAlways()).inconclusiveReason == "the settle animation did not come to rest in 600 frames")
  }

  @Test func s13ADeepButFiniteChainIsJudgedOnTheDeeperRun() throws {
    // 30 nested calls: cut by the default bound of 16, not by the confirming one.
    let outcome = try CaseRunner.run(NudgingStrategy(chain: 30), Terminates(), scenario)
    #expect(outcome.verdict == .held)
    #expect(!outcome.run.trace.events.contains { $0.event.isReentrancyBoundHit })
    let bounces = try CaseRunner.run(NudgingStrategy(chain: 30), BouncesBack(), scenario)
    #expect(bounces.inconclusiveReason == nil)
  }

  @Test func c5ALayoutThatConvergesPastTheDefaultBoundIsJudgedOnTheDeeperRun() throws {
    // 20 passes at load: cut by the default bound of 8, not by the confirming 100. UIKit runs
    // them in one run-loop turn, so nothing is a finding and nothing is inconclusive.
    let long = try CaseRunner.run(RelayingStrategy(extra: 20), Converges(), scenario)
    #expect(long.verdict == .held)
    #expect(!long.run.trace.events.contains { $0.event.isModelBound })
    #expect(try CaseRunner.run(RelayingStrategy(extra: 20), HoldsAlways(), scenario).verdict == .held)
    // Endless: still asking after 100 passes, a violation of `converges`, and what the bound cut
    // of any other invariant is inconclusive, with the re-run named.
    let endless = try CaseRunner.run(RelayingStrategy(extra: nil), Converges(), scenario)
    #expect(endless.violation != nil)
    let other = try CaseRunner.run(RelayingStrategy(extra: nil), HoldsAlways(), scenario)
    #expect(other.inconclusiveReason == "layout did not converge in 8 passes, nor in 100 on a re-run: endless")
    #expect(UIView.layoutPassBound == UIView.maximumLayoutPasses)
  }

  @Test func c5AnEndlessLayoutLoopInAnyFamilyIsAFindingNotASilentPass() throws {
    // Before round 9 only the self-sizing family had `converges`: this loop left every other
    // invariant inconclusive and the run said OK.
    let short = ScenarioSamples.simple(rows: 1, script: [.drag(translation: -30, moves: 3), .release])
    let loop = try CaseRunner.run(ContentSizeRoomStrategy(), Converges(), short)
    #expect(loop.violation != nil)
    #expect(try CaseRunner.run(ContentSizeRoomStrategy(), HoldsAlways(), short).inconclusiveReason?.hasSuffix("endless") == true)
  }

  @Test func c5ASwiftUIUpdateThatSettlesPastItsDefaultBoundIsJudgedOnTheDeeperRun() throws {
    // 30 self-fed updates: past the host's 16 update passes, within the confirming 100.
    let finite = try CaseRunner.run(FeedingHeaderStrategy(chain: 30), Converges(), scenario)
    #expect(finite.verdict == .held)
    #expect(!finite.run.trace.events.contains { $0.event.isModelBound })
    // For ever: still updating after 100 passes is `converges`'s finding.
    let endless = try CaseRunner.run(FeedingHeaderStrategy(chain: nil), Converges(), scenario)
    #expect(endless.violation != nil)
    #expect(try CaseRunner.run(FeedingHeaderStrategy(chain: nil), HoldsAlways(), scenario).inconclusiveReason?.hasSuffix("endless") == true)
  }

  @Test func s13EachKindOfBoundIsDecidedOnItsOwn() {
    let both = ["re-entrancy", "layout"]
    // Every loop ended on the deeper run: it is judged.
    #expect(CaseRunner.rerunChoice(first: both, deeper: []) == (true, .chainEnded))
    // Both came back: endless, judged where they began.
    #expect(CaseRunner.rerunChoice(first: both, deeper: both) == (false, .cutAgain))
    #expect(CaseRunner.rerunChoice(first: ["layout"], deeper: ["layout"]) == (false, .cutAgain))
    // One ended and one came back: the deeper run, so the ended one's default bound decides
    // nothing (before round 9's review the first run was judged and it could).
    #expect(CaseRunner.rerunChoice(first: both, deeper: ["layout"]) == (true, .cutAgain))
    #expect(CaseRunner.rerunChoice(first: both, deeper: ["re-entrancy"]) == (true, .cutAgain))
    // A loop the deeper run reached only past where the first was cut is its own finding there.
    #expect(CaseRunner.rerunChoice(first: ["re-entrancy"], deeper: ["layout"]) == (true, .cutAgain))
  }

  @Test func s13AFiniteChainBesideAnEndlessLayoutLoopIsNotATerminatesFinding() throws {
    // The drag's first move starts both: the first run is cut 8 passes in and 16 deep. On the
    // deeper run the chain of 30 ends (under 64) and the layout loop is cut again. The deeper
    // run is judged, so the re-entrancy bound of 16, which cut a chain that ends, is in no
    // judged trace (judged on the first run, before review r9's point 1, it was), and the
    // layout loop is `converges`'s finding, in the words of the bound that judged it.
    let strategy = NudgingAndRelayingStrategy()
    let terminates = try CaseRunner.run(strategy, Terminates(), scenario)
    #expect(terminates.violation == nil)
    #expect(!terminates.run.trace.events.contains { $0.event.isReentrancyBoundHit })
    #expect(
      terminates.inconclusiveReason == "layout did not converge in 100 passes on a re-run with the deeper bound: endless")
    let converges = try #require(try CaseRunner.run(strategy, Converges(), scenario).violation)
    #expect(converges.message.hasPrefix("layout did not converge in 100 passes on a re-run with the deeper bound"))
  }

  @Test func c5TheRerunStopsOnceEveryKindOfBoundTheFirstRunHitCameBack() throws {
    // An endless layout loop: the re-run, at 100 passes a layout, stops at the first step by
    // which the layout bound came back, not at the end of the script (round 11: the re-run of
    // every layout at 100 passes was most of a default run's time).
    let stop = #expect(throws: CaseRunner.RerunDecided.self) {
      try UIView.$layoutPassBound.withValue(CaseRunner.confirmingLayoutPasses) {
        try CaseRunner.record(RelayingStrategy(extra: nil), HoldsAlways(), scenario, stopsOnceHit: ["layout"])
      }
    }
    // The loop starts at load: the re-run stops at its appearance, before the script's steps.
    #expect(stop?.step == 0)
    // A loop that ends on the re-run: it runs to the end, and is the run judged.
    let finite = try UIView.$layoutPassBound.withValue(CaseRunner.confirmingLayoutPasses) {
      try CaseRunner.record(RelayingStrategy(extra: 20), HoldsAlways(), scenario, stopsOnceHit: ["layout"])
    }
    #expect(!finite.trace.events.contains { $0.event.isModelBound })
    // A kind the first run did not hit does not stop it: the run goes on, to be compared whole.
    let other = try CaseRunner.record(NudgingStrategy(chain: nil), HoldsAlways(), scenario, stopsOnceHit: ["layout"])
    #expect(other.trace.events.contains { $0.event.isReentrancyBoundHit })
    #expect(other.observations.last?.step == scenario.script.count + 1)
  }

  @Test func s13AViolationBeforeTheCutStands() {
    let early = observation(.drag(translation: 10), offset: -5)
    let late = observation(.animationFrame(1), offset: -2)
    let events = [TraceEvent(step: 1, observationIndex: 2, event: .settleBoundHit(frames: 600))]
    let trace = run(.tableHeader, events: events, [early, late, late])
    struct FailsAt: Invariant {
      let index: Int
      let id = "fails-at"
      let families = StrategyFamily.allCases
      let summary = ""
      let explanation = ""
      func check(_ run: CheckedRun) -> Violation? { Violation(observationIndex: index, message: "x") }
    }
    #expect(CaseRunner.judge(trace, FailsAt(index: 1)).violation != nil)
    #expect(CaseRunner.judge(trace, FailsAt(index: 2)).inconclusiveReason?.contains("600 frames") == true)
    // A bound the invariant itself judges does not cut it.
    let loop = [TraceEvent(step: 1, observationIndex: 2, event: .layoutPassBoundHit(passes: 8))]
    #expect(CaseRunner.judge(run(.selfSizingHeader, events: loop, [early, late, late]), Converges()).violation != nil)
  }

  @Test func s13InconclusiveCellsAreCountedNotVerdicts() throws {
    let service = CatalogService(strategies: [NudgingStrategy(chain: nil)], invariants: [Terminates(), BouncesBack()])
    let report = try service.run(RunRequest(strategyIDs: [], invariantIDs: [], count: 3, seed: 5), progress: { _ in })
    let terminates = try #require(report.cell(strategy: "test.nudging", invariant: "terminates"))
    #expect(terminates.verdict.isViolation)
    let bounces = try #require(report.cell(strategy: "test.nudging", invariant: "bounces-back"))
    guard case .inconclusive(let cases, let inconclusive, _) = bounces.verdict else {
      Issue.record("expected inconclusive, got \(bounces.verdict.name)")
      return
    }
    #expect(cases == 3 && inconclusive >= 1)
    // Inconclusive is not a difference from the record; the unrecorded violation is.
    #expect(report.unexpected.map(\.invariantID) == ["terminates"])
    #expect(TextReport(report).render().contains("? "))
    #expect(TextReport(report).render().contains("1 inconclusive"))
  }
}
