/// Writes `--help` text and usage lines in the swift-argument-parser look.
enum HelpFormatter {
  /// The `-h, --help` entry every command has.
  static let helpOption = OptionSpec.flag("help", short: "h", help: "Show help information.")

  /// `USAGE:`'s line, e.g. `scrollcheck replay <token> [--format <format>]`.
  static func usage(_ spec: CommandSpec) -> String {
    var parts = [spec.commandPath]
    if !spec.subcommands.isEmpty { parts.append("[<subcommand>]") }
    for positional in spec.positionals {
      parts.append(positional.isOptional ? "[<\(positional.name)>]" : "<\(positional.name)>")
    }
    for option in spec.options {
      parts.append("[" + option.synopsis + "]" + (option.isRepeatable ? " ..." : ""))
    }
    return parts.joined(separator: " ")
  }

  /// The full help text, ending with a newline.
  static func help(_ spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.overview)\n\n"
    text += "USAGE: \(usage(spec))\n\n"
    let labelWidth = 26
    func entry(_ label: String, _ help: String) -> String {
      if label.count + 2 >= labelWidth {
        return "  \(label)\n" + String(repeating: " ", count: labelWidth) + help + "\n"
      }
      return "  " + label + String(repeating: " ", count: labelWidth - 2 - label.count) + help + "\n"
    }
    if !spec.positionals.isEmpty {
      text += "ARGUMENTS:\n"
      for positional in spec.positionals { text += entry("<\(positional.name)>", positional.help) }
      text += "\n"
    }
    text += "OPTIONS:\n"
    for option in spec.options + [helpOption] { text += entry(option.helpLabel, option.help) }
    if !spec.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in spec.subcommands { text += entry(subcommand.name, subcommand.abstract) }
      text += "\n  See 'scrollcheck help <subcommand>' for detailed help.\n"
    }
    if let discussion = spec.discussion {
      text += "\n" + discussion + "\n"
    }
    return text
  }

  /// What follows an `Error:` line: the usage and where to find help.
  static func errorFooter(_ spec: CommandSpec) -> String {
    "Usage: \(usage(spec))\n  See '\(spec.commandPath) --help' for more information.\n"
  }
}
