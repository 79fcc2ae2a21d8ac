import ScrollGeometry

extension UIViewController {
  /// Shows `tableView` over the whole view, as this controller's scroll delegate, with the
  /// safe area always added to its insets (whatever the storyboard says), so no row starts
  /// under the status bar or ends under the home indicator. The fixed strategies' setup.
  func embedFullScreen(_ tableView: UITableView, delegate: UIScrollViewDelegate) {
    view.addSubview(tableView)
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = delegate
    tableView.contentInsetAdjustmentBehavior = .always
  }
}
