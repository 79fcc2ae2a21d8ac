import Testing

@testable import ScrollGeometry

/// T20: a table with a row height estimate lays out rows not yet shown at the estimate and
/// measures each as it enters the bounds; under `estimated` (the default) the offset keeps
/// what the user sees in place when rows above it are measured, under `kept` it does not,
/// under `exact` every row is at its real height.
@Suite struct EstimatedRowHeightTests {
  /// A 320 x 480 table of 40 rows of 100 (no section header, no padding) with an estimate of
  /// 44, laid out at offset 0, under `settings`; then `then` runs on it.
  func table<T>(_ settings: [String] = [], then: (UITableView) -> T) throws -> (T, [String]) {
    let log = ExerciseLog()
    let assumptions = try EngineAssumptions(settings)
    return EngineAssumptions.$current.withValue(assumptions) {
      EngineAssumptions.$log.withValue(log) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.sectionHeaderTopPadding = 0
        table.estimatedRowHeight = 44
        table.content = TableContent([.init(rows: 40, rowHeight: 100, headerHeight: 0, footerHeight: 0)])
        table.layoutIfNeeded()
        return (then(table), log.exercised)
      }
    }
  }

  func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset.y = y
    table.layoutIfNeeded()
  }

  /// Where row `row` is drawn on screen.
  func screenY(_ table: UITableView, _ row: Int) -> CGFloat {
    table.rectForRow(at: IndexPath(row: row, section: 0)).minY - table.contentOffset.y
  }

  @Test func t20RowsNotYetShownStandAtTheEstimate() throws {
    let ((size, first, last), exercised) = try table { table in
      (
        table.contentSize.height, table.rectForRow(at: IndexPath(row: 0, section: 0)).height,
        table.rectForRow(at: IndexPath(row: 39, section: 0)).height
      )
    }
    // Rows 0 to 4 fill the 480 points and are measured; the 35 others stand at 44.
    #expect(size == CGFloat(5 * 100 + 35 * 44))
    #expect(first == 100)
    #expect(last == 44)
    #expect(exercised == ["T20"])
  }

  @Test func t20ExactLaysOutEveryRowAtItsRealHeight() throws {
    let (size, exercised) = try table(["T20=exact"]) { $0.contentSize.height }
    #expect(size == 4000)
    #expect(exercised == ["T20"])
  }

  @Test func t20NoEstimateOrAZeroEstimateIsExactAndExercisesNothing() throws {
    for estimate in [UITableView.automaticDimension, 0] {
      let log = ExerciseLog()
      let size = EngineAssumptions.$log.withValue(log) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.sectionHeaderTopPadding = 0
        table.estimatedRowHeight = estimate
        table.content = TableContent([.init(rows: 40, rowHeight: 100, headerHeight: 0, footerHeight: 0)])
        table.layoutIfNeeded()
        return table.contentSize.height
      }
      #expect(size == 4000)
      #expect(log.exercised.isEmpty)
    }
  }

  @Test func t20ScrollingDownMeasuresTheRowsThatComeIntoViewAndTheContentSizeGrows() throws {
    let ((offset, size), _) = try table { table in
      scroll(table, to: 600)
      return (table.contentOffset.y, table.contentSize.height)
    }
    // At the estimates rows 7 to 17 overlap 600...1080; measured top to bottom, rows 7 to 11
    // fill it. Rows 5 and 6, scrolled past above, stay at the estimate.
    #expect(offset == 600)
    #expect(size == CGFloat(10 * 100 + 30 * 44))  // 5 + 5 rows measured, 2 + 28 at 44
  }

  @Test func t20EstimatedKeepsWhatTheUserSeesWhenRowsAboveAreMeasured() throws {
    let ((row7, offset), _) = try table { table in
      scroll(table, to: 600)
      scroll(table, to: 500)
      return (screenY(table, 7), table.contentOffset.y)
    }
    // At 500, before the measure, row 7 (at 588) is 88 points below the top. Rows 5 and 6
    // come into view above it and measure 100, not 44: the offset takes up their 112 points,
    // so row 7 stays 88 points below the top.
    #expect(row7 == 88)
    #expect(offset == CGFloat(500 + 112))
  }

  @Test func t20KeptMovesWhatTheUserSeesByTheEstimatesError() throws {
    let ((row7, offset), exercised) = try table(["T20=kept"]) { table in
      scroll(table, to: 600)
      scroll(table, to: 500)
      return (screenY(table, 7), table.contentOffset.y)
    }
    // The offset stays at 500: row 7, 88 points below the top before, is pushed 112 lower.
    #expect(offset == 500)
    #expect(row7 == CGFloat(88 + 112))
    #expect(exercised == ["T20"])
  }

  /// A 320 x 480 table of 40 rows of 44 with an estimate of 100 (too large), under
  /// `settings`: scrolled to 200 and reloaded, so that rows 2 to 12 are measured and rows 0
  /// and 1 are not (they stand at 100); then `then` runs on it.
  func tooLargeEstimates<T>(_ settings: [String] = [], then: (UITableView) -> T) throws -> (T, [String]) {
    let log = ExerciseLog()
    let assumptions = try EngineAssumptions(settings)
    return EngineAssumptions.$current.withValue(assumptions) {
      EngineAssumptions.$log.withValue(log) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.sectionHeaderTopPadding = 0
        table.estimatedRowHeight = 100
        table.content = TableContent([.init(rows: 40, rowHeight: 44, headerHeight: 0, footerHeight: 0)])
        table.layoutIfNeeded()
        scroll(table, to: 200)
        table.reloadData()
        table.layoutIfNeeded()
        return (then(table), log.exercised)
      }
    }
  }

  /// A non-animated jump to the top edge with estimates too large (rdar 21859811: it "behaves
  /// as expected", at the top): rows 0 and 1, above the first measured row (row 2, at 200),
  /// measure 44 instead of 100, and the correction keeping row 2 where it was moves the offset
  /// by 2 x (44 - 100) = -112, past the top. At rest S11 pulls it back to the top edge at
  /// once, in the same layout cycle: the rows measured, row 2 at 88.
  @Test func t20AnEstimateCorrectionPastTheTopIsPulledBackAtRest() throws {
    let ((before, offset, row2, range), exercised) = try tooLargeEstimates { table in
      let before = table.isMeasured(RowPosition(section: 0, row: 0))
      table.setContentOffset(CGPoint(x: 0, y: table.minimumContentOffsetY), animated: false)
      return (before, table.contentOffset.y, screenY(table, 2), table.validContentOffsetYRange)
    }
    #expect(before == false)
    #expect(offset == 0)
    #expect(range.contains(offset))
    #expect(row2 == 88)
    #expect(exercised.contains("S11"))
  }

  /// The same jump under `S11=stay`: the corrected offset stays 112 points past the top
  /// (rounds 1 to 8's result), row 2 where it was on screen.
  @Test func t20AnEstimateCorrectionPastTheTopStaysUnderS11Stay() throws {
    let ((offset, row2), exercised) = try tooLargeEstimates(["S11=stay"]) { table in
      table.setContentOffset(CGPoint(x: 0, y: table.minimumContentOffsetY), animated: false)
      return (table.contentOffset.y, screenY(table, 2))
    }
    #expect(offset == -112)
    #expect(row2 == 200)
    #expect(exercised.contains("S11"))
  }

  /// While the finger is down the correction is not clamped (S11): a drag to the top edge
  /// measures rows 0 and 1 and the offset stays 112 points past the top until the release,
  /// which brings it back as any release out of range does (S24).
  @Test func t20AnEstimateCorrectionPastTheTopIsNotClampedWhileDragging() throws {
    let ((dragged, released), _) = try tooLargeEstimates { table in
      table.drag(by: 200)
      let dragged = table.contentOffset.y
      table.release()
      return (dragged, table.contentOffset.y)
    }
    #expect(dragged == -112)
    #expect(released == 0)
  }

  @Test func t20ReloadDataForgetsTheMeasuredHeights() throws {
    let ((first, size), _) = try table { table in
      scroll(table, to: 600)
      table.reloadData()
      table.layoutIfNeeded()
      return (table.indexPathsForVisibleRows.first?.row, table.contentSize.height)
    }
    // Every row at 44 again: row 13 is at the top now, not row 7 (the jump after a reload).
    #expect(first == 13)
    #expect(size == CGFloat(34 * 44 + 6 * 100))
  }

  @Test func t20AnInsertedRowIsNotMeasuredUntilShownAndMeasurementsMoveWithTheirRows() throws {
    let ((moved, inserted), _) = try table { table in
      scroll(table, to: 600)
      try? table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 30, section: 0)], height: 100)
      let moved = Array(table.rowMeasurements[0].prefix(13))
      table.layoutIfNeeded()
      return (moved, table.rectForRow(at: IndexPath(row: 30, section: 0)).height)
    }
    // Row 0 is new (not measured); the measured rows 0...4 and 7...11 are now 1...5 and
    // 8...12. The new row 30, off screen, stands at the estimate.
    #expect(moved == [false, true, true, true, true, true, false, false, true, true, true, true, true])
    #expect(inserted == 44)
  }
}
