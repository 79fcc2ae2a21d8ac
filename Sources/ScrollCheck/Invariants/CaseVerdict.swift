/// What one case tells about an invariant.
public enum CaseVerdict: Hashable, Sendable {
  /// The invariant held over the whole trace.
  case held
  /// The invariant broke at a state recorded before any model bound cut the run.
  case violated(Violation)
  /// A model bound (re-entrancy depth, animation frames, layout passes) cut the run before
  /// the invariant could be decided: not a verdict (S13). The reason names the bound.
  case inconclusive(reason: String)
}
