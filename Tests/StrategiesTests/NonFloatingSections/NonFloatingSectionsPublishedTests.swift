import ScrollGeometry
import Testing

@testable import Strategies

/// Seed 003's four branches on hand-computed offsets.
///
/// Five sections of five 44-point rows, `sectionHeaderHeight` h = 40 and
/// `sectionFooterHeight` f = 30 (the storyboard's), the plain style's 22-point padding above
/// each header: a section is 22 + 40 + 220 + 30 = 312 points, the content 1560. The table
/// fills a 390 x 844 screen, so `bottomHeight = 1560 - 844 = 716`. The branches:
/// 1. `0 <= y <= 40`: `(-y, 0, -30, 0)`;
/// 2. `716 - 30 = 686 > y >= 0`: `(-40, 0, -30, 0)`;
/// 3. `y >= 716`: `(-40, 0, 0, 0)`;
/// 4. `y >= 40` otherwise, i.e. `686 <= y < 716`: `(-y, 0, -30, 0)`.
@Suite("non-floating-sections.published (seed 003)")
struct NonFloatingSectionsPublishedTests {
  static let attributes = StoryboardAttributes(
    content: TableContent(sections: 5, rowsPerSection: 5), sectionHeaderHeight: 40,
    sectionFooterHeight: 30, contentInsetAdjustmentBehavior: .never, pin: .superview)

  func present() -> (Presented<NonFloatingSectionsPublishedController>, DidScrollSpy) {
    let presented = Presented(
      { NonFloatingSectionsPublishedController() }, attributes: Self.attributes,
      spying: { $0.tableView })
    return (presented, presented.spy!)
  }

  @Test func viewDidLoadSetsTheInsetBeforeAnyScroll() {
    let controller = StoryboardAttributes.$current.withValue(Self.attributes) {
      NonFloatingSectionsPublishedController()
    }
    #expect(controller.tableView.contentInset == .zero)
    controller.loadViewIfNeeded()
    // [self scrollViewDidScroll:self.tableView] at offset 0: branch 1, (-0, 0, -30, 0).
    #expect(controller.tableView.contentOffset.y == 0)
    #expect(controller.tableView.contentInset == UIEdgeInsetsMake(0, 0, -30, 0))
  }

  @Test func presentedTheGeometryIsAsComputed() {
    let (presented, spy) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    #expect(spy.calls.isEmpty)
    #expect(close(table.contentSize.height, 1560))
    #expect(table.frame.size == CGSize(width: 390, height: 844))
    #expect(table.sectionHeaderHeight == 40)
    #expect(table.sectionFooterHeight == 30)
  }

  @Test(arguments: [0, 25, 40] as [CGFloat])
  func branchOneFollowsTheOffset(offsetY: CGFloat) {
    let (presented, spy) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 1), animated: false)
    table.setContentOffset(CGPoint(x: 0, y: offsetY), animated: false)
    #expect(close(table.contentOffset.y, offsetY))
    #expect(close(table.contentInset, UIEdgeInsetsMake(-offsetY, 0, -30, 0)))
    #expect(spy.calls.last?.offsetY == offsetY)
  }

  @Test(arguments: [41, 300, 685] as [CGFloat])
  func branchTwoHidesAHeaderAndAFooter(offsetY: CGFloat) {
    let (presented, _) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: offsetY), animated: false)
    #expect(close(table.contentOffset.y, offsetY))
    #expect(close(table.contentInset, UIEdgeInsetsMake(-40, 0, -30, 0)))
  }

  @Test func branchThreeAtTheBottomKeepsTheLastFooter() {
    let (presented, _) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: 716), animated: false)
    #expect(close(table.contentOffset.y, 716))
    #expect(close(table.contentInset, UIEdgeInsetsMake(-40, 0, 0, 0)))
    // The range the inset leaves: [40, 1560 + 0 - 844] = [40, 716].
    #expect(close(table.validContentOffsetYRange.lowerBound, 40))
    #expect(close(table.validContentOffsetYRange.upperBound, 716))
  }

  @Test(arguments: [686, 700, 715] as [CGFloat])
  func branchFourFollowsTheOffsetNearTheBottom(offsetY: CGFloat) {
    let (presented, _) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.setContentOffset(CGPoint(x: 0, y: offsetY), animated: false)
    #expect(close(table.contentOffset.y, offsetY))
    #expect(close(table.contentInset, UIEdgeInsetsMake(-offsetY, 0, -30, 0)))
    // The top inset -y makes the offset the top of the valid range: it cannot scroll back up
    // at rest without the finger.
    #expect(close(table.validContentOffsetYRange.lowerBound, offsetY))
  }

  @Test func aNegativeOffsetMatchesNoBranchAndLeavesTheInset() {
    let (presented, spy) = present()
    defer { withExtendedLifetime(presented) {} }
    let table = presented.controller.tableView
    table.drag(by: 30)
    // Offset < 0 and < bottomHeight: no branch runs; the inset stays viewDidLoad's.
    #expect(table.contentOffset.y < 0)
    #expect(spy.calls.count == 1)
    #expect(table.contentInset == UIEdgeInsetsMake(0, 0, -30, 0))
  }
}
