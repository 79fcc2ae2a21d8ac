import Foundation

/// `scrollcheck merge FILE...`: the single run's report from its shards' JSON reports.
enum MergeCommand: Subcommand {
  static let spec = CommandSpec(
    name: "merge",
    overview:
      "Combines the JSON reports of 'run --shard I/N --format json' (or 'exhaustive') into the report, "
      + "matrix and exit code the single run would give.",
    options: [CommonOptions.format, CommonOptions.noColor],
    positionals: [PositionalSpec(name: "file", help: "A shard's JSON report (give every shard).", isVariadic: true)],
    discussion: ExitCodes.discussion)

  /// Any number of files: the parser's positional count is checked here.
  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, CommonOptions.format, default: ReportFormat.text)
    var texts: [(name: String, text: String)] = []
    for path in arguments.positionals {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("Cannot read '\(TerminalText.escaped(path))'.")
      }
      texts.append((path, String(decoding: data, as: UTF8.self)))
    }
    let report: RunReport
    do {
      report = try ReportMerger.merge(
        texts, known: context.service.strategies, invariants: context.service.invariants)
    } catch let problem as ReportMerger.Problem {
      throw UsageError(problem.description)
    }
    try context.write(report, format: format, arguments: arguments)
    return report.matchesExpectations ? ExitCodes.success : ExitCodes.unexpectedResult
  }
}
