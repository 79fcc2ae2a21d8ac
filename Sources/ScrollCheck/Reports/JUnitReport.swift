/// Renders a `RunReport` as JUnit XML for CI systems: one `testsuite` per strategy, one
/// `testcase` per strategy and invariant.
///
/// A test case fails when its result differs from the record (a new violation, or a recorded
/// one that did not appear): the `<failure>` carries the finding's message as its `message`
/// and, in its text, the whole finding with its replay token. A recorded violation that
/// appeared passes, with the finding in `system-out`; an invariant that does not apply is
/// `skipped`. Each test case and suite has a `time` in seconds (0 when the report carries
/// no timings), and each suite lists the run's seed and case count (or exhaustive bound and
/// domain size) as `<properties>`.
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
    let total = report.timings?.totalSeconds ?? report.cells.map(time).reduce(0, +)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"scrollcheck\" tests=\"\(report.cells.count)\" failures=\"\(failures)\" "
      + "errors=\"0\" skipped=\"\(skipped)\" time=\"\(Self.seconds(total))\">\n"
    let properties = self.properties()
    for strategyID in groups {
      let cells = report.cells.filter { $0.strategyID == strategyID }
      let suiteFailures = cells.filter { report.expectation(of: $0).differsFromRecord }.count
      let suiteSkipped = cells.filter { $0.verdict == .notApplicable }.count
      let suiteTime = cells.map(time).reduce(0, +)
      xml +=
        "  <testsuite name=\"\(e(strategyID))\" tests=\"\(cells.count)\" failures=\"\(suiteFailures)\" "
        + "errors=\"0\" skipped=\"\(suiteSkipped)\" time=\"\(Self.seconds(suiteTime))\">\n"
      if !properties.isEmpty {
        xml += "    <properties>\n"
        for (name, value) in properties {
          xml += "      <property name=\"\(e(name))\" value=\"\(e(value))\"/>\n"
        }
        xml += "    </properties>\n"
      }
      for cell in cells {
        xml += testCase(cell)
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// What every suite lists about how its cases were chosen.
  func properties() -> [(String, String)] {
    switch report.mode {
    case .random(let seed, let count):
      return [("seed", String(seed)), ("count", String(count))]
    case .exhaustive(let domain):
      return [("bound", domain.bound.rawValue), ("scenarios", String(domain.scenarioCount))]
    case .replay(let token):
      return [("token", token)]
    }
  }

  /// The seconds a cell took, 0 when not measured.
  func time(_ cell: Cell) -> Double {
    report.timings?.seconds(strategy: cell.strategyID, invariant: cell.invariantID) ?? 0
  }

  /// Seconds with three decimals, as JUnit consumers expect (`1.250`).
  static func seconds(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0.000" }
    let millis = Int((value * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private func strategyOrder() -> [String] {
    var seen: [String] = []
    for cell in report.cells where !seen.contains(cell.strategyID) { seen.append(cell.strategyID) }
    return seen
  }

  private func testCase(_ cell: Cell) -> String {
    let e = XMLEscaping.escaped
    var xml =
      "    <testcase classname=\"scrollcheck.\(e(cell.strategyID))\" name=\"\(e(cell.invariantID))\" "
      + "time=\"\(Self.seconds(time(cell)))\""
    let expectation = report.expectation(of: cell)
    let findingText = cell.verdict.finding.map {
      ([$0.message, "Token: \($0.token)"] + TextReport.findingBody($0)).joined(separator: "\n")
    }
    switch (cell.verdict, expectation) {
    case (.notApplicable, .asExpected):
      xml += ">\n      <skipped message=\"not applicable to this strategy's family\"/>\n"
    case (.inconclusive(let cases, let inconclusive, let reason), _):
      let message = "inconclusive: a model bound cut \(inconclusive) of \(cases) cases (\(reason))"
      xml += ">\n      <system-out>\(e(message))</system-out>\n"
    case (_, .asExpected):
      guard let findingText else { return xml + "/>\n" }
      xml += ">\n      <system-out>Recorded violation reproduced.\n\(e(findingText))</system-out>\n"
    case (_, .missingViolation):
      let message =
        "\(cell.strategyID) is recorded to violate \(cell.invariantID), but it held"
      xml += ">\n      <failure type=\"missingViolation\" message=\"\(e(message))\">\(e(message))</failure>\n"
    case (_, let kind):
      let message = cell.verdict.finding?.message ?? "violated"
      xml +=
        ">\n      <failure type=\"\(kind.rawValue)\" message=\"\(e(message))\">"
        + "\(e(findingText ?? message))</failure>\n"
    }
    return xml + "    </testcase>\n"
  }
}
