/// `scrollcheck run` (also plain `scrollcheck`): every selected strategy against every
/// selected invariant of its family, compared with the recorded expectations.
enum RunCommand: Subcommand {
  static let spec = CommandSpec(
    name: "run",
    overview:
      "Fuzzes every strategy against every invariant of its family and compares the results with "
      + "what is recorded for each strategy.",
    options: [
      CommonOptions.strategy, CommonOptions.invariant, CommonOptions.count, CommonOptions.seed,
      CommonOptions.format, CommonOptions.verbose, CommonOptions.svg, CommonOptions.html,
      CommonOptions.noColor, CommonOptions.timings, CommonOptions.searchOnly, CommonOptions.jobs,
      CommonOptions.caseTimeout, CommonOptions.shard, CommonOptions.noDB, CommonOptions.assume,
    ],
    discussion: ExitCodes.discussion)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, CommonOptions.format, default: ReportFormat.text)
    let count = try CommonOptions.count(arguments)
    let seed = try CommonOptions.seed(arguments) ?? context.seedSource()
    let jobs = try CommonOptions.jobs(arguments)
    let caseTimeout = try CommonOptions.caseTimeout(arguments)
    let shard = try CommonOptions.shard(arguments)
    try CommonOptions.checkPathOptions(arguments)
    let databasePath = CommonOptions.databasePath(arguments, environment: context.environment)
    try CommonOptions.checkDatabasePath(databasePath, environment: context.environment)
    let selection = try CommonOptions.selection(arguments, service: context.service)
    var request = RunRequest(
      strategyIDs: selection.strategies, invariantIDs: selection.invariants, count: count,
      seed: seed, measuresTimings: arguments.flag(CommonOptions.timings.name) || format == .junit,
      replaysRecord: !arguments.flag(CommonOptions.searchOnly.name), jobs: jobs, caseTimeout: caseTimeout,
      shard: shard, databasePath: databasePath,
      assumptions: try CommonOptions.assumptions(arguments))
    // A recorded violation gets one line in a text report; its full block (and so its
    // seed-content check) only with --verbose or in an HTML page (P4).
    request.describesRecordedFindingsInFull =
      format != .text || arguments.flag(CommonOptions.verbose.name) || arguments.value(CommonOptions.html.name) != nil
    let (report, seconds) = try context.withProgress { reporter in
      try context.service.run(request, progress: reporter.update)
    }
    for warning in report.warnings { context.console.err(warning + "\n") }
    let final = context.applyingTimings(report, seconds: seconds, arguments: arguments, format: format)
    try context.write(final, format: format, arguments: arguments)
    return final.matchesExpectations ? ExitCodes.success : ExitCodes.unexpectedResult
  }
}
