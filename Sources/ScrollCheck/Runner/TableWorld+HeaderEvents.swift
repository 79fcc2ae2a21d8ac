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
    guard delta != 0, delta.isFinite else { return }
    if let sectionHeaderHeightSetter {
      changeSectionHeaderHeight(by: delta, setter: sectionHeaderHeightSetter)
      return
    }
    guard let setter = maximumHeightSetter else { return }
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

  /// `set-header-height` for a table whose headers are its section headers (the
  /// non-floating-sections family, W51): the app sets the table-wide `sectionHeaderHeight`
  /// `delta` points taller or shorter (never below 0) through the strategy's path
  /// (`setSectionHeaderHeight(_:in:)`, by default the property set on its table), inside a
  /// layout cycle. A table whose section headers size themselves (`automaticDimension`) has
  /// no height to change: nothing happens. Sections whose delegate gives their own header
  /// height keep it (T5).
  func changeSectionHeaderHeight(by delta: CGFloat, setter: (CGFloat, UIViewController) -> Bool) {
    let table = tableView
    let current = table.sectionHeaderHeight
    guard current >= 0 else { return }
    let height = max(0, current + delta)
    guard height != current else { return }
    host.update { _ = setter(height, controller) }
  }
}
