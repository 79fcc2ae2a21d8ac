import Testing
@testable import ScrollGeometry

@Suite struct ViewControllerHostSafeAreaTests {
  final class Controller: UIViewController {
    let tableView = UITableView()
    var transitions = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      tableView.isPinnedToSuperviewEdges = true
      tableView.content = TableContent(sections: 1, rowsPerSection: 40)
    }
    override func viewWillTransition(to size: CGSize) { transitions += 1 }
  }

  @Test func c12ASafeAreaChangeReachesThePinnedTableWithoutATransition() {
    let controller = Controller()
    let recorder = TraceRecorder()
    let screen = Screen(size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let host = ViewControllerHost(controller, screen: screen, recorder: recorder)
    host.present()
    controller.tableView.contentOffset.y = 300
    host.changeSafeArea(to: UIEdgeInsets(top: 47, left: 0, bottom: 336, right: 0), recording: .environmentChange("keyboard"))
    #expect(controller.tableView.safeAreaInsets.bottom == 336)
    #expect(controller.tableView.adjustedContentInset.bottom == 336)
    // The offset stays where it was while it stays in range (S11), and no transition ran.
    #expect(controller.tableView.contentOffset.y == 300)
    #expect(controller.transitions == 0)
    #expect(recorder.trace.observations.last?.cause == .environmentChange("keyboard"))
  }
}
