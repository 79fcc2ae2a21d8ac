import Foundation

/// The `scrollcheck` command: parses arguments, calls a `CheckService`, renders the report
/// and returns the exit code. Pure apart from its output streams and `--svg` files, so tests
/// run it with a fake service and capture everything.
public enum ScrollCheckCommand {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  static var subcommands: [SubcommandEntry] {[
    SubcommandEntry(RunCommand.self), SubcommandEntry(ReplayCommand.self),
    SubcommandEntry(ExhaustiveCommand.self), SubcommandEntry(ListCommand.self),
    SubcommandEntry(ExplainCommand.self), SubcommandEntry(BenchCommand.self),
    SubcommandEntry(DBCommand.self), SubcommandEntry(MergeCommand.self),
  ]}

  /// The root: `scrollcheck [options]` is `scrollcheck run [options]`, plus `--version`.
  static let rootSpec = CommandSpec(
    name: "",
    overview:
      "Finds, with a minimal example, the bugs of scroll-header layouts copied from the web. "
      + "Without a subcommand, runs 'scrollcheck run'.",
    options: RunCommand.spec.options + [.flag("version", help: "Show the version.")],
    subcommands: [
      ("run (default)", "Fuzz every strategy against every invariant of its family."),
      ("replay", "Replay a finding from its token."),
      ("exhaustive", "Check every scenario of a bounded domain."),
      ("list", "List strategies, invariants and which apply to which."),
      ("explain", "Explain an invariant or a strategy."),
      ("bench", "Measure the speed of the generators and the runner."),
      ("db", "List or clear the failure database."),
      ("merge", "Combine the JSON reports of shards into the single run's report."),
      ("help", "Show subcommand help information."),
    ],
    discussion: ExitCodes.discussion)

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: the words after the program name (`CommandLine.arguments.dropFirst()`).
  ///   - environment: the process environment (`NO_COLOR`, `TERM` are read).
  ///   - service: the checking back end.
  ///   - standardOutput: where reports go.
  ///   - standardError: where errors, progress and notes go.
  ///   - terminal: which streams are terminals (colour on standard output; progress redrawn
  ///     in place on standard error).
  ///   - seedSource: the seed used when `--seed` is not given.
  /// - Returns: 0 when every result matches the record, 1 when one does not (or the check
  ///   could not be done), 64 on bad usage.
  public static func main<Output: TextOutputStream, ErrorOutput: TextOutputStream>(
    arguments: [String], environment: [String: String], service: any CheckService,
    standardOutput: inout Output, standardError: inout ErrorOutput, terminal: TerminalStatus,
    seedSource: @escaping () -> UInt64 = ScrollCheckCommand.clockSeed
  ) -> Int32 {
    let console = Console(standardOutput: standardOutput, standardError: standardError, terminal: terminal)
    let context = CommandContext(
      service: service, environment: environment, console: console, seedSource: seedSource)
    let code = dispatch(arguments, context: context)
    if let written = console.standardOutput as? Output { standardOutput = written }
    if let written = console.standardError as? ErrorOutput { standardError = written }
    return code
  }

  /// Convenience for a caller with one answer for both streams.
  public static func main<Output: TextOutputStream, ErrorOutput: TextOutputStream>(
    arguments: [String], environment: [String: String], service: any CheckService,
    standardOutput: inout Output, standardError: inout ErrorOutput, isTerminal: Bool,
    seedSource: @escaping () -> UInt64 = ScrollCheckCommand.clockSeed
  ) -> Int32 {
    main(
      arguments: arguments, environment: environment, service: service,
      standardOutput: &standardOutput, standardError: &standardError,
      terminal: TerminalStatus(isTerminal), seedSource: seedSource)
  }

  /// A seed from the clock, scrambled (SplitMix64's finaliser) so that close times give
  /// unrelated seeds. Printed in every report, so a run can be repeated with `--seed`.
  public static func clockSeed() -> UInt64 {
    var z = UInt64(max(0, Date().timeIntervalSince1970 * 1_000_000))
    z &+= 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func dispatch(_ arguments: [String], context: CommandContext) -> Int32 {
    let console = context.console
    var spec = rootSpec
    var command = SubcommandEntry(RunCommand.self)
    var rest = arguments
    if let first = arguments.first, !first.hasPrefix("-") {
      if first == "help" {
        return help(Array(arguments.dropFirst()), console: console)
      } else if let found = subcommands.first(where: { $0.spec.name == first }) {
        command = found
        spec = found.spec
        rest = Array(arguments.dropFirst())
      } else {
        var message = "Unknown subcommand '\(first)'."
        if let suggestion = Suggestion.closest(to: first, among: subcommands.map(\.spec.name) + ["help"]) {
          message += " Did you mean '\(suggestion)'?"
        }
        return fail(UsageError(message), spec: rootSpec, console: console)
      }
    }
    do {
      let parsed = try ArgumentParser.parse(rest, for: spec)
      if parsed.wantsHelp {
        console.out(HelpFormatter.help(spec))
        return ExitCodes.success
      }
      if spec.name.isEmpty && parsed.flag("version") {
        console.out(version + "\n")
        return ExitCodes.success
      }
      return try command.run(parsed, context)
    } catch let error as UsageError {
      return fail(error, spec: spec, console: console)
    } catch let error as CheckServiceError where error.isUsageError {
      return fail(UsageError(error.description), spec: spec, console: console)
    } catch {
      console.err("Error: \(TerminalText.escaped("\(error)"))\n")
      return ExitCodes.unexpectedResult
    }
  }

  /// `scrollcheck help`'s own help: `help --help` is answered as every command's `--help` is.
  static let helpSpec = CommandSpec(
    name: "help",
    overview: "Shows the help of scrollcheck, or of one subcommand (the same text as '<subcommand> --help').",
    options: [],
    positionals: [PositionalSpec(name: "subcommand", help: "The subcommand whose help to show.", isOptional: true)])

  /// `scrollcheck help [subcommand]`; `-h`/`--help` anywhere asks for the help of `help`
  /// itself, unless a subcommand is named (`help run --help` is `run`'s help).
  static func help(_ arguments: [String], console: Console) -> Int32 {
    let names = arguments.filter { $0 != "-h" && $0 != "--help" }
    if names == ["help"] || (names.isEmpty && !arguments.isEmpty) {
      console.out(HelpFormatter.help(helpSpec))
      return ExitCodes.success
    }
    let arguments = names
    guard let name = arguments.first else {
      console.out(HelpFormatter.help(rootSpec))
      return ExitCodes.success
    }
    guard arguments.count == 1, let found = subcommands.first(where: { $0.spec.name == name }) else {
      var message = "Unknown subcommand '\(arguments.joined(separator: " "))'."
      if let suggestion = Suggestion.closest(to: name, among: subcommands.map(\.spec.name)) {
        message += " Did you mean '\(suggestion)'?"
      }
      return fail(UsageError(message), spec: rootSpec, console: console)
    }
    console.out(HelpFormatter.help(found.spec))
    return ExitCodes.success
  }

  static func fail(_ error: UsageError, spec: CommandSpec, console: Console) -> Int32 {
    // One line, whatever the input held: control characters (a hand-made token's escape
    // sequences, a newline) are written escaped.
    console.err("Error: \(TerminalText.escaped(error.message))\n" + HelpFormatter.errorFooter(spec))
    return ExitCodes.usage
  }
}
