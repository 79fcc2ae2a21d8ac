/// One named option or flag of a command, as parsed and as shown in `--help`.
struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes, e.g. `seed`.
  var name: String
  /// The single-letter form, if any.
  var short: Character?
  /// The value's placeholder (`seed` shows as `<seed>`); `nil` for a flag.
  var valueName: String?
  /// Whether the option may be given more than once.
  var isRepeatable: Bool
  /// One line of help.
  var help: String

  /// An option that takes a value.
  static func option(
    _ name: String, value: String, repeatable: Bool = false, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, short: nil, valueName: value, isRepeatable: repeatable, help: help)
  }

  /// A flag that takes no value.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, isRepeatable: false, help: help)
  }

  /// `--name <value>` or `--name`.
  var synopsis: String {
    "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
  }

  /// As listed under `OPTIONS:`: `-h, --help` or `--seed <seed>`.
  var helpLabel: String {
    (short.map { "-\($0), " } ?? "") + synopsis
  }
}

/// A positional argument of a command.
struct PositionalSpec: Hashable, Sendable {
  /// The placeholder, e.g. `token`.
  var name: String
  /// One line of help.
  var help: String
  /// Whether it may be left out.
  var isOptional: Bool = false
  /// Whether it takes every remaining argument (one or more).
  var isVariadic: Bool = false
}
