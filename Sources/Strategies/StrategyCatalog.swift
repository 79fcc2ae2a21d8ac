import ScrollGeometry

/// Every strategy ScrollCheck ships, in the order `scrollcheck list` shows them.
public enum StrategyCatalog {
  /// The catalog, in a stable order.
  public static let all: [any Strategy] = [
    StretchyTableHeaderPublished(),
    StretchyTableHeaderFixed(),
    SwiftUIStickyHeaderPublished(),
    SwiftUIStickyHeaderFixed(),
    SwiftUIStickyHeaderModern(),
    SelfSizingHeader(),
    SelfSizingHeader(mistake: .missingBottomConstraint),
    SelfSizingHeader(mistake: .singleLineLabel),
    SelfSizingHeader(mistake: .noReassign),
    SelfSizingHeader(mistake: .measuredEarly),
    SelfSizingHeader(mistake: .unguardedReassign),
    NonFloatingSectionsPublished(),
    NonFloatingSectionsFixed(),
  ]

  /// The strategy with the given identifier.
  public static func strategy(withID id: String) -> (any Strategy)? {
    all.first { $0.id == id }
  }
}
