import Foundation
import Testing

@testable import ScrollCheck

/// The README's synopsis (the code block under "The command") lists every option of every
/// command, and no option a command does not take: a new option cannot go missing from it
/// silently.
@Suite struct ReadmeSynopsisTests {
  static let readmeURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The synopsis block: the first code block after the "## The command" heading.
  static func synopsis(_ readme: String) throws -> [String] {
    let lines = readme.components(separatedBy: "\n")
    let heading = try #require(lines.firstIndex(of: "## The command"), "README has no '## The command' section")
    let open = try #require(lines[heading...].firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    return Array(lines[(open + 1)..<close])
  }

  /// The synopsis's entries by command (`""` for `scrollcheck --version`, `run` for
  /// `scrollcheck [run]`): each entry is a line starting with `scrollcheck` and the indented
  /// lines that continue it; a command with several entries (`bench`, `bench shrink`) gets
  /// their options together.
  static func optionsByCommand(_ synopsis: [String]) -> [String: Set<String>] {
    var entries: [(command: String, text: String)] = []
    for line in synopsis {
      if line.hasPrefix("scrollcheck") {
        let words = line.split(separator: " ").map(String.init)
        var command = words.count > 1 ? words[1] : ""
        if command == "[run]" { command = "run" }
        if command.hasPrefix("-") || command.hasPrefix("[") || command.hasPrefix("<") { command = "" }
        entries.append((command, line))
      } else if line.hasPrefix(" "), !entries.isEmpty {
        entries[entries.count - 1].text += " " + line
      }
    }
    var options: [String: Set<String>] = [:]
    for entry in entries {
      var names = options[entry.command] ?? []
      let regex = try! NSRegularExpression(pattern: "--([a-z][a-z-]*)")
      let text = entry.text as NSString
      for match in regex.matches(in: entry.text, range: NSRange(location: 0, length: text.length)) {
        names.insert(text.substring(with: match.range(at: 1)))
      }
      options[entry.command] = names
    }
    return options
  }

  /// Each command's options as its `--help` lists them (`--help` itself aside), by the
  /// command word the synopsis uses.
  static var specOptions: [String: Set<String>] {
    var options: [String: Set<String>] = [:]
    for entry in ScrollCheckCommand.subcommands {
      options[entry.spec.name] = Set(entry.spec.options.map(\.name))
    }
    options["help"] = Set(ScrollCheckCommand.helpSpec.options.map(\.name))
    // The root takes `run`'s options (its synopsis line is `scrollcheck [run]`) and `--version`.
    let run = options["run"] ?? []
    options[""] = Set(ScrollCheckCommand.rootSpec.options.map(\.name)).subtracting(run)
    return options
  }

  @Test func theSynopsisListsEveryOptionOfEveryCommandAndNoOther() throws {
    let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
    let listed = Self.optionsByCommand(try Self.synopsis(readme))
    let actual = Self.specOptions
    #expect(Set(listed.keys) == Set(actual.keys), "commands in the README synopsis vs. the command line")
    for (command, options) in actual.sorted(by: { $0.key < $1.key }) {
      let shown = listed[command] ?? []
      let name = command.isEmpty ? "scrollcheck" : "scrollcheck \(command)"
      #expect(
        options.subtracting(shown).isEmpty,
        "\(name): the README synopsis misses \(options.subtracting(shown).sorted().map { "--\($0)" })")
      let extra = shown.subtracting(options).sorted().map { "--\($0)" }
      #expect(extra.isEmpty, "\(name): the README synopsis lists \(extra), which the command does not take")
    }
  }

  /// The check can fail: a synopsis without `run`'s `--no-db` is caught, and so is one with
  /// an option no command has.
  @Test func theComparisonSeesAMissingAndAnExtraOption() {
    let good = ["scrollcheck [run] [--count <n>] [--no-db]", "scrollcheck --version"]
    let missing = ["scrollcheck [run] [--count <n>]", "scrollcheck --version"]
    let extra = ["scrollcheck [run] [--count <n>]", "                  [--no-db] [--fast]", "scrollcheck --version"]
    #expect(Self.optionsByCommand(good) == ["run": ["count", "no-db"], "": ["version"]])
    #expect(Self.optionsByCommand(missing)["run"] == ["count"])
    #expect(Self.optionsByCommand(extra)["run"] == ["count", "no-db", "fast"])
  }
}
