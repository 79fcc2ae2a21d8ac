import ScrollGeometry
import Strategies

/// The layout control of a finding (rule C35): the strategy's table, with no header code.
///
/// A UIKit strategy's finding is replayed once more in the same world (device, container,
/// storyboard scene and pin, content, refresh control, script and probe), with the strategy's
/// controller replaced by a plain one that lays out a table of the same style the same way (a
/// `UITableViewController`, or a table added to the controller's view with the same pin, C30)
/// and does nothing else: no header, no delegate code, no inset or offset of its own. When
/// that plain table breaks the same invariant at the same moment, the finding is what any
/// table laid out that way shows on a device (a table pinned to the Safe Area moves down with
/// the status bar and leaves its strip to the view's background), not the header technique's
/// fault; its provenance says so (`Provenance.layoutControl`).
struct LayoutControl: Strategy {
  /// The strategy whose layout the control copies.
  let original: any Strategy

  /// The invariants a plain table can be held to: those about the table and its rows, not
  /// about a header (which the control has none of) or a family's own promise (a plain
  /// table floats its section headers by design: `not-floating` judges the technique that
  /// stops it).
  static let invariants: Set<String> = [
    "stays-put", "fills-screen", "full-width", "round-trip", "idempotent", "no-hysteresis",
    "bounces-back", "reachable", "tracks-finger", "uncovered", "terminates", "finite", "settles",
    "clamped", "refresh-visible",
  ]

  var id: String { original.id }
  var summary: String { "a plain table laid out as \(original.id)'s, with no header code (C35)" }
  var family: StrategyFamily { original.family }
  var knownViolations: [KnownViolation] { [] }
  var loadsFromStoryboard: Bool { original.loadsFromStoryboard }

  /// The original's promise, without a header view of its own (the control has none).
  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    var declaration = original.declaration(for: proposal)
    declaration.headerView = nil
    return declaration
  }

  func declaration(for proposal: HeaderHeights, in environment: HeaderEnvironment) -> HeaderDeclaration {
    var declaration = original.declaration(for: proposal, in: environment)
    declaration.headerView = nil
    return declaration
  }

  /// Whether a finding of this strategy and invariant can have a layout control: a UIKit
  /// table family and an invariant a plain table can be held to.
  static func applies(to strategy: any Strategy, _ invariant: any Invariant) -> Bool {
    strategy.family != .swiftUIHeader && invariants.contains(invariant.id)
  }

  /// A fresh, plain controller laid out as `controller` lays out its table, or nil when its
  /// table is not one the control can copy (no table, or a table below another view). The
  /// original's view is loaded (its `viewDidLoad` places the table) and then dropped.
  static func plainController(mirroring controller: UIViewController) -> UIViewController? {
    if let tableController = controller as? UITableViewController {
      return UITableViewController(style: tableController.tableViewStyle)
    }
    controller.loadViewIfNeeded()
    guard let root = controller.view,
      let table = root.subviews.compactMap({ $0 as? UITableView }).first
    else { return nil }
    return PlainTableController(
      style: table.style, pinnedToSuperviewEdges: table.isPinnedToSuperviewEdges,
      pinnedToSafeArea: table.isPinnedToSafeArea, frame: table.frame,
      refusesLargeTitle: controller.navigationItem.largeTitleDisplayMode == .never)
  }

  /// Replays the finding's case with the control: what a plain table shows there.
  static func check(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario,
    failing: Observation?, assumptions: EngineAssumptions
  ) -> Provenance.LayoutControl? {
    guard applies(to: strategy, invariant) else { return nil }
    let control = LayoutControl(original: strategy)
    // A control the engine cannot build or run says nothing about the finding.
    guard let outcome = try? CaseRunner.run(control, invariant, scenario, assumptions: assumptions) else {
      return nil
    }
    if let violation = outcome.violation {
      let observations = outcome.run.observations
      let at = observations.indices.contains(violation.observationIndex) ? observations[violation.observationIndex] : nil
      let same = at != nil && failing != nil && at?.step == failing?.step && at?.cause == failing?.cause
      return Provenance.LayoutControl(outcome: same ? .same : .elsewhere, message: violation.message)
    }
    if outcome.inconclusiveReason != nil { return Provenance.LayoutControl(outcome: .inconclusive, message: nil) }
    return Provenance.LayoutControl(outcome: .holds, message: nil)
  }
}

/// A controller with nothing but a table of the given style, placed as a strategy's table
/// is (C35): added to its view in `viewDidLoad`, pinned the same way. A storyboard scene's
/// attributes (content, table-wide heights, adjustment behaviour, pin) reach the table as
/// they reach the strategy's, since the world creates it while they are in force.
final class PlainTableController: UIViewController {
  private let style: UITableView.Style
  private let pinnedToSuperviewEdges: Bool
  private let pinnedToSafeArea: Bool
  private let tableFrame: CGRect
  /// Whether the strategy's own code refuses a large title on its screen (round 12: the
  /// control shows the same bar).
  private let refusesLargeTitle: Bool

  init(
    style: UITableView.Style, pinnedToSuperviewEdges: Bool, pinnedToSafeArea: Bool, frame: CGRect,
    refusesLargeTitle: Bool = false
  ) {
    self.style = style
    self.pinnedToSuperviewEdges = pinnedToSuperviewEdges
    self.pinnedToSafeArea = pinnedToSafeArea
    self.tableFrame = frame
    self.refusesLargeTitle = refusesLargeTitle
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if refusesLargeTitle { navigationItem.largeTitleDisplayMode = .never }
    let table = UITableView(frame: .zero, style: style)
    // A pin from the scene is already set; a pin or frame from the strategy's code is copied.
    if !table.isPinnedToSuperviewEdges && !table.isPinnedToSafeArea && !pinnedToSuperviewEdges && !pinnedToSafeArea {
      table.frame = tableFrame
    }
    view.addSubview(table)
    if pinnedToSuperviewEdges { table.isPinnedToSuperviewEdges = true }
    if pinnedToSafeArea { table.isPinnedToSafeArea = true }
  }
}
