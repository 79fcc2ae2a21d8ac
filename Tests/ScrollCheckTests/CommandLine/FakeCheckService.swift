import ScrollCheck
import ScrollGeometry

/// A `CheckService` for tests: a three-strategy, three-invariant catalog whose violations
/// are chosen by the test.
class FakeCheckService: CheckService {
  let strategies: [StrategyInfo] = [
    StrategyInfo(
      id: "stretchy-table-header.published", family: .tableHeader,
      summary: "The published stretchy header.", expectedViolations: ["no-gap"]),
    StrategyInfo(id: "stretchy-table-header.fixed", family: .tableHeader, summary: "The fixed one."),
    StrategyInfo(
      id: "swiftui-header.published", family: .swiftUIHeader, summary: "A SwiftUI header.",
      expectedViolations: ["pinned"]),
  ]
  let invariants: [InvariantInfo] = [
    InvariantInfo(
      id: "clamped", families: [.tableHeader], summary: "Header height stays in range.",
      explanation: "The header height stays within its minimum and maximum.",
      tolerance: "one screen pixel"),
    InvariantInfo(
      id: "no-gap", families: Family.allCases, summary: "No background shows under the header.",
      explanation: "No background shows between the header and the first row.",
      tolerance: "one screen pixel"),
    InvariantInfo(
      id: "pinned", families: [.swiftUIHeader], summary: "Scrolled up, the header stays on top.",
      explanation: "Scrolled up, the header's top stays at the view's top.",
      tolerance: "one screen pixel"),
  ]

  /// The (strategy, invariant) pairs that are violated, as `"strategy/invariant"`.
  var violations: [String]
  /// The last request given to `run` or `exhaustive`.
  var lastRequest: RunRequest?
  /// The last bound given to `exhaustive`.
  var lastBound: ExhaustiveBound?
  /// A message put into every finding (for escaping tests).
  var message = "gap of 20 between header bottom 64 and row 0.0 top 84"

  init(violations: [String]? = nil) {
    self.violations = violations ?? ["stretchy-table-header.published/no-gap", "swiftui-header.published/pinned"]
  }

  func finding(_ strategy: String, _ invariant: String) -> Finding {
    let before = Self.observation(step: 1, headerHeight: 200, offset: 0)
    let after = Self.observation(step: 2, headerHeight: 180, offset: -20)
    return Finding(
      strategyID: strategy, invariantID: invariant,
      scenario: ["device 375x667 @2x, safe area top 20", "1 section of 2 rows of height 44", "step 1: drag down by 20", "step 2: release"],
      failingStep: 2, failingStepDescription: "release after dragging down by 20", message: message,
      token: "v1:\(strategy):\(invariant)",
      shrink: ShrinkStatistics(originalSize: 120, steps: 14, evaluations: 380, budgetExhausted: false),
      before: before, after: after,
      marks: [CGRect(x: 0, y: 180, width: 375, height: 20.5)])
  }

  static func observation(step: Int, headerHeight: CGFloat, offset: CGFloat) -> Observation {
    let bounds = CGRect(x: 0, y: offset, width: 375, height: 667)
    let header = ElementFrame(
      kind: .tableHeader, contentFrame: CGRect(x: 0, y: 0, width: 375, height: headerHeight),
      screenFrame: CGRect(x: 0, y: -offset, width: 375, height: headerHeight))
    let row = ElementFrame(
      kind: .row(section: 0, row: 0), contentFrame: CGRect(x: 0, y: 200, width: 375, height: 44),
      screenFrame: CGRect(x: 0, y: 200 - offset, width: 375, height: 44))
    return Observation(
      step: step, cause: step == 1 ? .drag(translation: 20) : .release,
      contentOffset: CGPoint(x: 0, y: offset), contentInset: .zero, adjustedContentInset: .zero,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
      contentSize: CGSize(width: 375, height: 288), bounds: bounds, validOffsetY: -20...0,
      isTracking: false, isDragging: false, fingerTranslation: 0, elements: [header, row],
      headerFit: nil, scale: 2)
  }

  func cells(for request: RunRequest, cases: Int) -> [Cell] {
    var cells: [Cell] = []
    for strategyID in request.strategyIDs {
      let strategy = strategies.first { $0.id == strategyID }!
      for invariantID in request.invariantIDs {
        let invariant = invariants.first { $0.id == invariantID }!
        let verdict: CellVerdict
        if !invariant.applies(to: strategy.family) {
          verdict = .notApplicable
        } else if violations.contains("\(strategyID)/\(invariantID)") {
          verdict = .violated(finding(strategyID, invariantID))
        } else {
          verdict = .passed(cases: cases)
        }
        cells.append(Cell(strategyID: strategyID, invariantID: invariantID, verdict: verdict))
      }
    }
    return cells
  }

  func report(_ request: RunRequest, mode: RunMode, cases: Int, progress: (RunProgress) -> Void) -> RunReport {
    let cells = cells(for: request, cases: cases)
    for (index, cell) in cells.enumerated() {
      progress(RunProgress(completed: index + 1, total: cells.count, label: "\(cell.strategyID) / \(cell.invariantID)"))
    }
    // Deliberately shuffled input order: the report must sort it.
    return RunReport(
      mode: mode, strategies: strategies.filter { request.strategyIDs.contains($0.id) },
      invariants: invariants.filter { request.invariantIDs.contains($0.id) }, cells: cells.reversed(),
      timings: RunTimings(totalSeconds: 1.25, secondsPerStrategy: ["stretchy-table-header.fixed": 0.5]))
  }

  func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport {
    lastRequest = request
    let count = request.count ?? 100
    return report(request, mode: .random(seed: request.seed, count: count), cases: count, progress: progress)
  }

  func replay(token: String) throws -> ReplayResult {
    let parts = token.split(separator: ":").map(String.init)
    guard parts.count == 3, parts[0] == "v1", strategies.contains(where: { $0.id == parts[1] }) else {
      throw CheckServiceError.invalidToken("not a v1 token")
    }
    let verdict: CellVerdict =
      violations.contains("\(parts[1])/\(parts[2])") ? .violated(finding(parts[1], parts[2])) : .passed(cases: 1)
    return ReplayResult(strategyID: parts[1], invariantID: parts[2], verdict: verdict)
  }

  func exhaustive(
    _ bound: ExhaustiveBound, request: RunRequest, announce: (ExhaustiveDomain) -> Void,
    progress: (RunProgress) -> Void
  ) throws -> RunReport {
    lastRequest = request
    lastBound = bound
    let domain = ExhaustiveDomain(bound: bound, scenarioCount: 4321, dimensions: ["rows: 0, 1, 2", "heights: 44, 100"])
    announce(domain)
    return report(request, mode: .exhaustive(domain), cases: 4321, progress: progress)
  }

  func benchmark() -> [BenchmarkLine] {
    [BenchmarkLine(name: "generators: six numbers", value: 1_000_000, unit: "cases/s", note: "2x the bare loop")]
  }
}

/// What one invocation of the command produced.
struct CommandResult {
  var code: Int32
  var output: String
  var error: String
}

/// Runs `scrollcheck` with `arguments` against `service`, capturing everything.
func scrollcheck(
  _ arguments: [String], service: FakeCheckService = FakeCheckService(),
  environment: [String: String] = [:], terminal: TerminalStatus = TerminalStatus(false)
) -> CommandResult {
  var output = ""
  var error = ""
  let code = ScrollCheckCommand.main(
    arguments: arguments, environment: environment, service: service, standardOutput: &output,
    standardError: &error, terminal: terminal, seedSource: { 0xC0FFEE })
  return CommandResult(code: code, output: output, error: error)
}
