import ScrollGeometry

/// Renders a `RunReport` for people: the strategies x invariants matrix, every finding with
/// its replay command, the results that differ from the record, and a summary line.
public struct TextReport {
  /// The report to render.
  public var report: RunReport
  /// Colours, or none.
  public var style: TextStyle
  /// Whether an exhaustive run's domain is listed (off when it was announced already).
  public var includesDomain = true

  /// Creates a text rendering of `report`.
  public init(_ report: RunReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// The whole report, ending with a newline.
  public func render() -> String {
    var lines: [String] = []
    lines.append(style.bold(heading))
    if case .exhaustive(let domain) = report.mode, includesDomain {
      lines.append(contentsOf: Self.domainLines(domain))
    }
    lines.append("")
    if report.mode.commandName != "replay" {
      lines.append(contentsOf: matrix())
      lines.append("")
    }
    let findings = report.findings
    for (index, finding) in findings.enumerated() {
      let recorded = report.strategy(finding.strategyID)?.expectsViolation(of: finding.invariantID) ?? false
      let tag = recorded ? style.yellow("recorded") : style.red("NEW")
      lines.append(
        style.bold("Finding \(index + 1) of \(findings.count): \(finding.strategyID) violates \(finding.invariantID)")
          + " (\(tag))")
      lines.append(contentsOf: Self.findingBody(finding).map { "  " + $0 })
      lines.append("")
    }
    let undecided = report.cells.filter(\.verdict.isInconclusive)
    if case .replay = report.mode, let cell = report.cells.first {
      if case .inconclusive(_, _, let reason) = cell.verdict {
        lines.append(
          "The replayed case is inconclusive for \(cell.strategyID) × \(cell.invariantID): "
            + "a model bound cut it before the invariant could be decided (\(reason)).")
        lines.append("")
      } else if !cell.verdict.isViolation {
        lines.append("\(cell.strategyID) holds \(cell.invariantID) on the replayed case.")
        lines.append("")
      }
    } else if !undecided.isEmpty {
      lines.append(style.bold("Inconclusive (a model bound, not the strategy, cut these cases; not a verdict):"))
      for cell in undecided {
        guard case .inconclusive(let cases, let inconclusive, let reason) = cell.verdict else { continue }
        lines.append("  \(cell.strategyID) × \(cell.invariantID): \(inconclusive) of \(cases) cases (\(reason))")
      }
      lines.append("")
    }
    let unexpected = report.unexpected
    if !unexpected.isEmpty {
      lines.append(style.red(style.bold("Unexpected results:")))
      lines.append(contentsOf: unexpected.map { "  " + $0.description })
      lines.append("")
    }
    if let timings = report.timings {
      lines.append(style.dim("Time: \(Self.seconds(timings.totalSeconds)) s"))
    }
    lines.append(summary())
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first line: the command and how cases were chosen.
  var heading: String {
    switch report.mode {
    case .random(let seed, let count):
      return "scrollcheck run: seed \(seed), \(count) cases per strategy and invariant"
    case .exhaustive(let domain):
      return "scrollcheck exhaustive: bound \(domain.bound.rawValue), \(domain.scenarioCount) scenarios"
    case .replay(let token):
      return "scrollcheck replay \(ShellQuoting.quoted(token))"
    }
  }

  /// The domain of an exhaustive run in plain words.
  static func domainLines(_ domain: ExhaustiveDomain) -> [String] {
    ["Domain (\(domain.bound.rawValue)): \(domain.scenarioCount) scenarios"]
      + domain.dimensions.map { "  " + $0 }
  }

  /// The symbol of a cell, coloured by how it compares with the record.
  func symbol(for cell: Cell) -> String {
    let expectation = report.expectation(of: cell)
    let mark = expectation == .asExpected ? " " : "!"
    switch cell.verdict {
    case .passed:
      return expectation == .asExpected ? style.green("✓ ") : style.red("✓" + mark)
    case .violated(let finding):
      let symbol = finding.provenance?.isRobust == false ? "~" : "✗"
      return expectation == .asExpected ? style.yellow(symbol + " ") : style.red(symbol + mark)
    case .notApplicable:
      return expectation == .asExpected ? style.dim("· ") : style.red("·" + mark)
    case .inconclusive:
      return expectation == .asExpected ? style.dim("? ") : style.red("?" + mark)
    }
  }

  /// The matrix: a numbered column per invariant, a row per strategy, then a legend.
  func matrix() -> [String] {
    guard !report.invariants.isEmpty, !report.strategies.isEmpty else { return ["(nothing selected)"] }
    return MatrixText.lines(
      strategies: report.strategies, invariants: report.invariants, style: style,
      legend: "✓ held   ✗ violated (robust)   ~ violated, depends on an engine assumption   "
        + "· not applicable   ? inconclusive (a model bound cut a case)   "
        + "! differs from the recorded expectation"
    ) { strategy, invariant in
      guard let cell = report.cell(strategy: strategy.id, invariant: invariant.id) else { return (" ", 1) }
      return (symbol(for: cell), 2)
    }
  }

  /// Words joined with two spaces, wrapped at `width` columns, continuation lines indented.
  static func wrapped(_ words: [String], prefix: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = prefix
    let indent = String(repeating: " ", count: prefix.count)
    for word in words {
      let separator = line == prefix || line == indent ? "" : "  "
      if line.count + separator.count + word.count > width && line != prefix && line != indent {
        lines.append(line)
        line = indent + word
      } else {
        line += separator + word
      }
    }
    lines.append(line)
    return lines
  }

  /// A finding's details, one line each, unindented.
  public static func findingBody(_ finding: Finding) -> [String] {
    var lines = ["Scenario:"]
    lines.append(contentsOf: finding.scenario.map { "  " + $0 })
    lines.append("Failing step \(finding.failingStep): \(finding.failingStepDescription)")
    lines.append("Numbers: \(finding.message)")
    if let provenance = finding.provenance { lines.append("Provenance: \(provenance.line)") }
    let stats = finding.shrink
    if stats.isReplayed {
      lines.append("Replayed from its token (found and shrunk by an earlier run)")
    } else {
      var shrink =
        "Shrunk from a script of \(stats.originalSize) events in \(stats.steps) steps (\(stats.evaluations) evaluations)"
      if stats.budgetExhausted { shrink += "; the shrink budget ran out, so it may not be minimal" }
      lines.append(shrink)
    }
    lines.append("Replay: \(finding.replayCommand)")
    return lines
  }

  /// The last line: counts and the verdict against the record.
  func summary() -> String {
    var held = 0
    var violated = 0
    var recorded = 0
    var notApplicable = 0
    var inconclusive = 0
    for cell in report.cells {
      switch cell.verdict {
      case .passed: held += 1
      case .violated:
        violated += 1
        if report.expectation(of: cell) == .asExpected { recorded += 1 }
      case .notApplicable: notApplicable += 1
      case .inconclusive: inconclusive += 1
      }
    }
    let unexpected = report.unexpected.count
    let counts =
      "\(report.cells.count) checks: \(held) held, \(violated) violated (\(recorded) recorded), "
      + "\(notApplicable) not applicable, \(inconclusive) inconclusive"
    if unexpected == 0 {
      return style.green("OK") + ": \(counts); every result matches the record."
    }
    let noun = unexpected == 1 ? "result differs" : "results differ"
    return style.red("FAILED") + ": \(counts); \(unexpected) \(noun) from the record."
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String { CGFloat(value).compactDescription }
}

extension String {
  /// The string without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
