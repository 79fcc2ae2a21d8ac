import ScrollGeometry

/// The five families of scroll-header technique. An invariant applies to families, and a
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
  /// A header drawn as a view of its own above a top inset of a vertical scroll view or a
  /// plain table (GSKStretchyHeaderView's and MXParallaxHeader's technique), floating section
  /// headers allowed; the declaration names the header view.
  case insetHeader = "inset-header"

  /// Whether the header collapses between a declared minimum and maximum height as the
  /// content scrolls (a table header, an inset header).
  public var collapsesHeader: Bool { self == .tableHeader || self == .insetHeader }

  /// The stable identifier, e.g. `table-header`.
  public var description: String { rawValue }
}
