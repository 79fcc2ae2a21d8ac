import ScrollGeometry
import Testing

@testable import Strategies

/// The fixed non-floating table: every section header and footer is drawn at its content
/// position at any offset, with any heights and safe areas.
@Suite("non-floating-sections.fixed")
struct NonFloatingSectionsFixedTests {
  /// Sections with their own header and footer heights, some contradicting the table's.
  static let content = TableContent([
    .init(rows: 3, headerHeight: 40, footerHeight: 30),
    .init(rows: 5),
    .init(rows: 2, headerHeight: 0, footerHeight: 60),
    .init(rows: 8, headerHeight: 55),
    .init(rows: 4),
  ])

  func present(
    safeTop: CGFloat, behavior: UIScrollView.ContentInsetAdjustmentBehavior
  ) -> Presented<NonFloatingSectionsFixedController> {
    Presented(
      { NonFloatingSectionsFixedController() },
      attributes: StoryboardAttributes(
        content: Self.content, sectionHeaderHeight: 28, sectionFooterHeight: 20,
        contentInsetAdjustmentBehavior: behavior),
      screen: phone(safeTop: safeTop))
  }

  /// Checks that every section's header and footer is displayed at its natural rectangle.
  func expectNothingFloats(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
    for section in 0..<table.numberOfSections {
      #expect(
        close(table.displayedRectForHeader(inSection: section), table.rectForHeader(inSection: section)),
        "section \(section) header at offset \(table.contentOffset.y)", sourceLocation: sourceLocation)
      #expect(
        close(table.displayedRectForFooter(inSection: section), table.rectForFooter(inSection: section)),
        "section \(section) footer at offset \(table.contentOffset.y)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [0, 20, 47, 59] as [CGFloat])
  func headersAndFootersKeepTheirContentPositionAtAnyOffset(safeTop: CGFloat) {
    let presented = present(safeTop: safeTop, behavior: .never)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    #expect(table.style == .grouped)
    // At rest the content starts below the status bar, whatever the storyboard said.
    #expect(close(table.contentOffset.y, -safeTop))
    expectNothingFloats(table)
    for offset in [0, 37, 120, 333, 450] as [CGFloat] {
      table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      expectNothingFloats(table)
    }
    table.setContentOffset(CGPoint(x: 0, y: -safeTop), animated: false)
    table.drag(by: 150)
    expectNothingFloats(table)
    table.release()
    #expect(close(table.contentOffset.y, -safeTop))
    table.drag(by: -2000)
    expectNothingFloats(table)
    table.release()
    expectNothingFloats(table)
  }

  @Test func theInsetsAreNeverRewritten() {
    let presented = present(safeTop: 47, behavior: .automatic)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: -400)
    table.release()
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(table.contentInset == .zero)
    #expect(close(table.adjustedContentInset.top, 47))
    #expect(close(table.adjustedContentInset.bottom, 34))
  }

  @Test func aGroupedSectionHasNoPaddingAboveItsHeader() {
    let presented = present(safeTop: 47, behavior: .always)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    // Grouped: no 22-point padding; the first section starts below the 35-point band of a
    // grouped table with no header view (T31), and is 40 + 3 * 44 + 30 = 202 points tall.
    #expect(close(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 35, width: 390, height: 40)))
    #expect(close(table.rectForHeader(inSection: 1).minY, 35 + 202))
  }
}
