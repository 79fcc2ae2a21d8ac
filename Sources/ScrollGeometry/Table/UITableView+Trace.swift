extension UITableView {
  /// What a person sees (T16): the table header view (always, even off screen, at its
  /// current frame), the table footer view when on screen, every visible row, and every
  /// on-screen section header and footer at its displayed (floating) frame; each in content
  /// and screen coordinates. Costs O(log n + visible elements).
  func tableElementFrames() -> [ElementFrame] {
    var frames: [ElementFrame] = []
    frames.reserveCapacity(16)  // one allocation at most frames (P3)
    let visible = bounds
    func add(
      _ kind: ElementKind, _ rect: CGRect, always: Bool = false, z: Int = DrawingOrder.content,
      pinned: Bool = false, blank: Bool = false
    ) {
      guard always || overlaps(rect, visible) else { return }
      frames.append(
        ElementFrame(
          kind: kind, contentFrame: rect, screenFrame: screenRect(fromContent: rect), zIndex: z,
          isPinned: pinned, drawsNothing: blank))
    }
    let headerTier = tableHeaderView.flatMap(tierBroughtToFront(of:)) ?? DrawingOrder.tableHeaderAndFooter
    let footerTier = tableFooterView.flatMap(tierBroughtToFront(of:)) ?? DrawingOrder.tableHeaderAndFooter
    if let header = tableHeaderView {
      add(.tableHeader, header.frame, always: true, z: headerTier, blank: header.drawsNothing)
      if recorder?.recordsText == true, let stacked = header as? StackedHeaderView, !frames.isEmpty {
        let origin = screenRect(fromContent: header.frame).origin
        frames[frames.count - 1].textLines = stacked.textLines().map { line in
          var line = line
          line.frame = line.frame.offsetBy(dx: origin.x, dy: origin.y)
          return line
        }
      }
    }
    let floats = style == .plain
    for section in indexesOfVisibleSections {
      let header = displayedRectForHeader(inSection: section)
      add(
        .sectionHeader(section: section), header, z: floats ? DrawingOrder.sectionHeader : DrawingOrder.content,
        pinned: floats && abs(header.minY - rectForHeader(inSection: section).minY) > 1e-9)
      let s = layout.sections[section]
      var row = layout.firstRow(in: section, endingBelow: visible.minY)
      while row < s.rowMaxYs.count && s.rowMinY(row) < visible.maxY {
        add(.row(section: section, row: row), rowSpan(s.rowMinY(row), s.rowMaxYs[row]))
        row += 1
      }
      let footer = displayedRectForFooter(inSection: section)
      add(
        .sectionFooter(section: section), footer, z: floats ? DrawingOrder.sectionFooter : DrawingOrder.content,
        pinned: floats && abs(footer.minY - rectForFooter(inSection: section).minY) > 1e-9)
    }
    if let footer = tableFooterView { add(.tableFooter, footer.frame, z: footerTier, blank: footer.drawsNothing) }
    return frames
  }

  /// The natural rectangles of a plain table's section footers that float away from them,
  /// where the rectangle overlaps the bounds: whether or not the footer is drawn on screen.
  func tableVacatedFooterPlaces() -> [CGRect] {
    guard style == .plain else { return [] }
    var places: [CGRect] = []
    for section in indexesOfVisibleSections {
      let natural = rectForFooter(inSection: section)
      guard overlaps(natural, bounds) else { continue }
      if abs(displayedRectForFooter(inSection: section).minY - natural.minY) > 1e-9 { places.append(natural) }
    }
    return places
  }

  /// The natural rectangle of every section header of a plain table that is drawn lower
  /// than it because it pins (T13), where the rectangle overlaps the bounds (W45): the band
  /// it left shows the table's background, known here even when the section's rows and
  /// footer are off screen (a section with no rows whose footer is below the view).
  func tableVacatedHeaderPlaces() -> [CGRect] {
    guard style == .plain else { return [] }
    var places: [CGRect] = []
    for section in indexesOfVisibleSections {
      let natural = rectForHeader(inSection: section)
      guard overlaps(natural, bounds) else { continue }
      if displayedRectForHeader(inSection: section).minY - natural.minY > 1e-9 { places.append(natural) }
    }
    return places
  }

  /// The top padding the layout puts above each section (T6: above a header taller than 0,
  /// and under `T6=always` above every section), where it overlaps the bounds (C38).
  func tableSectionPaddingPlaces() -> [CGRect] {
    var places: [CGRect] = []
    for section in indexesOfVisibleSections {
      let s = layout.sections[section]
      let padding = CGRect(x: 0, y: s.minY, width: bounds.width, height: s.headerY - s.minY)
      if overlaps(padding, bounds) { places.append(padding) }
    }
    return places
  }

  /// Whether `rect` has a positive-height overlap with `visible`.
  private func overlaps(_ rect: CGRect, _ visible: CGRect) -> Bool {
    rect.height > 0 && rect.minY < visible.maxY && rect.maxY > visible.minY
  }
}
