import ScrollGeometry
import Strategies

/// Runs one case: builds the world for a strategy and a scenario, plays the scenario's
/// script and the invariant's probe, and checks the invariant over the trace.
public enum CaseRunner {
  /// What one case produced.
  public struct Outcome: Sendable {
    /// What the invariant saw.
    public var run: CheckedRun
    /// Held, violated, or cut by a model bound before it could be decided.
    public var verdict: CaseVerdict

    /// The violation, if the invariant does not hold.
    public var violation: Violation? {
      if case .violated(let violation) = verdict { return violation }
      return nil
    }

    /// The engine assumptions (`EngineAssumptions.catalog` ids) the run reached a point of,
    /// sorted: where another alternative could have changed what happened.
    public var exercised: [String] = []
    /// For each of them, the observation counts of the judged recording at which it was
    /// reached (C36).
    public var exercisedAt: [String: [Int]] = [:]
    /// The assumptions whose alternative in force the run asked for (`EngineAssumptions.uses`),
    /// sorted, whether or not the answer could matter: a rule outside both lists cannot have
    /// changed anything the run did (P8).
    public var consulted: [String] = []

    /// Why the case could not be decided, when a model bound cut it.
    public var inconclusiveReason: String? {
      if case .inconclusive(let reason) = verdict { return reason }
      return nil
    }
  }

  /// The re-entrancy bound a case that hit the default one (16) is run again with, to tell
  /// an endless `scrollViewDidScroll` loop from a deep but finite one (S13).
  public static let confirmingDidScrollDepth = 64

  /// The layout-pass (and SwiftUI update-pass) bound a case that hit the default one (8; 16
  /// for a SwiftUI update) is run again with, to tell an endless layout loop from one that
  /// converges in more passes (C5): 100, the threshold Apple's layout feedback loop debugger
  /// is usually given (`-UIViewLayoutFeedbackLoopDebuggingThreshold`, 50 to 1000 layouts of a
  /// view in one run-loop turn).
  public static let confirmingLayoutPasses = 100

  /// The environment a declaration is asked for at the end of a case (K2): the device's
  /// screen in the world's orientation, at the window's size now (a Split View resize
  /// changes the width and with it the size class, W19).
  static func environment(of world: World, _ scenario: Scenario) -> HeaderEnvironment {
    let screen = scenario.device.screen(landscape: world.isLandscape)
    return scenario.headerEnvironment(
      on: Screen(size: world.windowSize ?? screen.size, scale: screen.scale, safeAreaInsets: screen.safeAreaInsets),
      landscape: world.isLandscape)
  }

  public static func makeWorld(_ strategy: any Strategy, _ scenario: Scenario) throws -> World {
    let world = try makeBareWorld(strategy, scenario)
    // The view the declaration names as the header is observed wherever it is (V1).
    let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
    world.recorder.headerView = strategy.declaration(
      for: heights, in: scenario.headerEnvironment(on: scenario.initialScreen, landscape: scenario.device.startsInLandscape)
    ).headerView
    return world
  }

  /// The heights the strategy declares for the scenario's proposal: where a
  /// `set-header-height` starts from (W47).
  private static func declaredHeights(
    _ strategy: any Strategy, _ scenario: Scenario, _ proposal: HeaderHeights
  ) -> HeaderHeights {
    let declared = strategy.declaration(
      for: proposal, in: scenario.headerEnvironment(on: scenario.initialScreen, landscape: scenario.device.startsInLandscape))
    return HeaderHeights(minimum: declared.minimumHeight, maximum: declared.maximumHeight)
  }

  private static func makeBareWorld(_ strategy: any Strategy, _ scenario: Scenario) throws -> World {
    switch strategy {
    case let control as LayoutControl:
      // The strategy's own controller, built in its world, shows where its table goes (C35).
      let original = try makeBareWorld(control.original, scenario) as? TableWorld
      let plain = original.flatMap { original in
        UIView.$mainScreenScale.withValue(scenario.device.initialScreen.scale) {
          StoryboardAttributes.$current.withValue(original.attributes) {
            LayoutControl.plainController(mirroring: original.controller)
          }
        }
      }
      guard let plain else {
        throw CheckServiceError.unavailable("strategy \(strategy.id) has no table a layout control can copy")
      }
      return TableWorld(scenario: scenario, storyboard: control.loadsFromStoryboard, makeController: { plain })
    case let strategy as any StretchyTableHeaderStrategy:
      let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
      return TableWorld(
        scenario: scenario, storyboard: strategy.loadsFromStoryboard,
        makeController: { strategy.makeViewController(heights: heights) },
        setMaximumHeight: { maximum, controller in strategy.setMaximumHeight(maximum, in: controller) },
        heights: declaredHeights(strategy, scenario, heights))
    case let strategy as any SelfSizingHeaderStrategy:
      return TableWorld(
        scenario: scenario, storyboard: strategy.loadsFromStoryboard,
        makeController: { strategy.makeViewController(headerText: scenario.headerText) },
        setHeaderText: { text, controller in strategy.setHeaderText(text, in: controller) })
    case let strategy as any NonFloatingSectionsStrategy:
      return TableWorld(
        scenario: scenario, storyboard: strategy.loadsFromStoryboard,
        makeController: { strategy.makeViewController() },
        setSectionHeaderHeight: { height, controller in strategy.setSectionHeaderHeight(height, in: controller) })
    case let strategy as any InsetHeaderStrategy:
      let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
      return TableWorld(
        scenario: scenario, storyboard: strategy.loadsFromStoryboard,
        makeController: { strategy.makeViewController(heights: heights) },
        setMaximumHeight: { maximum, controller in strategy.setMaximumHeight(maximum, in: controller) },
        heights: declaredHeights(strategy, scenario, heights))
    case let strategy as any StickyHeaderStrategy:
      return try SwiftUIWorld(scenario: scenario, strategy: strategy)
    default:
      throw CheckServiceError.unavailable(
        "strategy \(strategy.id) conforms to no family protocol the runner knows")
    }
  }

  /// Runs the case and checks the invariant. A model bound never decides the verdict (S13):
  /// a case that hit the re-entrancy bound runs again with a deeper one, and a loop that is
  /// still cut there is endless (what `terminates` reports); an invariant judges only the
  /// states recorded before the first bound it is not about, and a case it cannot decide
  /// there is inconclusive.
  /// The engine runs under `assumptions` (each rule's default unless chosen).
  /// `recordsText` makes the trace carry the text lines of labels, for pictures of a finding.
  ///
  /// With a budget, the case is stopped between engine steps once it runs past it, with a
  /// `CaseInterruption` (a `hangs` finding), and a worker's watchdog hears of its limit.
  public static func run(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario,
    assumptions: EngineAssumptions = EngineAssumptions(), recordsText: Bool = false,
    budget: CaseBudget? = nil
  ) throws -> Outcome {
    defer { if budget != nil { CaseWatchdog.shared.end() } }
    let log = ExerciseLog()
    func recorded(stoppingOnceHit kinds: [String]? = nil) throws -> CheckedRun {
      // Each run has the whole budget: the confirming re-run (S13, C5) is the same case run
      // again, not the rest of the first run, so a slow case is never made a `hangs` by it.
      let meter = budget.map(CaseMeter.init)
      if let budget { CaseWatchdog.shared.begin(limit: budget.seconds) }
      return try EngineAssumptions.$current.withValue(assumptions) {
        try EngineAssumptions.$log.withValue(log) {
          try record(
            strategy, invariant, scenario, recordsText: recordsText, meter: meter, stopsOnceHit: kinds)
        }
      }
    }
    let first = try recorded()
    let firstPositions = log.positions
    var outcome: Outcome
    var positions = firstPositions
    if first.trace.events.contains(where: \.event.isConfirmedByRerun) {
      // The re-run stops once every kind of bound the first run hit has come back (C5): each
      // of those loops is then endless, and the first run is judged, where they began.
      let firstKinds = Self.confirmedBoundKinds(first)
      let deeper: CheckedRun?
      do {
        deeper = try UIScrollView.$didScrollDepthBound.withValue(confirmingDidScrollDepth) {
          try UIView.$layoutPassBound.withValue(confirmingLayoutPasses) {
            try HostingScrollView.$updatePassBound.withValue(confirmingLayoutPasses) {
              try recorded(stoppingOnceHit: firstKinds)
            }
          }
        }
      } catch is RerunDecided {
        deeper = nil
      }
      // A deep but finite chain of calls, or a layout that converges in more passes than the
      // default bound: the deeper run is the faithful one (UIKit runs them in one turn).
      // Each kind of bound is decided on its own: when the first run hit both and only one
      // comes back, the deeper run is judged, so the one that ended decides nothing.
      let choice = deeper.map {
        Self.rerunChoice(first: firstKinds, deeper: Self.confirmedBoundKinds($0))
      } ?? (judgesDeeper: false, rerun: .cutAgain)
      outcome = judge(choice.judgesDeeper ? deeper ?? first : first, invariant, rerun: choice.rerun)
      if choice.judgesDeeper { positions = log.positions }
    } else {
      outcome = judge(first, invariant)
    }
    // The rules both runs reached: which run is judged depends on the first run as well as
    // the deeper one, so a rule either reached can change the verdict, and provenance replays
    // under its alternatives. The positions are the judged recording's (C36).
    outcome.exercised = log.exercised
    outcome.exercisedAt = positions
    outcome.consulted = log.consulted
    return outcome
  }

  /// Which run to judge after a confirming re-run, from the kinds of bound each hit: the deeper
  /// run when none came back (every loop ended) or when another set came back (a loop ended
  /// there, so its default bound decides nothing); the first when the same ones came back
  /// (each loop is endless, judged where it began).
  static func rerunChoice(first: [String], deeper: [String]) -> (judgesDeeper: Bool, rerun: Rerun) {
    if deeper.isEmpty { return (true, .chainEnded) }
    return (deeper != first, .cutAgain)
  }

  /// The kinds of re-run bound a run hit: re-entrancy (S13), layout passes (C5), in that order.
  static func confirmedBoundKinds(_ run: CheckedRun) -> [String] {
    confirmedBoundKinds(in: run.trace)
  }

  static func confirmedBoundKinds(in trace: Trace) -> [String] {
    let events = trace.events.lazy.map(\.event)
    var kinds: [String] = []
    if events.contains(where: \.isReentrancyBoundHit) { kinds.append("re-entrancy") }
    if events.contains(where: { if case .layoutPassBoundHit = $0 { true } else { false } }) { kinds.append("layout") }
    return kinds
  }

  /// Thrown by a confirming re-run once every kind of bound the first run hit came back.
  struct RerunDecided: Error {
    /// The step after which the re-run stopped (0: its appearance).
    let step: Int
  }

  /// What the re-run with the deeper re-entrancy bound showed, for an inconclusive case's
  /// reason (S13).
  enum Rerun {
    /// The case did not hit the re-entrancy bound: there was no re-run.
    case none
    /// The re-run's `scrollViewDidScroll` chain ended below the deeper bound; it is the run judged.
    case chainEnded
    /// The re-run was cut at the deeper bound too: the loop is endless (`terminates`).
    case cutAgain
  }

  /// Checks a recorded run, cutting it at the first bound the invariant does not judge. An
  /// inconclusive case's reason names that bound and what the deeper re-run showed.
  static func judge(_ run: CheckedRun, _ invariant: any Invariant, rerun: Rerun = .none) -> Outcome {
    let parts = CasePartsLog.current
    let judgeStart = parts == nil ? 0 : CPUTime.thread()
    let cut = run.trace.events.first { $0.event.isModelBound && !invariant.judges($0.event) }
    let violation = invariant.check(run)
    if let parts { parts.add(judging: CPUTime.thread() - judgeStart) }
    guard let cut else {
      return Outcome(run: run, verdict: violation.map { .violated($0) } ?? .held)
    }
    if let violation, violation.observationIndex < cut.observationIndex,
      (violation.comparedIndex ?? -1) < cut.observationIndex
    {
      return Outcome(run: run, verdict: .violated(violation))
    }
    let depth = confirmingDidScrollDepth
    let reason: String
    switch rerun {
    case .none: reason = "\(cut.event)"
    // Kept short: the report prints a reason on one line of at most 100 columns.
    case .chainEnded:
      reason = "\(cut.event) (re-run \(depth) deep: its re-entry ended)"
    case .cutAgain where cut.event.isConfirmedByRerun:
      reason = endlessLoopDescription(cut.event)
    case .cutAgain:
      reason = "\(cut.event); a re-run \(depth) deep was cut too"
    }
    return Outcome(run: run, verdict: .inconclusive(reason: reason))
  }

  /// A loop the confirming re-run showed endless, in words, from the bound hit in the run
  /// judged: the default bound, hit again on the re-run; or, where the deeper run is judged
  /// (another kind of loop ended there), the re-run's own bound.
  static func endlessLoopDescription(_ event: EngineEvent) -> String {
    switch event {
    case .reentrancyBoundHit(let depth) where depth >= confirmingDidScrollDepth,
      .layoutPassBoundHit(let depth) where depth >= confirmingLayoutPasses:
      return "\(event) on a re-run with the deeper bound: endless"
    case .reentrancyBoundHit:
      return "\(event), and again at \(confirmingDidScrollDepth) on a re-run: endless"
    case .layoutPassBoundHit:
      return "\(event), nor in \(confirmingLayoutPasses) on a re-run: endless"
    default:
      return "\(event)"
    }
  }

  /// Builds the world, plays the script and the probe, and returns what was recorded.
  ///
  /// `stopsOnceHit`, on a confirming re-run, is the kinds of bound the first run hit: the run
  /// throws `RerunDecided` after the first engine step by which every one of them came back.
  static func record(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario, recordsText: Bool = false,
    meter: CaseMeter? = nil, stopsOnceHit kinds: [String]? = nil
  ) throws -> CheckedRun {
    // Every view the case builds (twins and views made by the script too) is made on the
    // scenario's device: it starts at that screen's scale (C11).
    // ... and its scroll views draw animations at the scenario's frame pacing (S21).
    try UIView.$mainScreenScale.withValue(scenario.device.initialScreen.scale) {
      try UIScrollView.$framePacing.withValue(scenario.pacing) {
        try recordOnDevice(strategy, invariant, scenario, recordsText: recordsText, meter: meter, stopsOnceHit: kinds)
      }
    }
  }

  private static func recordOnDevice(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario, recordsText: Bool,
    meter: CaseMeter?, stopsOnceHit kinds: [String]?
  ) throws -> CheckedRun {
    // Where in the trace each assumption is reached, for the provenance (C36); while the
    // world is built, before the first observation.
    var shown: TraceRecorder?
    EngineAssumptions.log?.startRecording { shown?.trace.observations.count ?? 0 }
    // `--timings`: the case's parts, counted however the run ends (a confirming re-run that
    // stops once decided, a case past its budget, a world that cannot be built).
    let parts = CasePartsLog.current
    let buildStart = parts == nil ? 0 : CPUTime.thread()
    var scriptStart: Double?
    var probeStart: Double?
    var probeEnd: Double?
    defer {
      if let parts {
        let now = CPUTime.thread()
        parts.add(
          building: (scriptStart ?? now) - buildStart, script: scriptStart.map { (probeStart ?? now) - $0 } ?? 0,
          probe: probeStart.map { (probeEnd ?? now) - $0 } ?? 0)
      }
    }
    let world = try makeWorld(strategy, scenario)
    let recorder = world.recorder
    shown = recorder
    recorder.recordsText = recordsText
    world.appear()
    world.scrollView.record(.marker(ProbeMarker.appeared))
    let driver = WorldDriver(
      world: world, script: scenario.script, makeTwin: { (try? makeWorld(strategy, scenario)) ?? world })
    func checkpoint() throws {
      try meter?.check(observations: recorder.trace.observations.count)
      if let kinds, !kinds.isEmpty, Self.confirmedBoundKinds(in: recorder.trace) == kinds {
        throw RerunDecided(step: recorder.step)
      }
    }
    try checkpoint()
    if parts != nil { scriptStart = CPUTime.thread() }
    for (index, event) in scenario.script.enumerated() {
      recorder.step = index + 1
      driver.perform(event)
      try checkpoint()
    }
    recorder.step = scenario.script.count + 1
    world.scrollView.record(.marker(ProbeMarker.scriptEnd))
    if parts != nil { probeStart = CPUTime.thread() }
    for step in invariant.probe(for: scenario) {
      driver.perform(step)
      try checkpoint()
    }
    if parts != nil { probeEnd = CPUTime.thread() }
    let heights = HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
    var spacing: CGFloat = 0
    var pinned: CGFloat = 0
    if let table = world as? TableWorld {
      spacing = table.resolvedTopPadding
      pinned = table.largestPinnedHeight
    }
    let environment = Self.environment(of: world, scenario)
    let declaration = strategy.declaration(for: heights, in: environment)
    if let problem = DeclarationCheck.problem(declaration, of: strategy) {
      throw CheckServiceError.invalidInput(problem + " on a \(environment.screenSize.width.compactDescription)-point-wide screen")
    }
    // A header view the declaration names but the hierarchy never shows would let every
    // invariant pass unseen: an error, not a pass.
    if let reference = declaration.headerView {
      let kind = ElementKind.view(name: reference.elementName)
      if !recorder.trace.observations.contains(where: { $0.element(kind) != nil }) {
        let missing: String
        switch reference {
        case .accessibilityIdentifier(let name):
          missing = "no view of its hierarchy has the accessibilityIdentifier '\(TerminalText.escaped(name))'"
        case .tag(let tag): missing = "no view of its hierarchy has the tag \(tag)"
        }
        throw CheckServiceError.invalidInput(
          "strategy '\(TerminalText.escaped(strategy.id))' names its header view, but \(missing)")
      }
    }
    var run = CheckedRun(
      declaration: declaration, layoutSpacingBelowHeader: spacing,
      largestPinnedHeight: pinned, trace: recorder.trace, scenarioAdjustment: scenario.askedAdjustment)
    run.adjustmentInForce = world.scrollView.contentInsetAdjustmentBehavior
    if scenario.container.navigationBar?.asksForLargeTitle == true, let table = world as? TableWorld {
      run.refusedLargeTitle = table.controller.navigationItem.largeTitleDisplayMode == .never
    }
    return run
  }

  /// Describes the script step an observation belongs to: "step 2 (drag by -120)", or the
  /// probe after the script.
  public static func describeStep(_ step: Int, of scenario: Scenario) -> String {
    if step == 0 { return "appearing" }
    if step <= scenario.script.count {
      return "step \(step) (\(scenario.script[step - 1].plainDescription))"
    }
    return "the probe after the script"
  }
}
