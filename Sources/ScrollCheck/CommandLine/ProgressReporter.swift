/// Shows a run's progress on standard error: on a terminal one line redrawn in place
/// (`\r` + clear line); otherwise (not a terminal, or `TERM=dumb`, which cannot clear a
/// line) a plain line at each tenth of the run with no escape codes, never on standard
/// output.
final class ProgressReporter {
  private let console: Console
  private let isTerminal: Bool
  private var lastLine = ""
  private var lastTenth = -1
  private var drawn = false

  init(console: Console, environment: [String: String] = [:]) {
    self.console = console
    self.isTerminal = console.terminal.standardError && environment["TERM"] != "dumb"
  }

  /// Reports one update.
  func update(_ progress: RunProgress) {
    let percent = Int((progress.fraction * 100).rounded(.down))
    if isTerminal {
      let width = 24
      let filled = Int((progress.fraction * Double(width)).rounded(.down))
      let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      let line = "[\(bar)] \(percent)% \(progress.completed)/\(progress.total) \(progress.label)"
      guard line != lastLine else { return }
      lastLine = line
      drawn = true
      console.err("\r\u{1B}[2K" + line)
    } else {
      let tenth = percent / 10
      guard tenth > lastTenth else { return }
      lastTenth = tenth
      console.err("progress: \(percent)% (\(progress.completed)/\(progress.total))\n")
    }
  }

  /// Clears the progress line on a terminal.
  func finish() {
    if isTerminal && drawn { console.err("\r\u{1B}[2K") }
    drawn = false
  }
}
