import Testing
@testable import ScrollGeometry

@Suite struct UITableViewRectsTests {
  /// Three sections: header 30, four 50-point rows, footer 20 (section height 250), no padding.
  func sections(style: UITableView.Style = .plain) -> UITableView {
    makeTable(
      style: style,
      content: TableContent(Array(repeating: .init(rows: 4, rowHeight: 50, headerHeight: 30, footerHeight: 20), count: 3)),
      topPadding: 0)
  }

  @Test func t10VisibleRowsAtSeveralOffsets() {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 100), topPadding: 0)
    table.frame.size.height = 440
    table.layoutIfNeeded()
    // Header 28, rows of 44: row r spans 28 + 44r ..< 72 + 44r.
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...9))
    table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    // Visible 1000..<1440: first row with maxY > 1000 is r = 22 (maxY 1040); last with minY < 1440 is r = 32 (minY 1436).
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(22...32))
    table.setContentOffset(CGPoint(x: 0, y: 28), animated: false)
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...9))
  }

  @Test func t10VisibleRowsInTenThousandRows() {
    let table = makeTable(content: TableContent([.init(rows: 10_000, rowHeight: 44, headerHeight: 0, footerHeight: 0)]))
    table.setContentOffset(CGPoint(x: 0, y: 44 * 5000 + 10), animated: false)
    let rows = table.indexPathsForVisibleRows.map(\.row)
    #expect(rows.first == 5000)
    #expect(rows.last == 5000 + 19)  // 844 / 44 = 19.2: rows 5000...5019
    table.setContentOffset(CGPoint(x: 0, y: table.maximumContentOffsetY), animated: false)
    #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 9_999, section: 0))
  }

  @Test func t13PlainHeadersPinAndArePushedUpAtSectionBoundary() {
    let table = sections()
    table.frame.size.height = 300
    table.layoutIfNeeded()
    // Inside section 0: pinned at the top line.
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.displayedRectForHeader(inSection: 0).minY == 100)
    // Near the end of section 0 (maxY 250, footer included): pushed up to 250 - 30.
    table.setContentOffset(CGPoint(x: 0, y: 235), animated: false)
    #expect(table.displayedRectForHeader(inSection: 0).minY == 220)
    #expect(table.displayedRectForHeader(inSection: 1).minY == 250)
    // Past the boundary: section 1's header pins.
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(table.displayedRectForHeader(inSection: 1).minY == 300)
    #expect(!table.indexesOfVisibleSections.contains(0))
  }

  @Test func t13PinLineUsesAdjustedTopInset() {
    let table = sections()
    table.contentInsetAdjustmentBehavior = .always
    table.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    table.contentInset.top = 10
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.displayedRectForHeader(inSection: 0).minY == 157)
  }

  /// While a refresh control refreshes, headers pin below its 60 points by default and where
  /// they pin without it under `W44=top`; the log notes W44 only where the two differ.
  @Test func w44HeadersPinBelowARefreshingControlOrUnderTheAlternativeAtTheTop() throws {
    func pinned(_ settings: [String]) -> (CGFloat, [String]) {
      let log = ExerciseLog()
      let y = EngineAssumptions.$log.withValue(log) {
        EngineAssumptions.$current.withValue(try! EngineAssumptions(settings)) { () -> CGFloat in
          let table = sections()
          table.contentInsetAdjustmentBehavior = .always
          table.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
          table.refreshControl = UIRefreshControl()
          table.refreshControl?.beginRefreshing()
          table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
          return table.displayedRectForHeader(inSection: 0).minY
        }
      }
      return (y, log.exercised)
    }
    let (y, exercised) = pinned([])
    #expect(y == 207)
    #expect(exercised.contains("W41") && exercised.contains("W44"))
    #expect(pinned(["W44=top"]).0 == 147)
    #expect(pinned(["W41=contentInset", "W44=top"]).0 == 147)
    // Without a refresh in progress, nothing to decide.
    let table = sections()
    table.refreshControl = UIRefreshControl()
    let log = ExerciseLog()
    EngineAssumptions.$log.withValue(log) {
      table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
      #expect(table.displayedRectForHeader(inSection: 0).minY == 100)
    }
    #expect(!log.exercised.contains("W44"))
  }

  @Test func t13TopBounceMovesFirstHeaderWithContent() {
    let table = sections()
    table.drag(by: 120)
    #expect(table.contentOffset.y < 0)
    let header = table.displayedRectForHeader(inSection: 0)
    #expect(header.minY == table.rectForHeader(inSection: 0).minY)
    // On screen it moved down with the content.
    let observed = table.observe(.marker("bounce")).element(.sectionHeader(section: 0))
    #expect(observed.map { close($0.screenFrame.minY, -table.contentOffset.y) } == true)
  }

  @Test func t14GroupedNothingFloats() {
    let table = sections(style: .grouped)
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.displayedRectForHeader(inSection: 0) == table.rectForHeader(inSection: 0))
    #expect(table.displayedRectForFooter(inSection: 1) == table.rectForFooter(inSection: 1))
    #expect(table.observe(.marker("g")).element(.sectionHeader(section: 0)) == nil)
  }

  @Test func t15PlainFootersPinToTheBottomLine() {
    let table = sections()
    table.frame.size.height = 300
    table.contentInset.bottom = 10
    table.layoutIfNeeded()
    // Offset 0: bottom line 290; section 1 spans 250..<500, its footer naturally at 480; it
    // would float to 270 but stays below its own header (bottom 280).
    #expect(table.displayedRectForFooter(inSection: 1).minY == 280)
    // Section 0's footer is on screen at its natural place (230).
    #expect(table.displayedRectForFooter(inSection: 0).minY == 230)
    // Footer never above its section's header (bottom 30): a bounce puts the bottom line high.
    table.drag(by: 2000)
    #expect(table.displayedRectForFooter(inSection: 0).minY >= 30)
    #expect(table.displayedRectForFooter(inSection: 0).minY == max(min(table.contentOffset.y + 290 - 20, 230), 30))
  }

  @Test func t15AnEmptySectionsFooterNeverCoversItsHeader() {
    let table = makeTable(
      content: TableContent([.init(rows: 0, rowHeight: 50, headerHeight: 28, footerHeight: 28)]), topPadding: 0)
    table.frame.size.height = 300
    table.contentInset.bottom = 280
    table.layoutIfNeeded()
    // The bottom line is at 20, above the header's bottom (28): the footer stays at 28.
    #expect(table.displayedRectForFooter(inSection: 0).minY == 28)
  }
}
