/// The shape of one command: its name, what it does, and what it accepts. Drives both
/// parsing and `--help`.
struct CommandSpec: Sendable {
  /// The words that invoke it after `scrollcheck` (empty for the root).
  var name: String
  /// One paragraph for `OVERVIEW:`.
  var overview: String
  /// Named options and flags (without `--help`, which every command has).
  var options: [OptionSpec]
  /// Positional arguments, in order.
  var positionals: [PositionalSpec] = []
  /// Subcommands and their one-line abstracts (the root only).
  var subcommands: [(name: String, abstract: String)] = []
  /// Extra paragraphs printed after the options.
  var discussion: String? = nil

  /// `scrollcheck` or `scrollcheck <name>`.
  var commandPath: String { name.isEmpty ? "scrollcheck" : "scrollcheck \(name)" }

  /// The option with the given long name.
  func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

  /// The option with the given short letter.
  func option(short letter: Character) -> OptionSpec? { options.first { $0.short == letter } }
}
