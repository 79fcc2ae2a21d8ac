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
    help: "Random cases per strategy and invariant, at least 1. (default: \(CatalogService.defaultCount))")
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
    help: "Do not replay the strategies' recorded counterexamples and regression tokens first: find violations by search alone.")
  static let timings = OptionSpec.flag(
    "timings", help: "Report how long the run took (left out by default so output is reproducible).")
  static let assume = OptionSpec.option(
    "assume", value: "ID=alternative", repeatable: true,
    help: "Run the engine under another alternative of a modelled assumption, e.g. S11=stay "
      + "(see 'list --assumptions'). Repeatable.")
  static let bound = OptionSpec.option(
    "bound", value: "bound", help: "The domain to enumerate: small, medium or large. (default: small)")

  static let jobs = OptionSpec.option(
    "jobs", value: "n", help: "Worker processes running cases at once (default: the number of cores).")
  static let caseTimeout = OptionSpec.option(
    "case-timeout", value: "seconds",
    help: "Wall-clock limit per case; a case past it is a 'hangs' finding. (default: 2)")
  static let shard = OptionSpec.option(
    "shard", value: "i/n",
    help: "Run only the i-th of n deterministic slices: of the cells (run), of every cell's scenarios (exhaustive); "
      + "'merge' combines the shards' JSON reports.")
  static let noDB = OptionSpec.flag(
    "no-db", help: "Neither replay nor save the failure database (.scrollcheck/failures, or SCROLLCHECK_DB).")
  /// `--no-db` on the commands that never touch the failure database: accepted, so that one
  /// set of options serves `run` and them.
  static let noDBAccepted = OptionSpec.flag(
    "no-db", help: "Accepted for scripts that pass it to every command: this command never reads or writes "
      + "the failure database.")

  /// `--jobs`: 1 to 256, or `nil` when not given.
  static func jobs(_ arguments: ParsedArguments) throws -> Int? {
    guard let text = arguments.value(jobs.name) else { return nil }
    guard let value = Int(text), (1...256).contains(value) else {
      throw invalid(text, for: jobs, "Please provide an integer from 1 to 256.")
    }
    return value
  }

  /// `--case-timeout`: a number of seconds above 0 and at most 3600, or `nil`.
  static func caseTimeout(_ arguments: ParsedArguments) throws -> Double? {
    guard let text = arguments.value(caseTimeout.name) else { return nil }
    guard let value = Double(text), value.isFinite, value > 0, value <= 3600 else {
      throw invalid(text, for: caseTimeout, "Please provide a number of seconds above 0 and at most 3600.")
    }
    return value
  }

  /// `--shard I/N`, or the whole run.
  static func shard(_ arguments: ParsedArguments) throws -> Shard {
    guard let text = arguments.value(shard.name) else { return .whole }
    guard let value = Shard(parsing: text) else {
      throw invalid(
        TerminalText.escaped(text), for: shard, "Please provide i/n with 1 <= i <= n <= 10000, e.g. 2/4.")
    }
    return value
  }

  /// The failure database's directory, or `nil` with `--no-db`.
  static func databasePath(_ arguments: ParsedArguments, environment: [String: String]) -> String? {
    if arguments.flag(noDB.name) { return nil }
    if let path = environment["SCROLLCHECK_DB"], !path.isEmpty { return path }
    return FailureDatabase.defaultPath
  }

  /// Every path option, checked before the run starts (exit 64 on a problem): `--svg DIR`
  /// (created if needed, write-probed) and `--html FILE` (not a directory, in a writable
  /// directory that exists).
  static func checkPathOptions(_ arguments: ParsedArguments) throws {
    if let directory = arguments.value(svg.name), let problem = PathCheck.writableDirectoryProblem(directory) {
      throw UsageError(
        "The value '\(TerminalText.escaped(directory))' is invalid for '\(svg.synopsis)': \(problem).")
    }
    if let file = arguments.value(html.name), let problem = PathCheck.writableFileProblem(file) {
      throw UsageError(
        "The value '\(TerminalText.escaped(file))' is invalid for '\(html.synopsis)': \(problem).")
    }
  }

  /// The failure database's directory (`SCROLLCHECK_DB` or the default), checked before the
  /// run: it must be a directory that can be written, or one that can be created there.
  static func checkDatabasePath(_ path: String?, environment: [String: String]) throws {
    guard let path, let problem = PathCheck.databaseProblem(path) else { return }
    let origin = environment["SCROLLCHECK_DB"].map { $0.isEmpty ? nil : $0 } ?? nil
    throw UsageError(
      "The failure database \(origin == nil ? "" : "(SCROLLCHECK_DB) ")'\(TerminalText.escaped(path))' "
        + "cannot be used: \(problem). Set SCROLLCHECK_DB to another directory or pass --no-db.")
  }

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

  /// `--assume ID=alternative`, repeatable: the engine assumptions to run under.
  static func assumptions(_ arguments: ParsedArguments) throws -> EngineAssumptions {
    do {
      return try EngineAssumptions(arguments.allValues(assume.name))
    } catch {
      throw UsageError("The value given for '\(assume.synopsis)' is invalid: \(error).")
    }
  }

  /// The selected strategy and invariant identifiers, in catalog order.
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
