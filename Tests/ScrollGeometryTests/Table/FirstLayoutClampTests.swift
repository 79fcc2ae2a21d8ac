import Testing

@testable import ScrollGeometry

/// S11 before a table's first layout pass (issue 8, part 2: "no early clamp before the table
/// knows its content size"). A table learns its `contentSize` in its own first layout pass
/// (T4, C4); until then it is 0, and UIKit's at-rest clamp, which runs from the range setters
/// whatever the content size, pulls an offset the app set early back to the top when the
/// table's frame or insets change first (an app's `viewDidLoad` offset lost when the parent
/// sizes the table). When nothing changes the range before that pass, the first pass's
/// `contentSize` keeps an offset it leaves in range: a table whose content is taller than its
/// view starts where the app put it, or at its top edge.
@Suite struct FirstLayoutClampTests {
  /// A 320 x 480 plain table of 40 rows of 44 (1,760 points, taller than the view) with no
  /// padding, not laid out yet, its offset set to 300 as an app's `viewDidLoad` would; then
  /// `then` runs on it under `settings`.
  func early<T>(_ settings: [String] = [], then: (UITableView) -> T) throws -> (T, [String]) {
    let log = ExerciseLog()
    return try EngineAssumptions.$current.withValue(EngineAssumptions(settings)) {
      EngineAssumptions.$log.withValue(log) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.sectionHeaderTopPadding = 0
        table.content = TableContent([.init(rows: 40, rowHeight: 44, headerHeight: 0, footerHeight: 0)])
        table.contentOffset.y = 300
        return (then(table), log.exercised)
      }
    }
  }

  @Test func s11TheFirstLayoutKeepsAnOffsetItsContentSizeLeavesInRange() throws {
    let ((before, after, size), exercised) = try early { table in
      let before = (table.needsContentLayout, table.contentSize.height)
      table.layoutIfNeeded()
      return (before, table.contentOffset.y, table.contentSize.height)
    }
    // Before its first pass the table does not know its content: contentSize is 0, and
    // nothing has changed the range, so nothing moved the offset.
    #expect(before.0 == true)
    #expect(before.1 == 0)
    // The pass sets contentSize 1,760; 300 is in 0...1,280 and stays: no clamp.
    #expect(size == 1760)
    #expect(after == 300)
    #expect(!exercised.contains("S11"))
  }

  @Test func s11ARangeChangeBeforeTheFirstLayoutClampsToTheContentSizeOfZero() throws {
    let ((resized, laidOut), exercised) = try early { table in
      // The parent's layout gives the table the device's height (the canvas's 480 to 568)
      // before the table's own first pass: at rest, with contentSize still 0, the range is
      // -0...0 and the offset goes back to the top edge at once.
      table.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
      let resized = table.contentOffset.y
      table.layoutIfNeeded()
      return (resized, table.contentOffset.y)
    }
    #expect(resized == 0)
    #expect(laidOut == 0)
    #expect(exercised.contains("S11"))
  }

  @Test func s11UnderStayAnEarlyOffsetSurvivesTheResizeAndTheFirstLayout() throws {
    let ((resized, laidOut), exercised) = try early(["S11=stay"]) { table in
      table.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
      let resized = table.contentOffset.y
      table.layoutIfNeeded()
      return (resized, table.contentOffset.y)
    }
    #expect(resized == 300)
    #expect(laidOut == 300)
    #expect(exercised.contains("S11"))
  }
}
