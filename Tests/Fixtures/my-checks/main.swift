// A user's executable, as the README shows it, over the test fixtures' strategies: the
// README's profile header, and strategies that trap, loop and declare NaN. The command-line
// tests run it as a subprocess (Tests/ScrollCheckTests/CommandLine/UserExecutableTests.swift).
import ScrollCheck

/// The README's profile screen.
class ProfileController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView()
  let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 240))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self
    tableView.tableHeaderView = header
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let scrolled = max(0, scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    header.frame = CGRect(
      x: 0, y: scrolled, width: scrollView.bounds.width, height: max(64, 240 - scrolled))
  }
}

/// The README's strategy.
struct ProfileHeader: StretchyTableHeaderStrategy {
  let id = "profile-header"
  let summary = "the profile screen's collapsing header"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController { ProfileController() }
}

/// What a test strategy does wrong once its content is taller than 1,500 points.
enum Misbehaviour: Sendable {
  case traps
  case loops
}

/// The profile screen with a bug in `scrollViewDidScroll`.
final class FaultyController: ProfileController {
  var misbehaviour = Misbehaviour.traps
  /// How tall the content must be for the bug to show.
  var threshold: CGFloat = 1500

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    super.scrollViewDidScroll(scrollView)
    guard scrollView.contentSize.height > threshold else { return }
    switch misbehaviour {
    case .traps:
      fatalError("the header ran out of room")
    case .loops:
      var spins = 0
      while scrollView.contentSize.height > 1500 { spins &+= 1 }
      print(spins)
    }
  }
}

/// A strategy whose code traps on tall content.
struct TrappingHeader: StretchyTableHeaderStrategy {
  let id = "trapping-header"
  let summary = "traps (fatalError) once the content is taller than 1,500 points"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController { FaultyController() }
}

/// A strategy whose code traps sooner, on content taller than 800 points (20 rows of the
/// small exhaustive domain do it).
struct EarlyTrappingHeader: StretchyTableHeaderStrategy {
  let id = "early-trapping-header"
  let summary = "traps (fatalError) once the content is taller than 800 points"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController {
    let controller = FaultyController()
    controller.threshold = 800
    return controller
  }
}

/// A strategy whose code loops forever on tall content.
struct LoopingHeader: StretchyTableHeaderStrategy {
  let id = "looping-header"
  let summary = "loops forever once the content is taller than 1,500 points"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 240)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController {
    let controller = FaultyController()
    controller.misbehaviour = .loops
    return controller
  }
}

/// A strategy whose declaration is NaN.
struct NaNHeader: StretchyTableHeaderStrategy {
  let id = "nan-header"
  let summary = "declares a maximum height of NaN"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: .nan)
  }

  func makeViewController(heights: HeaderHeights) -> UIViewController { ProfileController() }
}

ScrollCheckCommand.main(strategies: [
  ProfileHeader(), TrappingHeader(), LoopingHeader(), NaNHeader(), EarlyTrappingHeader(),
])
