import ScrollGeometry

extension TableWorld {
  /// The navigation controller the scenario shows the strategy's controller in, if any.
  var navigationController: UINavigationController? { controller.navigationController }

  /// The tab bar controller the scenario shows it in, if any.
  var tabBarController: UITabBarController? { controller.tabBarController }

  /// Tells a tab bar controller where the home indicator is, apart from any keyboard (W15).
  func updateHomeIndicator() {
    tabBarController?.homeIndicatorInset = scenario.device.screen(landscape: isLandscape).safeAreaInsets.bottom
  }

  /// The frames of a bar's hide or show animation: `hideShowBarDuration`, 0.2 s at 60 Hz (W14).
  static let barAnimationFrames = 12

  /// Hides or shows the navigation bar, animated: the bar's share of the safe area's top
  /// moves in `barAnimationFrames` equal steps, each a layout cycle and a recorded
  /// `navigation bar hiding/showing` observation (W14).
  public func setNavigationBar(hidden: Bool) {
    guard let navigation = navigationController, navigation.isNavigationBarHidden != hidden else { return }
    navigation.setNavigationBarHidden(hidden, animated: true)
    let from = navigation.navigationBarShownFraction
    let to: CGFloat = hidden ? 0 : 1
    let frames = Self.barAnimationFrames
    for frame in 1...frames {
      navigation.setBarShownFraction(from + (to - from) * CGFloat(frame) / CGFloat(frames))
      host.layOutAndRecord(.environmentChange("navigation bar \(hidden ? "hiding" : "showing"), frame \(frame)"))
    }
    // Back, the large title takes the height the offset the view kept gives it (W13, W14).
    if !hidden, navigation.followTrackedViewAfterSizeChange() {
      host.layOutAndRecord(.environmentChange("navigation bar shown"))
    }
  }

  /// Switches to another tab and back: the selected controller disappears and appears
  /// again through the containers (C9, C20).
  public func switchTabAwayAndBack() {
    guard tabBarController != nil else { return }
    host.disappear()
    host.reappear()
  }

  /// A page sheet leaves the presenting controller in the window: no appearance calls, no
  /// change of frame or safe area; a full-screen presentation removes it and brings it back
  /// (W16, C9). Records the dismissal.
  public func presentAndDismiss(fullScreen: Bool) {
    if fullScreen {
      host.disappear()
      host.reappear()
    } else {
      host.layOutAndRecord(.environmentChange("sheet dismissed"))
    }
  }
}

extension TableWorld {
  /// The status bar and the navigation bar with its large title over the table now, in its
  /// coordinates (Z3): the top bars, where `no-blank-top` and `rests-expanded` measure from
  /// (C44); nil before the controller's view is loaded. Asks no engine assumption.
  func topSystemBars() -> [SystemBar]? {
    guard let root = host.viewController.view else { return nil }
    let window = host.screen.safeAreaInsets
    var bars: [SystemBar] = []
    if window.top > 0 { bars.append(SystemBar(kind: .statusBar, frame: barFrame(0, window.top, in: root))) }
    if let navigation = navigationController, navigation.navigationBarShownFraction > 0 {
      bars.append(
        SystemBar(kind: .navigationBar, frame: barFrame(window.top, navigation.barBottom - window.top, in: root)))
    }
    return bars
  }

  /// A band as wide as the root view from `y` in it, `height` tall, in the table's coordinates.
  private func barFrame(_ y: CGFloat, _ height: CGFloat, in root: UIView) -> CGRect {
    let origin = scrollView.frameInRootView.origin
    return CGRect(x: -origin.x, y: y - origin.y, width: root.bounds.width, height: max(0, height))
  }

  /// The bars over the table now, in its coordinates, for pictures (Z3): the top bars, the tab
  /// bar, the home indicator and the keyboard.
  func systemBars() -> [SystemBar] {
    guard let root = host.viewController.view, var bars = topSystemBars() else { return [] }
    let height = root.bounds.height
    func local(_ y: CGFloat, _ h: CGFloat) -> CGRect { barFrame(y, h, in: root) }
    let window = host.screen.safeAreaInsets
    // The screen's safe area in this orientation, without building the screen: that looks the
    // device model up in the catalogue, at every frame (P3).
    let device = scenario.device
    let home = (isLandscape ? device.landscapeSafeArea : device.portraitSafeArea).bottom
    if let tabs = tabBarController {
      bars.append(SystemBar(kind: .tabBar, frame: local(tabs.tabBarTop, height - home - tabs.tabBarTop)))
    }
    if home > 0 { bars.append(SystemBar(kind: .homeIndicator, frame: local(height - home, home))) }
    if Self.safeAreaFollowsKeyboard {
      if window.bottom > home { bars.append(SystemBar(kind: .keyboard, frame: local(height - window.bottom, window.bottom))) }
    } else if environment.keyboardFraction > 0 {
      let keyboard = keyboardFrameHeight
      bars.append(SystemBar(kind: .keyboard, frame: local(height - keyboard, keyboard)))
    }
    return bars
  }
}
