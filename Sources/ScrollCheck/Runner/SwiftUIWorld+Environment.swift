import ScrollGeometry

extension SwiftUIWorld {
  /// The window's size now, after any Split View resize (W19).
  public var windowSize: CGSize? { currentScreen.size }

  /// The device's screen in the current orientation, as the environment leaves it.
  var currentScreen: Screen { screen(in: environment) }

  /// The bottom safe area without the keyboard (the home indicator, a tab bar, the app's
  /// additional insets): where a view that ignores the keyboard's region ends (U15).
  var keyboardFreeBottom: CGFloat {
    var free = environment
    free.keyboardShown = false
    return screen(in: free).safeAreaInsets.bottom
  }

  /// Resizes the hosted view to `screen`, with `bottom` for its bottom safe area when given
  /// (a keyboard on its way), telling it how much of that is the keyboard's (U15, W1).
  func resizeHost(to screen: Screen, bottom: CGFloat? = nil) {
    var insets = screen.safeAreaInsets
    if let bottom { insets.bottom = bottom }
    try? host.changeSize(
      to: screen.size, safeAreaInsets: insets, keyboardOverlap: Swift.max(0, insets.bottom - keyboardFreeBottom))
  }

  /// The device's screen in the current orientation, as `environment` leaves it.
  func screen(in environment: WorldEnvironment) -> Screen {
    let bare = scenario.device.screen(landscape: isLandscape)
    let applied = environment.apply(to: bare)
    let keyboard = applied.safeAreaInsets.bottom > bare.safeAreaInsets.bottom ? applied.safeAreaInsets.bottom : nil
    var screen = Self.screen(applied, with: scenario.container, metrics: scenario.device.barMetrics, keyboardBottom: keyboard)
    let keyboardBottom = screen.safeAreaInsets.bottom
    // The hosting controller's additionalSafeAreaInsets add to what the bars leave it (W32).
    screen.safeAreaInsets = screen.safeAreaInsets + additionalSafeAreaInsets
    if keyboard != nil {
      // The keyboard's region is its extent over the view (U15): it overlaps the container's
      // safe area, the app's additional inset included, rather than adding to it.
      var free = environment
      free.keyboardShown = false
      screen.safeAreaInsets.bottom = Swift.max(keyboardBottom, self.screen(in: free).safeAreaInsets.bottom)
    }
    return screen
  }

  /// The keyboard animates in or out; a `ScrollView` avoids it by default (its safe area
  /// includes the keyboard region), so its bottom inset follows, frame by frame (W1).
  public func setKeyboard(shown: Bool) {
    guard environment.keyboardShown != shown else { return }
    // W54: a sheet at its medium detent grows to its large one while the keyboard is up,
    // and comes back to medium once it has hidden (or stays, W54=stays).
    if shown, environment.sheetAtMediumDetent, WorldEnvironment.keyboardGrowsSheet { growSheetForKeyboard(true) }
    defer { if !shown, environment.sheetGrownForKeyboard { growSheetForKeyboard(false) } }
    let from = currentScreen.safeAreaInsets
    environment.keyboardShown = shown
    let screen = currentScreen
    let frames = WorldEnvironment.keyboardFrames(at: scrollView.framePacing)
    for frame in 1...frames {
      resizeHost(
        to: screen, bottom: from.bottom + (screen.safeAreaInsets.bottom - from.bottom) * CGFloat(frame) / CGFloat(frames))
    }
  }

  /// A page sheet at its medium detent grows to large for the keyboard, or comes back (W53).
  func growSheetForKeyboard(_ grown: Bool) {
    environment.sheetGrownForKeyboard = grown
    let screen = currentScreen
    recorder.note(.sheetResizedForKeyboard(height: screen.size.height))
    resizeHost(to: screen)
  }

  /// The status bar is hidden or shown again: the safe area's top changes (W2).
  public func setStatusBar(hidden: Bool) {
    guard environment.statusBarHidden != hidden else { return }
    environment.statusBarHidden = hidden
    let screen = currentScreen
    resizeHost(to: screen)
  }

  /// The view updates with the same items: SwiftUI's equivalent of a reload.
  public func reloadData() { host.redeliverUpdate() }

  /// A view pushed over this one and popped back (`pushAndPop`): SwiftUI keeps the state and
  /// the scroll position of a view that stays in the navigation stack; its views disappear
  /// at the push and appear again at the pop (U46).
  public func leaveAndReturn() { host.coverAndReturn() }

  /// `toolbar(.hidden, for: .navigationBar)` set or cleared: the view is rebuilt with the
  /// bar hidden or shown, at once (W17). No-op without a navigation stack.
  public func setNavigationBar(hidden: Bool) {
    guard scenario.container.navigationBar != nil, navigationBarHidden != hidden else { return }
    // A view resting at its top edge stays at its top edge (S16), large title expanded (U26).
    let wasAtTop = host.isAtRest && abs(host.contentOffset.y - host.minimumContentOffsetY) < 1e-9
    navigationBarHidden = hidden
    host.replaceRootView(makeView())
    if wasAtTop, host.contentOffset.y != host.expandedTopOffsetY {
      host.setContentOffset(CGPoint(x: host.contentOffset.x, y: host.expandedTopOffsetY), animated: false)
    }
  }

  /// A `TabView` switching away and back keeps the tab's state and scroll position; its views
  /// disappear and appear again (U46).
  public func switchTabAwayAndBack() {
    guard scenario.container.tabBar else { return }
    host.coverAndReturn()
  }

  /// `.sheet` or `.fullScreenCover` presented and dismissed: the view keeps its state and
  /// frames; the host updates on dismissal (W16).
  public func presentAndDismiss(fullScreen: Bool) { host.redeliverUpdate() }
}
