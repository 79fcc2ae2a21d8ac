/// Renders a `RunReport` as one self-contained HTML page for a CI artifact: the summary,
/// the strategies × invariants matrix, the results that differ from the record, then every
/// finding with its pictures (filmstrip and failing step, inline SVG), scenario, numbers,
/// how it was shrunk and its replay command. No script, no external file: the page opens
/// anywhere, offline.
public struct HTMLReport {
  /// The report to render.
  public var report: RunReport

  /// Creates an HTML rendering of `report`.
  public init(_ report: RunReport) { self.report = report }

  /// The page, ending with a newline.
  public func render() -> String {
    let e = XMLEscaping.escaped
    let text = TextReport(report)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(e(text.heading))</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #111; max-width: 1400px; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; } h3 { font-size: 14px; }
      .ok { color: #137333; font-weight: bold; } .failed { color: #b00016; font-weight: bold; }
      table.matrix { border-collapse: collapse; margin: 8px 0 16px; }
      table.matrix th, table.matrix td { border: 1px solid #ccc; padding: 2px 6px; text-align: center; font-size: 13px; }
      table.matrix th.strategy, table.matrix td.strategy { text-align: left; font-family: Menlo, monospace; }
      td.held { color: #137333; } td.inconclusive { background: #e8eaed; } td.violated { background: #fff3cd; } td.na { color: #999; }
      td.differs { background: #f8d7da; font-weight: bold; }
      section.finding { border-top: 1px solid #ddd; padding-top: 8px; }
      .tag { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #fff3cd; }
      .tag.new { background: #f8d7da; }
      code, pre { font-family: Menlo, monospace; font-size: 12px; background: #f4f4f4; padding: 2px 4px; }
      pre { white-space: pre-wrap; word-break: break-all; padding: 6px; }
      .picture { overflow-x: auto; }
      </style>
      </head>
      <body>

      """
    html += "<h1>\(e(text.heading))</h1>\n"
    let summaryClass = report.matchesExpectations ? "ok" : "failed"
    html += "<p class=\"\(summaryClass)\">\(e(text.summary()))</p>\n"
    html += matrix()
    let unexpected = report.unexpected
    if !unexpected.isEmpty {
      html += "<h2>Results that differ from the record</h2>\n<ul>\n"
      for result in unexpected { html += "<li>\(e(result.description))</li>\n" }
      html += "</ul>\n"
    }
    let findings = report.cells.compactMap { cell in cell.verdict.finding.map { (cell, $0) } }
    if !findings.isEmpty {
      html += "<h2>Findings (\(findings.count))</h2>\n"
      html += "<ol>\n"
      for (index, (_, finding)) in findings.enumerated() {
        html += "<li><a href=\"#finding-\(index + 1)\">\(e(finding.strategyID)) breaks \(e(finding.invariantID))</a></li>\n"
      }
      html += "</ol>\n"
    }
    for (index, (cell, finding)) in findings.enumerated() {
      html += findingSection(finding, number: index + 1, recorded: report.expectation(of: cell) == .asExpected)
    }
    html += "</body>\n</html>\n"
    return html
  }

  /// One table per family, as in the text report: a column per invariant that applies.
  func matrix() -> String {
    let e = XMLEscaping.escaped
    var html = "<h2>Strategies × invariants</h2>\n"
    html += "<p>✓ held, ✗ violated (as recorded), · not applicable, ? inconclusive (a model bound cut a case); "
      + "a red cell differs from the record.</p>\n"
    for group in MatrixText.familyGroups(report.strategies, report.invariants) {
      html += "<table class=\"matrix\">\n<tr><th class=\"strategy\">\(e(group.heading))</th>"
      for invariant in group.invariants { html += "<th title=\"\(e(invariant.summary))\">\(e(invariant.id))</th>" }
      html += "</tr>\n"
      for (strategy, label) in zip(group.strategies, group.labels) {
        html += "<tr><td class=\"strategy\" title=\"\(e(strategy.summary))\">\(e(label))</td>"
        for invariant in group.invariants {
          guard let cell = report.cell(strategy: strategy.id, invariant: invariant.id) else {
            html += "<td></td>"
            continue
          }
          let differs = report.expectation(of: cell).differsFromRecord
          let (cls, symbol): (String, String)
          switch cell.verdict {
          case .passed: (cls, symbol) = ("held", "✓")
          case .violated: (cls, symbol) = ("violated", "✗")
          case .notApplicable: (cls, symbol) = ("na", "·")
          case .inconclusive: (cls, symbol) = ("inconclusive", "?")
          }
          html += "<td class=\"\(differs ? "differs" : cls)\">\(symbol)\(differs ? "!" : "")</td>"
        }
        html += "</tr>\n"
      }
      html += "</table>\n"
    }
    return html
  }

  /// A finding: title, pictures, scenario, numbers, shrinking and replay command.
  func findingSection(_ finding: Finding, number: Int, recorded: Bool) -> String {
    let e = XMLEscaping.escaped
    var html = "<section class=\"finding\" id=\"finding-\(number)\">\n"
    html += "<h2>\(number). \(e(finding.strategyID)) breaks \(e(finding.invariantID)) "
      + (recorded ? "<span class=\"tag\">recorded</span>" : "<span class=\"tag new\">NEW</span>") + "</h2>\n"
    let summary = report.invariant(finding.invariantID)?.summary
    if let summary { html += "<p>The rule: \(e(summary)).</p>\n" }
    if let new = finding.newUnderDescription { html += "<p><strong>\(e(new))</strong></p>\n" }
    html += "<p><strong>Numbers:</strong> \(e(finding.message))</p>\n"
    html += "<div class=\"picture\">\n"
    html += SVGReport(finding, invariantSummary: summary).svgElement(idPrefix: "f\(number)-")
    html += "</div>\n"
    html += "<h3>Scenario</h3>\n<ul>\n"
    for line in finding.scenario { html += "<li>\(e(line))</li>\n" }
    html += "</ul>\n"
    html += "<p><strong>Failing step \(finding.failingStep):</strong> \(e(finding.failingStepDescription))</p>\n"
    for line in TextReport.findingBody(finding) where !line.hasPrefix("Replay:") && !line.hasPrefix("Scenario:")
      && !line.hasPrefix("  ") && !line.hasPrefix("Failing step") && !line.hasPrefix("Numbers:")
    {
      html += "<p>\(e(line))</p>\n"
    }
    html += "<p><strong>Replay:</strong></p>\n<pre>\(e(finding.replayCommand))</pre>\n"
    html += "</section>\n"
    return html
  }
}
