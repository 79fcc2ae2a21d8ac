import ScrollGeometry

/// One violation of an invariant by a strategy, shrunk to a minimal scenario.
public struct Finding: Hashable, Sendable {
  /// The strategy that broke the invariant.
  public var strategyID: String
  /// The invariant that was broken.
  public var invariantID: String
  /// The shrunk scenario in plain words, one line per fact or script step
  /// (e.g. `"device 375x667 @2x, safe area top 20"`, `"step 1: drag up by 120"`).
  public var scenario: [String]
  /// The index of the script step during which the invariant failed.
  public var failingStep: Int
  /// That step in plain words (e.g. `"release after dragging up by 120"`).
  public var failingStepDescription: String
  /// The numbers that disagree (e.g. `"gap of 20 between header bottom 64 and row 0.0 top 84"`).
  public var message: String
  /// The token that rebuilds this exact case: `scrollcheck replay <token>`.
  public var token: String
  /// How the case was shrunk.
  public var shrink: ShrinkStatistics
  /// The observation just before the failing step, if any (drawn on the left of the SVG).
  public var before: Observation?
  /// The observation where the invariant failed (drawn on the right of the SVG).
  public var after: Observation?
  /// The offending gaps or overlaps, in the scroll view's own (screen) coordinates, as in
  /// `ElementFrame.screenFrame`; drawn in red on the `after` picture.
  public var marks: [CGRect]
  /// What it rests on: robust, or the engine assumptions it depends on (nil when not worked
  /// out).
  public var provenance: Provenance?
  /// The executable that replays it: `scrollcheck`, or a user's own (`my-checks`).
  public var executableName: String
  /// The view at the end of each script step before the failing one (step 0: on
  /// appearing), for the pictures' filmstrip; empty when not recorded.
  public var filmstrip: [FilmstripFrame]
  /// Whether `before` is a state the failing one is compared with (a fresh view, the same
  /// view at another moment) rather than the observation just before it.
  public var beforeIsComparison: Bool
  /// For a strategy ported from a seed: whether the violation shows on the seed's own
  /// content, or needs another world (nil when not worked out).
  public var seedContent: SeedContentCheck?
  /// For a violation of an invariant the strategy is recorded to break that is not the recorded
  /// mistake: the alternatives (`ID=alternative`) that clear every record of the pair, under
  /// which this violation shows. A finding with any is new, whatever the record says.
  public var newUnder: [String] = []
  /// The engine assumptions' alternatives (`ID=alternative`) the replay needs (`--assume`),
  /// when the finding was found under alternatives other than the defaults.
  public var replayAssumptions: [String] = []

  /// Creates a finding.
  public init(
    strategyID: String, invariantID: String, scenario: [String], failingStep: Int,
    failingStepDescription: String, message: String, token: String, shrink: ShrinkStatistics,
    before: Observation? = nil, after: Observation? = nil, marks: [CGRect] = [],
    provenance: Provenance? = nil, executableName: String = "scrollcheck",
    filmstrip: [FilmstripFrame] = [], beforeIsComparison: Bool = false, seedContent: SeedContentCheck? = nil
  ) {
    self.seedContent = seedContent
    self.provenance = provenance
    self.executableName = executableName
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.scenario = scenario
    self.failingStep = failingStep
    self.failingStepDescription = failingStepDescription
    self.message = message
    self.token = token
    self.shrink = shrink
    self.before = before
    self.after = after
    self.marks = marks
    self.filmstrip = filmstrip
    self.beforeIsComparison = beforeIsComparison
  }

  /// The exact shell command that replays this finding.
  public var replayCommand: String {
    "swift run -c release \(executableName) replay \(ShellQuoting.quoted(token))"
      + replayAssumptions.map { " --assume \(ShellQuoting.quoted($0))" }.joined()
  }

  /// The plain words that say why a violation of a recorded pair is new, e.g. `new: shows
  /// under U34=space, where the record says its finding does not`; `nil` when `newUnder` is empty.
  public var newUnderDescription: String? {
    newUnder.isEmpty
      ? nil : "new: shows under \(newUnder.joined(separator: ", ")), where the record says its finding does not"
  }
}

/// One small picture of a finding's filmstrip: the view at the end of a script step.
public struct FilmstripFrame: Hashable, Sendable {
  /// The step in plain words, e.g. `2. drag by -60`.
  public var caption: String
  /// The view's last observation in that step.
  public var observation: Observation
  /// How far the finger moved during the step (positive: down), if it was a drag; for a
  /// fling, how far it travels in its last tenth of a second.
  public var fingerMove: CGFloat?

  /// Creates a filmstrip frame.
  public init(caption: String, observation: Observation, fingerMove: CGFloat? = nil) {
    self.caption = caption
    self.observation = observation
    self.fingerMove = fingerMove
  }
}
