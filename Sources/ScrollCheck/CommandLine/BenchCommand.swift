import Generators
import ScrollGeometry

/// `scrollcheck bench`: measures the speed of the generators and the runner;
/// `scrollcheck bench shrink` runs the shrinking challenge.
enum BenchCommand: Subcommand {
  static let spec = CommandSpec(
    name: "bench",
    overview: "Measures the speed of the generators and the runner (meaningful in a release build); "
      + "'bench shrink' runs the shrinking challenge against the shrinker.",
    options: [
      .option(
        "format", value: "format",
        help: "Output format: text, json, or markdown (bench: the README's speed table). (default: text)"),
      .option("seeds", value: "n", help: "bench shrink: seeds per row, 1 to n. (default: 20)"),
      .option("row", value: "text", help: "bench shrink: only rows whose name contains the text."),
      .flag(
        "stats",
        help: "bench shrink: show each pass's evaluations, kept steps, runs and skipped locations, "
          + "and the results."),
      .option(
        "baseline", value: "path",
        help: "bench: also time the default run ('run --seed 1') of this build and of the scrollcheck executable "
          + "at the path, alternately, as whole processes, and report the median ratio; also each one's shrink "
          + "evaluations per finding in a search-only run."),
      .option("runs", value: "n", help: "bench --baseline: runs of each executable, 1 to 100. (default: 5)"),
    ],
    positionals: [PositionalSpec(name: "suite", help: "'shrink' for the shrinking challenge.", isOptional: true)],
    discussion: """
      'bench shrink' runs the 17 rows of the shrinking challenge (github.com/jlink/shrinking-challenge) \
      with Generators' public API: per row and seed at most 1,000 cases, then the default shrink \
      budget. It prints, per row, how often a failure was found, the distinct results, how many \
      were canonical, the mean property calls and the mean shrink calls, beside Hypothesis \
      6.155.2's figures under the same protocol.
      """)

  enum Format: String, CaseIterable { case text, json, markdown }

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, spec.options[0], default: Format.text)
    if let suite = arguments.positionals.first {
      guard suite == "shrink" else {
        throw UsageError("Unknown benchmark suite '\(suite)'. The only suite is 'shrink'.")
      }
      return try runShrinkingChallenge(arguments, format: format, in: context)
    }
    var runs = 5
    if let text = arguments.value("runs") {
      guard let value = Int(text), (1...100).contains(value) else {
        throw CommonOptions.invalid(text, for: spec.options[5], "Please provide an integer from 1 to 100.")
      }
      runs = value
    }
    var baselineLines: [BenchmarkLine] = []
    if let baseline = arguments.value("baseline") {
      guard FileManager.default.isExecutableFile(atPath: baseline) else {
        throw CommonOptions.invalid(baseline, for: spec.options[4], "No executable file is at that path.")
      }
      guard let own = ProcessComparison.ownExecutable,
        let result = ProcessComparison(
          a: (own, ["run", "--seed", "1"]), b: (baseline, ["run", "--seed", "1"]), runs: runs
        ).measure()
      else {
        throw CheckServiceError.unavailable("Could not start '\(baseline)' or this executable.")
      }
      baselineLines = [
        BenchmarkLine(
          name: "default run, whole process (run --seed 1), this build", value: result.medianA, unit: "s",
          note: "median of \(result.runs)"),
        BenchmarkLine(
          name: "default run, whole process, the baseline", value: result.medianB, unit: "s",
          note: "median of \(result.runs), alternating"),
        BenchmarkLine(
          name: "default run, this build / the baseline", value: result.medianRatio, unit: "x",
          note: "median of \(result.runs) paired ratios; goal: at most 0.4 against 9e4f7bb"),
      ]
      // Shrinking: a search-only run of each, every finding shrunk afresh. The two find
      // different sets, so they compare per finding.
      if let mine = ProcessComparison.shrinkEvaluations(of: own),
        let theirs = ProcessComparison.shrinkEvaluations(of: baseline), mine.findings > 0, theirs.findings > 0
      {
        let perMine = Double(mine.evaluations) / Double(mine.findings)
        let perTheirs = Double(theirs.evaluations) / Double(theirs.findings)
        baselineLines += [
          BenchmarkLine(
            name: "shrinking, search-only run (seed 1), this build", value: perMine, unit: "evaluations per finding",
            note: "\(mine.evaluations) for \(mine.findings) findings"),
          BenchmarkLine(
            name: "shrinking, search-only run (seed 1), the baseline", value: perTheirs,
            unit: "evaluations per finding", note: "\(theirs.evaluations) for \(theirs.findings) findings"),
          BenchmarkLine(
            name: "shrinking, this build / the baseline", value: perMine / perTheirs, unit: "x",
            note: "per finding; goal: at most 0.5 against 9e4f7bb"),
        ]
      }
    }
    let lines = context.service.benchmark() + baselineLines
    switch format {
    case .json:
      let document = JSONValue.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "command": .string("bench"),
        "measurements": .array(
          lines.map {
            .object([
              "name": .string($0.name), "value": .number(JSONReport.seconds($0.value)),
              "unit": .string($0.unit), "note": .string($0.note),
            ])
          }),
      ])
      context.console.out(document.serialized())
    case .markdown:
      // The README's speed table: scripts/measure-readme-speed.sh prints it.
      var text = "| figure | value | how it was measured, goal |\n|---|---|---|\n"
      for line in lines {
        text += "| \(line.name) | \(Self.readable(line.value)) \(line.unit) | \(line.note) |\n"
      }
      context.console.out(text)
    case .text:
      let width = lines.map(\.name.count).max() ?? 0
      var text = ""
      for line in lines {
        text += line.name + String(repeating: " ", count: width - line.name.count) + "  "
          + Self.readable(line.value) + " " + line.unit
          + (line.note.isEmpty ? "" : "  (\(line.note))") + "\n"
      }
      if lines.isEmpty { text = "No benchmarks available.\n" }
      context.console.out(text)
    }
    return ExitCodes.success
  }

  /// `bench shrink`: the shrinking challenge, with Hypothesis's figures beside ours.
  static func runShrinkingChallenge(
    _ arguments: ParsedArguments, format: Format, in context: CommandContext
  ) throws -> Int32 {
    var seeds = 20
    if let text = arguments.value("seeds") {
      guard let value = Int(text), (1...1_000).contains(value) else {
        throw CommonOptions.invalid(text, for: spec.options[1], "Please provide an integer from 1 to 1000.")
      }
      seeds = value
    }
    let filter = arguments.value("row")
    if let filter, !ShrinkingChallenge.rows.contains(where: { $0.name.contains(filter) }) {
      throw CommonOptions.invalid(filter, for: spec.options[2], "No row's name contains it.")
    }
    let rows = ShrinkingChallenge.run(seeds: seeds, filter: filter)
    switch format {
    case .json:
      func optional(_ value: Double?) -> JSONValue { value.map { .number(JSONReport.seconds($0)) } ?? .null }
      let document = JSONValue.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "command": .string("bench shrink"),
        "seeds": .int(seeds),
        "rows": .array(rows.map { row in
          .object([
            "name": .string(row.name), "found": .int(row.found), "distinct": .int(row.distinct),
            "canonical": .int(row.canonical), "meanCalls": .number(JSONReport.seconds(row.meanCalls)),
            "meanShrinkCalls": optional(row.meanShrinkCalls), "budgetExhausted": .int(row.budgetExhausted),
            "hypothesis": .object([
              "canonical": .int(row.hypothesis.canonical), "seeds": .int(row.hypothesis.seeds),
              "countsFound": .bool(row.hypothesis.foundOnly),
              "meanShrinkCalls": optional(row.hypothesis.shrinkCalls),
            ]),
            "passes": .array(row.passes.map {
              .object([
                "name": .string($0.name), "evaluations": .int($0.evaluations), "kept": .int($0.kept),
                "runs": .int($0.runs), "skippedLocations": .int($0.skippedLocations),
              ])
            }),
            "results": .array(row.results.map { .object(["result": .string($0.result), "seeds": .int($0.seeds)]) }),
          ])
        }),
      ])
      context.console.out(document.serialized())
    case .text, .markdown:
      var text = "Shrinking challenge: \(seeds) seed\(seeds == 1 ? "" : "s") per row, at most 1,000 cases, "
        + "default shrink budget.\n\n"
      text += ShrinkingChallenge.table(rows, statistics: arguments.flag("stats")) + "\n"
      let compared = rows.compactMap(\.shrinkCallRatio)
      if !compared.isEmpty {
        let atOrBelow = compared.filter { $0 <= 1 }.count
        text += "\nShrink calls at or below Hypothesis's on \(atOrBelow) of \(compared.count) compared rows; "
          + "worst ratio \(String(Double(Int(compared.max()! * 100)) / 100))x.\n"
      }
      context.console.out(text)
    }
    return ExitCodes.success
  }

  /// `6,090,057` for large values, `2.664` for small ones: figures people read at a glance.
  static func readable(_ value: Double) -> String {
    guard value.isFinite, abs(value) >= 1000 else { return CGFloat(value).compactDescription }
    let digits = String(Int(value.rounded()))
    var grouped = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0, character != "-" { grouped.append(",") }
      grouped.append(character)
    }
    return String(grouped.reversed())
  }
}
