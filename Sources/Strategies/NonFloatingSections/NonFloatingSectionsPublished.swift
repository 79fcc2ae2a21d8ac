import ScrollGeometry

/// `non-floating-sections.published`: seed 003 (Objective-C) as published, line for line.
public struct NonFloatingSectionsPublished: NonFloatingSectionsStrategy {
  public init() {}
  public let id = "non-floating-sections.published"
  public let summary = "seed 003 as published: contentInset rewritten from contentOffset in scrollViewDidScroll"
  public let knownViolations: [KnownViolation] = []

  public func makeViewController() -> UIViewController {
    NonFloatingSectionsPublishedController()
  }
}

/// Seed 003's `InitialViewController`, ported line for line; each comment quotes the seed.
/// The storyboard's plain-style table filling the view stands for the `IBOutlet`; the data
/// source methods are the scenario's content.
final class NonFloatingSectionsPublishedController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)  // @property (weak, nonatomic) IBOutlet UITableView *tableView;

  override func viewDidLoad() {
    super.viewDidLoad()  // [super viewDidLoad];
    view.addSubview(tableView)  // (the storyboard's table, pinned to the edges)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self  // self.tableView.dataSource = self; self.tableView.delegate = self;

    scrollViewDidScroll(tableView)  // [self scrollViewDidScroll:self.tableView];
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offsetY = scrollView.contentOffset.y  // CGFloat offsetY = scrollView.contentOffset.y;
    let sectionHeaderHeight = tableView.sectionHeaderHeight  // CGFloat sectionHeaderHeight = self.tableView.sectionHeaderHeight;
    let sectionFooterHeight = tableView.sectionFooterHeight  // CGFloat sectionFooterHeight = self.tableView.sectionFooterHeight;
    let bottomHeight = scrollView.contentSize.height - tableView.frame.size.height  // CGFloat bottomHeight = scrollView.contentSize.height - self.tableView.frame.size.height;

    if offsetY <= sectionHeaderHeight && offsetY >= 0 {  // if (offsetY <= sectionHeaderHeight && offsetY >= 0) {
      scrollView.contentInset = UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0)  // scrollView.contentInset = UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0);
    } else if bottomHeight - sectionFooterHeight > scrollView.contentOffset.y && offsetY >= 0 {  // } else if (bottomHeight-sectionFooterHeight > scrollView.contentOffset.y && offsetY >= 0) {
      scrollView.contentInset = UIEdgeInsetsMake(-sectionHeaderHeight, 0, -sectionFooterHeight, 0)  // scrollView.contentInset = UIEdgeInsetsMake(-sectionHeaderHeight, 0, -sectionFooterHeight, 0);
    } else if offsetY >= bottomHeight {  // } else if (offsetY >= bottomHeight) {
      scrollView.contentInset = UIEdgeInsetsMake(-sectionHeaderHeight, 0, 0, 0)  // scrollView.contentInset = UIEdgeInsetsMake(-sectionHeaderHeight, 0, 0, 0);
    } else if offsetY >= sectionHeaderHeight {  // } else if (offsetY >= sectionHeaderHeight) {
      scrollView.contentInset = UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0)  // scrollView.contentInset = UIEdgeInsetsMake(-offsetY, 0, -sectionFooterHeight, 0);
    }
  }
}
