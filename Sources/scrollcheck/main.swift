// The thin command line: everything happens in `ScrollCheckCommand.main`.
import Foundation
import ScrollCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stands in until the runner lands: it knows no strategies or invariants and refuses to run,
/// so the command never pretends to check layouts. The lead replaces it with the real service.
struct CatalogNotBuiltService: CheckService {
  var strategies: [StrategyInfo] { [] }
  var invariants: [InvariantInfo] { [] }
  private var notBuilt: CheckServiceError { .unavailable("The invariant catalog and runner are not built yet.") }

  func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport { throw notBuilt }
  func replay(token: String) throws -> ReplayResult { throw notBuilt }
  func exhaustive(
    _ bound: ExhaustiveBound, request: RunRequest, announce: (ExhaustiveDomain) -> Void,
    progress: (RunProgress) -> Void
  ) throws -> RunReport { throw notBuilt }
  func benchmark() -> [BenchmarkLine] { [] }
}

var standardOutput = FileHandleOutputStream.standardOutput
var standardError = FileHandleOutputStream.standardError
let code = ScrollCheckCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  service: CatalogNotBuiltService(),
  standardOutput: &standardOutput, standardError: &standardError,
  terminal: TerminalStatus(standardOutput: isatty(1) != 0, standardError: isatty(2) != 0))
exit(code)
