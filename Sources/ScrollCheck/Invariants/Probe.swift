import ScrollGeometry

/// A step the runner takes after a scenario's own script so that an invariant has
/// something to look at: settle, pull past an edge, collapse, come back, ...
///
/// Probes are declarative so that an invariant stays a pure function over the recorded
/// trace: the runner performs the steps and leaves named markers in the trace
/// (`ObservationCause.marker`) that the check then finds.
public enum ProbeStep: Hashable, Sendable {
  /// Lifts any finger and lets the view come to rest.
  case settle
  /// Runs a script event (the keyboard, the status bar, a push and pop, ...).
  case event(GestureEvent)
  /// Records a marker observation with this name.
  case mark(String)
  /// Brings the view to rest at its top edge (programmatically, then settling).
  case restAtTop
  /// Brings the view to rest at its bottom edge.
  case restAtBottom
  /// Drags the finger down by this many points in 10-point moves, without lifting.
  case pull(CGFloat)
  /// Drags the finger up by this many points in 10-point moves, without lifting.
  case push(CGFloat)
  /// Lifts the finger and lets the view settle.
  case release
  /// Drags up far enough to scroll the whole content, then releases.
  case collapse
  /// Delivers `scrollViewDidScroll` (or a SwiftUI update) again without moving.
  case redeliver
  /// Rotates the device (swaps width and height, with the landscape safe area).
  case rotate
  /// Brings each section header, footer and the first and last row of each section into
  /// view in turn, with markers `reach <element> <attempt>` before each resting state.
  case visitElements
  /// Builds a second, fresh world with the same scenario, brings it to rest at the offset
  /// where the first one rests, and records it after a `twin` marker.
  case restTwinAtSameOffset
  /// When the app's own code changed the content since the marker `since` (V4: a page
  /// appended, a refresh), builds a twin given the same changes, brings it to rest where this
  /// world rests, and records it after the marker `marker`; otherwise does nothing.
  case restTwinIfAppChanged(since: String, marker: String)
  /// When the observations marked `rest` and `twin` draw the same picture (or rest at
  /// different offsets) but their valid offset ranges differ (C32): brings this world to rest
  /// at its top edge (marker `rest + " at top"`) and a fresh twin to rest at its own top edge
  /// (`twin + " at top"`), then both at their bottom edges (`... at bottom`); otherwise does
  /// nothing.
  case carryToEdges(rest: String, twin: String)
}

extension ProbeStep {
  /// Brings the view to rest at its top edge as the app first showed it, and marks it
  /// `rest top`: the app's own insets (a banner it added, W30) and additional safe area (W32)
  /// taken back and any refresh ended first, so that a band they make, the app's and not the
  /// strategy's, is not judged (`rests-expanded`, `no-blank-top`).
  public static let restAtTopWithoutTheAppsBands: [ProbeStep] = [
    .settle, .event(GestureEvent.takeBackAppInsets), .event(GestureEvent.takeBackAppAdditionalSafeArea),
    .event(.endRefreshing), .settle, .restAtTop, .mark("rest top"),
  ]
}

/// Marker names shared by probes and checks.
public enum ProbeMarker {
  /// Recorded by the runner once the view controller has appeared and laid out.
  public static let appeared = "appeared"
  /// Recorded by the runner when the scenario's own script is over.
  public static let scriptEnd = "script end"
  /// Recorded before the twin world's resting observation.
  public static let twin = "twin"
  /// The prefix of the markers `visitElements` leaves.
  public static let reachPrefix = "reach "
}
