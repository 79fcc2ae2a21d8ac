/// `scrollcheck exhaustive`: checks every scenario of a bounded domain.
enum ExhaustiveCommand: Subcommand {
  static let spec = CommandSpec(
    name: "exhaustive",
    overview:
      "Checks every scenario of a bounded domain (rows and heights from small sets, the device list, "
      + "offsets on a grid, short scripts), printing the domain size first.",
    options: [
      CommonOptions.bound, CommonOptions.strategy, CommonOptions.invariant, CommonOptions.format,
      CommonOptions.verbose, CommonOptions.svg, CommonOptions.html, CommonOptions.noColor,
      CommonOptions.timings, CommonOptions.jobs, CommonOptions.caseTimeout, CommonOptions.shard,
      CommonOptions.noDBAccepted, CommonOptions.assume,
    ],
    discussion: ExitCodes.discussion)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, CommonOptions.format, default: ReportFormat.text)
    let bound = try CommonOptions.choice(arguments, CommonOptions.bound, default: ExhaustiveBound.small)
    let jobs = try CommonOptions.jobs(arguments)
    let caseTimeout = try CommonOptions.caseTimeout(arguments)
    let shard = try CommonOptions.shard(arguments)
    try CommonOptions.checkPathOptions(arguments)
    let selection = try CommonOptions.selection(arguments, service: context.service)
    let request = RunRequest(
      strategyIDs: selection.strategies, invariantIDs: selection.invariants, count: nil, seed: 0,
      measuresTimings: arguments.flag(CommonOptions.timings.name) || format == .junit, jobs: jobs,
      caseTimeout: caseTimeout, shard: shard,
      assumptions: try CommonOptions.assumptions(arguments))
    let console = context.console
    let (report, seconds) = try context.withProgress { reporter in
      try context.service.exhaustive(
        bound, request: request,
        announce: { domain in
          let text = TextReport.domainLines(domain).joined(separator: "\n") + "\n"
          if format == .text { console.out(text) } else { console.err(text) }
        },
        progress: reporter.update)
    }
    let final = context.applyingTimings(report, seconds: seconds, arguments: arguments, format: format)
    try context.write(final, format: format, arguments: arguments, showsExhaustiveDomain: false)
    return final.matchesExpectations ? ExitCodes.success : ExitCodes.unexpectedResult
  }
}
