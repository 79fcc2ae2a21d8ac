import ScrollGeometry

extension SwiftUIWorld {
  /// The app changes its inset (W30): SwiftUI's equivalent is the app's
  /// `contentMargins(.top/.bottom, _, for: .scrollContent)` around its view, whose share grows
  /// by the event's top and bottom or shrinks by what it added, never below zero (U41). The
  /// view is built again with the new margins; the offset stays where S11 leaves it.
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {
    let old = appContentMargins
    let new = UIEdgeInsets(top: max(0, old.top + top), left: 0, bottom: max(0, old.bottom + bottom), right: 0)
    guard new != old else { return }
    appContentMargins = new
    host.replaceRootView(currentRootView())
  }

  /// SwiftUI has no `contentInsetAdjustmentBehavior`: nothing changes (W31).
  public func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior) {}

  /// The hosting controller's `additionalSafeAreaInsets` (W32): the hosting view's safe area
  /// is the window's plus these.
  public func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat) {
    let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    guard additionalSafeAreaInsets != insets else { return }
    additionalSafeAreaInsets = insets
    let screen = currentScreen
    try? host.changeSize(to: screen.size, safeAreaInsets: screen.safeAreaInsets)
  }

  /// The items are alike: an insert at any index draws as items appended (W33).
  public func insertRows(section: Int, row: Int, heights: [CGFloat], animated: Bool) {
    insertRows(section: section, heights: heights)
  }

  /// The items are alike: a delete at any index draws as items removed from the end (W33).
  public func deleteRows(section: Int, row: Int, count: Int, animated: Bool) {
    deleteRows(section: section, count: count)
  }

  /// No equivalent: a SwiftUI item's height is the strategy's own view's (W34).
  public func changeRowHeight(section: Int, row: Int, delta: CGFloat) {}

  /// The user changes the text size (Dynamic Type): every `Text` re-measures at the body
  /// font's new size, `scale` times its size at `.large` (U43).
  public func applyTextScale(_ scale: CGFloat) {
    host.textScale = scale
  }

  /// `change-content-size-category` (W35) in the SwiftUI world: SwiftUI's text follows the
  /// user's text size, so every `Text` re-measures at the category's body size (U43).
  public func changeContentSizeCategory(_ category: UIContentSizeCategory) {
    applyTextScale(category.bodyScale)
  }

  /// The strategy's view with the current items.
  func currentRootView() -> any View { makeView(itemCount) }
}
