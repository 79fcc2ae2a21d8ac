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
    the content drew anything below the header at the top (a row, a section header or \
    footer, a table footer view that draws something), then at the bottom edge the lowest of \
    them must end below the status bar and bars and, where the header is drawn over the \
    content, below the header, by more than a screen pixel once moved down by the bottom \
    inset: scrolled all the way down, a person sees where the content ends. Room below the \
    rows that lets a short list collapse the header, computed too large (from the inset the \
    app set rather than the adjusted one, say), carries the last rows up under the \
    collapsed header and leaves a blank screen. Room as tall as the bottom inset is allowed: \
    room that left it out would change, and move the content, whenever the keyboard, a \
    toolbar or the app's inset comes and goes (stays-put). Not judged where the header and \
    bars leave no room above the bottom of the safe area.
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
      bottom > top,
      let lowestAtTop = contentElements(in: run.observations[top], run).max(by: { $0.contentFrame.maxY < $1.contentFrame.maxY })
    else { return nil }
    let observation = run.observations[bottom]
    let tolerance = observation.tolerance
    // The content's end: the lowest element on screen or, with none on screen, the one
    // lowest at the top edge where its frame in the content now puts it (above the screen:
    // nothing lies below the bottom edge).
    let onScreen = contentElements(in: observation, run).max { $0.screenFrame.maxY < $1.screenFrame.maxY }
    let end = onScreen ?? lowestAtTop
    let endY = onScreen?.screenFrame.maxY ?? (lowestAtTop.contentFrame.maxY - observation.contentOffset.y)
    // What covers the content's top: the bars, and the header where it is drawn over the
    // content (a table header view behind the rows covers nothing, Z1).
    var covered = run.uncoveredTop(in: observation)
    var coverWords = "the bars end"
    if let header = run.header(in: observation), header.screenFrame.height > tolerance,
      header.zIndex > end.zIndex, header.screenFrame.maxY > covered
    {
      covered = header.screenFrame.maxY
      coverWords = "the header drawn over the content ends"
    }
    // No room to show anything: the header and bars reach the bottom of the safe area.
    let safeBottom = observation.bounds.height - observation.safeAreaInsets.bottom
    guard covered < safeBottom - tolerance else { return nil }
    // Room below the content as tall as the bottom inset is allowed: a technique that gives
    // a short list room to collapse its header cannot take the bottom inset out of that room
    // without moving the content when the inset comes and goes (`stays-put`).
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
          || (name.hasPrefix("header ") || name.hasPrefix("section header ")) && element.kind != header
      case .tableHeader, .view, .refreshControl: return false
      }
    }
  }
}
