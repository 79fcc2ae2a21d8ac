/// The vertical positions a table's layout pass derives: where the table header, each
/// section's padding, header, rows and footer, and the table footer sit in content
/// coordinates, with cumulative row heights so that any query costs a binary search.
///
/// Built in O(rows) once per layout pass; every query afterwards is O(log n + answer).
struct TableLayout: Hashable, Sendable {
  /// One section's natural positions (content coordinates).
  struct Section: Hashable, Sendable {
    /// Top of the section: the top of its header's top padding (T6).
    var minY: CGFloat
    /// Top of the section header.
    var headerY: CGFloat
    var headerHeight: CGFloat
    /// Top of the first row (the bottom of the header).
    var rowsY: CGFloat
    /// `rowMaxYs[i]` is the bottom of row `i`: the prefix sums of the row heights.
    var rowMaxYs: [CGFloat]
    /// Top of the section footer (the bottom of the last row).
    var footerY: CGFloat
    var footerHeight: CGFloat
    /// Bottom of the section: the bottom of its footer.
    var maxY: CGFloat

    /// The natural top of row `row`.
    func rowMinY(_ row: Int) -> CGFloat { row == 0 ? rowsY : rowMaxYs[row - 1] }
  }

  /// The room above the first section: the height captured from the table header view when
  /// it was assigned (T8), or a grouped table's band where it has none (T31).
  var tableHeaderHeight: CGFloat
  var sections: [Section]
  /// Top of the table footer view.
  var tableFooterY: CGFloat
  var tableFooterHeight: CGFloat

  /// `contentSize.height` (T4).
  var contentHeight: CGFloat { tableFooterY + tableFooterHeight }

  /// An empty layout (no header, no content).
  static let empty = TableLayout(
    tableHeaderHeight: 0, sections: [], tableFooterY: 0, tableFooterHeight: 0)

  /// Lays out `content` below `tableHeaderHeight` of room (T4: a table header view, or T31's
  /// band): for each section its top padding, header, rows and footer, then the table footer.
  init(
    content: TableContent, tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat,
    metrics: TableMetrics
  ) {
    var y = TableMetrics.sanitized(tableHeaderHeight)
    var sections: [Section] = []
    sections.reserveCapacity(content.sections.count)
    for section in content.sections {
      let headerHeight = metrics.headerHeight(section.headerHeight)
      let footerHeight = metrics.footerHeight(section.footerHeight)
      let minY = y
      y += metrics.topPadding(forHeaderHeight: headerHeight)
      let headerY = y
      y += headerHeight
      let rowsY = y
      var rowMaxYs: [CGFloat] = []
      rowMaxYs.reserveCapacity(section.rowHeights.count)
      for height in section.rowHeights {
        y += metrics.rowHeight(height)
        rowMaxYs.append(y)
      }
      let footerY = y
      y += footerHeight
      sections.append(
        Section(
          minY: minY, headerY: headerY, headerHeight: headerHeight, rowsY: rowsY,
          rowMaxYs: rowMaxYs, footerY: footerY, footerHeight: footerHeight, maxY: y))
    }
    self.init(
      tableHeaderHeight: TableMetrics.sanitized(tableHeaderHeight), sections: sections,
      tableFooterY: y, tableFooterHeight: TableMetrics.sanitized(tableFooterHeight))
  }

  init(
    tableHeaderHeight: CGFloat, sections: [Section], tableFooterY: CGFloat,
    tableFooterHeight: CGFloat
  ) {
    self.tableHeaderHeight = tableHeaderHeight
    self.sections = sections
    self.tableFooterY = tableFooterY
    self.tableFooterHeight = tableFooterHeight
  }

  /// The index of the first section whose bottom is below `y` (binary search; the count
  /// when none is).
  func firstSection(endingBelow y: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].maxY > y { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The sections that overlap the vertical span `minY..<maxY`, or touch it with zero height.
  func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
    let first = firstSection(endingBelow: minY)
    var end = first
    while end < sections.count && sections[end].minY < maxY { end += 1 }
    return first..<end
  }

  /// The index of the first row of `section` whose bottom is below `y` (binary search).
  func firstRow(in section: Int, endingBelow y: CGFloat) -> Int {
    let maxYs = sections[section].rowMaxYs
    var low = 0
    var high = maxYs.count
    while low < high {
      let mid = (low + high) / 2
      if maxYs[mid] > y { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The rows overlapping the vertical span `minY..<maxY`, in order (T10):
  /// O(log n + visible rows).
  func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
    rowPositions(overlapping: minY, maxY).map { IndexPath(row: $0.row, section: $0.section) }
  }

  /// The rows overlapping the vertical span `minY..<maxY`, in order, as `rows(overlapping:_:)`
  /// finds them, without making an `IndexPath` of each (P7): the estimate pass asks at every
  /// layout, and Foundation's index path allocates.
  func rowPositions(overlapping minY: CGFloat, _ maxY: CGFloat) -> [RowPosition] {
    var result: [RowPosition] = []
    for s in sections(overlapping: minY, maxY) {
      let section = sections[s]
      var row = firstRow(in: s, endingBelow: minY)
      while row < section.rowMaxYs.count && section.rowMinY(row) < maxY {
        result.append(RowPosition(section: s, row: row))
        row += 1
      }
    }
    return result
  }
}

/// The table-wide heights a layout pass resolves a section's `nil` heights against, and how
/// `automaticDimension` and bad values resolve (T2, T3, T5, T6).
struct TableMetrics: Hashable, Sendable {
  var style: UITableView.Style
  var rowHeight: CGFloat
  var sectionHeaderHeight: CGFloat
  var sectionFooterHeight: CGFloat
  var sectionHeaderTopPadding: CGFloat

  /// A section's header height: its own, else the table-wide one; `automaticDimension`
  /// (any negative value) resolves to the style's default (T3, T5).
  func headerHeight(_ own: CGFloat?) -> CGFloat {
    Self.resolve(own ?? sectionHeaderHeight, automatic: UITableView.defaultSectionHeight(style))
  }

  /// A section's footer height, as `headerHeight(_:)`.
  func footerHeight(_ own: CGFloat?) -> CGFloat {
    Self.resolve(own ?? sectionFooterHeight, automatic: UITableView.defaultSectionHeight(style))
  }

  /// A row's height: its own, else `rowHeight`; automatic resolves to 44 (T2).
  func rowHeight(_ own: CGFloat?) -> CGFloat {
    Self.resolve(own ?? rowHeight, automatic: UITableView.defaultRowHeight)
  }

  /// The padding above a header of the given height: none above an empty header (unless
  /// `T6=always`); the automatic value is 22 in plain style and 0 in grouped style (T6).
  func topPadding(forHeaderHeight headerHeight: CGFloat) -> CGFloat {
    let automatic: CGFloat = style == .plain ? UITableView.automaticSectionHeaderTopPadding : 0
    let padding = Self.resolve(sectionHeaderTopPadding, automatic: automatic)
    guard headerHeight > 0 else {
      guard padding > 0 else { return 0 }
      EngineAssumptions.exercised("T6")
      return EngineAssumptions.uses("always", for: "T6") ? padding : 0
    }
    return padding
  }

  /// Negative means `automaticDimension`; a non-finite value counts as zero.
  static func resolve(_ value: CGFloat, automatic: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    return value < 0 ? automatic : value
  }

  /// A height that cannot be negative or non-finite.
  static func sanitized(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(value, 0) : 0
  }
}
