// The README's example strategy in a library of its own: what another module may see of it
// must be `public`, which an example compiled inside the test module never shows.
import ScrollCheck

/// The profile screen's header: its `scrollViewDidScroll`, pasted from the app.
final class ProfileController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView()
  let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 240))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true  // was: four NSLayoutConstraints
    tableView.delegate = self
    tableView.tableHeaderView = header
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let scrolled = max(0, scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    header.frame = CGRect(
      x: 0, y: scrolled, width: scrollView.bounds.width, height: max(64, 240 - scrolled))
  }
}

/// What it promises: a table header between 64 and 240 points.
public struct ProfileHeader: StretchyTableHeaderStrategy {
  public let id = "profile-header"
  public let summary = "the profile screen's collapsing header"
  public let knownViolations: [KnownViolation] = []

  /// The header as the app builds it.
  public init() {}

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  public func makeViewController(heights: HeaderHeights) -> UIViewController { ProfileController() }
}
