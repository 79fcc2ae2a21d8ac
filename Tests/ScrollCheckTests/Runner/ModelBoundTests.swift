import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A grouped table whose `scrollViewDidScroll` nudges the offset down by a point each time,
/// `chain` times in a row once a drag starts it (`nil`: for ever).
private final class NudgingController: UIViewController, UIScrollViewDelegate {
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
