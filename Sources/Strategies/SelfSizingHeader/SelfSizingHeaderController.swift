import ScrollGeometry

/// Seed 002's `HeaderTableViewController`, ported line for line (each comment quotes the
/// seed's numbered line), with the one-line departure of a `SelfSizingMistake` where the
/// seed says that mistake happens.
final class SelfSizingHeaderController: UITableViewController {  // 3 final class HeaderTableViewController: UITableViewController {
  private let titleLabel = UILabel()  // 4 private let titleLabel = UILabel()
  private let headerView: StackedHeaderView  // 5 private let headerView = UIView()
  private let initialText: String
  private let mistake: SelfSizingMistake?

  init(headerText: String, mistake: SelfSizingMistake?) {
    self.initialText = headerText
    self.mistake = mistake
    // 16-21: top, leading, trailing (16) and, unless the mistake drops it, bottom (16).
    self.headerView = StackedHeaderView(
      padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
      hasBottomConstraint: mistake != .missingBottomConstraint)
    super.init(style: .plain)
  }

  override func viewDidLoad() {
    super.viewDidLoad()  // 8 super.viewDidLoad()

    if mistake != .singleLineLabel {
      titleLabel.numberOfLines = 0  // 10 titleLabel.numberOfLines = 0
    }
    titleLabel.text = initialText  // 11 titleLabel.text = "A long header title that should wrap onto multiple lines."

    headerView.addSubview(titleLabel)  // 13 headerView.addSubview(titleLabel)
    // 14-22: translatesAutoresizingMaskIntoConstraints = false and the four constraints,
    // given to `StackedHeaderView(padding:hasBottomConstraint:)` above.

    tableView.tableHeaderView = headerView  // 23 tableView.tableHeaderView = headerView
    updateHeaderHeight()  // 24 updateHeaderHeight()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()  // 28 super.viewDidLayoutSubviews()
    if mistake != .measuredEarly {
      updateHeaderHeight()  // 29 updateHeaderHeight()
    }
  }

  private func updateHeaderHeight() {
    guard let header = tableView.tableHeaderView else { return }  // 33 guard let header = tableView.tableHeaderView else { return }

    let targetSize = CGSize(  // 35 let targetSize = CGSize(
      width: tableView.bounds.width,  // 36 width: tableView.bounds.width,
      height: UIView.layoutFittingCompressedSize.height  // 37 height: UIView.layoutFittingCompressedSize.height
    )

    let newSize = header.systemLayoutSizeFitting(  // 40 let newSize = header.systemLayoutSizeFitting(
      targetSize,  // 41 targetSize,
      withHorizontalFittingPriority: .required,  // 42 withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel  // 43 verticalFittingPriority: .fittingSizeLevel
    )

    if header.frame.height != newSize.height || mistake == .unguardedReassign {  // 46 if header.frame.height != newSize.height {
      header.frame.size.height = newSize.height  // 47 header.frame.size.height = newSize.height
      if mistake != .noReassign {
        tableView.tableHeaderView = header  // 48 tableView.tableHeaderView = header
      }
    }
  }

  func refreshHeader(text: String) {  // 1 func refreshHeader(text: String) {
    titleLabel.text = text  // 2 titleLabel.text = text
    updateHeaderHeight()  // 3 updateHeaderHeight()
  }
}
