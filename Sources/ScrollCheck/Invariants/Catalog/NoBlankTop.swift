import ScrollGeometry
import Strategies

/// `no-blank-top`: at rest at the top edge, a table without a header starts where the bars
/// end, with no blank band of insets between them.
public struct NoBlankTop: Invariant {
  public init() {}
  public let id = "no-blank-top"
  public let families: [StrategyFamily] = [.nonFloatingSections]
  public let summary = "at rest at the top edge the content starts where the bars end, with no blank band above it"
  public let explanation = """
    When the view has appeared, and again after the scenario once it rests at its top edge \
    (with any inset the app itself added taken back and any refresh ended), the top of the \
    content must not lie below the bottom of the status bar and bars with nothing drawn in \
    between: an inset the strategy added on top of UIKit's adjustment (a status bar's 20 \
    points kept from iOS 6, say) leaves a blank band there that a person sees at once. The \
    room the table's own layout leaves above its first section (a top padding, a grouped \
    table's band, a table header view) is the content's, not a band of insets. Families \
    with a header are judged by rests-expanded (the header's top must be where the bars \
    end); a SwiftUI stack's padding is its design, and is not judged.
    """
  /// The app's own insets (a banner it added, W30) are taken back first, and a refresh ended:
  /// the band they make is the app's, not the strategy's.
  public var probe: [ProbeStep] {
    [
      .settle, .event(GestureEvent.takeBackAppInsets), .event(.endRefreshing), .settle, .restAtTop,
      .mark("rest top"),
    ]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.restingMarkers([ProbeMarker.appeared, "rest top"]) {
      let observation = run.observations[index]
      let tolerance = observation.tolerance
      // What is drawn at the top: the content's elements and any view of the app's over it.
      let drawn = observation.elements.filter { element in
        !element.isBar && !element.drawsNothing && element.kind != .refreshControl
          && element.screenFrame.height > tolerance
      }
      guard let first = drawn.min(by: { $0.screenFrame.minY < $1.screenFrame.minY }) else { continue }
      // The bottom of the bars and of the app's own band (C37; zero once it is taken back),
      // even where the scenario asks to draw under them: content may start above it then,
      // but content that starts below it leaves the same blank band.
      let bars = run.drawnBarsBottom(in: observation) + observation.appTopInset
      // Where the content's top (its y 0) is on screen: the offset's distance from it. Room
      // the layout leaves below it (a padding, T6; a grouped band, T31) is the content's own.
      let contentTop = -observation.contentOffset.y
      let band = min(contentTop, first.screenFrame.minY) - bars
      guard band > tolerance else { continue }
      let message =
        "at rest at the top edge a blank band \(band.compactDescription) tall lies between the bars "
        + "(which end at \(bars.compactDescription)) and the content's top at \(contentTop.compactDescription) "
        + "(contentOffset.y \(observation.contentOffset.y.compactDescription), adjustedContentInset.top "
        + "\(observation.adjustedContentInset.top.compactDescription), contentInset.top "
        + "\(observation.contentInset.top.compactDescription)); the first thing drawn is \(first.kind) at "
        + "\(first.screenFrame.minY.compactDescription)"
      let strip = CGRect(x: 0, y: bars, width: observation.bounds.width, height: band)
      return Violation(observationIndex: index, message: message, marks: [strip])
    }
    return nil
  }
}
