/// The arguments of one command after parsing: option values by long name, flags, and
/// positional arguments.
struct ParsedArguments: Hashable, Sendable {
  /// Values given for each option, in the order given.
  var values: [String: [String]] = [:]
  /// Flags given, by long name.
  var flags: [String] = []
  /// Positional arguments, in order.
  var positionals: [String] = []
  /// Whether `-h` or `--help` was given.
  var wantsHelp = false

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The single value of an option, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, in the order given.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
