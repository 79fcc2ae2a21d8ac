import ScrollGeometry

extension SwiftUIWorld {
  /// Not applied in the SwiftUI world yet (W30): SwiftUI's equivalent is the app's
  /// `contentMargins(.top/.bottom, for: .scrollContent)`, but where a pinned header and a
  /// `.scrollView` coordinate space sit under content margins is not documented, and the
  /// model would have to choose (see the issue 9 content note).
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {}

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

  /// The strategy's view with the current items.
  func currentRootView() -> any View { makeView(itemCount) }
}
