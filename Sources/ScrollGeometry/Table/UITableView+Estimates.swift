extension UITableView {
  /// The estimate rows not yet measured stand at, or nil where every row is laid out at its
  /// real height (T20): `estimatedRowHeight` 0 disables estimates (Apple), and the automatic
  /// default is modelled as the table estimating each row at its real height (what UIKit
  /// picks on its own is not documented).
  public var rowEstimate: CGFloat? {
    let estimate = estimatedRowHeight
    guard estimate.isFinite, estimate > 0 else { return nil }
    return estimate
  }

  /// Whether rows not yet measured are laid out at the estimate: an estimate is in force and
  /// the engine runs under `T20=estimated` (the default) or `T20=kept`.
  var laysOutAtEstimates: Bool {
    rowEstimate != nil && !EngineAssumptions.uses("exact", for: "T20")
  }

  /// The content as the layout pass sees it (T20): each row not yet measured at the
  /// estimate, every other at its real height. Notes T20 exercised where such a row's real
  /// height differs from the estimate.
  var laidOutContent: TableContent {
    guard let estimate = rowEstimate else { return content }
    let metrics = metrics
    let memo: LaidOutContentMemo
    if let kept = laidOutContentMemo, kept.isMade(from: content, measuredRows, estimate, metrics) {
      memo = kept  // the same inputs: the same content, worked out again row by row (P7)
    } else {
      var laidOut = content
      var differs = false
      for s in laidOut.sections.indices {
        let measured = s < measuredRows.count ? measuredRows[s] : []
        for r in laidOut.sections[s].rowHeights.indices where !(r < measured.count && measured[r]) {
          if metrics.rowHeight(laidOut.sections[s].rowHeights[r]) != estimate { differs = true }
          laidOut.sections[s].rowHeights[r] = estimate
        }
      }
      memo = LaidOutContentMemo(
        content: content, measuredRows: measuredRows, estimate: estimate, metrics: metrics, laidOut: laidOut,
        differs: differs)
      laidOutContentMemo = memo
    }
    guard memo.differs else { return content }
    EngineAssumptions.exercised("T20")
    return laysOutAtEstimates ? memo.laidOut : content
  }

  /// After a content change: a row keeps its measurement by index (a batch update re-queries
  /// the heights of the rows it has measured), new rows are not measured (T20). Inserts and
  /// deletes through `insertRows`/`deleteRows` move the measurements with their rows first.
  func keepRowMeasurements(from old: TableContent) {
    measuredRows = content.sections.indices.map { s in
      let count = content.sections[s].rowHeights.count
      let kept = s < measuredRows.count ? measuredRows[s] : []
      if kept.count == count { return kept }
      return (0..<count).map { $0 < kept.count ? kept[$0] : false }
    }
  }

  /// Moves the measurements with rows inserted at `rows` of `section` (the new rows not
  /// measured), before the content changes (T20).
  func noteRowsInserted(section: Int, at rows: [Int]) {
    guard section < measuredRows.count else { return }
    for row in rows.sorted() where row <= measuredRows[section].count {
      measuredRows[section].insert(false, at: row)
    }
  }

  /// Moves the measurements with rows deleted at `rows` of `section`, before the content
  /// changes (T20).
  func noteRowsDeleted(section: Int, at rows: [Int]) {
    guard section < measuredRows.count else { return }
    for row in rows.sorted(by: >) where row < measuredRows[section].count {
      measuredRows[section].remove(at: row)
    }
  }

  /// Forgets every measured height, as `reloadData()` does (T20).
  func forgetRowMeasurements() {
    measuredRows = measuredRows.map { Array(repeating: false, count: $0.count) }
  }

  /// Which rows have been measured, by section and row: what a comparison twin adopts so
  /// that both tables lay out the same rows at the same heights (T20).
  public var rowMeasurements: [[Bool]] {
    get { measuredRows }
    set {
      guard newValue != measuredRows else { return }
      measuredRows = newValue
      keepRowMeasurements(from: content)
      setNeedsContentLayout()
    }
  }

  /// Measures the rows in the bounds that are not yet measured, then lays the rows out
  /// again (T20). Rows are measured top to bottom as the table fills the bounds: a row that
  /// the real heights of the rows measured before it push out of the bounds is not measured.
  /// Under `T20=estimated` the table keeps what the user sees in place: the first row in
  /// the bounds measured before stays where it is on screen, the offset taking up what the
  /// rows measured above it changed. Under `T20=kept` the offset stays and what the user
  /// sees moves by that change (the reported jumps). At rest, an offset the correction
  /// leaves out of range (estimates too large, rows measured above a jump to the top edge)
  /// is pulled back to its nearest edge at once, as S11 pulls back any offset a range
  /// change leaves out of range (`S11=stay`: it stays). Repeats while the new layout brings
  /// more unmeasured rows into the bounds (each round measures at least one row).
  ///
  /// `compensating` is false right after a content pass (an update, a reload, the first
  /// layout): the rows an update brings into view are laid out at their measured heights in
  /// that pass, and the offset stays (W33, W34); the offset takes up measured rows only as
  /// scrolling brings them into view.
  func measureRowsInBounds(compensating: Bool = true) {
    guard let estimate = rowEstimate, !needsContentLayout else { return }
    let metrics = metrics
    while !needsContentLayout {
      // (A delegate that changed the content while the offset moved asked for a new pass:
      // the next one measures.)
      let visible = layout.rowPositions(overlapping: bounds.minY, bounds.maxY)
      let anchor = visible.first { isMeasured($0) }
      var fresh: [RowPosition] = []
      var shift: CGFloat = 0
      for row in visible where !isMeasured(row) {
        guard row.section < measuredRows.count, row.row < measuredRows[row.section].count else { continue }
        let aboveAnchor = anchor.map { (row.section, row.row) < ($0.section, $0.row) } ?? false
        if !aboveAnchor {
          // Below what is already measured: filled downwards, each row after the ones before.
          let top = layout.sections[row.section].rowMinY(row.row) + shift
          if top >= bounds.maxY, !fresh.isEmpty { break }
          shift += metrics.rowHeight(content.sections[row.section].rowHeights[row.row]) - estimate
        }
        fresh.append(row)
      }
      guard !fresh.isEmpty else { return }
      let before = anchor.map { layout.sections[$0.section].rowMinY($0.row) }
      for row in fresh { measuredRows[row.section][row.row] = true }
      guard laysOutAtEstimates else { continue }
      relayOutRows()
      guard compensating, let anchor, let before, EngineAssumptions.uses("estimated", for: "T20") else { continue }
      let moved = layout.sections[anchor.section].rowMinY(anchor.row) - before
      guard moved != 0 else { continue }
      contentOffset.y += moved
      // The correction is part of the range change the measured rows made: at rest an
      // offset it leaves out of range is pulled back at once, in this layout cycle, as any
      // other (S11); while a finger is down or an animation runs nothing more moves.
      rangeDidChange()
    }
  }

  /// Whether the row at `position` has been measured.
  func isMeasured(_ position: RowPosition) -> Bool {
    position.section < measuredRows.count && position.row < measuredRows[position.section].count
      && measuredRows[position.section][position.row]
  }
}
