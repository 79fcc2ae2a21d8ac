import ScrollGeometry

extension TableWorld {
  /// The keyboard animates in or out over `WorldEnvironment.keyboardFrames` frames, each a
  /// layout cycle and a recorded `keyboard` observation (W1). UIKit changes no safe area for
  /// it: by default only a `UITableViewController` moves its own table's `contentInset.bottom`
  /// with the keyboard; `W1=follows` lets the root view's bottom safe area follow it (the app's
  /// `additionalSafeAreaInsets` or `keyboardLayoutGuide` code), `W1=inset` has the app add the
  /// overlap to its scroll view's `contentInset.bottom` whatever its controller.
  public func setKeyboard(shown: Bool) {
    guard environment.keyboardShown != shown else { return }
    // W54: a sheet at its medium detent grows to its large one while the keyboard is up,
    // and comes back to medium once it has hidden (or stays, W54=stays).
    if shown, environment.sheetAtMediumDetent, WorldEnvironment.keyboardGrowsSheet { growSheetForKeyboard(true) }
    defer { if !shown, environment.sheetGrownForKeyboard { growSheetForKeyboard(false) } }
    EngineAssumptions.exercised("W1")
    let name = shown ? "keyboard showing" : "keyboard hiding"
    if Self.safeAreaFollowsKeyboard {
      let from = currentScreen.safeAreaInsets
      environment.keyboardShown = shown
      environment.keyboardFraction = shown ? 1 : 0
      let to = currentScreen.safeAreaInsets
      animateSafeArea(from: from, to: to, name: name)
      return
    }
    environment.keyboardShown = true
    let frames = WorldEnvironment.keyboardFrames(at: scrollView.framePacing)
    let start = environment.keyboardFraction
    let end: CGFloat = shown ? 1 : 0
    for frame in 1...frames {
      environment.keyboardFraction = start + (end - start) * CGFloat(frame) / CGFloat(frames)
      if insetsForKeyboard { adjustInsetForKeyboard() }
      host.layOutAndRecord(.environmentChange("\(name), frame \(frame)"))
    }
    environment.keyboardShown = shown
  }

  /// A page sheet at its medium detent grows to large for the keyboard, or comes back (W53),
  /// as a size change.
  func growSheetForKeyboard(_ grown: Bool) {
    environment.sheetGrownForKeyboard = grown
    recorder.note(.sheetResizedForKeyboard(height: currentScreen.size.height))
    host.transition(to: currentScreen)
  }

  /// Whether the keyboard handling in force moves the scroll view's `contentInset.bottom`:
  /// UIKit's own for a `UITableViewController` (unless the app lets the safe area follow the
  /// keyboard instead), the app's under `W1=inset` (W1).
  var insetsForKeyboard: Bool {
    if Self.safeAreaFollowsKeyboard { return false }
    return controller is UITableViewController || EngineAssumptions.uses("inset", for: "W1")
  }

  /// The keyboard's height on the current screen, as far as it is up.
  var keyboardFrameHeight: CGFloat {
    WorldEnvironment.keyboardHeight(on: scenario.device.screen(landscape: isLandscape)) * environment.keyboardFraction
  }

  /// Sets the scroll view's `contentInset.bottom` to what the keyboard handling adds for the
  /// keyboard as it is now: the keyboard's overlap with the scroll view's frame in the window,
  /// less the bottom inset the view's adjustment already adds for the safe area there (the
  /// home indicator, a tab bar), so the content ends at the keyboard's top; the difference
  /// from the last adjustment is applied, so the app's own inset stays (W1).
  func adjustInsetForKeyboard() {
    let view = scrollView
    guard let root = host.viewController.view else { return }
    let keyboardTop = root.bounds.height - keyboardFrameHeight
    let frame = view.frameInRootView
    let overlap = max(0, frame.maxY - max(keyboardTop, frame.minY))
    let system = view.adjustedContentInset.bottom - view.contentInset.bottom
    let adjustment = max(0, overlap - max(0, system))
    guard adjustment != keyboardInsetAdjustment else { return }
    var insets = view.contentInset
    insets.bottom += adjustment - keyboardInsetAdjustment
    keyboardInsetAdjustment = adjustment
    view.contentInset = insets
  }

  /// The status bar is hidden or shown again: the safe area's top changes at once (W2).
  public func setStatusBar(hidden: Bool) {
    guard environment.statusBarHidden != hidden else { return }
    environment.statusBarHidden = hidden
    host.changeSafeArea(
      to: currentScreen.safeAreaInsets, recording: .environmentChange(hidden ? "status bar hidden" : "status bar shown"))
  }

  /// `reloadData()`, then the layout cycle that follows (T11).
  public func reloadData() {
    let table = tableView
    host.update { table.reloadData() }
  }

  /// A push over the controller and a pop back (or a tab switch away and back): the view
  /// disappears and appears again with the offset as it was (C9).
  public func leaveAndReturn() {
    host.disappear()
    host.reappear()
  }

  /// Moves the safe area in `WorldEnvironment.keyboardFrames` equal steps.
  func animateSafeArea(from: UIEdgeInsets, to: UIEdgeInsets, name: String) {
    let frames = WorldEnvironment.keyboardFrames(at: scrollView.framePacing)
    for frame in 1...frames {
      let t = CGFloat(frame) / CGFloat(frames)
      var insets = to
      insets.bottom = from.bottom + (to.bottom - from.bottom) * t
      host.changeSafeArea(to: insets, recording: .environmentChange("\(name), frame \(frame)"))
    }
  }
}
