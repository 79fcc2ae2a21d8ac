/// Every kind of script event a scenario can hold, with the words `scrollcheck list` and
/// `scrollcheck explain EVENT` show.
public enum ScriptEventCatalog {
  /// One kind of event: its identifier, a one-line summary and a paragraph.
  public struct Entry: Hashable, Sendable {
    /// The identifier `explain` takes (`keyboard-show`).
    public var id: String
    /// One line for `list`.
    public var summary: String
    /// A paragraph for `explain`: what happens, and the rules it follows.
    public var explanation: String
  }

  /// The events, in the order `list` shows them.
  public static let all: [Entry] = [
    Entry(
      id: "drag", summary: "the finger moves by a translation in equal pan moves",
      explanation: "The finger moves by the translation (positive: down) in the given number of equal moves, each delivered as a pan change: inside the valid range the content follows 1:1, past an edge it rubber-bands (S7, S8)."),
    Entry(
      id: "release", summary: "the finger lifts; the view settles",
      explanation: "The finger lifts after it stopped moving, at no velocity: scrollViewWillEndDragging with zero velocity, scrollViewDidEndDragging, and out of range the return to the nearest edge, frame by frame, calling scrollViewDidScroll on each frame, between scrollViewWillBeginDecelerating and scrollViewDidEndDecelerating (S10, S22 to S24)."),
    Entry(
      id: "fling", summary: "the finger lifts while moving: momentum, deceleration, a bounce at an edge",
      explanation: "The finger lifts while it moves at the given velocity (points per second; positive: down). scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) hears the content's velocity in points per millisecond and the projected resting offset inside the valid range, which the delegate may change; then scrollViewDidEndDragging(willDecelerate: true), scrollViewWillBeginDecelerating, one frame per display refresh (60 or 120 Hz, the scenario's pacing) in which the velocity shrinks by decelerationRate (0.998 per millisecond, .normal) and, past an edge, the distance beyond it by 0.99 per millisecond, each frame calling scrollViewDidScroll, and scrollViewDidEndDecelerating at rest (S20 to S24). Below 25 points per second it is a plain release. Without a finger down it is a swipe: a 10-point move in its direction, then the lift."),
    Entry(
      id: "rotate", summary: "the device rotates",
      explanation: "viewWillTransition(to:) with the new size, then the new size and the other orientation's safe area, then layout passes (C7). A view resting at its top edge stays at its top edge (S16)."),
    Entry(
      id: "insert-rows", summary: "rows are inserted at the end of a section",
      explanation: "Rows of the given heights are appended to a section (no-op where the section does not exist), then a layout cycle (C8, T11)."),
    Entry(
      id: "delete-rows", summary: "rows are deleted from the end of a section",
      explanation: "Up to the given number of rows are removed from the end of a section, then a layout cycle (C8, T11)."),
    Entry(
      id: "set-header-text", summary: "the header's text changes at runtime",
      explanation: "The self-sizing header's text changes through the strategy's own update path, then a layout cycle (C8, F13)."),
    Entry(
      id: "set-content-offset", summary: "the app calls setContentOffset, animated or not",
      explanation: "setContentOffset(_:animated:) to the given y, not clamped to the valid range (S15)."),
    Entry(
      id: "keyboard-show", summary: "the keyboard animates in over the bottom",
      explanation: "The keyboard animates in over 15 frames (0.25 s at 60 Hz), each a layout cycle (C12). UIKit changes no safe area for it: a plain view controller's views stay as they are, under the keyboard; a UITableViewController adds the keyboard's overlap to its own table's contentInset.bottom (W1=system, the default). What an app's own keyboard code does is an assumption: W1=follows lets the root view's bottom safe area follow the keyboard (additionalSafeAreaInsets, keyboardLayoutGuide), W1=inset adds the overlap to the scroll view's contentInset.bottom. SwiftUI's ScrollView avoids the keyboard by default: its bottom safe area grows (W1)."),
    Entry(
      id: "keyboard-hide", summary: "the keyboard animates out",
      explanation: "The inverse of keyboard-show: over 15 frames, what the keyboard handling added (a UITableViewController's inset, or under W1=follows the safe area) goes away again; at rest an offset left outside the smaller range is pulled back (W1, S11)."),
    Entry(
      id: "status-bar-hide", summary: "the app hides the status bar, without a rotation",
      explanation: "The safe area's top loses the status bar where the top inset is the status bar alone (20 points on a phone with a home button); a notch or Dynamic Island keeps its inset (W2, C12). A view resting at its top edge follows it (S16)."),
    Entry(
      id: "status-bar-show", summary: "the app shows the status bar again",
      explanation: "The inverse of status-bar-hide (W2)."),
    Entry(
      id: "status-bar-tap", summary: "the user taps the status bar (scrollsToTop)",
      explanation: "With scrollsToTop true and scrollViewShouldScrollToTop(_:) not refusing, the view animates to the top of its valid range, then scrollViewDidScrollToTop(_:) is called (S17)."),
    Entry(
      id: "reload-data", summary: "the app calls reloadData()",
      explanation: "reloadData() on the table, then the layout cycle that follows (T11); a SwiftUI view updates again with the same items."),
    Entry(
      id: "push-pop", summary: "a controller is pushed over this one and popped back (or a tab switch away and back)",
      explanation: "viewWillDisappear, viewDidDisappear, then viewWillAppear, viewIsAppearing, a layout cycle and viewDidAppear (C9); the views keep their state, so the offset is where UIKit keeps it. Inside a navigation controller the calls pass through it (C20) and the bar, its large title included, is as the view left it."),
    Entry(
      id: "navigation-bar-hide", summary: "the app hides the navigation bar, animated",
      explanation: "setNavigationBarHidden(true, animated: true): over 0.2 s (12 frames at 60 Hz) the bar and any large title leave the safe area's top, each frame a layout cycle (W14). A view resting at its top edge follows it (S16); an offset kept in range stays (S11). No-op outside a navigation controller."),
    Entry(
      id: "navigation-bar-show", summary: "the app shows the navigation bar again, animated",
      explanation: "The inverse of navigation-bar-hide: the bar comes back over 12 frames, the large title as it was (W13, W14)."),
    Entry(
      id: "tab-switch", summary: "the user switches to another tab and back",
      explanation: "The tab bar controller's selected controller disappears (viewWillDisappear, viewDidDisappear) and appears again (viewWillAppear, viewIsAppearing, a layout cycle, viewDidAppear), the calls passing through the containers (C9, C20); its views keep their state, so the offset is kept. No-op outside a tab bar controller."),
    Entry(
      id: "present-sheet", summary: "a sheet is presented over the controller and dismissed",
      explanation: "A page sheet (UIKit's default .automatic style since iOS 13) leaves the presenting controller in the window: it hears no appearance calls and its views keep their frames and safe area (W16); the step is recorded as the sheet's dismissal. The SwiftUI world (.sheet) behaves the same."),
    Entry(
      id: "present-full-screen", summary: "a full-screen controller is presented over the controller and dismissed",
      explanation: "A .fullScreen presentation removes the presenting controller's view: viewWillDisappear and viewDidDisappear, then on dismissal viewWillAppear, viewIsAppearing, a layout cycle and viewDidAppear (C9, W16), as a push and pop."),
    Entry(
      id: "window-resize", summary: "an iPad's window changes width without rotating (Split View), or back",
      explanation: "A whole iPad screen narrows to its narrowest Split View width (320 points on an iPad Pro 11-inch in portrait, 375 in landscape; 375 on a 12.9-inch), a Split View window widens to the whole screen; run again, the window comes back. viewWillTransition(to:) with the new size, then the new width (the safe area stays: an iPad's status bar and home indicator span every width), then layout passes (C7, W19). A view resting at its top edge stays there (S16). No-op on a phone, a form sheet and an iPad the catalogue has no Split View widths for."),
    Entry(
      id: "change-detent", summary: "an iPhone page sheet moves to its medium detent, or back to large",
      explanation: "The controller is shown as a page sheet with the detents [.medium, .large] (SwiftUI: presentationDetents([.medium, .large])), and the user or the app moves it to its medium detent; run again, back to large. The sheet keeps its width and its bottom safe area, and the view is resized to the detent's height, as a rotation changes size: viewWillTransition(to:), the new size, layout passes (C7; the content view resizing to the detent's height: community, ericlewis/PageSheet #11). How tall .medium is, Apple says only \"approximately half the height of the screen\": 460 of the 14 Pro's 852 with its home indicator (W53=half), or 53% of the screen (W53=measured, the one measurement found); a finding that depends on it says so. The sheet appears at .large when the app selects it, and at .medium in half of the cases, where it selects none (W55). The keyboard grows a medium sheet to large while it is up, or leaves it at medium (W54=stays: the reports disagree); the detent does not change while it is up. At .medium a drag scrolling up grows the sheet to .large before the content scrolls, UIKit's and SwiftUI's default (W57); one case in four has an app that turns that off (prefersScrollingExpandsWhenScrolledToEdge = false; SwiftUI: presentationContentInteraction(.scrolls)), where drags scroll the content at either detent. No-op where the device is not the 14 Pro's page sheet (the SE's medium sheet would be wider than tall, which the model takes for compact height), and in landscape (compact height: the sheet is full screen and .medium is inactive)."),
    Entry(
      id: "change-content-inset", summary: "the app changes contentInset after appearance (top, bottom)",
      explanation: "The app adds to the scroll view's contentInset.top and .bottom, as an app does for a banner or a toolbar of its own, or takes back what it added (never more: its own share stays at zero or above), then a layout cycle. The offset does not move while it stays in the new range; at rest an offset left outside it is pulled back to its nearest edge (W30, S11). The SwiftUI world does not apply it yet (its equivalent, contentMargins, needs undocumented choices about pinned headers under margins)."),
    Entry(
      id: "set-adjustment-behavior", summary: "the app sets contentInsetAdjustmentBehavior after appearance",
      explanation: "The app assigns contentInsetAdjustmentBehavior: the adjusted insets change at once (S2 to S5); a view resting at its top edge follows it (S16); otherwise the offset stays unless at rest it falls out of range (S11) (W31). SwiftUI has no such property: nothing changes."),
    Entry(
      id: "set-additional-safe-area", summary: "the app sets additionalSafeAreaInsets (top, bottom)",
      explanation: "The app sets its view controller's additionalSafeAreaInsets: the root view's safe area becomes the window's plus these insets, the views pinned to it follow, and a layout cycle runs (W32, C12); a scroll view that adjusts for the safe area gets the new insets, and one resting at its top edge stays there (S16). SwiftUI: the hosting controller's additionalSafeAreaInsets, the same way."),
    Entry(
      id: "pull-to-refresh", summary: "the user pulls down to refresh and lets go (with a refresh control)",
      explanation: "With a refresh control installed (the scenario's refresh control setting), the finger pulls the content down by 400 points in 10-point moves: once the content is 100 points past its top edge the control begins refreshing and sends valueChanged, and the adjusted top inset grows by the control's 60 points (W40, W41); the finger lifts and the content settles below the spinner (S24). Nothing without a refresh control."),
    Entry(
      id: "begin-refreshing", summary: "the app calls beginRefreshing() on its refresh control",
      explanation: "The control refreshes and the adjusted top inset grows by its 60 points, but the content does not move to show it (W41). Nothing without a refresh control or while one refreshes already."),
    Entry(
      id: "end-refreshing", summary: "the app calls endRefreshing(): the refresh is over",
      explanation: "The adjusted top inset loses the control's 60 points; a view resting where the spinner showed animates up to the new top edge, any other offset stays where it is (W42, S15, S11). Nothing unless a refresh is under way."),
    Entry(
      id: "insert-rows-at", summary: "rows are inserted at any index of a section, animated or not",
      explanation: "insertRows(at:with:): rows of the given heights are inserted into a section, the first at the given row (past the end: appended; no-op where the section does not exist), then a layout cycle (T11). The offset does not move: rows inserted above what the user sees push it down by their height, as UIKit does (the reason apps save and restore the offset around an insert at the top); at rest an offset left outside the new range is pulled back (S11). With an animation UIKit sets the same values at once and animates only how they are drawn (Core Animation's presentation layer), so scrollViewDidScroll hears the same calls and the recorded states are the same; the in-between drawing is not recorded (W33). SwiftUI: the items are alike, so an insert at any index draws as items appended."),
    Entry(
      id: "delete-rows-at", summary: "rows are deleted from any index of a section, animated or not",
      explanation: "deleteRows(at:with:): up to the given number of rows from the given row on are removed from a section (no-op where there are none), then a layout cycle (T11). The offset does not move while it stays in the new range; at rest an offset left past the shorter content is pulled back to its bottom edge (S11). Animated or not as insert-rows-at (W33). SwiftUI: items removed from the end (the items are alike)."),
    Entry(
      id: "change-row-height", summary: "a row's height changes, applied with performBatchUpdates",
      explanation: "The app changes a row's height (by the given points, never below zero: an expanding cell, a self-sizing row whose text changed) and calls performBatchUpdates(nil, completion: nil), which makes the table ask for the heights again and lay out (T11), animated as insert-rows-at. The offset does not move: a row above what the user sees pushes it by the change; at rest an offset left out of range is pulled back (S11) (W34). No-op where the row does not exist and in the SwiftUI world (its items are the strategy's own views)."),
    Entry(
      id: "change-content-size-category", summary: "the user changes the preferred text size (Dynamic Type)",
      explanation: "The user sets the text size in Settings to one of UIKit's twelve content size categories (xSmall to xxxLarge, then the accessibility sizes AX1 to AX5; every world starts at Large, body 17 pt). Every view hears the change: a label whose adjustsFontForContentSizeCategory is true and whose font came from preferredFont(forTextStyle:) takes the body size of the new category (14 to 53 pt) and re-measures, so a self-sizing header grows or shrinks by less than a line or, once its text wraps differently, by lines; a label with a fixed font (UILabel's default system 17 pt, as seeds 000 and 002 use) keeps its size. Every controller's view is laid out again (viewDidLayoutSubviews runs) (W35). The table's rows are self-sizing default cells holding one line of body text: each grows or shrinks by the change of that line's height (on a 3x screen 2.667 pt from Large to xLarge, 43 pt to AX5), as UIKit re-queries self-sizing heights; the offset stays, so rows above what the user sees push it (W36, an assumption: --assume W36=fixed keeps the rows' heights, as a table whose delegate returns fixed heights does). The same event back to Large undoes it (round-trip)."),
    Entry(
      id: "set-header-height", summary: "the app changes the header's height at runtime (every family)",
      explanation: "The app makes its header taller or shorter by the given points through the path its own code has for it; what 'the header's height' is depends on the family. A table header (W47): its maximum height, never below its minimum, through the strategy's setMaximumHeight(_:in:), which a port writes as its seed implies (stretchy-table-header.fixed keeps the heights in its controller and runs its own relayout: the header frame, its inset, the room below the rows, then its scrollViewDidScroll logic); from then on the invariants hold the header to the new maximum (rests-expanded, clamped). A SwiftUI header (W50): the app passes its view a new base height, as it passes a title (U40), and SwiftUI evaluates the view again with its state kept; pinned and rest-identity then hold the header to the new base height. A non-floating-sections table (W51): the app sets the table-wide sectionHeaderHeight (never below 0; sections whose delegate gives their own height keep it), by default the one line an app writes (setSectionHeaderHeight(_:in:)); a table whose headers size themselves (automaticDimension) has no height to change. No-op for a port whose height is a constant (seed 000's static let maxHeight: stretchy-table-header.published; seed 001's frame(height: 200): swiftui-sticky-header.published), for the self-sizing family (its content decides its height: set-header-text is its change) and for the inset-header family (no runtime path yet)"),
  ]

  /// The event with the given identifier.
  public static func entry(withID id: String) -> Entry? { all.first { $0.id == id } }
}

extension GestureEvent {
  /// The identifier of this event's kind in `ScriptEventCatalog`.
  public var catalogID: String {
    switch self {
    case .drag: return "drag"
    case .release: return "release"
    case .fling: return "fling"
    case .rotate: return "rotate"
    case .insertRows: return "insert-rows"
    case .deleteRows: return "delete-rows"
    case .setHeaderText: return "set-header-text"
    case .setContentOffset: return "set-content-offset"
    case .keyboard(let shown): return shown ? "keyboard-show" : "keyboard-hide"
    case .statusBar(let hidden): return hidden ? "status-bar-hide" : "status-bar-show"
    case .statusBarTap: return "status-bar-tap"
    case .reloadData: return "reload-data"
    case .pushAndPop: return "push-pop"
    case .navigationBar(let hidden): return hidden ? "navigation-bar-hide" : "navigation-bar-show"
    case .tabSwitch: return "tab-switch"
    case .presentAndDismiss(let fullScreen): return fullScreen ? "present-full-screen" : "present-sheet"
    case .resizeWindow: return "window-resize"
    case .changeDetent: return "change-detent"
    case .changeContentInset: return "change-content-inset"
    case .setAdjustmentBehavior: return "set-adjustment-behavior"
    case .setAdditionalSafeArea: return "set-additional-safe-area"
    case .pullToRefresh: return "pull-to-refresh"
    case .beginRefreshing: return "begin-refreshing"
    case .endRefreshing: return "end-refreshing"
    case .insertRowsAt: return "insert-rows-at"
    case .deleteRowsAt: return "delete-rows-at"
    case .changeRowHeight: return "change-row-height"
    case .changeContentSizeCategory: return "change-content-size-category"
    case .setHeaderHeight: return "set-header-height"
    }
  }
}
