import Strategies

/// Every invariant ScrollCheck knows, in the order `scrollcheck list` shows them.
public enum InvariantCatalog {
  /// The catalog, in a stable order.
  public static let all: [any Invariant] = [
    Clamped(), Monotonic(), NoGap(), Collapsible(), Settles(), BouncesBack(), NoHysteresis(),
    TracksFinger(), Reachable(), Idempotent(), RestIdentity(), Stretches(), Pinned(),
    SelfSized(), TextFits(), Converges(), TracksWidth(), NotFloating(), Terminates(),
    PinsBelowHeader(), RoundTrip(), RestsExpanded(), Uncovered(), RefreshVisible(), StaysPut(), FullWidth(), FillsScreen(),
    Finite(), ShowsEnd(), NoBlankTop(),
  ]

  /// The invariant with the given identifier.
  public static func invariant(withID id: String) -> (any Invariant)? {
    all.first { $0.id == id }
  }
}
