import ScrollGeometry

/// The words pictures and pages use for what the engine recorded: causes and probe
/// markers said as a person would ("at rest at the top", not "rest top"; "a fresh view
/// at the same offset", not "twin").
enum PlainWords {
  /// What caused an observation, in plain words.
  static func cause(_ cause: ObservationCause) -> String {
    switch cause {
    case .layoutPass(let n): return "layout pass \(n)"
    case .drag(let translation):
      return "finger moved " + (translation < 0 ? "up" : "down") + " by \(abs(translation).compactDescription)"
    case .release: return "finger lifted"
    case .animationFrame(let n): return "frame \(n) of the settling animation"
    case .setContentOffset: return "offset set by code"
    case .redeliver: return "scrollViewDidScroll delivered again without moving"
    case .restClamp: return "pulled back into range as the animation ended"
    case .sizeChange: return "size changed (rotation)"
    case .contentUpdate: return "content changed"
    case .environmentChange(let what): return what
    case .marker(let name): return marker(name)
    }
  }

  /// A probe marker in plain words.
  static func marker(_ name: String) -> String {
    if name.hasPrefix(ProbeMarker.reachPrefix) {
      let rest = name.dropFirst(ProbeMarker.reachPrefix.count)
      let parts = rest.split(separator: "#")
      let target = parts.first.map { String($0).trimmingTrailingSpaces() } ?? String(rest)
      let attempt = parts.count > 1 ? ", attempt \(parts[1])" : ""
      return "trying to bring \(target) fully into view\(attempt)"
    }
    let words: [String: String] = [
      ProbeMarker.appeared: "just after appearing",
      ProbeMarker.scriptEnd: "at the end of the script",
      ProbeMarker.twin: "a fresh view brought to rest at the same offset",
      "rest": "at rest after the script",
      "rest top": "at rest at the top",
      "edge top": "at rest at the top edge",
      "edge bottom": "at rest at the bottom edge",
      "back top": "after a pull past the top edge and a release",
      "twin top": "a fresh view given the app's content changes, at the same offset",
      "twin bottom": "a fresh view given the app's content changes, at the same offset",
      "before changes": "at rest, scrolled, before the keyboard and the status bar change",
      "after keyboard shown": "after the keyboard came up",
      "after keyboard hidden": "after the keyboard went away",
      "after status bar hidden": "after the status bar was hidden",
      "after status bar shown": "after the status bar came back",
      "back bottom": "after a push past the bottom edge and a release",
      "collapsed": "at rest after a full drag up",
      "rotated": "after rotating",
      "before": "at rest, before delivering scrollViewDidScroll again",
      "after": "after delivering scrollViewDidScroll again",
      "before top": "at rest at the top, before delivering scrollViewDidScroll again",
      "after top": "at the top, after delivering scrollViewDidScroll again",
      "before bottom": "at rest at the bottom, before delivering scrollViewDidScroll again",
      "after bottom": "at the bottom, after delivering scrollViewDidScroll again",
    ]
    return words[name] ?? name
  }

  /// An element's name in plain words: `row 3 of section 0`, `section 1 header`.
  static func element(_ kind: ElementKind) -> String {
    switch kind {
    case .tableHeader: return "table header"
    case .tableFooter: return "table footer"
    case .row(let section, let row): return "row \(row), section \(section)"
    case .sectionHeader(let section): return "section \(section) header"
    case .sectionFooter(let section): return "section \(section) footer"
    case .swiftUI(let name): return name
    case .view(let name): return "view '\(name)'"
    case .refreshControl: return "refresh control"
    }
  }
}
