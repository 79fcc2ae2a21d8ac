import ScrollGeometry
import Strategies

/// A strategy installed in the engine for one scenario: the scroll view a finger drags,
/// and the operations a script can ask for. Table strategies and SwiftUI strategies each
/// have their own world; the driver does not care which.
public protocol World: AnyObject {
  /// The scroll view the gestures go to (the table, or the view hosting a SwiftUI stack).
  var scrollView: UIScrollView { get }
  /// Where observations and events are recorded.
  var recorder: TraceRecorder { get }
  /// Whether the device is in landscape now.
  var isLandscape: Bool { get }
  /// Runs the view-controller lifecycle: load, first layout passes.
  func appear()
  /// Rotates the device, with the landscape (or portrait) safe area.
  func rotate()
  /// Appends rows to a section; a no-op where the world has no such section.
  func insertRows(section: Int, heights: [CGFloat])
  /// Deletes up to `count` rows from the end of a section.
  func deleteRows(section: Int, count: Int)
  /// Changes the header's text; a no-op where the header has none.
  func setHeaderText(_ text: String)
  /// Whether the app can start its refresh control's refresh itself (`beginRefreshing()`,
  /// W41); SwiftUI's `refreshable` cannot (K11). Default: true.
  var beginsRefreshingProgrammatically: Bool { get }
  /// Delivers `scrollViewDidScroll` (or a SwiftUI update) again without moving.
  func redeliver()
  /// The keyboard animates in or out (W1). Requirements, so that a world's own answer is
  /// heard through `any World`; defaults (doing nothing) in `World+Environment.swift`.
  func setKeyboard(shown: Bool)
  /// The status bar is hidden or shown again (W2).
  func setStatusBar(hidden: Bool)
  /// The app reloads its data (T11).
  func reloadData()
  /// A controller is pushed over this one and popped back, or a tab switch away and back (C9).
  func leaveAndReturn()
  /// The app hides or shows the navigation bar, animated (W14); a no-op without one.
  func setNavigationBar(hidden: Bool)
  /// The user switches to another tab and back (W15); a no-op without a tab bar.
  func switchTabAwayAndBack()
  /// A sheet or a full-screen controller is presented over this one and dismissed (W16).
  func presentAndDismiss(fullScreen: Bool)
  /// An iPad's window changes width (Split View) or back (W19); a no-op elsewhere.
  func resizeWindow()
  /// An iPhone page sheet moves to its medium detent or back (W53); a no-op elsewhere.
  func changeDetent()
  /// Whether the world's page sheet is at its medium detent now (W53; false elsewhere), so
  /// that a comparison twin can be brought to the detent a drag left this world at (W57).
  var sheetIsAtMediumDetent: Bool { get }
  /// How far a finger drags the world's page sheet from its medium detent up to its large
  /// one, or nil when it cannot grow now (W57).
  var sheetGrowthDistance: CGFloat? { get }
  /// The app adds to the scroll view's `contentInset` (W30).
  func changeContentInset(top: CGFloat, bottom: CGFloat)
  /// The app sets `contentInsetAdjustmentBehavior` (W31).
  func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior)
  /// The app sets its controller's `additionalSafeAreaInsets` (W32).
  func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat)
  /// Inserts rows into a section at any index, animated or not (W33); a no-op where the
  /// world has no such section.
  func insertRows(section: Int, row: Int, heights: [CGFloat], animated: Bool)
  /// Deletes up to `count` rows from `row` on, animated or not (W33).
  func deleteRows(section: Int, row: Int, count: Int, animated: Bool)
  /// A row's height changes by `delta`, applied with `performBatchUpdates` (W34).
  func changeRowHeight(section: Int, row: Int, delta: CGFloat)
  /// The user changes the preferred text size (Dynamic Type, W35, W36).
  func changeContentSizeCategory(_ category: UIContentSizeCategory)
  /// The window's size now, in points (a Split View resize changes it, W19); nil where the
  /// world does not track it (the device's screen in the current orientation is used).
  var windowSize: CGSize? { get }
  /// The app changes its header's maximum height by `delta` through its own path (W47).
  func changeHeaderMaximumHeight(by delta: CGFloat)
  /// Gives the world's table the content an app change left in another world (V4).
  func applyAppContent(_ content: TableContent)
  /// The content of the world's table, if it has one (V4).
  var appContent: TableContent? { get }
  /// Gives a comparison twin this world's row measurements (T20), so that both lay out the
  /// rows the user scrolled through at the same heights.
  func shareRowMeasurements(with twin: any World)
  /// The elements the `reachable` probe visits, with their natural frames in content
  /// coordinates as the world lays them out now.
  func reachTargets() -> [ReachTarget]
}

/// An element the `reachable` probe brings into view.
public struct ReachTarget: Hashable, Sendable {
  /// What it is.
  public var kind: ElementKind
  /// Its natural frame in content coordinates.
  public var frame: CGRect
  /// Room a floating header of its section may cover above it.
  public var clearanceAbove: CGFloat
  /// Room a floating footer of its section may cover below it.
  public var clearanceBelow: CGFloat

  /// Creates a target at its natural frame, with the room floating neighbours may cover.
  public init(kind: ElementKind, frame: CGRect, clearanceAbove: CGFloat = 0, clearanceBelow: CGFloat = 0) {
    self.kind = kind
    self.frame = frame
    self.clearanceAbove = clearanceAbove
    self.clearanceBelow = clearanceBelow
  }
}
