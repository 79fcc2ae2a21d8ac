import ScrollGeometry

/// One event of a scenario's script.
public enum GestureEvent: Hashable, Sendable, Codable {
  /// The finger moves by `translation` (positive: down) in `moves` equal pan changes.
  case drag(translation: CGFloat, moves: Int)
  /// The finger lifts; the view settles.
  case release
  /// The finger lifts while it moves at `velocity` points per second (positive: down, as a
  /// drag's translation); the content keeps its momentum (S20 to S24). Without a finger down,
  /// a swipe: a 10-point move in that direction, then the lift.
  case fling(velocity: CGFloat)
  /// The device rotates.
  case rotate
  /// Rows of the given heights are inserted at the end of a section.
  case insertRows(section: Int, heights: [CGFloat])
  /// Up to `count` rows are deleted from the end of a section.
  case deleteRows(section: Int, count: Int)
  /// The header's text changes.
  case setHeaderText(String)
  /// `setContentOffset` to the given y.
  case setContentOffset(y: CGFloat, animated: Bool)
  /// The keyboard animates in or out over the bottom of the screen (the app lets the safe
  /// area follow it, as `keyboardLayoutGuide` or `additionalSafeAreaInsets` does).
  case keyboard(shown: Bool)
  /// The status bar is hidden or shown again, without a rotation.
  case statusBar(hidden: Bool)
  /// The user taps the status bar (`scrollsToTop`).
  case statusBarTap
  /// The app calls `reloadData()` (SwiftUI: the view updates with the same items).
  case reloadData
  /// A controller is pushed over this one and popped back (or the user switches to another
  /// tab and back): the view disappears and appears again.
  case pushAndPop
  /// The app hides or shows the navigation bar, animated (W14).
  case navigationBar(hidden: Bool)
  /// The user switches to another tab and back (W15, C20).
  case tabSwitch
  /// A sheet (or, `fullScreen`, a full-screen controller) is presented over this controller
  /// and dismissed (W16).
  case presentAndDismiss(fullScreen: Bool)
  /// An iPad's window changes width without rotating (Split View): a whole screen narrows
  /// to its narrowest Split View width, a Split View window widens to the whole screen; the
  /// same event again brings it back (W19). No-op where the catalogue has no such width.
  case resizeWindow
  /// The sheet the controller is shown in moves to its medium detent, or back to large: an
  /// iPhone page sheet's height changes without rotating (W53); the same event again brings
  /// it back. At the medium detent a drag scrolling up grows the sheet first, unless the
  /// scenario's app turns that off (W57). No-op where the device is not a phone page sheet,
  /// and at compact height (full screen there).
  case changeDetent
  // Content events (issue 9, content half): tags 40-59 in `ScenarioCoding`.
  /// The app's own share of the scroll view's `contentInset` (a banner or toolbar of its
  /// own) grows by `top` and `bottom`; a negative value takes back what it added, never
  /// more (W30). Not applied in the SwiftUI world yet.
  case changeContentInset(top: CGFloat, bottom: CGFloat)
  /// The app sets `contentInsetAdjustmentBehavior` after appearance (W31). SwiftUI has no
  /// equivalent: nothing changes there.
  case setAdjustmentBehavior(UIScrollView.ContentInsetAdjustmentBehavior)
  /// The app sets its controller's `additionalSafeAreaInsets` to these top and bottom
  /// values (W32); SwiftUI: the hosting controller's.
  case setAdditionalSafeArea(top: CGFloat, bottom: CGFloat)
  // The refresh control (issue 9 and 10, user range): tags 50-69 in `ScenarioCoding`.
  /// The user pulls the content down far enough to start a refresh, and lets go (W40).
  case pullToRefresh
  /// The app calls `beginRefreshing()` on its refresh control (W41).
  case beginRefreshing
  /// The app calls `endRefreshing()`: the refresh is over (W42).
  case endRefreshing
  /// Rows of the given heights are inserted into a section at `row` (the index the first
  /// of them gets; the section's row count appends), with or without an animation (W33).
  case insertRowsAt(section: Int, row: Int, heights: [CGFloat], animated: Bool)
  /// Up to `count` rows from `row` on are deleted from a section, with or without an
  /// animation (W33).
  case deleteRowsAt(section: Int, row: Int, count: Int, animated: Bool)
  /// A row's height changes by `delta` (never below zero) and the app calls
  /// `performBatchUpdates(nil)` so that the table asks for it again (W34).
  case changeRowHeight(section: Int, row: Int, delta: CGFloat)
  /// The user sets the preferred text size (Dynamic Type) to `category` in Settings: labels
  /// that adjust their font re-measure, self-sizing rows take their new heights (W35, W36).
  /// Every world starts at `.large`.
  case changeContentSizeCategory(UIContentSizeCategory)
  // Header content events (issue 9, s6-events): tags 47-49 in `ScenarioCoding`.
  /// The app changes its header's height by `delta` at runtime, through the path its code has
  /// for it: a table header's maximum (W47: the strategy's `setMaximumHeight(_:in:)`, never
  /// below the minimum), a SwiftUI header's base height (W50), the table-wide section header
  /// height of a non-floating-sections table (W51). No-op for a port whose height is a
  /// constant.
  case setHeaderHeight(delta: CGFloat)

  /// Whether the event is a gesture or an offset change (as opposed to a change of content,
  /// text or orientation).
  public var isGesture: Bool {
    switch self {
    case .drag, .release, .fling, .setContentOffset, .statusBarTap, .pushAndPop, .tabSwitch, .presentAndDismiss:
      return true
    case .rotate, .insertRows, .deleteRows, .setHeaderText, .keyboard, .statusBar, .reloadData, .navigationBar,
      .resizeWindow, .changeDetent:
      return false
    case .changeContentInset, .setAdjustmentBehavior, .setAdditionalSafeArea: return false
    case .pullToRefresh: return true
    case .beginRefreshing, .endRefreshing: return false
    case .insertRowsAt, .deleteRowsAt, .changeRowHeight: return false
    case .changeContentSizeCategory: return false
    case .setHeaderHeight: return false
    }
  }

  /// "drag by -120 in 3 moves"
  public var plainDescription: String {
    switch self {
    case .drag(let translation, let moves):
      return "drag by \(translation.compactDescription)" + (moves > 1 ? " in \(moves) moves" : "")
    case .release: return "release"
    case .fling(let velocity):
      if velocity == 0 { return "fling at 0 pt/s (a plain release)" }
      return "fling \(velocity > 0 ? "down" : "up") at \(abs(velocity).compactDescription) pt/s"
    case .rotate: return "rotate"
    case .insertRows(let section, let heights):
      return "insert \(heights.count) row\(heights.count == 1 ? "" : "s") into section \(section)"
    case .deleteRows(let section, let count):
      return "delete \(count) row\(count == 1 ? "" : "s") from section \(section)"
    case .setHeaderText(let text):
      let text = TerminalText.escaped(text)
      return "set header text to " + (text.count > 24 ? "\(text.count) characters \"\(text.prefix(24))...\"" : "\"\(text)\"")
    case .setContentOffset(let y, let animated):
      return "setContentOffset y \(y.compactDescription)" + (animated ? " animated" : "")
    case .keyboard(let shown): return shown ? "show the keyboard" : "hide the keyboard"
    case .statusBar(let hidden): return hidden ? "hide the status bar" : "show the status bar"
    case .statusBarTap: return "tap the status bar"
    case .reloadData: return "reloadData()"
    case .pushAndPop: return "push a controller over it and pop back"
    case .navigationBar(let hidden): return hidden ? "hide the navigation bar, animated" : "show the navigation bar, animated"
    case .tabSwitch: return "switch to another tab and back"
    case .presentAndDismiss(let fullScreen):
      return fullScreen ? "present a full-screen controller over it and dismiss it" : "present a sheet over it and dismiss it"
    case .resizeWindow: return "change the iPad window's width (Split View)"
    case .changeDetent: return "move the sheet to its medium detent, or back to large"
    case .changeContentInset(let top, let bottom):
      return "the app changes contentInset by top \(top.signedDescription), bottom \(bottom.signedDescription)"
    case .setAdjustmentBehavior(let behaviour):
      return "the app sets contentInsetAdjustmentBehavior to .\(behaviour.rawValue)"
    case .setAdditionalSafeArea(let top, let bottom) where Self.isTakingBack(additionalTop: top, bottom: bottom):
      return "the app restores additionalSafeAreaInsets to what they were before it first set them"
    case .setAdditionalSafeArea(let top, let bottom):
      return "the app sets additionalSafeAreaInsets to top \(top.compactDescription), bottom \(bottom.compactDescription)"
    case .pullToRefresh: return "pull to refresh and let go"
    case .beginRefreshing: return "the app calls beginRefreshing()"
    case .endRefreshing: return "the app calls endRefreshing()"
    case .insertRowsAt(let section, let row, let heights, let animated):
      let sizes = Set(heights).count == 1 ? " of \(heights[0].compactDescription)" : ""
      return "insert \(heights.count) row\(heights.count == 1 ? "" : "s")\(sizes) into section \(section) at row \(row)"
        + (animated ? ", animated" : ", without animation")
    case .deleteRowsAt(let section, let row, let count, let animated):
      return "delete \(count) row\(count == 1 ? "" : "s") of section \(section) from row \(row)"
        + (animated ? ", animated" : ", without animation")
    case .changeRowHeight(let section, let row, let delta):
      return "row \(row) of section \(section) \(delta < 0 ? "shrinks" : "grows") by \(abs(delta).compactDescription) "
        + "(performBatchUpdates)"
    case .changeContentSizeCategory(let category):
      return "the user sets the text size to \(category.shortName) (Dynamic Type, body \(category.bodyPointSize.compactDescription) pt)"
    case .setHeaderHeight(let delta):
      return "the app makes its header \(abs(delta).compactDescription) pt "
        + (delta < 0 ? "shorter" : "taller") + " at runtime (its own update path)"
    }
  }
}

extension GestureEvent {
  /// The app takes back whatever it added to the insets (its share goes to zero, W30): the
  /// probes' way back to the insets a view first appears with.
  public static let takeBackAppInsets = GestureEvent.changeContentInset(
    top: -CGFloat.greatestFiniteMagnitude, bottom: -CGFloat.greatestFiniteMagnitude)

  /// The app gives its controller's `additionalSafeAreaInsets` back the value they had before
  /// it first set them (W32): what the strategy itself set, if anything. The probes' way to
  /// take back the app's additional safe area without erasing a strategy's own (C44).
  public static let takeBackAppAdditionalSafeArea = GestureEvent.setAdditionalSafeArea(
    top: -CGFloat.greatestFiniteMagnitude, bottom: -CGFloat.greatestFiniteMagnitude)

  /// Whether a `setAdditionalSafeArea` with these values is `takeBackAppAdditionalSafeArea`.
  static func isTakingBack(additionalTop top: CGFloat, bottom: CGFloat) -> Bool {
    top == -CGFloat.greatestFiniteMagnitude && bottom == -CGFloat.greatestFiniteMagnitude
  }
}

extension CGFloat {
  /// "+44", "-20", "0": a change, with its sign.
  var signedDescription: String { self > 0 ? "+" + compactDescription : compactDescription }
}
