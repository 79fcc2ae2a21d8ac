import ScrollGeometry

/// Everything a command needs while it runs: the service, the environment and the console.
final class CommandContext {
  let service: any CheckService
  let environment: [String: String]
  let console: Console
  let seedSource: () -> UInt64

  init(
    service: any CheckService, environment: [String: String], console: Console,
    seedSource: @escaping () -> UInt64
  ) {
    self.service = service
    self.environment = environment
    self.console = console
    self.seedSource = seedSource
  }

  /// The text style for standard output under the given arguments.
  func style(_ arguments: ParsedArguments) -> TextStyle {
    TextStyle.forOutput(
      isTerminal: console.terminal.standardOutput,
      noColorFlag: arguments.flag(CommonOptions.noColor.name), environment: environment)
  }

  /// Writes a report in the requested format to standard output, and its SVG pictures when
  /// `--svg` was given.
  func write(
    _ report: RunReport, format: ReportFormat, arguments: ParsedArguments,
    showsExhaustiveDomain: Bool = true
  ) throws {
    switch format {
    case .text:
      var text = TextReport(report, style: style(arguments))
      text.includesDomain = showsExhaustiveDomain
      text.verbose = arguments.flag(CommonOptions.verbose.name)
      console.out(text.render())
    case .json:
      console.out(
        JSONReport(report, includesTimings: arguments.flag(CommonOptions.timings.name)).render())
    case .junit:
      console.out(JUnitReport(report).render())
    }
    if let directory = arguments.value(CommonOptions.svg.name) {
      try writePictures(of: report.findings, into: directory, report: report)
    }
    if let file = arguments.value(CommonOptions.html.name) {
      do {
        try Data(HTMLReport(report).render().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        throw CheckServiceError.unavailable("Could not write the HTML page to '\(file)': \(error.localizedDescription)")
      }
      console.err("Wrote the HTML page to \(file)\n")
    }
  }

  /// Writes one SVG per finding into `directory`, creating it if needed.
  func writePictures(of findings: [Finding], into directory: String, report: RunReport? = nil) throws {
    let manager = FileManager.default
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
      for finding in findings {
        let picture = SVGReport(finding, invariantSummary: report?.invariant(finding.invariantID)?.summary)
        try Data(picture.render().utf8).write(
          to: url.appendingPathComponent(picture.fileName), options: .atomic)
      }
    } catch {
      throw CheckServiceError.unavailable(
        "Could not write SVG pictures to '\(directory)': \(error.localizedDescription)")
    }
    let noun = findings.count == 1 ? "picture" : "pictures"
    console.err("Wrote \(findings.count) SVG \(noun) to \(directory)\n")
  }

  /// Runs `body` with a progress reporter, clearing its line afterwards, and measures it.
  func withProgress<T>(_ body: (ProgressReporter) throws -> T) rethrows -> (T, seconds: Double) {
    let reporter = ProgressReporter(console: console, environment: environment)
    let clock = ContinuousClock()
    let start = clock.now
    defer { reporter.finish() }
    let value = try body(reporter)
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (value, seconds)
  }

  /// The report with timings kept (filled in with `seconds` if the service gave none) when
  /// `--timings` was given or the format is JUnit (whose test cases carry times), and
  /// removed otherwise.
  func applyingTimings(
    _ report: RunReport, seconds: Double, arguments: ParsedArguments, format: ReportFormat = .text
  ) -> RunReport {
    var report = report
    if arguments.flag(CommonOptions.timings.name) || format == .junit {
      if report.timings == nil { report.timings = RunTimings(totalSeconds: seconds) }
    } else {
      report.timings = nil
    }
    return report
  }
}
