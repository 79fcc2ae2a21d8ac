/// The strategies × invariants grid that `run` and `list` both print: a numbered key of the
/// invariants, a header of column numbers, a row per strategy, then a legend.
enum MatrixText {
  /// The grid's lines. `cell` gives each entry's text and how many columns it shows (its
  /// colour codes take none); every entry is padded to the same column width.
  static func lines(
    strategies: [StrategyInfo], invariants: [InvariantInfo], style: TextStyle, legend: String,
    cell: (StrategyInfo, InvariantInfo) -> (text: String, width: Int)
  ) -> [String] {
    let nameWidth = strategies.map(\.id.count).max() ?? 0
    let columnWidth = max(3, String(invariants.count).count + 2)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = TextReport.wrapped(
      invariants.enumerated().map { "\($0 + 1) \($1.id)" }, prefix: "Invariants: ", width: 100)
    lines.append("")
    var header = pad("", nameWidth) + "  "
    for index in invariants.indices { header += pad(String(index + 1), columnWidth) }
    lines.append(style.dim(header.trimmingTrailingSpaces()))
    for strategy in strategies {
      var row = pad(strategy.id, nameWidth) + "  "
      for invariant in invariants {
        let entry = cell(strategy, invariant)
        row += entry.text + String(repeating: " ", count: max(0, columnWidth - entry.width))
      }
      lines.append(row.trimmingTrailingSpaces())
    }
    lines.append("")
    lines.append(style.dim(legend))
    return lines
  }
}
