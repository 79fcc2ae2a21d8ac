/// The strategies × invariants grid that `run`, `exhaustive` and `list` print, made to fit
/// a terminal of `maximumWidth` columns (100) with any number of invariants.
///
/// Invariants get short numeric keys, listed once above the grid. Strategies are grouped by
/// family, and each family's block shows only the invariants that apply to that family, so
/// a grid with 26 invariants over four families stays narrow. A block whose strategies share
/// a prefix (`stretchy-table-header.`) prints the prefix once as its heading and each row as
/// the rest (`.published`). A block that would still be too wide is transposed (a row per
/// invariant, a lettered column per strategy); one that is too wide either way is split into
/// several blocks of columns.
enum MatrixText {
  /// The widest line the grid may print.
  static let maximumWidth = 100

  /// One entry of the grid: its text (with any colour codes) and the columns it shows.
  typealias Entry = (text: String, width: Int)

  /// The grid's lines. `cell` gives each entry's text and how many columns it shows (its
  /// colour codes take none); every entry is padded to the same column width.
  static func lines(
    strategies: [StrategyInfo], invariants: [InvariantInfo], style: TextStyle, legend: String,
    maximumWidth: Int = maximumWidth, cell: (StrategyInfo, InvariantInfo) -> Entry
  ) -> [String] {
    guard !strategies.isEmpty, !invariants.isEmpty else { return ["(nothing selected)"] }
    let keys = Dictionary(
      invariants.enumerated().map { ($1.id, String($0 + 1)) }, uniquingKeysWith: { first, _ in first })
    var lines = TextReport.wrapped(
      invariants.enumerated().map { "\($0 + 1) \($1.id)" }, prefix: "Invariants: ", width: maximumWidth)
    let groups = familyGroups(strategies, invariants)
    let labelWidth = groups.map { $0.labelWidth }.max() ?? 0
    for group in groups {
      lines.append("")
      lines.append(
        contentsOf: block(
          group, keys: keys, labelWidth: labelWidth, style: style, maximumWidth: maximumWidth,
          cell: cell))
    }
    lines.append("")
    lines.append(
      contentsOf: TextReport.wrapped(
        legend.components(separatedBy: "   ").filter { !$0.isEmpty }, prefix: "", width: maximumWidth,
        separator: "   "
      ).map(style.dim))
    return lines
  }

  /// The strategies of one family and the invariants shown for them.
  struct Group {
    var heading: String
    var strategies: [StrategyInfo]
    /// Each strategy's row label (its identifier, or what follows the shared prefix).
    var labels: [String]
    var invariants: [InvariantInfo]

    var labelWidth: Int { max(heading.count, (labels.map { $0.count + 2 }.max() ?? 0)) }
  }

  /// Strategies grouped by family in order of first appearance, each group with the
  /// invariants that apply to its family (all invariants if none does).
  static func familyGroups(_ strategies: [StrategyInfo], _ invariants: [InvariantInfo]) -> [Group] {
    var families: [Family] = []
    for strategy in strategies where !families.contains(strategy.family) { families.append(strategy.family) }
    return families.map { family in
      let members = strategies.filter { $0.family == family }
      let applying = invariants.filter { $0.applies(to: family) }
      let prefix = sharedPrefix(members.map(\.id))
      return Group(
        heading: prefix.map { String($0.dropLast()) } ?? family.rawValue,
        strategies: members,
        labels: members.map { id in prefix.map { String(id.id.dropFirst($0.count - 1)) } ?? id.id },
        invariants: applying.isEmpty ? invariants : applying)
    }
  }

  /// The longest prefix ending in `.` that every identifier has and that leaves something
  /// after it, or `nil`.
  static func sharedPrefix(_ ids: [String]) -> String? {
    guard let first = ids.first, let dot = first.lastIndex(of: ".") else { return nil }
    var prefix = String(first[...dot])
    while !prefix.isEmpty {
      if ids.allSatisfy({ $0.hasPrefix(prefix) && $0.count > prefix.count }) { return prefix }
      prefix.removeLast()
      guard let next = prefix.lastIndex(of: ".") else { return nil }
      prefix = String(prefix[...next])
    }
    return nil
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// One family's block, as wide as it can be within `maximumWidth`.
  static func block(
    _ group: Group, keys: [String: String], labelWidth: Int, style: TextStyle, maximumWidth: Int,
    cell: (StrategyInfo, InvariantInfo) -> Entry
  ) -> [String] {
    let columnWidth = max(3, (keys.values.map(\.count).max() ?? 1) + 1)
    // Aligned with the other blocks when that fits, else as narrow as this block allows.
    let labelWidth = labelWidth + 2 + group.invariants.count * columnWidth <= maximumWidth
      ? labelWidth : group.labelWidth
    let straightWidth = labelWidth + 2 + group.invariants.count * columnWidth
    if straightWidth <= maximumWidth {
      return straight(group, keys: keys, labelWidth: labelWidth, columnWidth: columnWidth, style: style, cell: cell)
    }
    // A row per invariant, a lettered column per strategy.
    let letters = group.strategies.indices.map(columnLetter)
    let transposedColumn = max(3, (letters.map(\.count).max() ?? 1) + 1)
    let invariantWidth = max(group.heading.count, (group.invariants.map { $0.id.count + 2 }.max() ?? 0))
    let transposedWidth = invariantWidth + 2 + group.strategies.count * transposedColumn
    if transposedWidth <= maximumWidth {
      return transposed(
        group, letters: letters, labelWidth: invariantWidth, columnWidth: transposedColumn, style: style,
        maximumWidth: maximumWidth, cell: cell)
    }
    // Too wide either way: split the invariants into blocks that fit.
    let perBlock = max(1, (maximumWidth - labelWidth - 2) / columnWidth)
    var lines: [String] = []
    var start = 0
    while start < group.invariants.count {
      var part = group
      part.invariants = Array(group.invariants[start..<min(start + perBlock, group.invariants.count)])
      if start > 0 { lines.append("") }
      lines.append(
        contentsOf: straight(part, keys: keys, labelWidth: labelWidth, columnWidth: columnWidth, style: style, cell: cell))
      start += perBlock
    }
    return lines
  }

  /// `A`...`Z`, then `AA`, `AB`, ...
  static func columnLetter(_ index: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return index < 26 ? String(alphabet[index]) : columnLetter(index / 26 - 1) + String(alphabet[index % 26])
  }

  static func straight(
    _ group: Group, keys: [String: String], labelWidth: Int, columnWidth: Int, style: TextStyle,
    cell: (StrategyInfo, InvariantInfo) -> Entry
  ) -> [String] {
    var header = pad(group.heading, labelWidth) + "  "
    for invariant in group.invariants { header += pad(keys[invariant.id] ?? "?", columnWidth) }
    var lines = [style.bold(header.trimmingTrailingSpaces())]
    let indent = group.labels == group.strategies.map(\.id) ? "" : "  "
    for (strategy, label) in zip(group.strategies, group.labels) {
      var row = pad(indent + label, labelWidth) + "  "
      for invariant in group.invariants {
        let entry = cell(strategy, invariant)
        row += entry.text + String(repeating: " ", count: max(0, columnWidth - entry.width))
      }
      lines.append(row.trimmingTrailingSpaces())
    }
    return lines
  }

  static func transposed(
    _ group: Group, letters: [String], labelWidth: Int, columnWidth: Int, style: TextStyle,
    maximumWidth: Int, cell: (StrategyInfo, InvariantInfo) -> Entry
  ) -> [String] {
    var lines = TextReport.wrapped(
      zip(letters, group.labels).map { "\($0) \($1)" }, prefix: "  ", width: maximumWidth
    ).map(style.dim)
    var header = pad(group.heading, labelWidth) + "  "
    for letter in letters { header += pad(letter, columnWidth) }
    lines.insert(style.bold(header.trimmingTrailingSpaces()), at: 0)
    for invariant in group.invariants {
      var row = pad("  " + invariant.id, labelWidth) + "  "
      for strategy in group.strategies {
        let entry = cell(strategy, invariant)
        row += entry.text + String(repeating: " ", count: max(0, columnWidth - entry.width))
      }
      lines.append(row.trimmingTrailingSpaces())
    }
    return lines
  }
}
