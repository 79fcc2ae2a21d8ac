/// What a table shows, as a value: its sections with their row, header and footer heights.
///
/// Stands for a data source and a delegate's height methods. A `nil` height means "the
/// delegate does not implement the height method": the table uses its table-wide
/// `rowHeight`, `sectionHeaderHeight` or `sectionFooterHeight` (T5). A set height is what
/// `tableView(_:heightForHeaderInSection:)` and friends return, and may contradict the
/// table-wide properties, as a real delegate may.
///
/// ```swift
/// tableView.content = TableContent(sections: 5, rowsPerSection: 5)
/// tableView.content = TableContent([.init(rowHeights: [44, 60], headerHeight: 30)])
/// ```
public struct TableContent: Hashable, Sendable {
  /// One section: rows, and an optional header and footer height.
  public struct Section: Hashable, Sendable {
    /// Each row's height; `nil` uses the table's `rowHeight`.
    public var rowHeights: [CGFloat?]
    /// The header's height; `nil` uses the table's `sectionHeaderHeight`.
    public var headerHeight: CGFloat?
    /// The footer's height; `nil` uses the table's `sectionFooterHeight`.
    public var footerHeight: CGFloat?

    /// Creates a section with the given row heights and optional header and footer heights.
    public init(rowHeights: [CGFloat?], headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil) {
      self.rowHeights = rowHeights
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }

    /// Creates a section of `rows` rows that all use the table's `rowHeight` (or `rowHeight`
    /// when given).
    public init(
      rows: Int, rowHeight: CGFloat? = nil, headerHeight: CGFloat? = nil,
      footerHeight: CGFloat? = nil
    ) {
      self.init(
        rowHeights: Array(repeating: rowHeight, count: max(rows, 0)),
        headerHeight: headerHeight, footerHeight: footerHeight)
    }

    /// The number of rows.
    public var numberOfRows: Int { rowHeights.count }
  }

  /// The sections, top to bottom.
  public var sections: [Section]

  /// Creates content from its sections.
  public init(_ sections: [Section] = []) {
    self.sections = sections
  }

  /// Creates `sections` sections of `rowsPerSection` rows each, every height taken from the
  /// table-wide properties.
  public init(sections: Int, rowsPerSection: Int) {
    self.init(Array(repeating: Section(rows: rowsPerSection), count: max(sections, 0)))
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The total number of rows in all sections.
  public var numberOfRows: Int { sections.reduce(0) { $0 + $1.numberOfRows } }

  /// Whether `indexPath` names an existing row.
  public func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }
}
