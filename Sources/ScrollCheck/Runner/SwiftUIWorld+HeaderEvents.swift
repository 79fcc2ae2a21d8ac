import ScrollGeometry

/// The app's changes to its header at runtime in the SwiftUI world (issue 9, W50).
extension SwiftUIWorld {
  /// `set-header-height` in the SwiftUI world (W50): the app passes its view a base height
  /// `delta` points taller or shorter (never below the scenario's minimum), as it passes a
  /// title (U40): SwiftUI evaluates the view again with its state kept. A strategy whose
  /// declaration does not follow the proposed height keeps its height in a constant (seed
  /// 001's `.frame(height: 200)`): nothing changes and nothing is noted. Otherwise the new
  /// height is noted in the trace from the observation the change starts at, where the
  /// invariants (`pinned`, `rest-identity`) read the base height in force.
  public func changeHeaderMaximumHeight(by delta: CGFloat) {
    guard delta != 0, delta.isFinite else { return }
    let new = max(scenario.minimumHeaderHeight, baseHeight + delta)
    guard new != baseHeight, declaredHeights(new).maximum == new, declaredHeights(baseHeight).maximum == baseHeight
    else { return }
    let start = recorder.trace.observations.count
    let step = recorder.step
    baseHeight = new
    host.replaceRootView(currentRootView())
    recorder.note(.headerMaximumChanged(maximum: new), fromObservation: start, step: step)
  }
}
