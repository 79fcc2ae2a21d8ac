import Testing

@testable import ScrollCheck

@Suite struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "test", overview: "A test.",
    options: [
      .option("seed", value: "seed", help: "A seed."),
      .option("strategy", value: "pattern", repeatable: true, help: "Repeatable."),
      .flag("no-color", help: "A flag."),
    ],
    positionals: [PositionalSpec(name: "token", help: "A token.", isOptional: true)])

  @Test func readsOptionsFlagsAndPositionals() throws {
    let parsed = try ArgumentParser.parse(
      ["--seed", "3", "--strategy=a*", "tok", "--strategy", "b", "--no-color"], for: spec)
    #expect(parsed.value("seed") == "3")
    #expect(parsed.allValues("strategy") == ["a*", "b"])
    #expect(parsed.flag("no-color"))
    #expect(parsed.positionals == ["tok"])
    #expect(!parsed.wantsHelp)
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(["--", "--seed"], for: spec)
    #expect(parsed.positionals == ["--seed"])
    #expect(parsed.value("seed") == nil)
  }

  @Test func helpWinsOverErrors() throws {
    #expect(try ArgumentParser.parse(["--bogus", "-h"], for: spec).wantsHelp)
    #expect(try !ArgumentParser.parse(["--", "-h"], for: spec).wantsHelp)
  }

  @Test func negativeNumbersAreValues() throws {
    #expect(try ArgumentParser.parse(["--seed", "-1"], for: spec).value("seed") == "-1")
  }

  @Test func errors() {
    #expect(throws: UsageError("Unknown option '--sede'. Did you mean '--seed'?")) {
      try ArgumentParser.parse(["--sede", "1"], for: spec)
    }
    #expect(throws: UsageError("Unknown option '-x'.")) { try ArgumentParser.parse(["-x"], for: spec) }
    #expect(throws: UsageError("Missing value for '--seed <seed>'.")) {
      try ArgumentParser.parse(["--seed", "--no-color"], for: spec)
    }
    #expect(throws: UsageError("Unexpected extra argument 'b'.")) { try ArgumentParser.parse(["a", "b"], for: spec) }
  }

  @Test func helpTextHasTheSections() {
    let help = HelpFormatter.help(spec)
    #expect(help.hasPrefix("OVERVIEW: A test.\n\nUSAGE: scrollcheck test [<token>] [--seed <seed>] [--strategy <pattern>] ... [--no-color]\n"))
    #expect(help.contains("ARGUMENTS:\n  <token>"))
    #expect(help.contains("OPTIONS:\n  --seed <seed>           A seed.\n"))
  }
}
