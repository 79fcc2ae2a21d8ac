import ScrollGeometry

/// One event of a scenario's script.
public enum GestureEvent: Hashable, Sendable, Codable {
  /// The finger moves by `translation` (positive: down) in `moves` equal pan changes.
  case drag(translation: CGFloat, moves: Int)
  /// The finger lifts; the view settles.
  case release
  /// The device rotates.
  case rotate
  /// Rows of the given heights are inserted at the end of a section.
  case insertRows(section: Int, heights: [CGFloat])
  /// Up to `count` rows are deleted from the end of a section.
  case deleteRows(section: Int, count: Int)
  /// The header's text changes.
  case setHeaderText(String)
  /// `setContentOffset` to the given y.
  case setContentOffset(y: CGFloat, animated: Bool)

  /// Whether the event is a gesture or an offset change (as opposed to a change of content,
  /// text or orientation).
  public var isGesture: Bool {
    switch self {
    case .drag, .release, .setContentOffset: return true
    case .rotate, .insertRows, .deleteRows, .setHeaderText: return false
    }
  }

  /// "drag by -120 in 3 moves"
  public var plainDescription: String {
    switch self {
    case .drag(let translation, let moves):
      return "drag by \(translation.compactDescription)" + (moves > 1 ? " in \(moves) moves" : "")
    case .release: return "release"
    case .rotate: return "rotate"
    case .insertRows(let section, let heights):
      return "insert \(heights.count) row\(heights.count == 1 ? "" : "s") into section \(section)"
    case .deleteRows(let section, let count):
      return "delete \(count) row\(count == 1 ? "" : "s") from section \(section)"
    case .setHeaderText(let text):
      let text = TerminalText.escaped(text)
      return "set header text to " + (text.count > 24 ? "\(text.count) characters \"\(text.prefix(24))...\"" : "\"\(text)\"")
    case .setContentOffset(let y, let animated):
      return "setContentOffset y \(y.compactDescription)" + (animated ? " animated" : "")
    }
  }
}
