import ScrollGeometry
import Strategies

/// `no-blank-top`: at rest at the top, a table without a header starts no lower than where
/// the bars end: no blank band of insets lies between them.
public struct NoBlankTop: Invariant {
  public init() {}
  public let id = "no-blank-top"
  public let families: [StrategyFamily] = [.nonFloatingSections]
  public let summary = "at rest at the top no blank band of insets lies between the bars and the content"
  public let explanation = """
    When the view has appeared, and again after the scenario once it rests at its top edge \
    (with any inset and additional safe area the app itself added taken back and any \
    refresh ended), no blank band may lie between the bottom of the status bar and \
    navigation bar and the top of the content: an inset the strategy added on top of \
    UIKit's adjustment (a status bar's 20 points kept from iOS 6, say), in contentInset or \
    in additionalSafeAreaInsets, leaves a band of background there that a person sees at \
    once. What is drawn there fills it (a view the engine sees in front of the table: the \
    header a strategy names, a view of the table's with an accessibilityIdentifier, or a view \
    outside the table drawn over it across its width with an accessibilityIdentifier and a \
    background colour, such as a palette kept in the strategy's own \
    additionalSafeAreaInsets; a refreshing spinner; not such a view without an identifier, \
    which it does not see), and \
    room the table's own layout leaves above its first section (a \
    top padding, a grouped table's band, a table header view) is the content's, not a band \
    of insets. Content that starts under the bars is uncovered's matter, not this one's. \
    Families with a header are judged by rests-expanded (the header's top must be where the \
    bars end); a SwiftUI stack's padding is its design, and is not judged.
    """
  /// The app's own insets (a banner it added, W30; its additional safe area, W32) are taken
  /// back first, and a refresh ended: the band they make is the app's, not the strategy's.
  public var probe: [ProbeStep] { ProbeStep.restAtTopWithoutTheAppsBands }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.restingMarkers([ProbeMarker.appeared, "rest top"]) {
      let observation = run.observations[index]
      let tolerance = observation.tolerance
      // Where the status bar and navigation bar end: the bars the world draws, not the safe
      // area (a strategy's own `additionalSafeAreaInsets.top` is a band below them too), even
      // where the scenario asks to draw under them: content may start above them then, but
      // content that starts below them leaves the same blank band.
      let bars = run.topBarsBottom(in: observation)
      // What is drawn reaching below the bars: the content's elements, any view of the app's
      // in front of the table, and a refreshing spinner (drawn at rest only while it
      // refreshes, W43), which fills its band.
      // An identified view outside the table drawn over it (a palette in the strategy's own
      // additional safe area, V5) fills the band where it spans the table's whole width: one
      // beside the table, narrower than it or off screen leaves the band blank elsewhere.
      let width = observation.bounds.width
      let over = observation.viewsOverScrollView.filter {
        $0.screenFrame.minX <= tolerance && $0.screenFrame.maxX >= width - tolerance
      }
      let drawn = (observation.elements + over).filter { element in
        !element.isBar && !element.drawsNothing && element.zIndex != DrawingOrder.behindScrollView
          && element.screenFrame.height > tolerance && element.screenFrame.maxY > bars + tolerance
      }
      guard !drawn.isEmpty else { continue }
      // The band starts where what is drawn from the bars down stops touching: a view that
      // fills only the band's top leaves the rest blank.
      var blankFrom = bars
      var next: ElementFrame?
      for element in drawn.sorted(by: { $0.screenFrame.minY < $1.screenFrame.minY }) {
        guard element.screenFrame.minY <= blankFrom + tolerance else {
          next = element
          break
        }
        blankFrom = max(blankFrom, element.screenFrame.maxY)
      }
      // Where the content's top (its y 0) is on screen: the offset's distance from it. Room
      // the layout leaves below it (a padding, T6; a grouped band, T31) is the content's own.
      let contentTop = -observation.contentOffset.y
      let band = min(contentTop, next?.screenFrame.minY ?? contentTop) - blankFrom
      guard band > tolerance else { continue }
      let above =
        blankFrom > bars + tolerance
        ? "what is drawn below the bars (ending at \(blankFrom.compactDescription))"
        : "the bars (which end at \(bars.compactDescription))"
      let firstBelow = next.map {
        "; the first thing drawn below it is \($0.kind) at \($0.screenFrame.minY.compactDescription)"
      }
      let message =
        "at rest at the top a blank band \(band.compactDescription) tall lies between \(above) "
        + "and the content's top at \(contentTop.compactDescription) "
        + "(contentOffset.y \(observation.contentOffset.y.compactDescription), adjustedContentInset.top "
        + "\(observation.adjustedContentInset.top.compactDescription), contentInset.top "
        + "\(observation.contentInset.top.compactDescription))\(firstBelow ?? "")"
      let strip = CGRect(x: 0, y: blankFrom, width: observation.bounds.width, height: band)
      return Violation(observationIndex: index, message: message, marks: [strip])
    }
    return nil
  }
}
