import Testing
@testable import ScrollGeometry

@Suite struct UITableViewTraceTests {
  @Test func t16ElementFramesReportHeaderRowsAndFloatingSections() {
    let table = makeTable(content: TableContent(sections: 2, rowsPerSection: 30), header: 200)
    let recorder = TraceRecorder()
    table.recorder = recorder
    table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    let observation = recorder.trace.observations.last!
    // The table header is reported although it is off screen.
    #expect(observation.element(.tableHeader)?.contentFrame == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(observation.element(.tableHeader)?.screenFrame.minY == -1000)
    let rows = observation.elements.compactMap { e -> IndexPath? in
      if case .row(let s, let r) = e.kind { return IndexPath(row: r, section: s) } else { return nil }
    }
    #expect(rows == table.indexPathsForVisibleRows)
    #expect(!rows.isEmpty)
    // The floating header of the visible section is reported at its pinned frame.
    let visibleSection = rows[0].section
    let header = observation.element(.sectionHeader(section: visibleSection))
    #expect(header?.contentFrame == table.displayedRectForHeader(inSection: visibleSection))
    #expect(header?.screenFrame == table.screenRect(fromContent: table.displayedRectForHeader(inSection: visibleSection)))
    #expect(observation.element(.tableFooter) == nil)
  }

  @Test func c10ALayoutPassIsNotADrawnFrame() {
    let table = makeTable()
    let recorder = TraceRecorder()
    table.recorder = recorder
    table.reloadData()
    table.layoutIfNeeded()
    #expect(recorder.trace.observations.isEmpty)
    // Whoever ends the cycle records the drawn state.
    table.reloadData()
    table.record(.marker("drawn"))
    #expect(recorder.trace.observations.map(\.cause) == [.marker("drawn")])
    #expect(recorder.trace.observations.last?.contentSize == table.contentSize)
  }

  @Test func w45ATableRecordsThePlaceAPinnedSectionHeaderLeft() {
    // One empty section (header 44, footer 28) below a 100-point top inset: at offset -77 the
    // pin line is 23 points into the content, so the header is drawn 23 points low and its
    // footer is not needed to place it.
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 0))
    table.sectionHeaderHeight = 44
    table.sectionFooterHeight = 28
    table.contentInset.top = 100
    table.layoutIfNeeded()
    table.setContentOffset(CGPoint(x: 0, y: -100), animated: false)
    #expect(table.observe(.marker("rest")).vacatedHeaderPlaces.isEmpty)
    table.setContentOffset(CGPoint(x: 0, y: -77), animated: false)
    let natural = table.rectForHeader(inSection: 0)
    #expect(table.displayedRectForHeader(inSection: 0).minY == natural.minY + 23)
    #expect(table.observe(.marker("pinned")).vacatedHeaderPlaces == [natural])
    let grouped = makeTable(style: .grouped, content: TableContent(sections: 1, rowsPerSection: 0))
    grouped.contentInset.top = 100
    grouped.setContentOffset(CGPoint(x: 0, y: -77), animated: false)
    #expect(grouped.observe(.marker("grouped")).vacatedHeaderPlaces.isEmpty)
  }

  @Test func t16TableFooterOnlyWhenOnScreen() {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 40))
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    table.layoutIfNeeded()
    #expect(table.observe(.marker("top")).element(.tableFooter) == nil)
    table.setContentOffset(CGPoint(x: 0, y: table.maximumContentOffsetY), animated: false)
    #expect(table.observe(.marker("bottom")).element(.tableFooter) != nil)
  }
}
