import ScrollGeometry

extension TableWorld {
  /// The keyboard animates in or out, frame by frame, the safe area's bottom following it
  /// (W1); each frame is a layout cycle and a recorded `keyboard` observation.
  public func setKeyboard(shown: Bool) {
    guard environment.keyboardShown != shown else { return }
    let from = currentScreen.safeAreaInsets
    environment.keyboardShown = shown
    let to = currentScreen.safeAreaInsets
    animateSafeArea(from: from, to: to, name: shown ? "keyboard showing" : "keyboard hiding")
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
