import ScrollGeometry
import Testing

/// Element frames from the view hierarchy (V1 to V3).
@Suite struct UIScrollViewHierarchyTests {
  /// A root view the size of a phone with a scroll view at `scrollFrame` in it.
  static func hierarchy(scrollFrame: CGRect = CGRect(x: 0, y: 60, width: 320, height: 508))
    -> (root: UIView, scrollView: UIScrollView)
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let scrollView = UIScrollView(frame: scrollFrame)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    root.addSubview(scrollView)
    scrollView.recorder = TraceRecorder()
    return (root, scrollView)
  }

  static func element(_ name: String, in scrollView: UIScrollView) -> ElementFrame? {
    scrollView.observe(.marker("now")).element(.view(name: name))
  }

  @Test func v2ANamedSubviewIsAnElementInContentAndScreenCoordinates() throws {
    let (_, scrollView) = Self.hierarchy()
    let badge = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 50))
    badge.accessibilityIdentifier = "badge"
    scrollView.addSubview(badge)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    let element = try #require(Self.element("badge", in: scrollView))
    #expect(close(element.contentFrame, CGRect(x: 10, y: 100, width: 300, height: 50)))
    #expect(close(element.screenFrame, CGRect(x: 10, y: 70, width: 300, height: 50)))
    // An unnamed subview is not reported.
    scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(scrollView.observe(.marker("now")).elements.count == 1)
  }

  @Test func v2AViewInsideALibrarysContainerIsConvertedThroughIt() throws {
    let (_, scrollView) = Self.hierarchy()
    let container = UIView(frame: CGRect(x: 0, y: -200, width: 320, height: 200))
    let content = UIView(frame: CGRect(x: 0, y: 50, width: 320, height: 150))
    content.accessibilityIdentifier = "parallax-content"
    container.addSubview(content)
    scrollView.addSubview(container)
    scrollView.contentOffset = CGPoint(x: 0, y: -200)
    let element = try #require(Self.element("parallax-content", in: scrollView))
    #expect(close(element.contentFrame, CGRect(x: 0, y: -150, width: 320, height: 150)))
    #expect(close(element.screenFrame, CGRect(x: 0, y: 50, width: 320, height: 150)))
  }

  @Test func v1TheDeclaredHeaderIsFoundBesideTheScrollViewByItsTag() throws {
    let (root, scrollView) = Self.hierarchy()
    let header = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 100))
    header.tag = 5
    root.addSubview(header)
    scrollView.recorder?.headerView = .tag(5)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    let element = try #require(Self.element("view tag 5", in: scrollView))
    // In the scroll view's coordinates: the scroll view starts 60 points down the screen.
    #expect(close(element.screenFrame, CGRect(x: 0, y: -40, width: 320, height: 100)))
    #expect(close(element.contentFrame, CGRect(x: 0, y: 0, width: 320, height: 100)))
    // Added after the scroll view: drawn over everything in it (V3).
    #expect(element.zIndex == DrawingOrder.overScrollView)
    root.bringSubviewToFront(scrollView)
    #expect(Self.element("view tag 5", in: scrollView)?.zIndex == DrawingOrder.behindScrollView)
  }

  @Test func v1ATableHeaderViewCanBeNamed() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let table = UITableView(frame: root.bounds)
    root.addSubview(table)
    table.recorder = TraceRecorder()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    header.accessibilityIdentifier = "profile"
    table.tableHeaderView = header
    table.content = TableContent(sections: 1, rowsPerSection: 20)
    table.layoutIfNeeded()
    table.recorder?.headerView = .accessibilityIdentifier("profile")
    table.contentOffset = CGPoint(x: 0, y: 30)
    let observation = table.observe(.marker("now"))
    let named = try #require(observation.element(.view(name: "profile")))
    let tableHeader = try #require(observation.element(.tableHeader))
    #expect(close(named.contentFrame, tableHeader.contentFrame))
    #expect(close(named.screenFrame, tableHeader.screenFrame))
    #expect(named.zIndex == tableHeader.zIndex)
  }

  @Test func v3ASubviewOfATableIsDrawnBehindTheRowsUntilBroughtToFront() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let table = UITableView(frame: root.bounds)
    root.addSubview(table)
    table.recorder = TraceRecorder()
    let header = UIView(frame: CGRect(x: 0, y: -100, width: 320, height: 100))
    header.accessibilityIdentifier = "stretchy"
    table.addSubview(header)
    #expect(Self.element("stretchy", in: table)?.zIndex == DrawingOrder.tableHeaderAndFooter)
    table.bringSubviewToFront(header)
    #expect(Self.element("stretchy", in: table)?.zIndex == DrawingOrder.broughtToFront)
  }

  @Test func viewWithTagSearchesDepthFirstFromTheViewItself() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    a.tag = 2
    c.tag = 2
    b.addSubview(c)
    root.addSubview(b)
    root.addSubview(a)
    #expect(root.viewWithTag(2) === c)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(3) == nil)
    #expect(root.firstView(matching: .tag(2)) === c)
  }
}
