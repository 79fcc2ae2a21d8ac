import Foundation
import Strategies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScrollCheckCommand {
  /// Runs the whole command line (run, replay, exhaustive, list, explain, bench, db, merge)
  /// over the built-in catalog plus `strategies`, and exits. The body of a user's executable:
  ///
  /// ```swift
  /// import ScrollCheck
  /// ScrollCheckCommand.main(strategies: [ProfileHeader()])
  /// ```
  ///
  /// Cases run in worker processes (this executable, started again with a hidden
  /// subcommand), so that a case that crashes or hangs is a finding, not the end of the run.
  public static func main(strategies: [any Strategy]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "scrollcheck"
    var standardOutput = FileHandleOutputStream.standardOutput
    var standardError = FileHandleOutputStream.standardError
    let all = StrategyCatalog.all + strategies
    var seen: Set<String> = []
    for strategy in all where !seen.insert(strategy.id).inserted {
      standardError.write(
        "Error: two strategies share the identifier '\(TerminalText.escaped(strategy.id))'; "
          + "each strategy needs its own.\n")
      exit(ExitCodes.usage)
    }
    var service = CatalogService(strategies: all, executableName: name.isEmpty ? "scrollcheck" : name)
    if arguments.first == WorkerServer.subcommand {
      exit(WorkerServer.serve(service: service, arguments: Array(arguments.dropFirst())))
    }
    if let executable = WorkerConfiguration.currentExecutable {
      service.workers = WorkerConfiguration(executable: executable, jobs: WorkerConfiguration.cores)
    }
    let code = main(
      arguments: arguments, environment: ProcessInfo.processInfo.environment, service: service,
      standardOutput: &standardOutput, standardError: &standardError,
      terminal: TerminalStatus(standardOutput: isatty(1) != 0, standardError: isatty(2) != 0))
    exit(code)
  }
}
