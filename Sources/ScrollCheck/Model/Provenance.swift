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

  /// What a plain table with no header code, laid out as the strategy's and run in the same
  /// world, showed (rule C35).
  public struct LayoutControl: Hashable, Sendable {
    /// What the plain table did.
    public enum Outcome: String, Hashable, Sendable {
      /// It breaks the same invariant at the same moment: the finding is the layout's.
      case same
      /// It breaks the invariant, but at another moment.
      case elsewhere
      /// It holds: the finding is the header technique's.
      case holds
      /// A model bound cut its case.
      case inconclusive
    }

    /// What the plain table did.
    public var outcome: Outcome
    /// Its violation's numbers, when it broke the invariant.
    public var message: String?

    /// Creates a control's result.
    public init(outcome: Outcome, message: String?) {
      self.outcome = outcome
      self.message = message
    }

    /// Whether the finding is what the layout shows rather than the header technique.
    public var isLayout: Bool { outcome == .same }

    /// The clause the provenance line starts with.
    public var clause: String {
      switch outcome {
      case .same: "layout, not the header technique: a plain table laid out the same way, with no header code, shows it too (C35)"
      case .elsewhere: "the header technique's here: a plain table laid out the same way breaks it only at another moment (C35)"
      case .holds: "the header technique's: a plain table laid out the same way does not show it (C35)"
      case .inconclusive: "a plain table laid out the same way is inconclusive here (C35)"
      }
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
  /// What the layout control showed (C35); nil when it was not tried (a SwiftUI strategy, an
  /// invariant about the header itself) or could not be built.
  public var layoutControl: LayoutControl?
  /// The exercised assumptions that only a part of the run outside the failure reached (before
  /// the state the failing one is compared with, or after the failing state) and whose
  /// alternatives all still show it (C36): tried, but not what the failure rests on.
  public var reachedOnlyOutsideTheFailure: [String]

  /// Creates a provenance.
  public init(
    ranUnder: [String], trials: [Trial], alsoRestsOn: [String] = [], layoutControl: LayoutControl? = nil,
    reachedOnlyOutsideTheFailure: [String] = []
  ) {
    self.ranUnder = ranUnder
    self.trials = trials
    self.alsoRestsOn = alsoRestsOn
    self.layoutControl = layoutControl
    self.reachedOnlyOutsideTheFailure = reachedOnlyOutsideTheFailure
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
  /// An "also rests on" clause names the unmodelled assumptions (`alsoRestsOn`); the layout
  /// control's clause (C35), when it was tried, comes first.
  public var line: String {
    guard let layoutControl else { return assumptionsLine }
    return layoutControl.clause + "; " + assumptionsLine
  }

  /// The line without the layout control's clause.
  var assumptionsLine: String {
    let also = alsoRestsOn.isEmpty
      ? "" : "; also rests on " + alsoRestsOn.joined(separator: ", ") + " (an assumption with no modelled alternative)"
    if trials.isEmpty {
      return (alsoRestsOn.isEmpty ? "robust: its run exercises no modelled assumption" : "no modelled alternative applies") + also
    }
    if isRobust {
      let all = ranUnder.map { String($0.prefix { $0 != "=" }) }
      let ids = all.filter { !reachedOnlyOutsideTheFailure.contains($0) }
      let outside = all.filter { reachedOnlyOutsideTheFailure.contains($0) }
      // C36: rules only another part of the run reached are named apart.
      let elsewhere = outside.isEmpty
        ? "" : " (and of " + outside.joined(separator: ", ") + ", which only another part of the run reached)"
      if ids.isEmpty {
        return "robust: the failure reaches no modelled assumption; every alternative of "
          + outside.joined(separator: ", ") + ", which only another part of the run reached, still shows it" + also
      }
      return "robust: shows under every modelled alternative of " + ids.joined(separator: ", ") + elsewhere + also
    }
    let failing = trials.filter { $0.outcome != .shows }.map { trial in
      trial.setting + (trial.outcome == .gone ? " it does not show" : " it is inconclusive")
    }
    return "depends on " + dependsOn.joined(separator: ", ") + " (with " + failing.joined(separator: "; with ") + ")" + also
  }
}
