import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// Where a table draws its refresh control (W43) and in what order (Z4), round 14.
@Suite struct RefreshControlDrawingTests {
  /// A 390 x 844 table with a 200-point header view, an app top inset, and a refreshing
  /// control, laid out.
  func table(appInset: CGFloat = 0) -> (UITableView, UIView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    table.tableHeaderView = header
    table.contentInset.top = appInset
    table.refreshControl = UIRefreshControl()
    table.refreshControl?.beginRefreshing()
    table.layoutIfNeeded()
    return (table, header)
  }

  func drawn(_ table: UITableView) throws -> (control: ElementFrame, header: ElementFrame) {
    let observation = table.observe(.marker("x"))
    return (try #require(observation.element(.refreshControl)), try #require(observation.element(.tableHeader)))
  }

  @Test func w43TheControlSitsAboveTheAppsInsetOrAboveTheContent() throws {
    let (table, _) = table(appInset: 50)
    #expect(try drawn(table).control.contentFrame.minY == -110)
    let underContent = try EngineAssumptions.$current.withValue(EngineAssumptions(["W43=content"])) {
      table.observe(.marker("x")).element(.refreshControl)?.contentFrame.minY
    }
    #expect(underContent == -60)
    // With no inset of the app's, both put it just above the content.
    #expect(try drawn(self.table().0).control.contentFrame.minY == -60)
  }

  @Test func z4TheTableHeaderViewIsDrawnOverTheControlUnlessTheControlIsAddedOverIt() throws {
    let (table, _) = table()
    let atBack = try drawn(table)
    #expect(atBack.header.zIndex > atBack.control.zIndex)
    let added = try EngineAssumptions.$current.withValue(EngineAssumptions(["Z4=added"])) {
      let observation = table.observe(.marker("x"))
      return (observation.element(.refreshControl)?.zIndex ?? 0, observation.element(.tableHeader)?.zIndex ?? 0)
    }
    #expect(added.0 > added.1)
    #expect(added.0 < DrawingOrder.content)  // the rows are added over it
  }

  /// GSKStretchyHeaderView #61's fix: `bringSubviewToFront(refreshControl)`. The last view
  /// brought to the front is drawn over the others, so a header brought again goes back over.
  @Test func z4TheLastViewBroughtToTheFrontIsDrawnOverTheOthers() throws {
    let (table, header) = table()
    table.bringSubviewToFront(header)
    var order = try drawn(table)
    #expect(order.header.zIndex > order.control.zIndex)
    table.bringSubviewToFront(try #require(table.refreshControl))
    order = try drawn(table)
    #expect(order.control.zIndex > order.header.zIndex)
    #expect(order.control.zIndex > DrawingOrder.sectionHeader)
    table.bringSubviewToFront(header)
    order = try drawn(table)
    #expect(order.header.zIndex > order.control.zIndex)
  }

  /// The assumptions an observation of `table` notes.
  func exercised(observing table: UITableView) -> [String] {
    let log = ExerciseLog()
    EngineAssumptions.$log.withValue(log) { _ = table.observe(.marker("x")) }
    return log.exercised
  }

  /// Z4 and W43 are noted only where their alternatives differ: the table header view over
  /// the control's frame (not beside it, not once the control is brought to the front), and an
  /// app top inset.
  @Test func z4AndW43AreNotedOnlyWhereTheirAlternativesDiffer() throws {
    let (table, header) = table()
    // At rest at the top while refreshing, the header (content 0...200) is below the control
    // (content -60...0): nothing to order, and no app inset.
    table.contentOffset.y = table.minimumContentOffsetY
    #expect(exercised(observing: table).filter { $0 == "Z4" || $0 == "W43" } == [])
    // A header stretched up over the band is ordered by Z4.
    header.frame = CGRect(x: 0, y: -60, width: 390, height: 260)
    #expect(exercised(observing: table).contains("Z4"))
    // Brought to the front, the control's order is the app's.
    table.bringSubviewToFront(try #require(table.refreshControl))
    #expect(!exercised(observing: table).contains("Z4"))
    // An app inset makes W43's two places differ.
    let (inset, _) = self.table(appInset: 50)
    #expect(exercised(observing: inset).contains("W43"))
  }
}
