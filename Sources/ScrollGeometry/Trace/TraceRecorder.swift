/// An event noted at a point of the trace.
public struct TraceEvent: Hashable, Sendable {
  /// The script step being run.
  public var step: Int
  /// How many observations had been recorded when it happened.
  public var observationIndex: Int
  /// What happened.
  public var event: EngineEvent

  /// Creates an event noted at a step, after the given number of observations.
  public init(step: Int, observationIndex: Int, event: EngineEvent) {
    self.step = step
    self.observationIndex = observationIndex
    self.event = event
  }
}

/// The record of one run: every observation and event, in order.
public struct Trace: Hashable, Sendable {
  /// Every observation, in the order recorded.
  public var observations: [Observation] = []
  /// Every engine event, in the order noted.
  public var events: [TraceEvent] = []

  /// Creates a trace from observations and events (by default, an empty one).
  public init(observations: [Observation] = [], events: [TraceEvent] = []) {
    self.observations = observations
    self.events = events
  }
}

/// Collects observations and events while a scenario runs. A driver sets `step` before each
/// script event; the engine appends after every step it takes.
public final class TraceRecorder {
  /// The script step being run; stamped on everything recorded.
  @exclusivity(unchecked)
  public var step: Int = 0
  /// The app's own lasting share of the top inset (W30) in force; stamped on every
  /// observation (`Observation.appTopInset`, C37). The world sets it when the app changes it.
  @exclusivity(unchecked)
  public var appTopInset: CGFloat = 0
  /// Whether observations carry what only pictures show: the text lines of labels
  /// (`ElementFrame.textLines`) and the bars over the scroll view (`Observation.systemBars`);
  /// off by default because searching and judging do not need them (P5).
  public var recordsText = false
  /// The view the strategy names as its header (V1): every observation reports it, wherever
  /// it is in the hierarchy, as the element `.view(name: reference.elementName)`.
  public var headerView: ViewReference?
  /// What has been recorded so far.
  @exclusivity(unchecked)
  public private(set) var trace = Trace()

  /// Set while the world itself (a script event, a replay) changes the content: such a
  /// change is not the app's (V4).
  public var isApplyingWorldChange = false
  /// The content changes the app's own code made, in order (V4).
  public private(set) var appContentChanges: [AppContentChange] = []

  public init() {}

  /// Describes the bars over the scroll view at the moment of an observation, for pictures;
  /// set by the world that knows them.
  public var systemBars: (() -> [SystemBar])?

  /// Where the status bar and navigation bar over the scroll view end now, in its coordinates
  /// (`Observation.topBarsBottom`), asked at each marker; set by the world that knows them,
  /// nil from it when it cannot tell (C44).
  public var topBarsBottom: (() -> CGFloat?)?
  /// The identified views drawn over the scroll view from outside it
  /// (`Observation.viewsOverScrollView`), asked at each marker; set by a table world (V5).
  public var viewsOverScrollView: (() -> [ElementFrame])?

  /// Runs a change the world makes (not the app's code): not noted as an app change.
  public func worldChange(_ change: () -> Void) {
    let wasApplying = isApplyingWorldChange
    isApplyingWorldChange = true
    defer { isApplyingWorldChange = wasApplying }
    change()
  }

  /// Notes a content change the app's code made at the given offset, unless the world is
  /// making it (V4).
  public func noteAppContentChange(contentOffsetY: CGFloat, content: TableContent) {
    guard !isApplyingWorldChange else { return }
    note(.appContentChanged(rows: content.sections.reduce(0) { $0 + $1.rowHeights.count }))
    appContentChanges.append(
      AppContentChange(
        step: step, observationIndex: trace.observations.count, contentOffsetY: contentOffsetY, content: content))
  }

  /// Appends an observation, stamping it with the current step (and, for pictures, the bars
  /// over it: P5; at a marker, where the top bars end: C44).
  public func record(_ observation: consuming Observation) {
    // Consumed, not copied: an observation holds every element's frame (P9).
    observation.step = step
    observation.appTopInset = appTopInset
    if recordsText, let systemBars { observation.systemBars = systemBars() }
    if case .marker = observation.cause {
      if let topBarsBottom { observation.topBarsBottom = topBarsBottom() }
      if let viewsOverScrollView { observation.viewsOverScrollView = viewsOverScrollView() }
    }
    trace.observations.append(observation)
  }

  /// Notes an engine event as of an earlier point of the current step: after the first
  /// `observationIndex` observations (a change whose own layout passes it concerns, W47).
  public func note(_ event: EngineEvent, fromObservation observationIndex: Int, step: Int) {
    trace.events.append(TraceEvent(step: step, observationIndex: observationIndex, event: event))
  }

  /// Notes an engine event at the current point of the trace.
  public func note(_ event: EngineEvent) {
    trace.events.append(
      TraceEvent(step: step, observationIndex: trace.observations.count, event: event))
  }
}
