import ScrollGeometry
import Strategies

/// A property every strategy of some families must have, checked over a recorded trace.
///
/// An invariant is pure: its `check` reads the trace and returns the first violation. The
/// runner performs `probe` after the scenario's own script so that the trace contains what
/// the check needs (a pull and release, a collapse, a return to the same offset, ...).
public protocol Invariant: Sendable {
  /// The stable identifier (`clamped`, `no-gap`, ...): a public contract.
  var id: String { get }
  /// The families it applies to.
  var families: [StrategyFamily] { get }
  /// One line for `scrollcheck list`.
  var summary: String { get }
  /// A paragraph for `scrollcheck explain`.
  var explanation: String { get }
  /// What the runner does after the scenario's script before checking.
  var probe: [ProbeStep] { get }
  /// The probe the runner performs for this scenario: `probe`, less the steps that cannot
  /// do anything in it (the refresh trips without a refresh control). A requirement, so
  /// that an invariant's own answer is heard through `any Invariant`.
  func probe(for scenario: Scenario) -> [ProbeStep]
  /// Whether it applies to a strategy with this declaration (by default: to its families).
  /// A requirement, so that an invariant's own answer is heard through `any Invariant`.
  func applies(to declaration: HeaderDeclaration) -> Bool
  /// Whether this invariant's verdict is about a model bound being hit (`terminates` judges
  /// the re-entrancy bound, `converges` the layout-pass bound). Any other bound hit cuts the
  /// trace: the invariant judges only the states before it, and a case it cannot decide
  /// there is inconclusive, never a verdict.
  func judges(_ event: EngineEvent) -> Bool
  /// The first violation in the run, or nil when the invariant holds.
  func check(_ run: CheckedRun) -> Violation?
  /// The rules of `docs/semantics.md` of kind **assumption** with no modelled alternative
  /// that every violation of this invariant rests on (`pinned`: U5, the pin line): a
  /// finding's provenance names them, since no replay can show it robust to them.
  var restsOn: [String] { get }
  /// Whether the invariant has something to judge only where the app has a refresh control
  /// (`refresh-visible`): a random search of its cells gives every case one (round 15's
  /// mutation audit: with one case in eight, dropping the fix it guards survived the default
  /// run). A requirement, so that an invariant's own answer is heard through `any Invariant`.
  var needsRefreshControl: Bool { get }
}

extension Invariant {
  /// By default, the probe only lets the view come to rest.
  public var probe: [ProbeStep] { [.settle] }

  /// By default, the same probe for every scenario.
  public func probe(for scenario: Scenario) -> [ProbeStep] { probe }

  /// By default, no unmodelled assumption of its own.
  public var restsOn: [String] { [] }

  /// By default, every case is drawn as the family's generator draws it.
  public var needsRefreshControl: Bool { false }

  /// Whether this invariant applies to a strategy of the given family and declaration.
  public func applies(to declaration: HeaderDeclaration) -> Bool {
    families.contains(declaration.family)
  }

  /// By default an invariant judges no bound: every bound hit cuts its trace.
  public func judges(_ event: EngineEvent) -> Bool { false }
}
