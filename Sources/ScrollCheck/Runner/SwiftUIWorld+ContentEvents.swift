import ScrollGeometry

extension SwiftUIWorld {
  /// The app's `contentMargins(.top/.bottom, for: .scrollContent)` around the view grow by
  /// these amounts (W30, U24); a margin never goes below zero. The view is rebuilt with
  /// them, keeping its state, as a changed model would.
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {
    let margins = UIEdgeInsets(
      top: max(0, appContentMargins.top + top), left: 0, bottom: max(0, appContentMargins.bottom + bottom), right: 0)
    guard margins != appContentMargins else { return }
    appContentMargins = margins
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

  /// The strategy's view with the current items, inside the app's content margins.
  func currentRootView() -> any View {
    let view = makeView(itemCount)
    guard appContentMargins != .zero else { return view }
    return Self.addingMargins(appContentMargins, to: view)
  }

  private static func addingMargins<V: View>(_ margins: UIEdgeInsets, to view: V) -> any View {
    view.contentMargins(.top, margins.top, for: .scrollContent)
      .contentMargins(.bottom, margins.bottom, for: .scrollContent)
  }
}
