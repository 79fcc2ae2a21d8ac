/// One `scrollcheck` subcommand: its spec and what it does with parsed arguments.
protocol Subcommand {
  /// The name, options and help of the command.
  static var spec: CommandSpec { get }
  /// Runs the command and returns its exit code. Throws `UsageError` for bad usage.
  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32
}

/// A subcommand in the root's table: its spec and its `run`, without existential metatypes.
struct SubcommandEntry {
  let spec: CommandSpec
  let run: (ParsedArguments, CommandContext) throws -> Int32

  init<Command: Subcommand>(_ command: Command.Type) {
    spec = Command.spec
    run = { try Command.run($0, in: $1) }
  }
}
