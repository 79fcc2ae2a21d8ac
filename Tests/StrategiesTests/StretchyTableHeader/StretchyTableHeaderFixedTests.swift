import ScrollGeometry
import Testing

@testable import Strategies

/// The fixed stretchy header's promises, on a 390 x 844 screen with a 47-point status bar
/// and a 34-point home indicator, heights 50...200.
@Suite("stretchy-table-header.fixed")
struct StretchyTableHeaderFixedTests {
  static let heights = HeaderHeights(minimum: 50, maximum: 200)

  func present(rows: Int) -> Presented<StretchyTableHeaderFixedController> {
    Presented(
      { StretchyTableHeaderFixedController(heights: Self.heights) },
      attributes: StoryboardAttributes(content: TableContent(sections: 1, rowsPerSection: rows)))
  }

  @Test(arguments: [0, 1, 30])
  func atRestAtTheTopTheHeaderIsAtItsMaximumBelowTheStatusBar(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    #expect(close(table.contentOffset.y, -47))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    // The safe area is kept: the content's top is below the status bar.
    #expect(close(table.adjustedContentInset.top, 47))
    #expect(table.contentInset.top == 0)
  }

  @Test(arguments: [0, 1])
  func aLongDragUpAndReleaseCollapsesTheHeaderToItsMinimum(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: -1000)
    table.release()
    // The bottom inset leaves the collapse distance, 200 - 50 = 150, to scroll from the
    // resting offset -47, plus the 34-point home indicator it does not subtract.
    #expect(close(table.validContentOffsetYRange.upperBound, 137))
    #expect(close(table.contentOffset.y, 137))
    // Collapsed, it stays just below the status bar: content y 184 is screen y 47.
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 184, width: 390, height: 50)))
  }

  @Test(arguments: [0, 1])
  func scrolledBackToTheTopTheHeaderReturnsToItsMaximum(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: -1000)
    table.release()
    table.drag(by: 1000)
    table.release()
    #expect(close(table.contentOffset.y, -47))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 0, width: 390, height: 200)))
  }

  @Test(arguments: [0, 1, 30])
  func aPullBouncesBackAndNeverStretchesTheHeader(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: 120)
    #expect(close(table.contentOffset.y, -47 - rubberBand(120)))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    table.release()
    #expect(close(table.contentOffset.y, -47))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    #expect(table.contentInset.top == 0)
  }

  @Test func halfwayTheHeaderGivesUpTheDistanceScrolled() {
    let presented = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
    // Scrolled 107 from the top: 200 - 107 = 93, kept at the safe area's top (y = offset + 47).
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 107, width: 390, height: 93)))
    table.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 447, width: 390, height: 50)))
  }

  @Test func theHeaderIsDrawnOverTheRowsThatScrollUnderIt() throws {
    let presented = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    let elements = table.elementFrames()
    let header = try #require(elements.first { $0.kind == .tableHeader })
    let rows = elements.filter { if case .row = $0.kind { return true } else { return false } }
    #expect(close(header.screenFrame.minY, 47))
    #expect(rows.contains { $0.screenFrame.intersects(header.screenFrame) })
    #expect(rows.allSatisfy { $0.zIndex < header.zIndex })
  }

  @Test func insertingRowsKeepsTheCollapseReachable() {
    let presented = present(rows: 1)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    presented.host.update { table.content = TableContent(sections: 1, rowsPerSection: 8) }
    // 200 + 22 + 28 + 8 * 44 + 28 = 630 points of content: the inset still leaves 150.
    #expect(close(table.contentSize.height, 630))
    #expect(close(table.validContentOffsetYRange.upperBound, 137))
    table.drag(by: -1000)
    table.release()
    #expect(close(table.tableHeaderView!.frame.height, 50))
  }

  @Test func theDeclarationFollowsTheProposal() {
    let declaration = StretchyTableHeaderFixed().declaration(for: HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .tableHeader)
    #expect(declaration.minimumHeight == 80)
    #expect(declaration.maximumHeight == 300)
    #expect(!declaration.stretches)
  }
}
