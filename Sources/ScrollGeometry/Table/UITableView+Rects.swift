extension UITableView {
  /// The number of sections in the laid-out content.
  public var numberOfSections: Int { layout.sections.count }

  /// The number of rows in `section` as laid out (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    layout.sections.indices.contains(section) ? layout.sections[section].rowMaxYs.count : 0
  }

  /// The natural rectangle of a section, from the top of its header's top padding to the
  /// bottom of its footer, in content coordinates (T4, T6); `.zero` when it does not exist.
  public func rect(forSection section: Int) -> CGRect {
    guard let s = laidOutSection(section) else { return .zero }
    return rowSpan(s.minY, s.maxY)
  }

  /// The natural rectangle of a section's header (where it sits when nothing floats).
  public func rectForHeader(inSection section: Int) -> CGRect {
    guard let s = laidOutSection(section) else { return .zero }
    return rowSpan(s.headerY, s.headerY + s.headerHeight)
  }

  /// The natural rectangle of a section's footer.
  public func rectForFooter(inSection section: Int) -> CGRect {
    guard let s = laidOutSection(section) else { return .zero }
    return rowSpan(s.footerY, s.footerY + s.footerHeight)
  }

  /// The rectangle of a row in content coordinates; `.zero` when it does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard indexPath.count == 2, let s = laidOutSection(indexPath.section),
      s.rowMaxYs.indices.contains(indexPath.row)
    else { return .zero }
    return rowSpan(s.rowMinY(indexPath.row), s.rowMaxYs[indexPath.row])
  }

  /// The rows that overlap the bounds (the visible part of the content), top to bottom
  /// (T10). Costs O(log n + visible rows).
  public var indexPathsForVisibleRows: [IndexPath] {
    layout.rows(overlapping: bounds.minY, bounds.maxY)
  }

  /// Where a section's header is drawn, in content coordinates (T13, T14). In plain style
  /// it floats: `y = min(max(offset.y + adjustedInset.top, naturalY), sectionMaxY - height)`
  /// where `sectionMaxY` includes the footer; while a refresh control refreshes, the pin line
  /// leaves its height out under `W44=top`. In grouped style it is the natural rectangle.
  public func displayedRectForHeader(inSection section: Int) -> CGRect {
    guard let s = laidOutSection(section) else { return .zero }
    var y = s.headerY
    if style == .plain {
      var pinLine = contentOffset.y + adjustedContentInset.top
      // While a refresh control refreshes, whether the pin line includes its height (W44).
      if let control = refreshControl, control.isRefreshing, s.headerY < pinLine {
        EngineAssumptions.exercised("W44")
        if EngineAssumptions.uses("top", for: "W44") { pinLine -= UIRefreshControl.height }
      }
      y = min(max(pinLine, s.headerY), s.maxY - s.headerHeight)
    }
    return rowSpan(y, y + s.headerHeight)
  }

  /// Where a section's footer is drawn, in content coordinates (T15, T14). In plain style it
  /// floats to the bottom line `offset.y + bounds.height - adjustedInset.bottom`:
  /// `y = max(min(bottomLine - height, naturalY), sectionMinY)`.
  public func displayedRectForFooter(inSection section: Int) -> CGRect {
    guard let s = laidOutSection(section) else { return .zero }
    var y = s.footerY
    if style == .plain {
      let bottomLine = contentOffset.y + bounds.height - adjustedContentInset.bottom
      // Never above its own section's header (T15): an empty section's footer stays below it.
      let floated = min(bottomLine - s.footerHeight, s.footerY)
      if floated < s.rowsY, s.rowsY > s.minY { EngineAssumptions.exercised("T15") }
      y = max(floated, EngineAssumptions.uses("section", for: "T15") ? s.minY : s.rowsY)
    }
    return rowSpan(y, y + s.footerHeight)
  }

  /// The sections whose area overlaps the bounds: only their headers and footers can be on
  /// screen, since a floating header or footer never leaves its section (T13, T15).
  public var indexesOfVisibleSections: Range<Int> {
    layout.sections(overlapping: bounds.minY, bounds.maxY)
  }

  /// The section at `index`, if laid out.
  func laidOutSection(_ index: Int) -> TableLayout.Section? {
    layout.sections.indices.contains(index) ? layout.sections[index] : nil
  }

  /// A full-width rectangle spanning `minY` to `maxY` in content coordinates.
  func rowSpan(_ minY: CGFloat, _ maxY: CGFloat) -> CGRect {
    CGRect(x: 0, y: minY, width: bounds.width, height: max(maxY - minY, 0))
  }
}
