import ScrollGeometry

/// The script events that change the world around the content: a world that has no such
/// thing (or a user's world written before these existed) ignores them.
extension World {
  /// The keyboard animates in or out (W1).
  public func setKeyboard(shown: Bool) {}
  /// The status bar is hidden or shown again (W2).
  public func setStatusBar(hidden: Bool) {}
  /// The app reloads its data (T11).
  public func reloadData() {}
  /// A controller is pushed over this one and popped back, or a tab switch away and back (C9).
  public func leaveAndReturn() {}
  /// The app hides or shows the navigation bar (W14).
  public func setNavigationBar(hidden: Bool) {}
  /// The user switches to another tab and back (W15).
  public func switchTabAwayAndBack() {}
  /// A sheet or a full-screen controller is presented and dismissed (W16).
  public func presentAndDismiss(fullScreen: Bool) {}
  /// An iPad's window changes width (Split View) or back (W19).
  public func resizeWindow() {}
  /// An iPhone page sheet moves to its medium detent or back (W53).
  public func changeDetent() {}
  /// No page sheet: never at a medium detent.
  public var sheetIsAtMediumDetent: Bool { false }
  /// No page sheet: nothing to grow.
  public var sheetGrowthDistance: CGFloat? { nil }

  /// W57: lets a drag scrolling up grow the page sheet the scenario shows the controller in,
  /// where the app keeps UIKit's default; the sheet grows by the world's detent change.
  func letDragsExpandSheet(_ scenario: Scenario) {
    guard scenario.dragsExpandSheet else {
      scrollView.sheetExpansion = nil
      return
    }
    scrollView.sheetExpansion = UIScrollView.SheetExpansion(
      distance: { [weak self] in self?.sheetGrowthDistance },
      expand: { [weak self] in self?.changeDetent() })
  }
  /// The app adds to the scroll view's `contentInset` (W30).
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {}
  /// The app sets `contentInsetAdjustmentBehavior` (W31).
  public func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior) {}
  /// The app sets its controller's `additionalSafeAreaInsets` (W32).
  public func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat) {}
  /// Rows inserted at any index (W33).
  public func insertRows(section: Int, row: Int, heights: [CGFloat], animated: Bool) {}
  /// Rows deleted from any index (W33).
  public func deleteRows(section: Int, row: Int, count: Int, animated: Bool) {}
  /// A row's height changed with `performBatchUpdates` (W34).
  public func changeRowHeight(section: Int, row: Int, delta: CGFloat) {}
  /// The user changes the preferred text size (W35): ignored by a world that does not
  /// model it.
  public func changeContentSizeCategory(_ category: UIContentSizeCategory) {}
  /// Not tracked: the device's screen in the current orientation stands for the window.
  public var windowSize: CGSize? { nil }
  /// The app changes its header's maximum height (W47).
  public func changeHeaderMaximumHeight(by delta: CGFloat) {}
  /// Gives the world's table the content an app change left in another world (V4), as a
  /// world change; a world without a table ignores it.
  public func applyAppContent(_ content: TableContent) {}
  /// No table: no content.
  public var appContent: TableContent? { nil }
  /// No table: no row measurements (T20).
  public func shareRowMeasurements(with twin: any World) {}
  /// UIKit's `UIRefreshControl.beginRefreshing()` (W41).
  public var beginsRefreshingProgrammatically: Bool { true }
}
