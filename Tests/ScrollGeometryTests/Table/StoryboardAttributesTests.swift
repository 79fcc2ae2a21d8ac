import ScrollGeometry
import Testing

@Suite("StoryboardAttributes (T18)")
struct StoryboardAttributesTests {
  final class Reader: UIViewController {
    let tableView = UITableView()
    var headerHeightAtLoad: CGFloat = 0
    var behaviourAfterLoad: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      headerHeightAtLoad = tableView.sectionHeaderHeight
      tableView.contentInsetAdjustmentBehavior = .never
      behaviourAfterLoad = tableView.contentInsetAdjustmentBehavior
    }
  }

  @Test func t18TablesCreatedUnderAttributesStartWithThem() {
    let attributes = StoryboardAttributes(
      content: TableContent(sections: 2, rowsPerSection: 3), sectionHeaderHeight: 40,
      sectionFooterHeight: 12, sectionHeaderTopPadding: 0, contentInsetAdjustmentBehavior: .always)
    let controller = StoryboardAttributes.$current.withValue(attributes) { Reader() }
    controller.loadViewIfNeeded()
    #expect(controller.headerHeightAtLoad == 40)
    #expect(controller.tableView.sectionFooterHeight == 12)
    #expect(controller.tableView.content.numberOfRows == 6)
    #expect(controller.behaviourAfterLoad == .never)
  }

  @Test func t18TablesCreatedOutsideKeepTheDefaults() {
    let table = UITableView()
    #expect(table.content.numberOfSections == 0)
    #expect(table.sectionHeaderHeight == UITableView.defaultSectionHeight(.plain))
  }
}
