import Testing
@testable import ScrollGeometry

/// Seed 000's shape: a table pinned to the controller view's edges, a header sized from the
/// view's width in viewDidLoad, a content height forced in viewDidLayoutSubviews.
final class PinnedTableController: UIViewController {
  let tableView = UITableView()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad \(view.bounds.width)")
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.content = TableContent([.init(rows: 1, headerHeight: 0, footerHeight: 0)])
    tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 200))
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews \(view.bounds.width) table \(tableView.bounds.width) passes \(tableView.layoutPassCount)")
    if tableView.contentSize.height < view.bounds.height {
      tableView.contentSize = CGSize(width: tableView.contentSize.width, height: view.bounds.height)
    }
  }

  override func viewWillTransition(to size: CGSize) {
    log.append("viewWillTransition \(size.width) from \(view.bounds.width)")
  }
}

let phone = Screen(
  size: CGSize(width: 390, height: 844), scale: 3,
  safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

@Suite struct UIViewControllerTests {
  @Test func c1ViewDidLoadOnceAtThePlaceholderSize() {
    let controller = PinnedTableController()
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.log == ["viewDidLoad 375.0"])
    #expect(controller.view.bounds.size == UIViewController.placeholderSize)
  }

  @Test func c3PinnedSubviewGetsBoundsAndSafeArea() {
    let controller = PinnedTableController()
    ViewControllerHost(controller, screen: phone).present()
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.tableView.safeAreaInsets == phone.safeAreaInsets)
    #expect(controller.tableView.tableHeaderView?.frame.width == 390)
  }

  @Test func c4LifecycleOrderAndHandSetContentSizeSurvives() {
    let controller = PinnedTableController()
    ViewControllerHost(controller, screen: phone).present()
    #expect(controller.log == ["viewDidLoad 375.0", "viewDidLayoutSubviews 390.0 table 390.0 passes 1"])
    // Derived 200 + 44, forced to the view's height by viewDidLayoutSubviews; no pass since.
    #expect(controller.tableView.contentSize.height == 844)
    controller.tableView.drag(by: -100)
    #expect(controller.tableView.contentSize.height == 844)
    // Scrolling a table that is a subview does not lay out the controller's view (C6).
    #expect(controller.log.count == 2)
  }

  @Test func c7RotationCallsWillTransitionThenLaysOutAtTheNewSize() {
    let controller = PinnedTableController()
    let recorder = TraceRecorder()
    let host = ViewControllerHost(controller, screen: phone, recorder: recorder)
    host.present()
    let landscape = Screen(
      size: CGSize(width: 844, height: 390), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    host.transition(to: landscape)
    #expect(controller.log.suffix(2) == [
      "viewWillTransition 844.0 from 390.0", "viewDidLayoutSubviews 844.0 table 844.0 passes 2",
    ])
    #expect(controller.tableView.tableHeaderView?.frame.width == 844)
    #expect(controller.tableView.safeAreaInsets == landscape.safeAreaInsets)
    #expect(recorder.trace.observations.last?.cause == .sizeChange)
    #expect(recorder.trace.observations.last?.bounds.width == 844)
  }
}
