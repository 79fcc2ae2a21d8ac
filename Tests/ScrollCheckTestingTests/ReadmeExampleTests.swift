// The README's "Checking your own header" example, compiled and run. Keep the two in step.
import GeneratorsTesting
import ScrollCheckTesting
import Testing

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
struct ProfileHeader: StretchyTableHeaderStrategy {
  let id = "profile-header"
  let summary = "the profile screen's collapsing header"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController { ProfileController() }
}

@Suite("The README's example")
struct ReadmeExampleTests {
  @Test func profileHeaderIsCheckedAndItsViolationsReported() {
    let (_, failures) = withReportedFailuresCaptured {
      checkStrategy(ProfileHeader(), count: 30)
    }
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { $0.message.contains("profile-header violates") && $0.message.contains("replay sc1-") })
  }

  @Test func itsCollapsibleTokenIsARegressionCase() throws {
    let report = try #require(
      try? CatalogService(strategies: [ProfileHeader()]).run(
        RunRequest(strategyIDs: ["profile-header"], invariantIDs: ["collapsible"], count: 30, seed: 0),
        progress: { _ in }))
    let token = try #require(report.findings.first?.token)
    let (_, failures) = withReportedFailuresCaptured {
      _ = checkRegression(token, for: ProfileHeader())
    }
    #expect(failures.count == 1 && failures.first?.message.contains("violates collapsible") == true)
  }
}
