import ScrollGeometry

/// What a finding rests on: the engine assumptions its run exercised, and whether the
/// violation still shows when each is replaced by each of its alternatives (one at a time).
public struct Provenance: Hashable, Sendable {
  /// What happened to the violation under one alternative.
  public enum Outcome: String, Hashable, Sendable {
    /// The same invariant is still violated.
    case shows
    /// The invariant holds.
    case gone
    /// A model bound cut the case under the alternative.
    case inconclusive
  }

  /// One alternative tried.
  public struct Trial: Hashable, Sendable {
    /// The setting, `ID=alternative`.
    public var setting: String
    /// What happened.
    public var outcome: Outcome

    /// Creates a trial.
    public init(setting: String, outcome: Outcome) {
      self.setting = setting
      self.outcome = outcome
    }
  }

  /// The alternatives the finding ran under (`ID=alternative` for every exercised
  /// assumption), sorted by id.
  public var ranUnder: [String]
  /// Every other alternative of those assumptions, tried one at a time.
  public var trials: [Trial]
  /// Rules of kind assumption with no modelled alternative that the finding also rests on
  /// (`Invariant.restsOn`), by id.
  public var alsoRestsOn: [String]

  /// Creates a provenance.
  public init(ranUnder: [String], trials: [Trial], alsoRestsOn: [String] = []) {
    self.ranUnder = ranUnder
    self.trials = trials
    self.alsoRestsOn = alsoRestsOn
  }

  /// Whether the violation shows under every modelled alternative.
  public var isRobust: Bool { trials.allSatisfy { $0.outcome == .shows } }

  /// The settings the finding needs: the one it ran under for each assumption whose
  /// alternative made it disappear (or left it undecided).
  public var dependsOn: [String] {
    let ids = trials.filter { $0.outcome != .shows }.map { $0.setting.prefix { $0 != "=" } }
    return ranUnder.filter { setting in ids.contains { setting.hasPrefix($0 + "=") } }
  }

  /// One line: "robust: shows under every modelled alternative (S11, T3)", or "depends on
  /// S11=pull (with S11=stay it does not show)".
  /// An "also rests on" clause names the unmodelled assumptions (`alsoRestsOn`).
  public var line: String {
    let also = alsoRestsOn.isEmpty
      ? "" : "; also rests on " + alsoRestsOn.joined(separator: ", ") + " (an assumption with no modelled alternative)"
    if trials.isEmpty {
      return (alsoRestsOn.isEmpty ? "robust: its run exercises no modelled assumption" : "no modelled alternative applies") + also
    }
    if isRobust {
      let ids = ranUnder.map { String($0.prefix { $0 != "=" }) }
      return "robust: shows under every modelled alternative of " + ids.joined(separator: ", ") + also
    }
    let failing = trials.filter { $0.outcome != .shows }.map { trial in
      trial.setting + (trial.outcome == .gone ? " it does not show" : " it is inconclusive")
    }
    return "depends on " + dependsOn.joined(separator: ", ") + " (with " + failing.joined(separator: "; with ") + ")" + also
  }
}
