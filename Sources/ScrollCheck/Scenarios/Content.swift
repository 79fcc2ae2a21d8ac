import ScrollGeometry

/// The content of a scenario: sections of rows for a table, or items for a SwiftUI stack.
public struct Content: Hashable, Sendable, Codable {
  /// One section: an optional header height (nil: the table-wide `sectionHeaderHeight`),
  /// row heights, and an optional footer height (nil: the table-wide `sectionFooterHeight`).
  public struct Section: Hashable, Sendable, Codable {
    /// The section header's height, or nil for the table-wide height.
    public var headerHeight: CGFloat?
    /// The height of each row, top to bottom.
    public var rowHeights: [CGFloat]
    /// The section footer's height, or nil for the table-wide height.
    public var footerHeight: CGFloat?

    /// Creates a section with the given row heights and optional header and footer heights.
    public init(headerHeight: CGFloat? = nil, rowHeights: [CGFloat], footerHeight: CGFloat? = nil) {
      self.headerHeight = headerHeight
      self.rowHeights = rowHeights
      self.footerHeight = footerHeight
    }
  }

  /// The sections, top to bottom (a SwiftUI stack uses only their row count).
  public var sections: [Section]
  /// The table-wide `sectionHeaderHeight`.
  public var sectionHeaderHeight: CGFloat
  /// The table-wide `sectionFooterHeight`.
  public var sectionFooterHeight: CGFloat
  /// The table's `sectionHeaderTopPadding`.
  public var sectionHeaderTopPadding: CGFloat

  /// Creates content with the given sections and table-wide heights.
  public init(
    sections: [Section], sectionHeaderHeight: CGFloat = 0, sectionFooterHeight: CGFloat = 0,
    sectionHeaderTopPadding: CGFloat = 0
  ) {
    self.sections = sections
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
  }

  /// The total number of rows.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rowHeights.count } }

  /// "2 sections: [1 row of 44], [3 rows of 44, 60, 44; header 0; footer 12]", with the
  /// table-wide heights when any is set.
  public var plainDescription: String { plainDescription(showingTableWideHeights: false) }

  /// The content in plain words; `showingTableWideHeights` prints the table-wide heights and
  /// top padding even when they are 0 or there are no sections, for a strategy that reads
  /// them (a storyboard table, T18), so that a developer can rebuild the table from the line.
  public func plainDescription(showingTableWideHeights: Bool) -> String {
    let tableWide =
      "table-wide section header \(Self.describeTableWide(sectionHeaderHeight)), footer "
      + "\(Self.describeTableWide(sectionFooterHeight)), top padding \(Self.describeTableWide(sectionHeaderTopPadding))"
    if sections.isEmpty { return "no sections" + (showingTableWideHeights ? "; " + tableWide : "") }
    let parts = sections.map { section -> String in
      var text = describeRows(section.rowHeights)
      if let header = section.headerHeight { text += "; header \(Self.describeTableWide(header))" }
      if let footer = section.footerHeight { text += "; footer \(Self.describeTableWide(footer))" }
      return "[" + text + "]"
    }
    var text = "\(sections.count) section\(sections.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    if showingTableWideHeights || sectionHeaderHeight != 0 || sectionFooterHeight != 0 || sectionHeaderTopPadding != 0 {
      text += "; " + tableWide
    }
    return text
  }

  /// The content as a table built in code receives it from its data source and delegate
  /// (T18): every section's header and footer height answered by the delegate (the table-wide
  /// height where the section has none of its own), and no table-wide heights or top padding,
  /// which such a table never reads from the scenario (its padding is UIKit's, or what the
  /// strategy's own code sets).
  public var answeredByDelegate: Content {
    Content(
      sections: sections.map {
        Section(
          headerHeight: $0.headerHeight ?? sectionHeaderHeight, rowHeights: $0.rowHeights,
          footerHeight: $0.footerHeight ?? sectionFooterHeight)
      })
  }

  /// A table-wide height in words: "automatic" for `automaticDimension`, else the number.
  static func describeTableWide(_ value: CGFloat) -> String {
    value == UITableView.automaticDimension ? "automatic" : value.compactDescription
  }

    private func describeRows(_ heights: [CGFloat]) -> String {
    if heights.isEmpty { return "0 rows" }
    if heights.count == 1 { return "1 row of \(heights[0].compactDescription)" }
    if heights.allSatisfy({ $0 == heights[0] }) {
      return "\(heights.count) rows of \(heights[0].compactDescription)"
    }
    if heights.count <= 6 {
      return "\(heights.count) rows of " + heights.map(\.compactDescription).joined(separator: ", ")
    }
    return "\(heights.count) rows of " + heights.prefix(5).map(\.compactDescription).joined(separator: ", ") + ", ..."
  }
}
