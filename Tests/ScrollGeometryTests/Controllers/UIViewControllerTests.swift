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
  @Test func c1ViewDidLoadOnceAtTheCanvasOrScreenSize() {
    let controller = PinnedTableController()
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.log == ["viewDidLoad 375.0"])
    #expect(controller.view.bounds.size == UIViewController.placeholderSize)
    // Built in code and loaded by a host: the screen's size; from a storyboard: its canvas.
    let coded = PinnedTableController()
    ViewControllerHost(coded, screen: phone).present()
    #expect(coded.log.first == "viewDidLoad 390.0")
    let scene = PinnedTableController()
    scene.storyboardCanvasSize = CGSize(width: 375, height: 667)
    ViewControllerHost(scene, screen: phone).present()
    #expect(scene.log.first == "viewDidLoad 375.0")
  }

  @Test func c9AppearanceCallbacksInUIKitsOrder() {
    final class Logging: UIViewController {
      var log: [String] = []
      override func viewDidLoad() { log.append("didLoad") }
      override func viewWillAppear(_ animated: Bool) { log.append("willAppear \(view.safeAreaInsets.top)") }
      override func viewSafeAreaInsetsDidChange() { log.append("safeArea \(view.safeAreaInsets.top)") }
      override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing \(view.bounds.width)") }
      override func viewWillLayoutSubviews() { log.append("willLayout") }
      override func viewDidLayoutSubviews() { log.append("didLayout") }
      override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }
    let controller = Logging()
    let host = ViewControllerHost(controller, screen: phone)
    host.present()
    #expect(controller.log == [
      "didLoad", "willAppear 0.0", "safeArea 47.0", "isAppearing 390.0", "willLayout", "didLayout", "didAppear",
    ])
    controller.log = []
    host.disappear()
    host.reappear()
    #expect(controller.log == ["willDisappear", "didDisappear", "willAppear 47.0", "isAppearing 390.0", "didAppear"])
  }

  @Test func c3PinnedSubviewGetsBoundsAndSafeArea() {
    let controller = PinnedTableController()
    ViewControllerHost(controller, screen: phone).present()
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.tableView.safeAreaInsets == phone.safeAreaInsets)
    #expect(controller.tableView.tableHeaderView?.frame.width == 390)
  }

  @Test func c30ASubviewPinnedToTheSafeAreaGetsTheSafeBoundsAndNoSafeAreaOfItsOwn() {
    let controller = UIViewController()
    let table = StoryboardAttributes.$current.withValue(
      StoryboardAttributes(content: TableContent(), pin: .safeArea)
    ) { UITableView(frame: .zero, style: .plain) }
    controller.view.addSubview(table)
    let host = ViewControllerHost(controller, screen: phone)
    host.present()
    #expect(table.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(table.safeAreaInsets == .zero)
    // A rotation moves the guide: the sensor housing's side insets, no status bar.
    let landscape = Screen(
      size: CGSize(width: 844, height: 390), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    host.transition(to: landscape)
    #expect(table.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    #expect(table.safeAreaInsets == .zero)
  }

  @Test func c4TopDownPassesAndTheTablesOwnPassAfterViewDidLayoutSubviews() {
    let controller = PinnedTableController()
    ViewControllerHost(controller, screen: phone).present()
    // viewDidLayoutSubviews runs before the table's own first pass: its frame is final, its
    // contentSize still 0 (no pass yet), so the forced height is set...
    #expect(controller.log == ["viewDidLoad 390.0", "viewDidLayoutSubviews 390.0 table 390.0 passes 0"])
    // ...and the table's own pass that follows derives 200 + 44 over it.
    #expect(controller.tableView.contentSize.height == 244)
    // A hand-set contentSize lasts until the table's next pass; scrolling runs none.
    controller.tableView.contentSize.height = 844
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
      "viewWillTransition 844.0 from 390.0", "viewDidLayoutSubviews 844.0 table 844.0 passes 1",
    ])
    #expect(controller.tableView.tableHeaderView?.frame.width == 844)
    #expect(controller.tableView.safeAreaInsets == landscape.safeAreaInsets)
    #expect(recorder.trace.observations.last?.cause == .sizeChange)
    #expect(recorder.trace.observations.last?.bounds.width == 844)
  }
}
