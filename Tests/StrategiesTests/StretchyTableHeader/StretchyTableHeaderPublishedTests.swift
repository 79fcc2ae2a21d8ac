import ScrollGeometry
import Testing

@testable import Strategies

/// Seed 000's arithmetic on hand-computed positions, on a 390 x 844 screen.
///
/// The seed's `scrollViewDidScroll`: `height = clamp(200 + offsetY, 50...200)`, header frame
/// `(0, offsetY, 390, height)`, `contentInset.top = max(0, 200 - height)`. Plain-style rows
/// are 44 tall below a 22-point top padding and 28-point section header and footer, so one
/// row makes 200 + 22 + 28 + 44 + 28 = 322 points of content and 30 rows make 1598.
@Suite("stretchy-table-header.published (seed 000)")
struct StretchyTableHeaderPublishedTests {
  /// The port presented with `rows` rows in one section, a spy in front of its delegate.
  func present(rows: Int) -> (Presented<StretchyTableHeaderPublishedController>, DidScrollSpy) {
    let presented = Presented(
      { StretchyTableHeaderPublishedController() },
      attributes: StoryboardAttributes(content: TableContent(sections: 1, rowsPerSection: rows)),
      spying: { $0.tableView })
    return (presented, presented.spy!)
  }

  @Test func atRestTheHeaderIsAtItsMaximumAndNoDidScrollRan() {
    let (presented, spy) = present(rows: 1)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    #expect(spy.calls.isEmpty)
    #expect(table.contentOffset.y == 0)
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    #expect(table.contentInset == .zero)
    // `contentInsetAdjustmentBehavior = .never`: the 47-point status bar is not added.
    #expect(table.adjustedContentInset == .zero)
  }

  @Test func pulledFortyPointsTheHeaderShrinksToMaxPlusOffset() {
    let (presented, spy) = present(rows: 1)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
    // maxHeight + offsetY = 200 - 40 = 160 at y = offsetY; topInset = 200 - 160 = 40.
    #expect(spy.calls.count == 1)
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -40, width: 390, height: 160)))
    #expect(close(table.contentInset, UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)))
    // The new inset makes -40 the top of the valid range: the offset stays.
    #expect(close(table.contentOffset.y, -40))
    #expect(close(table.validContentOffsetYRange.lowerBound, -40))
  }

  @Test func scrolledUpThirtyPointsTheHeightClampsToTheMaximum() {
    let (presented, spy) = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
    // 200 + 30 = 230, clamped to 200, at y = 30; topInset = max(0, 200 - 200) = 0.
    #expect(spy.calls.count == 1)
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: 30, width: 390, height: 200)))
    #expect(table.contentInset == .zero)
    #expect(close(table.contentOffset.y, 30))
  }

  @Test func draggedThreeHundredPointsDownTheHeightClampsToTheMinimum() {
    let (presented, spy) = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    // The finger distance whose rubber band shows -300 from rest at 0 (S8).
    table.drag(by: RubberBand.dragDistance(forOffset: 300, dimension: 844))
    // 200 - 300 = -100, clamped to 50, at y = -300; topInset = 200 - 50 = 150. During a drag
    // the offset is not pulled into the new range.
    #expect(spy.calls.count == 1)
    #expect(close(table.contentOffset.y, -300))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -300, width: 390, height: 50)))
    #expect(close(table.contentInset, UIEdgeInsets(top: 150, left: 0, bottom: 0, right: 0)))
    // Released, it bounces back to the top of the range the seed moved, -150, where
    // 200 - 150 = 50 still: the header stays collapsed at rest after a pull.
    table.release()
    #expect(close(table.contentOffset.y, -150))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -150, width: 390, height: 50)))
    #expect(close(table.contentInset.top, 150))
  }

  @Test func setToMinusThreeHundredAtRestTheOffsetIsPulledBackToTheInset() throws {
    let (presented, spy) = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
    // The call at -300 sets inset 150; at rest -300 is outside [-150, ...], so the view pulls
    // the offset back to -150 (S11) from inside that call, and the seed runs again there.
    #expect(spy.calls.map(\.offsetY) == [-300, -150])
    #expect(close(table.contentOffset.y, -150))
    #expect(close(table.tableHeaderView!.frame, CGRect(x: 0, y: -150, width: 390, height: 50)))
    #expect(close(table.contentInset.top, 150))
  }

  @Test func c4TheForcedContentHeightIsOverwrittenByTheTablesOwnPass() {
    let (presented, _) = present(rows: 1)
    defer { withExtendedLifetime(presented) {} }
    let controller = presented.controller
    // viewDidLayoutSubviews forces 844 before the table's own first pass, which derives the
    // natural 322 over it (C4): the seed's force does not survive the first layout.
    #expect(controller.tableView.contentSize.height == 322)
  }

  @Test func tallContentKeepsItsNaturalHeight() {
    let (presented, _) = present(rows: 30)
    defer { withExtendedLifetime(presented) {} }
    #expect(close(presented.controller.tableView.contentSize.height, 1598))
  }

  @Test func theDeclarationIsTheSeedsConstants() {
    let declaration = StretchyTableHeaderPublished().declaration(
      for: HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .tableHeader)
    #expect(declaration.minimumHeight == 50)
    #expect(declaration.maximumHeight == 200)
    #expect(!declaration.stretches)
  }
}
