// The thin command line: everything happens in `ScrollCheckCommand.main`.
import Foundation
import ScrollCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var standardOutput = FileHandleOutputStream.standardOutput
var standardError = FileHandleOutputStream.standardError
let code = ScrollCheckCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  service: CatalogService(),
  standardOutput: &standardOutput, standardError: &standardError,
  terminal: TerminalStatus(standardOutput: isatty(1) != 0, standardError: isatty(2) != 0))
exit(code)
