import Testing
@testable import ScrollGeometry

@Suite struct ViewControllerHostTests {
  @Test func c3HostGivesScreenSizeSafeAreaAndScale() {
    let controller = HeaderController()
    let host = ViewControllerHost(controller, screen: Screen(size: CGSize(width: 320, height: 568), scale: 2))
    host.present()
    #expect(controller.tableView.bounds.size == CGSize(width: 320, height: 568))
    #expect(controller.tableView.contentScaleFactor == 2)
    #expect(host.scrollViews.count == 1)
  }

  @Test func c5HostLayoutIfNeededIsBoundedAndReturnsPasses() {
    let controller = HeaderController()
    let host = ViewControllerHost(controller, screen: phone)
    host.present()
    #expect(host.layoutIfNeeded() == 0)
    controller.tableView.reloadData()
    #expect(host.layoutIfNeeded() == 1)
  }
}
