import ScrollGeometry
import Strategies

/// `rests-expanded`: at rest at the top the header is fully expanded, on screen, its top at
/// the bottom of the status bar and bars.
public struct RestsExpanded: Invariant {
  public init() {}
  public let id = "rests-expanded"
  public let families: [StrategyFamily] = [.tableHeader, .selfSizingHeader, .insetHeader]
  public let summary = "at rest at the top the header is fully expanded, its top just below the bars"
  public let explanation = """
    When the view has appeared, and again after the scenario once it rests at its top \
    edge (with any inset and additional safe area the app itself added taken back), the \
    header must be in the view \
    and fully expanded (a collapsing header at its declared maximum \
    height, a self-sizing header at least the height its constraints ask for) and its top must \
    be where the status bar and navigation bar end (the top of the safe area, unless the \
    strategy added to it), with no gap above it and nothing \
    of it under the status bar or a navigation bar, to one screen pixel. Only a scenario \
    that itself asks for .never (an app that draws under the bars on purpose) may also put \
    the header's top at the screen's top; a strategy that turns the adjustment off must \
    still keep its header out from under the bars.
    """
  /// The app's own insets (a banner it added, W30) and additional safe area (W32) are taken
  /// back first: where the header rests below them is the app's choice, not the header's.
  public var probe: [ProbeStep] { ProbeStep.restAtTopWithoutTheAppsBands }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.restingMarkers([ProbeMarker.appeared, "rest top"]) {
      let observation = run.observations[index]
      // A header the hierarchy does not show at all is not expanded (round 18's mutant Y4: a
      // self-sizing header measured but never installed passed every invariant).
      guard let header = run.header(in: observation) else {
        guard let kind = run.headerKind else { continue }
        return Violation(
          observationIndex: index, message: "at rest at the top there is no \(kind): the header is not in the view")
      }
      let tolerance = observation.tolerance
      let frame = header.screenFrame
      var problems: [String] = []
      let expectedHeight: CGFloat? =
        run.declaration.family.collapsesHeader
        ? run.maximumHeight(at: index) : observation.headerFit?.fittingHeight
      // A collapsing header rests at its maximum; a self-sizing one at least as tall as its
      // constraints ask (taller is `self-sized`'s business, not a collapse).
      let shortfall = expectedHeight.map { expected in
        run.declaration.family.collapsesHeader ? abs(frame.height - expected) : expected - frame.height
      }
      if let expectedHeight, let shortfall, shortfall > tolerance {
        problems.append(
          "is \(frame.height.compactDescription) tall, not fully expanded to \(expectedHeight.compactDescription)")
      }
      // The bottom of the bars and of the app's own band (C37; zero once it is taken back):
      // where the status bar and navigation bar are drawn, not the safe area's top, which
      // also holds a strategy's own `additionalSafeAreaInsets` (C44).
      let top = run.topBarsBottom(in: observation) + observation.appTopInset
      let allowed = run.scenarioDrawsUnderBars ? [top, observation.appTopInset] : [top]
      if !allowed.contains(where: { abs(frame.minY - $0) <= tolerance }) {
        if frame.minY > top {
          problems.append(
            "has its top at \(frame.minY.compactDescription), leaving a gap of "
              + "\((frame.minY - top).compactDescription) below the bars (which end at \(top.compactDescription))")
        } else {
          problems.append(
            "has its top at \(frame.minY.compactDescription), \((top - frame.minY).compactDescription) "
              + "under the bars (which end at \(top.compactDescription))")
        }
      }
      if !problems.isEmpty {
        return Violation(
          observationIndex: index,
          message: "at rest at the top the header " + problems.joined(separator: " and "),
          marks: [frame])
      }
    }
    return nil
  }
}
