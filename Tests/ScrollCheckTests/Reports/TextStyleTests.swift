import Testing

@testable import ScrollCheck

@Suite struct TextStyleTests {
  @Test func coloursOnlyOnATerminalWithoutOptOuts() {
    #expect(TextStyle.forOutput(isTerminal: true, noColorFlag: false, environment: [:]).isColored)
    #expect(!TextStyle.forOutput(isTerminal: false, noColorFlag: false, environment: [:]).isColored)
    #expect(!TextStyle.forOutput(isTerminal: true, noColorFlag: true, environment: [:]).isColored)
    #expect(!TextStyle.forOutput(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]).isColored)
    #expect(TextStyle.forOutput(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": ""]).isColored)
    #expect(!TextStyle.forOutput(isTerminal: true, noColorFlag: false, environment: ["TERM": "dumb"]).isColored)
    #expect(TextStyle.forOutput(isTerminal: true, noColorFlag: false, environment: ["TERM": "xterm"]).isColored)
  }

  @Test func theCommandFollowsTheRules() {
    let escape = "\u{1B}["
    let terminal = TerminalStatus(true)
    #expect(scrollcheck([], terminal: terminal).output.contains(escape))
    #expect(!scrollcheck([], terminal: TerminalStatus(false)).output.contains(escape))
    #expect(!scrollcheck(["--no-color"], terminal: terminal).output.contains(escape))
    #expect(!scrollcheck([], environment: ["NO_COLOR": "1"], terminal: terminal).output.contains(escape))
    #expect(!scrollcheck([], environment: ["TERM": "dumb"], terminal: terminal).output.contains(escape))
    #expect(!scrollcheck(["--format", "json"], terminal: terminal).output.contains(escape))
  }
}
