/// The mistakes seed 002 lists (and one it implies), each a one-line departure from its
/// standard pattern.
public enum SelfSizingMistake: String, CaseIterable, Hashable, Sendable {
  /// "missing bottom constraints": the label's bottom is not tied to the header's.
  case missingBottomConstraint = "missing-bottom-constraint"
  /// "labels that need numberOfLines = 0 but were left at one line".
  case singleLineLabel = "single-line-label"
  /// "forgetting to assign the header back to tableView.tableHeaderView after changing its
  /// height".
  case noReassign = "no-reassign"
  /// "calculate the fitting height before the table view has its final width": measured
  /// only in `viewDidLoad`.
  case measuredEarly = "measured-early"
  /// Reassigning on every layout pass without the `if header.frame.height != ...` guard
  /// that "prevents endless reassignment loops".
  case unguardedReassign = "unguarded-reassign"
}
