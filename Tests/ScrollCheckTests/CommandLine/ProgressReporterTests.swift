import Testing

@testable import ScrollCheck

@Suite struct ProgressReporterTests {
  func draw(terminal: Bool, updates: Int, environment: [String: String] = [:]) -> String {
    let console = Console(standardOutput: "", standardError: "", terminal: TerminalStatus(terminal))
    let reporter = ProgressReporter(console: console, environment: environment)
    for index in 1...updates { reporter.update(RunProgress(completed: index, total: updates, label: "x")) }
    reporter.finish()
    return console.standardError as! String
  }

  @Test func onATerminalOneLineIsRedrawnInPlace() {
    let text = draw(terminal: true, updates: 1000)
    #expect(!text.contains("\n"))
    #expect(text.hasPrefix("\r\u{1B}[2K["))
    #expect(text.hasSuffix("\r\u{1B}[2K"))
    #expect(text.contains("100% 1000/1000 x"))
  }

  @Test func whenPipedALineAtEachTenth() {
    let text = draw(terminal: false, updates: 1000)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines.last == "progress: 100% (1000/1000)")
    #expect(!text.contains("\r"))
  }

  @Test func aDumbTerminalGetsPlainLinesWithoutEscapeCodes() {
    let text = draw(terminal: true, updates: 1000, environment: ["TERM": "dumb"])
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\r"))
    #expect(text.split(separator: "\n").last == "progress: 100% (1000/1000)")
  }
}
