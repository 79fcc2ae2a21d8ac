/// The content a table lays out at its row estimate (`UITableView.laidOutContent`, T20),
/// kept with everything it is worked out from (P7): the content, which rows are measured, the
/// estimate and the table-wide metrics. Equal inputs give the same content, so a layout pass
/// that finds them equal (arrays unchanged since compare in constant time) takes it as it is.
struct LaidOutContentMemo {
  var content: TableContent
  var measuredRows: [[Bool]]
  var estimate: CGFloat
  var metrics: TableMetrics
  /// The content with every row not yet measured at the estimate.
  var laidOut: TableContent
  /// Whether some row not yet measured has a real height other than the estimate.
  var differs: Bool

  /// Whether this was worked out from these inputs.
  func isMade(
    from content: TableContent, _ measuredRows: [[Bool]], _ estimate: CGFloat, _ metrics: TableMetrics
  ) -> Bool {
    self.estimate == estimate && self.metrics == metrics && self.measuredRows == measuredRows
      && self.content == content
  }
}
