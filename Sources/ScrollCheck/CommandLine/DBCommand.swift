/// `scrollcheck db list|clear`: the failure database.
enum DBCommand: Subcommand {
  static let spec = CommandSpec(
    name: "db",
    overview:
      "Lists or clears the failure database: the shrunk failures earlier runs found, replayed first "
      + "on the next run of their cell. It lives in .scrollcheck/failures in the working directory, "
      + "or in the directory SCROLLCHECK_DB names.",
    options: [],
    positionals: [PositionalSpec(name: "action", help: "'list' or 'clear'.")],
    discussion: ExitCodes.discussion)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let path = CommonOptions.databasePath(arguments, environment: context.environment) ?? FailureDatabase.defaultPath
    let database = try FailureDatabase(path: path)
    switch arguments.positionals[0] {
    case "list":
      let rows = database.list()
      for warning in database.warnings { context.console.err(warning + "\n") }
      if rows.isEmpty {
        context.console.out("The failure database at \(TerminalText.escaped(path)) is empty.\n")
      }
      for row in rows {
        context.console.out(
          "\(TerminalText.escaped(row.strategy)) × \(TerminalText.escaped(row.invariant)): "
            + "\(row.tokens) token\(row.tokens == 1 ? "" : "s")\n")
      }
      return ExitCodes.success
    case "clear":
      let removed = try database.clear()
      context.console.out("Removed \(removed) file\(removed == 1 ? "" : "s") from \(TerminalText.escaped(path)).\n")
      return ExitCodes.success
    case let other:
      throw UsageError("Unknown action '\(TerminalText.escaped(other))' for 'db'. Please provide 'list' or 'clear'.")
    }
  }
}
