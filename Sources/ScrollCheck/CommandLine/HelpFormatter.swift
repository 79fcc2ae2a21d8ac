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

  /// The widest line help writes: it fits a 100-column terminal.
  static let width = 100

  /// `text` wrapped at word boundaries into lines of at most `width` columns, the first
  /// starting with `first`, the others with `indent` spaces (a word longer than a line stays
  /// whole). No trailing newline.
  static func wrapped(_ text: String, first: String = "", indent: Int = 0) -> String {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// A preformatted block (a discussion) with each line longer than `width` wrapped, its
  /// continuation indented as the line was.
  static func wrappedBlock(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.count > width else { return String(line) }
      let indent = line.prefix { $0 == " " }.count
      return wrapped(String(line.dropFirst(indent)), first: String(repeating: " ", count: indent), indent: indent)
    }.joined(separator: "\n")
  }

  /// The full help text, ending with a newline; no line is wider than `width`.
  static func help(_ spec: CommandSpec) -> String {
    var text = wrapped(spec.overview, first: "OVERVIEW: ", indent: 2) + "\n\n"
    text += wrapped(String(usage(spec).dropFirst(spec.commandPath.count)),
      first: "USAGE: \(spec.commandPath) ", indent: 7 + spec.commandPath.count + 1) + "\n\n"
    let labelWidth = 26
    func entry(_ label: String, _ help: String) -> String {
      if label.count + 2 >= labelWidth {
        return "  \(label)\n" + wrapped(help, first: String(repeating: " ", count: labelWidth), indent: labelWidth) + "\n"
      }
      return wrapped(help, first: "  " + label + String(repeating: " ", count: labelWidth - 2 - label.count),
        indent: labelWidth) + "\n"
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
      text += "\n" + wrappedBlock(discussion) + "\n"
    }
    return text
  }

  /// What follows an `Error:` line: the usage and where to find help.
  static func errorFooter(_ spec: CommandSpec) -> String {
    "Usage: \(usage(spec))\n  See '\(spec.commandPath) --help' for more information.\n"
  }
}
