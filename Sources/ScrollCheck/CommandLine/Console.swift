/// The two output streams of a command and what is known about them.
///
/// A class because commands and progress callbacks share it while a command runs.
final class Console {
  /// Standard output: reports.
  var standardOutput: any TextOutputStream
  /// Standard error: errors, progress, notes.
  var standardError: any TextOutputStream
  /// Which streams are terminals.
  let terminal: TerminalStatus

  init(standardOutput: any TextOutputStream, standardError: any TextOutputStream, terminal: TerminalStatus) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.terminal = terminal
  }

  /// Writes to standard output.
  func out(_ text: String) { standardOutput.write(text) }

  /// Writes to standard error.
  func err(_ text: String) { standardError.write(text) }
}

/// Which of the command's output streams are terminals (`isatty`).
public struct TerminalStatus: Hashable, Sendable {
  /// Standard output is a terminal: colours are allowed.
  public var standardOutput: Bool
  /// Standard error is a terminal: progress is redrawn in place.
  public var standardError: Bool

  /// Creates a status for each stream.
  public init(standardOutput: Bool, standardError: Bool) {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Both streams terminals, or neither.
  public init(_ both: Bool) { self.init(standardOutput: both, standardError: both) }
}
