/// How the cases of a report were chosen.
public enum RunMode: Hashable, Sendable {
  /// `count` random cases per strategy and invariant, drawn from `seed`.
  case random(seed: UInt64, count: Int)
  /// Every scenario of a bounded domain.
  case exhaustive(ExhaustiveDomain)
  /// One case rebuilt from a replay token.
  case replay(token: String)

  /// The command that produced this mode: `run`, `exhaustive` or `replay`.
  public var commandName: String {
    switch self {
    case .random: return "run"
    case .exhaustive: return "exhaustive"
    case .replay: return "replay"
    }
  }
}
