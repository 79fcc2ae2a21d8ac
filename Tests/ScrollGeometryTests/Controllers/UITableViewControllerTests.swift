import Testing
@testable import ScrollGeometry

/// Seed 002's shape: a UITableViewController that reassigns its header in
/// viewDidLayoutSubviews when the height it wants differs (or always, to hit the bound).
final class HeaderController: UITableViewController {
  var wantedHeight: (CGFloat) -> CGFloat = { _ in 120 }
  var alwaysReassign = false
  var layouts = 0
  var didScrollCalls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.content = TableContent(sections: 1, rowsPerSection: 20)
    tableView.tableHeaderView = UIView()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layouts += 1
    guard let header = tableView.tableHeaderView else { return }
    let height = wantedHeight(tableView.bounds.width)
    if alwaysReassign || header.frame.height != height {
      header.frame.size.height = height
      tableView.tableHeaderView = header
    }
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCalls += 1 }
}

@Suite struct UITableViewControllerTests {
  @Test func c2ViewIsTheTableViewAndTheControllerItsDelegate() {
    let controller = HeaderController(style: .grouped)
    #expect(controller.view === controller.tableView)
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.delegate === controller)
    controller.tableView.drag(by: -10)
    #expect(controller.didScrollCalls == 1)
  }

  @Test func c5ReassignedHeaderConvergesInTwoPasses() {
    let controller = HeaderController()
    controller.wantedHeight = { width in width < 380 ? 160 : 120 }
    let recorder = TraceRecorder()
    let host = ViewControllerHost(controller, screen: phone, recorder: recorder)
    host.present()
    let expected: CGFloat = 120 + 22 + 28  // header, automatic padding, section header
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == expected)
    #expect(recorder.trace.events.isEmpty)
    #expect(controller.layouts == 2)
    #expect(recorder.trace.observations.last?.cause == .layoutPass(2))
  }

  @Test func c5LayoutPassBoundHitWhenReassigningEveryPass() {
    let controller = HeaderController()
    controller.alwaysReassign = true
    let recorder = TraceRecorder()
    let host = ViewControllerHost(controller, screen: phone, recorder: recorder)
    host.present()
    #expect(recorder.trace.events.map(\.event) == [.layoutPassBoundHit(passes: UIView.maximumLayoutPasses)])
    #expect(controller.layouts == UIView.maximumLayoutPasses)
  }

  @Test func c6ScrollingATableControllerCallsViewDidLayoutSubviews() {
    let controller = HeaderController()
    ViewControllerHost(controller, screen: phone).present()
    let before = controller.layouts
    controller.tableView.drag(by: -30)
    controller.tableView.drag(by: -30)
    #expect(controller.layouts == before + 2)
  }

  @Test func c8ContentUpdateRunsLayoutPasses() {
    let controller = HeaderController()
    let recorder = TraceRecorder()
    let host = ViewControllerHost(controller, screen: phone, recorder: recorder)
    host.present()
    host.update {
      controller.wantedHeight = { _ in 300 }
      controller.tableView.content = TableContent(sections: 1, rowsPerSection: 2)
    }
    #expect(controller.tableView.tableHeaderView?.frame.height == 300)
    let expected: CGFloat = 300 + 22 + 28 + 44
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == expected)
    #expect(recorder.trace.observations.last?.cause == .contentUpdate)
  }
}
