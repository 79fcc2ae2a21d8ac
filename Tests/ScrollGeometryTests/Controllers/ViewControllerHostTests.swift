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

  @Test func c11AViewBuiltBeforeItJoinsAWindowHasTheMainScreensScale() {
    let controller = MeasuresInViewDidLoad()
    let host = ViewControllerHost(controller, screen: Screen(size: CGSize(width: 320, height: 568), scale: 2))
    host.present()
    #expect(controller.scaleAtLoad == 2)
    // Measured in viewDidLoad, the header falls on the @2x grid (73), not the @3x one (72.667).
    #expect(controller.heightAtLoad == 73)
    #expect(controller.heightAtLoad == compressedHeight(seedHeader(scale: 2).header, atWidth: 320))
    #expect(UIView.$mainScreenScale.withValue(2) { UIView() }.contentScaleFactor == 2)
    #expect(UIView.$mainScreenScale.withValue(3) { StackedHeaderView() }.contentScaleFactor == 3)
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

/// Builds and measures seed 002's header in `viewDidLoad`, before the view is in a window.
private final class MeasuresInViewDidLoad: UIViewController {
  var scaleAtLoad: CGFloat = 0
  var heightAtLoad: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A long header title that should wrap onto multiple lines."
    let header = StackedHeaderView(
      padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), hasBottomConstraint: true)
    header.addSubview(label)
    scaleAtLoad = header.contentScaleFactor
    heightAtLoad = compressedHeight(header, atWidth: 320)
  }
}
