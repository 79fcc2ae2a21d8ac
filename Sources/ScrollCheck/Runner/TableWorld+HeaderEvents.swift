import ScrollGeometry
import Strategies

/// The app's changes to its header's own content at runtime (issue 9, W47).
extension TableWorld {
  /// The app changes its header's maximum height by `delta`, never below the header's
  /// minimum, through the strategy's own path (`setMaximumHeight(_:in:)`, inside a layout
  /// cycle as any app change). Only when the strategy has such a path are the new heights in
  /// force noted in the trace, where the invariants read them; a port whose maximum is a
  /// constant changes nothing.
  public func changeHeaderMaximumHeight(by delta: CGFloat) {
    guard let setter = maximumHeightSetter, delta != 0, delta.isFinite else { return }
    let maximum = max(headerHeightsInForce.minimum, headerHeightsInForce.maximum + delta)
    guard maximum != headerHeightsInForce.maximum else { return }
    // Noted at the observation the change starts from: what the change's own layout
    // passes record is held to the new maximum (and, within its step, to the old one too).
    let start = recorder.trace.observations.count
    let step = recorder.step
    var applied = false
    host.update { applied = setter(maximum, controller) }
    guard applied else { return }
    headerHeightsInForce.maximum = maximum
    recorder.note(.headerMaximumChanged(maximum: maximum), fromObservation: start, step: step)
  }
}
