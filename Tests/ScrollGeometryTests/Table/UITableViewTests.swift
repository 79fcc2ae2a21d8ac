import Testing
@testable import ScrollGeometry

/// A 390 x 844 table with the given content, laid out once.
func makeTable(
  style: UITableView.Style = .plain, content: TableContent = TableContent(sections: 3, rowsPerSection: 4),
  header: CGFloat? = nil, topPadding: CGFloat = 0
) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
  table.sectionHeaderTopPadding = topPadding
  table.content = content
  if let header { table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: header)) }
  table.layoutIfNeeded()
  return table
}


@Suite struct UITableViewTests {
  @Test func t1TablesAlwaysBounceVertically() {
    let table = UITableView()
    #expect(table.alwaysBounceVertical)
    #expect(!UIScrollView().alwaysBounceVertical)
    // One short row still drags (S9 with T1).
    let short = makeTable(content: TableContent(sections: 1, rowsPerSection: 1))
    short.drag(by: 50)
    #expect(short.contentOffset.y < 0)
  }

  @Test func t2RowHeightDefaultAndAutomatic() {
    let table = makeTable(content: TableContent([.init(rowHeights: [nil, 60, UITableView.automaticDimension])]), topPadding: 0)
    #expect(table.rowHeight == 44)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    table.rowHeight = 50
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
  }

  @Test func t3SectionHeightDefaultsPerStyle() {
    let plain = UITableView(style: .plain)
    let grouped = UITableView(style: .grouped)
    #expect(plain.sectionHeaderHeight == 28 && plain.sectionFooterHeight == 28)
    #expect(grouped.sectionHeaderHeight == 18 && grouped.sectionFooterHeight == 18)
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 1))
    table.sectionHeaderHeight = UITableView.automaticDimension
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 28)
  }

  @Test func t4ContentSizeFormula() {
    let content = TableContent([
      .init(rowHeights: [44, 60], headerHeight: 30, footerHeight: 10),
      .init(rowHeights: [], headerHeight: 0, footerHeight: 0),
      .init(rowHeights: [nil], headerHeight: nil, footerHeight: 5),
    ])
    let table = makeTable(content: content, header: 200, topPadding: 7)
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    table.layoutIfNeeded()
    // header 200; s0: 7 + 30 + 104 + 10; s1: no header so no padding; s2: 7 + 28 + 44 + 5; footer 40.
    let expected: CGFloat = 200 + (7 + 30 + 104 + 10) + 0 + (7 + 28 + 44 + 5) + 40
    #expect(table.contentSize.height == expected)
    #expect(table.contentSize.width == 390)
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 200, width: 390, height: 151))
    #expect(table.rectForHeader(inSection: 0).minY == 207)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 281)
    #expect(table.rectForFooter(inSection: 2).maxY == expected - 40)
    #expect(table.tableFooterView?.frame.minY == expected - 40)
  }

  @Test func t5DelegateHeightsContradictTableWideProperties() {
    let table = makeTable(content: TableContent([
      .init(rows: 1, headerHeight: 0, footerHeight: 0), .init(rows: 1),
    ]))
    #expect(table.sectionHeaderHeight == 28)
    #expect(table.rectForHeader(inSection: 0).height == 0)
    #expect(table.rectForFooter(inSection: 0).height == 0)
    #expect(table.rectForHeader(inSection: 1).height == 28)
  }

  @Test func t6SectionHeaderTopPadding() {
    let automatic = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    automatic.content = TableContent([.init(rows: 1), .init(rows: 1, headerHeight: 0)])
    automatic.layoutIfNeeded()
    #expect(automatic.rectForHeader(inSection: 0).minY == 22)
    // No padding above an empty header.
    #expect(automatic.rectForRow(at: IndexPath(row: 0, section: 1)).minY == automatic.rect(forSection: 0).maxY)
    let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    grouped.content = TableContent(sections: 1, rowsPerSection: 1)
    grouped.layoutIfNeeded()
    // No padding in grouped style: the header starts at the bottom of the band a grouped
    // table without a header view leaves (T31, 35 points).
    #expect(grouped.rectForHeader(inSection: 0).minY == UITableView.groupedTopBand)
    automatic.sectionHeaderTopPadding = 5
    automatic.layoutIfNeeded()
    #expect(automatic.rectForHeader(inSection: 0).minY == 5)
  }

  @Test func t7HeaderHeightRespectedWidthForcedOriginAtTop() {
    let table = makeTable()
    let header = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 150))
    table.tableHeaderView = header
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).minY == 150)
    let footer = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 30))
    table.tableFooterView = footer
    table.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: table.contentSize.height - 30, width: 390, height: 30))
  }

  @Test func t8HeaderFrameChangeDoesNotMoveRowsUntilReassigned() {
    let table = makeTable(header: 200)
    let header = table.tableHeaderView!
    let rowY = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
    header.frame.size.height = 300
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == rowY)
    // Observations report the header's current frame.
    #expect(table.observe(.marker("x")).element(.tableHeader)?.contentFrame.height == 300)
    table.tableHeaderView = header
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == rowY + 100)
  }

  @Test func t9TableFooterHeightCapturedAtAssignment() {
    let table = makeTable()
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
    table.tableFooterView = footer
    table.layoutIfNeeded()
    let height = table.contentSize.height
    footer.frame.size.height = 80
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.contentSize.height == height)
    table.tableFooterView = footer
    table.layoutIfNeeded()
    #expect(table.contentSize.height == height + 30)
  }

  @Test func t11HandSetContentSizeLastsUntilNextPass() {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 2), topPadding: 0)
    let derived = table.contentSize.height
    table.contentSize = CGSize(width: 390, height: 2000)
    table.drag(by: -100)
    table.release()
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(table.contentSize.height == 2000)
    table.reloadData()
    // The pass runs at the next layout cycle (here: the next step's end).
    #expect(table.contentSize.height == 2000)
    table.layoutIfNeeded()
    #expect(table.contentSize.height == derived)
  }

  @Test func t11EachTriggerRunsOneLayoutPass() throws {
    let table = makeTable()
    var count = table.layoutPassCount
    func expectPass(_ action: () throws -> Void) rethrows {
      try action()
      table.layoutIfNeeded()
      #expect(table.layoutPassCount == count + 1)
      count = table.layoutPassCount
    }
    expectPass { table.reloadData() }
    expectPass { table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10)) }
    expectPass { table.frame.size = CGSize(width: 844, height: 390) }
    try expectPass { try table.insertRows(at: [IndexPath(row: 0, section: 0)]) }
    try expectPass { try table.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
    // Scrolling is not a layout pass.
    table.drag(by: -40)
    #expect(table.layoutPassCount == count)
  }

  @Test func t12WidthChangeForcesHeaderWidthAgain() {
    let table = makeTable(header: 120)
    let header = table.tableHeaderView!
    header.frame.size.width = 10
    table.frame.size = CGSize(width: 844, height: 390)
    #expect(header.frame.width == 844)
    #expect(header.frame.height == 120)
  }

  @Test func t17InvalidUpdatesThrowAndChangeNothing() {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 2))
    #expect(throws: UITableView.UpdateError.invalidIndexPath(IndexPath(row: 5, section: 0))) {
      try table.insertRows(at: [IndexPath(row: 5, section: 0)])
    }
    #expect(throws: UITableView.UpdateError.self) {
      try table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 3)])
    }
    #expect(table.content.numberOfRows == 2)
    #expect(!table.needsContentLayout)
  }
}
