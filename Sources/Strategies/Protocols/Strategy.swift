import ScrollGeometry

/// A scroll-header technique under test: an identifier, a family, what it promises, and
/// what the suite found it breaks.
///
/// Conform through one of the family protocols (`StretchyTableHeaderStrategy`,
/// `StickyHeaderStrategy`, `SelfSizingHeaderStrategy`, `NonFloatingSectionsStrategy`),
/// which say how the technique is built into the engine.
public protocol Strategy: Sendable {
  /// The stable identifier, e.g. `stretchy-table-header.published`.
  var id: String { get }
  /// One line for `scrollcheck list`.
  var summary: String { get }
  /// The family whose invariants apply.
  var family: StrategyFamily { get }
  /// The invariants the suite found this strategy breaks, each with the token of its
  /// minimal counterexample, recorded from real runs (empty for a strategy expected to pass
  /// everything).
  var knownViolations: [KnownViolation] { get }
  /// What the strategy promises when a scenario proposes these header heights. A strategy
  /// whose heights are constants (as a published recipe's are) ignores the proposal.
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration
  /// What the strategy promises on a given device: implement this one when the promise
  /// depends on the safe area or the size class (a header as tall as its content plus the
  /// safe area). By default, `declaration(for:)`. The family and whether the header stretches
  /// must not depend on the environment (they decide which invariants apply).
  func declaration(for proposal: HeaderHeights, in environment: HeaderEnvironment) -> HeaderDeclaration
  /// Whether the port's table comes from a storyboard (an `IBOutlet`), as its seed implies:
  /// then the scenario's storyboard attributes (table-wide heights, top padding, adjustment
  /// behaviour) and the canvas size reach it; a table built in code keeps UIKit's defaults
  /// and a code-built view starts at the screen's size (C1, T18). Default false.
  var loadsFromStoryboard: Bool { get }
  /// The engine assumptions' alternatives (`ID=alternative`, as `--assume` takes them) under
  /// which the strategy says it holds too, beyond the defaults: a fix written for an
  /// alternative (`S11=stay`). A random run searches each of the strategy's unrecorded cells
  /// that held under each of them as well, with a sixth of its count, so that a fix made for
  /// an alternative is guarded by the run and not by unit tests alone. Default: none.
  var alsoHoldsUnder: [String] { get }
  /// The `sc1-...` tokens of cases the strategy once failed and now holds (an earlier
  /// revision's findings, a mistake its fix guards against): every random run replays those
  /// of a cell's invariant before it searches, so a fix that is undone is reported at once
  /// (a new violation, with the token), however rare its case is among the random ones, as
  /// Hypothesis's `@example` cases run before the search. Default: none.
  var regressionTokens: [String] { get }
}

extension Strategy {
  /// By default a port builds its views in code.
  public var loadsFromStoryboard: Bool { false }

  /// By default a strategy promises nothing beyond the default alternatives.
  public var alsoHoldsUnder: [String] { [] }

  /// By default no case is replayed but the record's.
  public var regressionTokens: [String] { [] }

  /// By default the declaration does not depend on the device.
  public func declaration(for proposal: HeaderHeights, in environment: HeaderEnvironment) -> HeaderDeclaration {
    declaration(for: proposal)
  }

  /// The identifiers of the invariants it is recorded to break, sorted.
  public var expectedViolations: [String] {
    Array(Set(knownViolations.map(\.invariant))).sorted()
  }
}

/// A minimum and a maximum (or base) header height.
public struct HeaderHeights: Hashable, Sendable, Codable {
  /// The smallest height the header collapses to.
  public var minimum: CGFloat
  /// The largest height at rest, or the base height of a SwiftUI header.
  public var maximum: CGFloat

  /// Creates a pair of header heights.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }
}
