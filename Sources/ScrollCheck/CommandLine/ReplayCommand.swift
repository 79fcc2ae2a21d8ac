import ScrollGeometry

/// `scrollcheck replay TOKEN`: rebuilds the case a token encodes and checks it again.
enum ReplayCommand: Subcommand {
  static let spec = CommandSpec(
    name: "replay",
    overview: "Rebuilds the shrunk case a token encodes, checks it again and prints the finding.",
    options: [
      CommonOptions.format, CommonOptions.svg, CommonOptions.html, CommonOptions.noColor, CommonOptions.noDBAccepted,
      CommonOptions.assume,
    ],
    positionals: [PositionalSpec(name: "token", help: "A token printed with a finding.")],
    discussion: ExitCodes.discussion)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, CommonOptions.format, default: ReportFormat.text)
    try CommonOptions.checkPathOptions(arguments)
    let token = arguments.positionals[0]
    guard token.utf8.count <= FindingToken.maximumLength else {
      throw CheckServiceError.invalidToken(
        "the token is \(token.utf8.count) bytes long; tokens are at most \(FindingToken.maximumLength)")
    }
    let assumptions = try CommonOptions.assumptions(arguments)
    let result = try context.service.replay(token: token, assumptions: assumptions)
    let service = context.service
    let strategy =
      service.strategies.first { $0.id == result.strategyID }
      ?? StrategyInfo(id: result.strategyID, family: .tableHeader, summary: "(not in the catalog)")
    let invariant =
      service.invariants.first { $0.id == result.invariantID }
      ?? InvariantInfo(
        id: result.invariantID, families: [], summary: "(not in the catalog)", explanation: "",
        tolerance: "")
    var report = RunReport(
      mode: .replay(token: TerminalText.escaped(token)), strategies: [strategy], invariants: [invariant],
      cells: [Cell(strategyID: result.strategyID, invariantID: result.invariantID, verdict: result.verdict)])
    report.assumptions = assumptions.settings
    try context.write(report, format: format, arguments: arguments)
    return report.matchesExpectations ? ExitCodes.success : ExitCodes.unexpectedResult
  }
}
