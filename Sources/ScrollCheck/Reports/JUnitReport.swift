/// Renders a `RunReport` as JUnit XML for CI systems: one `testsuite` per strategy, one
/// `testcase` per strategy and invariant.
///
/// A test case fails when its result differs from the record (a new violation, or a recorded
/// one that did not appear); a recorded violation that appeared passes, with the finding in
/// `system-out`; an invariant that does not apply is `skipped`.
public struct JUnitReport {
  /// The report to render.
  public var report: RunReport

  /// Creates a JUnit rendering of `report`.
  public init(_ report: RunReport) { self.report = report }

  /// The XML document, ending with a newline.
  public func render() -> String {
    let e = XMLEscaping.escaped
    let groups = strategyOrder()
    let failures = report.unexpected.count
    let skipped = report.cells.filter { $0.verdict == .notApplicable }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"scrollcheck\" tests=\"\(report.cells.count)\" failures=\"\(failures)\" "
      + "errors=\"0\" skipped=\"\(skipped)\">\n"
    for strategyID in groups {
      let cells = report.cells.filter { $0.strategyID == strategyID }
      let suiteFailures = cells.filter { report.expectation(of: $0) != .asExpected }.count
      let suiteSkipped = cells.filter { $0.verdict == .notApplicable }.count
      xml +=
        "  <testsuite name=\"\(e(strategyID))\" tests=\"\(cells.count)\" failures=\"\(suiteFailures)\" "
        + "errors=\"0\" skipped=\"\(suiteSkipped)\">\n"
      for cell in cells {
        xml += testCase(cell)
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  private func strategyOrder() -> [String] {
    var seen: [String] = []
    for cell in report.cells where !seen.contains(cell.strategyID) { seen.append(cell.strategyID) }
    return seen
  }

  private func testCase(_ cell: Cell) -> String {
    let e = XMLEscaping.escaped
    var xml =
      "    <testcase classname=\"scrollcheck.\(e(cell.strategyID))\" name=\"\(e(cell.invariantID))\""
    let expectation = report.expectation(of: cell)
    let findingText = cell.verdict.finding.map {
      ([$0.message] + TextReport.findingBody($0)).joined(separator: "\n")
    }
    switch (cell.verdict, expectation) {
    case (.notApplicable, .asExpected):
      xml += ">\n      <skipped message=\"not applicable to this strategy's family\"/>\n"
    case (.inconclusive(let cases, let inconclusive, let reason), .asExpected):
      let message = "inconclusive: a model bound cut \(inconclusive) of \(cases) cases (\(reason))"
      xml += ">\n      <system-out>\(e(message))</system-out>\n"
    case (_, .asExpected):
      guard let findingText else { return xml + "/>\n" }
      xml += ">\n      <system-out>Recorded violation reproduced.\n\(e(findingText))</system-out>\n"
    case (_, .newViolation):
      let message = cell.verdict.finding?.message ?? "violated"
      xml +=
        ">\n      <failure type=\"newViolation\" message=\"\(e(message))\">"
        + "\(e(findingText ?? message))</failure>\n"
    case (_, .missingViolation):
      let message =
        "\(cell.strategyID) is recorded to violate \(cell.invariantID), but it held"
      xml += ">\n      <failure type=\"missingViolation\" message=\"\(e(message))\">\(e(message))</failure>\n"
    }
    return xml + "    </testcase>\n"
  }
}
