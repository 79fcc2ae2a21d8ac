import Testing

@testable import ScrollGeometry

/// P7: the content a table lays out at its estimate is kept between layout passes; whatever
/// changes in between, what the table lays out is what it works out afresh, and T20 is noted
/// exercised as often.
@Suite struct LaidOutContentMemoTests {
  /// The laid-out content and the exercise log's count of T20 positions, asked twice: as
  /// kept, and worked out again with the memo dropped (`advance` moves the log's position in
  /// between: it notes one position once).
  func keptAndFresh(
    _ table: UITableView, _ log: ExerciseLog, advance: () -> Void
  ) -> (TableContent, TableContent, Int, Int) {
    let before = log.positions["T20"]?.count ?? 0
    let kept = table.laidOutContent
    let afterKept = log.positions["T20"]?.count ?? 0
    advance()
    table.laidOutContentMemo = nil
    let fresh = table.laidOutContent
    let afterFresh = log.positions["T20"]?.count ?? 0
    return (kept, fresh, afterKept - before, afterFresh - afterKept)
  }

  @Test func p7KeptContentIsTheContentWorkedOutAfresh() {
    let log = ExerciseLog()
    var position = 0
    log.position = { position }
    EngineAssumptions.$log.withValue(log) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      table.sectionHeaderTopPadding = 0
      table.estimatedRowHeight = 44
      table.content = TableContent([
        .init(rows: 30, rowHeight: 100, headerHeight: 0, footerHeight: 0),
        .init(rows: 10, rowHeight: nil, headerHeight: 20, footerHeight: 0),
      ])
      table.layoutIfNeeded()
      var noted = 0
      let changes: [(UITableView) -> Void] = [
        { _ in },  // nothing changed: the memo answers
        { $0.contentOffset.y = 900; $0.layoutIfNeeded() },  // more rows measured
        { $0.rowHeight = 44 },  // the table-wide height the second section's rows take
        { $0.estimatedRowHeight = 60 },
        { $0.content.sections[0].rowHeights[29] = 44 },
        { try? $0.insertRows(at: [IndexPath(row: 0, section: 1)], heights: [70]) },
        { $0.contentOffset.y = 4000; $0.layoutIfNeeded() },
        { $0.estimatedRowHeight = 0 },  // no estimate: the content itself
      ]
      for change in changes {
        change(table)
        position += 1
        let (kept, fresh, keptNotes, freshNotes) = keptAndFresh(table, log) { position += 1 }
        #expect(kept == fresh)
        #expect(keptNotes == freshNotes)
        noted += keptNotes
      }
      // Some of those states did lay rows out at an estimate other than their height.
      #expect(noted > 0)
    }
  }
}
