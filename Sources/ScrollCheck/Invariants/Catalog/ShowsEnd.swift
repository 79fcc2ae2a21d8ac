import ScrollGeometry
import Strategies

/// `shows-end`: at rest at the bottom edge, the end of the content shows below the header
/// and the bars.
public struct ShowsEnd: Invariant {
  public init() {}
  public let id = "shows-end"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "at rest at the bottom edge, the content's end shows below the header and bars"
  public let explanation = """
    With any keyboard the scenario left up hidden and any inset the app itself added taken \
    back, the probe brings the view to rest at its top edge, then at its bottom edge. If \
    the content showed at the top (its lowest element, a row, a section header or footer or \
    a table footer view that draws, ended below the bars and any header drawn over it), \
    then at the bottom edge the lowest of \
    them must end below the status bar and bars and, where the header is drawn over the \
    content, below the header, by more than a screen pixel once moved down by the bottom \
    inset: scrolled all the way down, a person sees where the content ends. Room below the \
    rows that lets a short list collapse the header, computed too large (from the inset the \
    app set rather than the adjusted one, say), carries the last rows up under the \
    collapsed header and leaves a blank screen. Room as tall as the bottom inset is allowed: \
    room that left it out would change, and move the content, whenever the keyboard, a \
    toolbar or the app's inset comes and goes (stays-put); so content shorter than the \
    bottom inset (a tab bar's 49 to 83 points) may still end wholly under the header, and \
    this rule does not say so. Not judged where the header and bars leave no room above \
    the bottom of the safe area.
    """
  /// The keyboard and the app's own inset are taken back first, as `reachable` does: what
  /// they cover is the app's keyboard code and the app's own banner, not the header's.
  public var probe: [ProbeStep] {
    [
      .settle, .event(.keyboard(shown: false)), .event(GestureEvent.takeBackAppInsets), .settle,
      .restAtTop, .mark("rest top"), .restAtBottom, .mark("rest bottom"),
    ]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    guard let top = run.restingMarkers(["rest top"]).last, let bottom = run.restingMarkers(["rest bottom"]).last,
      bottom > top
    else { return nil }
    // Judged only when the content showed at the top: its lowest element ended below what
    // covered it there (content that never shows is the top-edge invariants' matter).
    let atTop = run.observations[top]
    let topContent = contentElements(in: atTop, run)
    guard let lowestAtTop = topContent.max(by: { $0.contentFrame.maxY < $1.contentFrame.maxY }),
      let shownAtTop = topContent.max(by: { $0.screenFrame.maxY < $1.screenFrame.maxY }),
      shownAtTop.screenFrame.maxY - cover(in: atTop, over: shownAtTop, run).y > atTop.tolerance
    else { return nil }
    let observation = run.observations[bottom]
    let tolerance = observation.tolerance
    // The content's end: the lowest element on screen or, with none on screen, the one
    // lowest at the top edge where its frame in the content now puts it (above the screen:
    // nothing lies below the bottom edge).
    let onScreen = contentElements(in: observation, run).max { $0.screenFrame.maxY < $1.screenFrame.maxY }
    let end = onScreen ?? lowestAtTop
    let endY = onScreen?.screenFrame.maxY ?? (lowestAtTop.contentFrame.maxY - observation.contentOffset.y)
    let (covered, coverWords) = cover(in: observation, over: end, run)
    // No room to show anything: the header and bars reach the bottom of the safe area.
    let safeBottom = observation.bounds.height - observation.safeAreaInsets.bottom
    guard covered < safeBottom - tolerance else { return nil }
    // Room below the content as tall as the bottom inset is allowed: a technique that gives
    // a short list room to collapse its header cannot take the bottom inset out of that room
    // without moving the content when the inset comes and goes (`stays-put`). So a last
    // element shorter than the bottom inset may end wholly under the header (C43).
    let allowance = max(0, observation.adjustedContentInset.bottom)
    guard endY + allowance - covered <= tolerance else { return nil }
    let message =
      "at rest at the bottom edge the content ends under the header and bars: \(end.kind) ends at y "
      + "\(endY.compactDescription)\(onScreen == nil ? ", off screen" : ""), "
      + "\((covered - endY).compactDescription) above where \(coverWords) (\(covered.compactDescription)); "
      + "room as tall as the bottom inset (\(allowance.compactDescription)) is allowed (contentOffset.y "
      + "\(observation.contentOffset.y.compactDescription))"
    return Violation(observationIndex: bottom, message: message, marks: onScreen.map { [$0.screenFrame] } ?? [])
  }

  /// Where what covers `element` from the top ends, in words: the bars, and the header where
  /// it is drawn over the element (a table header view behind the rows covers nothing, Z1).
  func cover(in observation: Observation, over element: ElementFrame, _ run: CheckedRun) -> (y: CGFloat, words: String) {
    let bars = run.uncoveredTop(in: observation)
    if let header = run.header(in: observation), header.screenFrame.height > observation.tolerance,
      header.zIndex > element.zIndex, header.screenFrame.maxY > bars
    {
      return (header.screenFrame.maxY, "the header drawn over the content ends")
    }
    return (bars, "the bars end")
  }

  /// The content's elements on screen: rows, section headers and footers and the table
  /// footer (a SwiftUI stack's items, footers and later sections' headers), not the header
  /// the strategy declares, bars, a refresh control or the app's own views. A blank view
  /// (C34: a spacer footer that gives the header room to collapse) shows nothing: it is not
  /// the content's end.
  func contentElements(in observation: Observation, _ run: CheckedRun) -> [ElementFrame] {
    let header = run.headerKind
    return observation.elements.filter { element in
      guard element.kind != header, !element.isBar, !element.drawsNothing, element.screenFrame.height > 0 else {
        return false
      }
      switch element.kind {
      case .row, .sectionHeader, .sectionFooter, .tableFooter: return true
      case .swiftUI(let name):
        return name.hasPrefix("item ") || name.hasPrefix("footer") || name.hasPrefix("section footer")
          || name.hasPrefix("header ") || name.hasPrefix("section header ")
      case .tableHeader, .view, .refreshControl: return false
      }
    }
  }
}
