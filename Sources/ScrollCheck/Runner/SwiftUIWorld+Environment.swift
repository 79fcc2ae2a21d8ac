import ScrollGeometry

extension SwiftUIWorld {
  /// The device's screen in the current orientation, as the environment leaves it.
  var currentScreen: Screen {
    var screen = environment.apply(to: scenario.device.screen(landscape: isLandscape))
    screen.safeAreaInsets = screen.safeAreaInsets + additionalSafeAreaInsets
    return screen
  }

  /// The keyboard animates in or out; a `ScrollView` avoids it by default (its safe area
  /// includes the keyboard region), so its bottom inset follows, frame by frame (W1).
  public func setKeyboard(shown: Bool) {
    guard environment.keyboardShown != shown else { return }
    let from = currentScreen.safeAreaInsets
    environment.keyboardShown = shown
    let screen = currentScreen
    let frames = WorldEnvironment.keyboardFrames(at: scrollView.framePacing)
    for frame in 1...frames {
      var insets = screen.safeAreaInsets
      insets.bottom = from.bottom + (screen.safeAreaInsets.bottom - from.bottom) * CGFloat(frame) / CGFloat(frames)
      try? host.changeSize(to: screen.size, safeAreaInsets: insets)
    }
  }

  /// The status bar is hidden or shown again: the safe area's top changes (W2).
  public func setStatusBar(hidden: Bool) {
    guard environment.statusBarHidden != hidden else { return }
    environment.statusBarHidden = hidden
    let screen = currentScreen
    try? host.changeSize(to: screen.size, safeAreaInsets: screen.safeAreaInsets)
  }

  /// The view updates with the same items: SwiftUI's equivalent of a reload.
  public func reloadData() { host.redeliverUpdate() }

  /// Navigation away and back: SwiftUI keeps the scroll position and state of a view that
  /// stays in the navigation stack; the host updates again on return.
  public func leaveAndReturn() { host.redeliverUpdate() }
}
