extension UITableView {
  /// The tier of a view the app brought to the front (Z1), or nil: views brought to the
  /// front are drawn over the rows in the order they were last brought (Z4), the last over
  /// the others.
  func tierBroughtToFront(of view: UIView) -> Int? {
    viewsBroughtToFront.firstIndex { $0 === view }.map { DrawingOrder.broughtToFront + $0 }
  }
}
