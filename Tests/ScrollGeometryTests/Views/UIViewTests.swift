import ScrollGeometry
import Testing

@Suite("UIView")
struct UIViewTests {
  @Test func c3ScaleReachesEveryViewAndTheTableHeader() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView()
    root.addSubview(table)
    let header = StackedHeaderView()
    table.tableHeaderView = header
    root.contentScaleFactor = 2
    #expect(table.contentScaleFactor == 2)
    #expect(header.contentScaleFactor == 2)
    // A view added later takes its new superview's scale.
    let late = UIView()
    root.addSubview(late)
    #expect(late.contentScaleFactor == 2)
  }

  @Test func frameResizesBoundsAndAddSubviewMovesAView() {
    let first = UIView()
    let second = UIView()
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 20))
    #expect(child.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    child.frame.size.height = 30
    #expect(child.bounds.height == 30)
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty && child.superview == nil)
  }
}
