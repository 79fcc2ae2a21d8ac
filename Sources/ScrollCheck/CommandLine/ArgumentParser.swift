/// Splits a command's arguments into options, flags and positionals according to its spec.
///
/// Accepts `--name value`, `--name=value`, short flags (`-h`), and `--` to end options.
/// Unknown options are errors that suggest the closest known one.
enum ArgumentParser {
  /// Parses `arguments` (the words after the command's name).
  static func parse(_ arguments: [String], for spec: CommandSpec) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      parsed.wantsHelp = true
      return parsed
    }
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let option: OptionSpec
      var inlineValue: String?
      if word.hasPrefix("--") {
        var name = String(word.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
        guard let found = spec.option(named: name) else {
          throw unknownOption("--\(name)", spec: spec)
        }
        option = found
      } else {
        let letters = Array(word.dropFirst())
        guard letters.count == 1, let found = spec.option(short: letters[0]) else {
          throw unknownOption(word, spec: spec)
        }
        option = found
      }
      if option.valueName == nil {
        if inlineValue != nil {
          throw UsageError("The flag '--\(option.name)' does not take a value.")
        }
        if parsed.flag(option.name) {
          throw UsageError("The flag '--\(option.name)' was given more than once.")
        }
        parsed.flags.append(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("Missing value for '\(option.synopsis)'.")
      }
      if !option.isRepeatable, parsed.values[option.name] != nil {
        throw UsageError("The option '--\(option.name)' was given more than once.")
      }
      parsed.values[option.name, default: []].append(value)
    }
    let required = spec.positionals.filter { !$0.isOptional }.count
    if parsed.positionals.count > spec.positionals.count, spec.positionals.last?.isVariadic != true {
      let extra = parsed.positionals[spec.positionals.count]
      if spec.positionals.isEmpty {
        throw UsageError("Unexpected argument '\(extra)'.")
      }
      throw UsageError("Unexpected extra argument '\(extra)'.")
    }
    if parsed.positionals.count < required {
      let missing = spec.positionals[parsed.positionals.count]
      throw UsageError("Missing expected argument '<\(missing.name)>'.")
    }
    return parsed
  }

  /// Whether a word is an option rather than a value (`-5` and `-` are values).
  static func looksLikeOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    let second = word[word.index(after: word.startIndex)]
    return !second.isNumber && second != "."
  }

  static func unknownOption(_ word: String, spec: CommandSpec) -> UsageError {
    let known = spec.options.map { "--\($0.name)" } + ["--help"]
    var message = "Unknown option '\(word)'."
    if let suggestion = Suggestion.closest(to: word, among: known) {
      message += " Did you mean '\(suggestion)'?"
    }
    return UsageError(message)
  }
}
