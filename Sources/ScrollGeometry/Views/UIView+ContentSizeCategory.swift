extension UIView {
  /// Tells this view and every view below it (its subviews, and the views a scroll view
  /// holds, such as a table's header view) that the user's preferred text size changed, as
  /// UIKit's `traitCollectionDidChange(_:)` does when `preferredContentSizeCategory`
  /// changes (W35): each hears `preferredContentSizeCategoryDidChange(to:)`.
  public func deliverContentSizeCategory(_ category: UIContentSizeCategory) {
    preferredContentSizeCategoryDidChange(to: category)
    for view in subviews { view.deliverContentSizeCategory(category) }
    for view in heldViews where !subviews.contains(where: { $0 === view }) {
      view.deliverContentSizeCategory(category)
    }
  }
}
