/// A family of scroll-header layouts: strategies in one family are checked against the same
/// invariants.
///
/// The raw values are stable identifiers used in reports and JSON output.
public enum Family: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// A `UITableView` whose `tableHeaderView` collapses or stretches as the table scrolls.
  case tableHeader = "table-header"
  /// A SwiftUI `ScrollView` with a header that stretches when pulled and pins when scrolled.
  case swiftUIHeader = "swiftui-header"
  /// A table header sized by Auto Layout to fit its content.
  case selfSizingHeader = "self-sizing-header"
  /// A plain-style table whose section headers and footers must not float.
  case nonFloatingSections = "non-floating-sections"

  /// The stable identifier, e.g. `table-header`.
  public var description: String { rawValue }
}
