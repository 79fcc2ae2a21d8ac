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

  /// Round 12: under a bar that prefers large titles its screen shows a standard title
  /// (ScrollKit #6); round 11's revision kept the large title.
  @Test(arguments: [false, true])
  func itsScreenRefusesALargeTitle(keeping: Bool) {
    let controller = StretchyTableHeaderFixed(keepingLargeTitle: keeping)
      .makeViewController(heights: Self.heights)
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = true
    _ = controller.view
    #expect(controller.navigationItem.largeTitleDisplayMode == (keeping ? .automatic : .never))
    #expect(navigation.showsLargeTitle(in: CGSize(width: 390, height: 844)) == keeping)
  }

  @Test(arguments: [0, 1, 30])
  func atRestAtTheTopTheHeaderIsAtItsMaximumBelowTheStatusBar(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    // The header's minimum height is in the top inset; the header reaches up into it, its
    // top just below the status bar.
    #expect(close(table.contentOffset.y, -97))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -50, width: 390, height: 200)))
    #expect(close(table.screenRect(fromContent: table.tableHeaderView!.frame).minY, 47))
    // The safe area is kept: the content's top is below the status bar.
    #expect(close(table.adjustedContentInset.top, 97))
    #expect(table.contentInset.top == 50)
  }

  /// Round 7: the controller moves the offset with the top inset it adds, so the table first
  /// rests at its top edge whether UIKit pulls an out-of-range offset back (S11=pull) or
  /// leaves it until the next touch (S11=stay); before, it appeared scrolled by 70 under stay.
  @Test(arguments: ["S11=pull", "S11=stay"], [0, 30])
  func s11TheTableFirstRestsAtItsTopEdgeUnderEitherPullBack(setting: String, rows: Int) throws {
    try EngineAssumptions.$current.withValue(EngineAssumptions([setting])) {
      let presented = present(rows: rows)
      defer { withExtendedLifetime(presented) {} }
      let table = presented.controller.tableView
      #expect(close(table.contentOffset.y, -97))
      #expect(close(table.tableHeaderView!.frame.height, 200))
    }
  }

  @Test(arguments: [0, 1])
  func aLongDragUpAndReleaseCollapsesTheHeaderToItsMinimum(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: -1000)
    table.release()
    // The footer spacer leaves the collapse distance, 200 - 50 = 150, to scroll from the
    // resting offset -97, plus the 34-point home indicator it does not subtract.
    #expect(close(table.validContentOffsetYRange.upperBound, 87))
    #expect(close(table.contentOffset.y, 87))
    // Collapsed, it stays just below the status bar: content y 134 is screen y 47.
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 134, width: 390, height: 50)))
    #expect(table.contentInset.bottom == 0)
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
    #expect(close(table.contentOffset.y, -97))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -50, width: 390, height: 200)))
  }

  @Test(arguments: [0, 1, 30])
  func aPullBouncesBackAndNeverStretchesTheHeader(rows: Int) {
    let presented = present(rows: rows)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: 120)
    #expect(close(table.contentOffset.y, -97 - rubberBand(120)))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -50, width: 390, height: 200)))
    table.release()
    #expect(close(table.contentOffset.y, -97))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -50, width: 390, height: 200)))
    #expect(table.contentInset.top == 50)
  }

  @Test func halfwayTheHeaderGivesUpTheDistanceScrolled() {
    let presented = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    // Scrolled 107 from the top: 200 - 107 = 93, kept at the safe area's top (content
    // y = offset + 47, screen y 47).
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 57, width: 390, height: 93)))
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
    // 150 + 22 + 28 + 8 * 44 + 28 = 580 points of rows: the spacer still leaves 150.
    #expect(close(table.rect(forSection: 0).maxY, 580))
    #expect(close(table.validContentOffsetYRange.upperBound, 87))
    table.drag(by: -1000)
    table.release()
    #expect(close(table.tableHeaderView!.frame.height, 50))
  }

  @Test func floatingSectionHeadersPinAtTheCollapsedHeadersBottomEdge() throws {
    let presented = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    let section = try #require(table.elementFrames().first { $0.kind == .sectionHeader(section: 0) })
    #expect(section.isPinned)
    // The collapsed header spans 47...97 on screen; the pinned section header starts at 97.
    #expect(close(section.screenFrame.minY, 97))
  }

  @Test func theAppsInsetStaysAndItsOwnShareIsAdded() {
    let presented = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    presented.host.update { table.contentInset.bottom += 60 }
    #expect(table.contentInset.bottom == 60)
    #expect(table.contentInset.top == 50)
  }

  @Test func theDeclarationFollowsTheProposal() {
    let declaration = StretchyTableHeaderFixed().declaration(for: HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .tableHeader)
    #expect(declaration.minimumHeight == 80)
    #expect(declaration.maximumHeight == 300)
    #expect(!declaration.stretches)
  }
}
