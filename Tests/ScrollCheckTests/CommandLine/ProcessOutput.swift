import Foundation

/// What a finished child process printed, and how it ended: the one way the command-line
/// tests run another process.
struct ProcessOutput {
  /// The exit status.
  var status: Int32
  /// Everything it wrote to standard output.
  var output: String
  /// Everything it wrote to standard error.
  var error: String

  /// Runs `process` (already configured: executable, arguments, environment, directory) to
  /// its end and captures both its outputs.
  static func run(_ process: Process) throws -> ProcessOutput {
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutput(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      error: String(decoding: errData, as: UTF8.self))
  }
}
