import Testing

@testable import ScrollGeometry

/// P7: the rows the estimate pass walks, found without an `IndexPath` each, are the rows
/// `indexPathsForVisibleRows` reports, in the same order.
@Suite struct RowPositionTests {
  /// Three sections of rows of different heights, with headers and footers.
  func table() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.content = TableContent([
      .init(rows: 5, rowHeight: 60, headerHeight: 30, footerHeight: 10),
      .init(rows: 0, rowHeight: 44, headerHeight: 20, footerHeight: 20),
      .init(rows: 30, rowHeight: 90, headerHeight: 40, footerHeight: 0),
    ])
    table.layoutIfNeeded()
    return table
  }

  @Test func p7RowPositionsAreTheVisibleRowsInOrder() {
    let table = table()
    var compared = 0
    for y in stride(from: -200, through: 3200, by: 37) {
      table.contentOffset.y = CGFloat(y)
      let positions = table.layout.rowPositions(overlapping: table.bounds.minY, table.bounds.maxY)
      let paths = table.indexPathsForVisibleRows
      #expect(positions.map { IndexPath(row: $0.row, section: $0.section) } == paths)
      compared += positions.count
    }
    // The walk did see rows of more than one section.
    #expect(compared > 100)
    table.contentOffset.y = 300
    let sections = Set(table.layout.rowPositions(overlapping: 0, 800).map(\.section))
    #expect(sections == [0, 2])
  }

  @Test func p7NoRowsOutsideTheContent() {
    let table = table()
    #expect(table.layout.rowPositions(overlapping: -500, -1).isEmpty)
    #expect(table.layout.rowPositions(overlapping: 100_000, 100_500).isEmpty)
  }
}
