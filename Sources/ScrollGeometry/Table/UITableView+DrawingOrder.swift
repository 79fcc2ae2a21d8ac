extension UITableView {
  /// Whether the table header view is drawn in front of the rows (Z1).
  var isHeaderInFront: Bool {
    guard let header = tableHeaderView else { return false }
    return viewsBroughtToFront.contains { $0 === header }
  }

  /// Whether the table footer view is drawn in front of the rows (Z1).
  var isFooterInFront: Bool {
    guard let footer = tableFooterView else { return false }
    return viewsBroughtToFront.contains { $0 === footer }
  }
}
