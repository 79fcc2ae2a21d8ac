/// The outcome of checking one strategy against one invariant.
public enum CellVerdict: Hashable, Sendable {
  /// Every case held; `cases` is how many were checked.
  case passed(cases: Int)
  /// A case broke the invariant; the finding holds the shrunk case.
  case violated(Finding)
  /// The invariant does not apply to the strategy's family.
  case notApplicable
  /// No case broke the invariant, but a model bound (re-entrancy depth, animation frames,
  /// layout passes) cut `inconclusive` of the `cases` before they could be decided: not a
  /// verdict (S13). `reason` names the first bound hit.
  case inconclusive(cases: Int, inconclusive: Int, reason: String)

  /// The finding, when violated.
  public var finding: Finding? {
    if case .violated(let finding) = self { return finding }
    return nil
  }

  /// Whether the invariant was violated.
  public var isViolation: Bool { finding != nil }

  /// A stable one-word name: `passed`, `violated`, `notApplicable` or `inconclusive`.
  public var name: String {
    switch self {
    case .passed: return "passed"
    case .violated: return "violated"
    case .notApplicable: return "notApplicable"
    case .inconclusive: return "inconclusive"
    }
  }

  /// Whether a model bound left the cell undecided.
  public var isInconclusive: Bool {
    if case .inconclusive = self { return true }
    return false
  }
}
