import ScrollGeometry

/// The options shared by several commands, and how their values are read.
enum CommonOptions {
  static let strategy = OptionSpec.option(
    "strategy", value: "pattern", repeatable: true,
    help: "Check only strategies matching the pattern ('*' matches any text). Repeatable.")
  static let invariant = OptionSpec.option(
    "invariant", value: "pattern", repeatable: true,
    help: "Check only invariants matching the pattern ('*' matches any text). Repeatable.")
  static let count = OptionSpec.option(
    "count", value: "count",
    help: "Random cases per strategy and invariant (a positive integer; default: the catalog's).")
  static let seed = OptionSpec.option(
    "seed", value: "seed",
    help: "The random seed, decimal or 0x-hexadecimal (default: from the clock; the report shows it).")
  static let format = OptionSpec.option(
    "format", value: "format", help: "Output format: text, json or junit. (default: text)")
  static let svg = OptionSpec.option(
    "svg", value: "directory", help: "Write one SVG picture per finding into the directory.")
  static let html = OptionSpec.option(
    "html", value: "file",
    help: "Write one self-contained HTML page: the matrix and every finding with its pictures.")
  static let verbose = OptionSpec.flag(
    "verbose", help: "Print every finding in full, the recorded ones too (default: only those that differ).")
  static let noColor = OptionSpec.flag("no-color", help: "Never colour the output.")
  static let searchOnly = OptionSpec.flag(
    "search-only",
    help: "Do not replay the strategies' recorded counterexamples first: find violations by search alone.")
  static let timings = OptionSpec.flag(
    "timings", help: "Report how long the run took (left out by default so output is reproducible).")
  static let assume = OptionSpec.option(
    "assume", value: "ID=alternative", repeatable: true,
    help: "Run the engine under another alternative of a modelled assumption, e.g. S11=stay "
      + "(see 'list --assumptions'). Repeatable.")
  static let bound = OptionSpec.option(
    "bound", value: "bound", help: "The domain to enumerate: small, medium or large. (default: small)")

  /// `The value 'x' is invalid for '--name <value>'. ...`
  static func invalid(_ value: String, for option: OptionSpec, _ expectation: String) -> UsageError {
    UsageError("The value '\(value)' is invalid for '\(option.synopsis)'. \(expectation)")
  }

  /// One of a fixed list, e.g. `--format`.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ arguments: ParsedArguments, _ option: OptionSpec, allowed: [T]? = nil, default defaultValue: T
  ) throws -> T where T.RawValue == String {
    guard let text = arguments.value(option.name) else { return defaultValue }
    let allowed = allowed ?? Array(T.allCases)
    guard let value = allowed.first(where: { $0.rawValue == text }) else {
      let names = allowed.map { "'\($0.rawValue)'" }
      let list = names.count > 1
        ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
      throw invalid(text, for: option, "Please provide one of \(list).")
    }
    return value
  }

  /// `--count`: a positive integer, or `nil` when not given.
  static func count(_ arguments: ParsedArguments) throws -> Int? {
    guard let text = arguments.value(count.name) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw invalid(text, for: count, "Please provide a positive integer.")
    }
    return value
  }

  /// `--seed`: decimal or `0x` hexadecimal, within `UInt64`; `nil` when not given.
  static func seed(_ arguments: ParsedArguments) throws -> UInt64? {
    guard let text = arguments.value(seed.name) else { return nil }
    let lowered = text.lowercased()
    let value: UInt64?
    if lowered.hasPrefix("0x") {
      let digits = lowered.dropFirst(2)
      value = digits.isEmpty || digits.hasPrefix("+") || digits.hasPrefix("-") ? nil : UInt64(digits, radix: 16)
    } else {
      value = text.hasPrefix("+") ? nil : UInt64(text)
    }
    guard let value else {
      throw invalid(
        text, for: seed,
        "Please provide a decimal or 0x-prefixed hexadecimal integer from 0 to 18446744073709551615.")
    }
    return value
  }

  /// The selected strategy and invariant identifiers, in catalog order.
  /// `--assume ID=alternative`, repeatable: the engine assumptions to run under.
  static func assumptions(_ arguments: ParsedArguments) throws -> EngineAssumptions {
    do {
      return try EngineAssumptions(arguments.allValues(assume.name))
    } catch {
      throw UsageError("The value given for '\(assume.synopsis)' is invalid: \(error).")
    }
  }

  static func selection(_ arguments: ParsedArguments, service: any CheckService) throws
    -> (strategies: [String], invariants: [String])
  {
    let strategies = try GlobPattern.select(
      arguments.allValues(strategy.name), from: service.strategies.map(\.id), option: strategy.name)
    let invariants = try GlobPattern.select(
      arguments.allValues(invariant.name), from: service.invariants.map(\.id), option: invariant.name)
    return (strategies, invariants)
  }
}
