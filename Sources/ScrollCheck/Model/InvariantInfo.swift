/// What the command knows about one invariant: its identifier, the families it applies to,
/// a one-line summary, the paragraph `scrollcheck explain` prints, and its tolerance.
public struct InvariantInfo: Hashable, Sendable, Codable {
  /// The stable identifier, e.g. `no-gap`.
  public var id: String
  /// The families it applies to, in `Family.allCases` order.
  public var families: [Family]
  /// One line saying when it holds.
  public var summary: String
  /// A paragraph explaining the property, why it matters and how it is checked.
  public var explanation: String
  /// How close is close enough, in words (e.g. "one screen pixel (1/scale pt)").
  public var tolerance: String

  /// Creates a description of an invariant; `families` is put in `Family.allCases` order.
  public init(
    id: String, families: [Family], summary: String, explanation: String, tolerance: String
  ) {
    self.id = id
    self.families = Family.allCases.filter(families.contains)
    self.summary = summary
    self.explanation = explanation
    self.tolerance = tolerance
  }

  /// Whether this invariant applies to strategies of `family`.
  public func applies(to family: Family) -> Bool {
    families.contains(family)
  }
}
