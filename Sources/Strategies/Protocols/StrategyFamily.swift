import ScrollGeometry

/// The four families of scroll-header technique. An invariant applies to families, and a
/// strategy belongs to exactly one.
public enum StrategyFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// A `tableHeaderView` that collapses (and perhaps stretches) between two heights.
  case tableHeader = "table-header"
  /// A SwiftUI header pinned at the top of a `ScrollView` that stretches when pulled.
  case swiftUIHeader = "swiftui-header"
  /// A `tableHeaderView` sized by Auto Layout.
  case selfSizingHeader = "self-sizing-header"
  /// A plain-style table whose section headers and footers do not float.
  case nonFloatingSections = "non-floating-sections"

  /// The stable identifier, e.g. `table-header`.
  public var description: String { rawValue }
}
