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
  /// Whether every finding gets its full block, the recorded ones too (`--verbose`).
  public var verbose = false

  /// Creates a text rendering of `report`.
  public init(_ report: RunReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// The whole report, ending with a newline.
  ///
  /// A result that matches the record takes one line: the recorded violations that
  /// reproduced are listed by strategy. Only a finding that differs from the record gets its
  /// full block (scenario, failing step, numbers, replay command), unless `verbose` asks for
  /// every block; a replay always shows its finding in full.
  public func render() -> String {
    var lines: [String] = []
    lines.append(contentsOf: Self.fitted(heading).map(style.bold))
    if case .exhaustive(let domain) = report.mode, includesDomain {
      lines.append(contentsOf: Self.domainLines(domain))
    }
    lines.append("")
    let isReplay = report.mode.commandName == "replay"
    if !isReplay {
      lines.append(contentsOf: matrix())
      lines.append("")
    }
    let findings = report.cells.compactMap { cell in cell.verdict.finding.map { (cell, $0) } }
    let expected = findings.filter { report.expectation(of: $0.0) == .asExpected }
    if !expected.isEmpty && !isReplay {
      lines.append(contentsOf: reproducedLines(expected.map(\.1)))
      lines.append("")
    }
    let shown = findings.filter { isReplay || verbose || report.expectation(of: $0.0).differsFromRecord }
    for (index, (cell, finding)) in shown.enumerated() {
      let recorded = report.expectation(of: cell) == .asExpected
      let tag = recorded ? style.yellow("recorded") : style.red("NEW")
      let number = shown.count > 1 ? "Finding \(index + 1) of \(shown.count): " : ""
      lines.append(
        style.bold("\(number)\(finding.strategyID) violates \(finding.invariantID)") + " (\(tag))")
      lines.append(contentsOf: Self.findingBody(finding).flatMap { Self.fitted("  " + $0) })
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
      if verbose {
        for cell in undecided {
          guard case .inconclusive(let cases, let inconclusive, let reason) = cell.verdict else { continue }
          lines.append(
            contentsOf: Self.fitted("  \(cell.strategyID) × \(cell.invariantID): \(inconclusive) of \(cases) cases (\(reason))"))
        }
      } else {
        lines.append(contentsOf: inconclusiveLines(undecided))
      }
      lines.append("")
    }
    let unexpected = report.unexpected
    if !unexpected.isEmpty {
      lines.append(style.red(style.bold("Unexpected results:")))
      lines.append(contentsOf: unexpected.flatMap { Self.fitted("  " + $0.description) })
      lines.append("")
    }
    if let timings = report.timings {
      lines.append(style.dim("Time: \(Self.seconds(timings.totalSeconds)) s"))
      if let phases = timings.phases {
        lines.append(contentsOf: Self.phaseLines(phases).flatMap(Self.fitted).map(style.dim))
      }
    }
    if !verbose && !isReplay && shown.count < findings.count {
      lines.append(
        style.dim(
          "Every finding in full: add --verbose; pictures: --svg DIR or --html FILE."))
    }
    lines.append(summary())
    return lines.joined(separator: "\n") + "\n"
  }

  /// Inconclusive cells, one line per strategy and reason (`--verbose` lists each cell with
  /// its counts): `  <strategy>: <invariant>, <invariant> (<reason>)`.
  func inconclusiveLines(_ cells: [Cell]) -> [String] {
    var keys: [String] = []
    var invariants: [String: [String]] = [:]
    var heads: [String: (strategy: String, reason: String)] = [:]
    for cell in cells {
      guard case .inconclusive(_, _, let reason) = cell.verdict else { continue }
      let key = cell.strategyID + "\u{0}" + reason
      if invariants[key] == nil {
        keys.append(key)
        heads[key] = (cell.strategyID, reason)
      }
      invariants[key, default: []].append(cell.invariantID)
    }
    var lines: [String] = []
    for key in keys {
      guard let head = heads[key], let ids = invariants[key] else { continue }
      let items = ids.enumerated().map { $0 + 1 < ids.count ? $1 + "," : $1 } + ["(\(head.reason))"]
      lines.append(
        contentsOf: Self.wrapped(
          items, prefix: "  " + head.strategy + ": ", width: MatrixText.maximumWidth, separator: " ", indent: "    "))
    }
    return lines
  }

  /// One line per strategy for the findings that match the record:
  /// `27 recorded violations reproduced:` then `  <strategy>: <invariant>, <invariant>`.
  func reproducedLines(_ findings: [Finding]) -> [String] {
    var strategies: [String] = []
    var invariants: [String: [String]] = [:]
    for finding in findings {
      if invariants[finding.strategyID] == nil { strategies.append(finding.strategyID) }
      invariants[finding.strategyID, default: []].append(finding.invariantID)
    }
    let noun = findings.count == 1 ? "violation" : "violations"
    var lines = [style.yellow("\(findings.count) recorded \(noun) reproduced:")]
    for strategy in strategies {
      let ids = invariants[strategy] ?? []
      let items = ids.enumerated().map { $0 + 1 < ids.count ? $1 + "," : $1 }
      lines.append(
        contentsOf: Self.wrapped(
          items, prefix: "  " + strategy + ": ", width: MatrixText.maximumWidth, separator: " ", indent: "    "))
    }
    return lines
  }

  /// The first line: the command and how cases were chosen.
  var heading: String {
    let under = report.assumptions.isEmpty ? "" : "; engine under " + report.assumptions.joined(separator: ", ")
    switch report.mode {
    case .random(let seed, let count):
      return "scrollcheck run: seed \(seed), \(count) cases per strategy and invariant" + under
    case .exhaustive(let domain):
      return "scrollcheck exhaustive: bound \(domain.bound.rawValue), \(domain.scenarioCount) scenarios" + under
    case .replay(let token):
      return "scrollcheck replay \(ShellQuoting.quoted(token))" + under
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
    let mark = expectation.differsFromRecord ? "!" : " "
    switch cell.verdict {
    case .passed:
      return expectation == .asExpected ? style.green("✓ ") : style.red("✓" + mark)
    case .violated(let finding):
      let symbol = finding.provenance?.isRobust == false ? "~" : "✗"
      return expectation == .asExpected ? style.yellow(symbol + " ") : style.red(symbol + mark)
    case .notApplicable:
      return expectation == .asExpected ? style.dim("· ") : style.red("·" + mark)
    case .inconclusive:
      return style.dim("? ")
    }
  }

  /// The matrix: a block per family, a numbered column per invariant, a row per strategy,
  /// then a legend; never wider than 100 columns.
  func matrix() -> [String] {
    MatrixText.lines(
      strategies: report.strategies, invariants: report.invariants, style: style,
      legend: "✓ held   ✗ violated (robust)   ~ violated, depends on an engine assumption   "
        + "· not applicable   ? inconclusive (a model bound cut a case)   "
        + "! differs from the recorded expectation"
    ) { strategy, invariant in
      guard let cell = report.cell(strategy: strategy.id, invariant: invariant.id) else { return (" ", 1) }
      return (symbol(for: cell), 2)
    }
  }

  /// Words joined with `separator` (two spaces), wrapped at `width` columns, continuation
  /// lines indented as far as the prefix.
  static func wrapped(
    _ words: [String], prefix: String, width: Int, separator gap: String = "  ", indent: String? = nil
  ) -> [String] {
    var lines: [String] = []
    var line = prefix
    let indent = indent ?? String(repeating: " ", count: prefix.count)
    for word in words {
      let separator = line == prefix || line == indent ? "" : gap
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

  /// A line fitted to `MatrixText.maximumWidth` columns: a longer one wraps at spaces, its
  /// continuation lines indented two more. The replay command breaks before its token with a
  /// shell line continuation (` \`), so that its lines still paste as one command; a word
  /// wider than the width (a long token) stays whole on a line of its own.
  static func fitted(_ line: String) -> [String] {
    let width = MatrixText.maximumWidth
    guard line.count > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let text = line.dropFirst(indent.count)
    if text.hasPrefix("Replay: "), let replay = text.range(of: " replay ", options: .backwards) {
      return [indent + text[..<replay.upperBound] + "\\", indent + "  " + text[replay.upperBound...]]
    }
    let words = text.split(separator: " ").map(String.init)
    return wrapped(words, prefix: indent, width: width, separator: " ", indent: indent + "  ")
  }

  /// A finding's details, one line each, unindented.
  public static func findingBody(_ finding: Finding) -> [String] {
    var lines: [String] = []
    // A violation of a recorded pair that is not the recorded mistake says so first.
    if let new = finding.newUnderDescription { lines.append(new.prefix(1).uppercased() + new.dropFirst()) }
    lines.append("Scenario:")
    lines.append(contentsOf: finding.scenario.map { "  " + $0 })
    lines.append("Failing step \(finding.failingStep): \(finding.failingStepDescription)")
    lines.append("Numbers: \(finding.message)")
    if let provenance = finding.provenance { lines.append("Provenance: \(provenance.line)") }
    if let message = finding.provenance?.layoutControl?.message {
      lines.append("Layout control (a plain table laid out the same way, C35): \(message)")
    }
    if let seed = finding.seedContent { lines.append("Seed content: \(seed.line)") }
    let stats = finding.shrink
    if stats.isReplayed {
      lines.append("Replayed from its token (found and shrunk by an earlier run: the record, a regression token the strategy lists, or the failure database)")
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
      let tail = "every result matches the record."
      return style.green("OK") + ": \(counts);" + Self.breakIfLong("OK: \(counts); \(tail)") + tail
    }
    let noun = unexpected == 1 ? "result differs" : "results differ"
    let tail = "\(unexpected) \(noun) from the record."
    return style.red("FAILED") + ": \(counts);" + Self.breakIfLong("FAILED: \(counts); \(tail)") + tail
  }

  /// A space, or a line break and an indent when `line` would be wider than the matrix.
  static func breakIfLong(_ line: String) -> String {
    line.count > MatrixText.maximumWidth ? "\n  " : " "
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String { CGFloat(value).compactDescription }

  /// Where a run's work went (`--timings`), in tenths of a CPU second:
  /// `CPU seconds by phase (all threads and workers): replaying the record 1.2, search 21, ...`,
  /// then the cells' cases by part: `building worlds 1.9, scripts 11.2, probes 14.4, judging 1;
  /// the rest (...) 4.2`.
  static func phaseLines(_ phases: PhaseTimes) -> [String] {
    func tenths(_ value: Double) -> String { CGFloat((value * 10).rounded() / 10).compactDescription }
    return [
      "CPU seconds by phase (all threads and workers): replaying the record \(tenths(phases.replayingRecord)), "
        + "search \(tenths(phases.search)), shrinking \(tenths(phases.shrinking)), describing findings "
        + "\(tenths(phases.describing)) (of it: provenance replays \(tenths(phases.provenanceReplays)), "
        + "seed-content checks \(tenths(phases.seedContentChecks)))",
      "CPU seconds of the cells' cases by part: building worlds \(tenths(phases.caseParts.building)), "
        + "scripts \(tenths(phases.caseParts.script)), probes \(tenths(phases.caseParts.probe)), "
        + "judging \(tenths(phases.caseParts.judging)); the rest (generating and shrinking scenarios, freeing "
        + "worlds and traces, bookkeeping) \(tenths(phases.restOfCases))",
    ]
  }
}

extension String {
  /// The string without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
