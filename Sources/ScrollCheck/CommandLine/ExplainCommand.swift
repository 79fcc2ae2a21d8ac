import ScrollGeometry

/// `scrollcheck explain ID`: what an invariant means (or what a strategy is).
enum ExplainCommand: Subcommand {
  static let spec = CommandSpec(
    name: "explain",
    overview: "Explains an invariant (its meaning, families and tolerance), a strategy, a script event or a modelled "
      + "assumption (S11, W41...); other rule ids point at docs/semantics.md.",
    options: [CommonOptions.noColor],
    positionals: [PositionalSpec(name: "id", help: "An invariant, strategy, script event or assumption identifier.")])

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let id = arguments.positionals[0]
    let service = context.service
    let style = context.style(arguments)
    if let invariant = service.invariants.first(where: { $0.id == id }) {
      context.console.out(text(for: invariant, strategies: service.strategies, style: style))
    } else if let strategy = service.strategies.first(where: { $0.id == id }) {
      context.console.out(text(for: strategy, invariants: service.invariants, style: style))
    } else if let event = ScriptEventCatalog.entry(withID: id) {
      var lines = [style.bold(event.id) + ": " + event.summary + " (script event)", ""]
      lines.append(contentsOf: wrap(event.explanation, width: 80))
      context.console.out(lines.joined(separator: "\n") + "\n")
    } else if let assumption = EngineAssumptions.catalog.first(where: { $0.id == id }) {
      context.console.out(text(for: assumption, style: style))
    } else if isRuleID(id) {
      // A rule id a provenance line or `list --assumptions` names (S11, U5, C33...): the rules
      // and their sources are in docs/semantics.md, not in the executable.
      throw UsageError(
        "'\(id)' looks like a rule of the engine's model: every rule is described, with its source, in "
          + "docs/semantics.md (the row '\(id)'); 'scrollcheck list --assumptions' lists the rules with alternatives.")
    } else {
      let ids = service.invariants.map(\.id) + service.strategies.map(\.id) + ScriptEventCatalog.all.map(\.id)
      var message = "Unknown invariant, strategy or script event '\(id)'."
      if let suggestion = Suggestion.closest(to: id, among: ids) {
        message += " Did you mean '\(suggestion)'?"
      }
      message += " See 'scrollcheck list'."
      throw UsageError(message)
    }
    return ExitCodes.success
  }

  static func text(for invariant: InvariantInfo, strategies: [StrategyInfo], style: TextStyle) -> String {
    var lines = [style.bold(invariant.id) + ": " + invariant.summary, ""]
    lines.append(contentsOf: wrap(invariant.explanation, width: 80))
    lines.append("")
    lines.append("Families: " + invariant.families.map(\.rawValue).joined(separator: ", "))
    lines.append("Tolerance: " + invariant.tolerance)
    let applicable = strategies.filter { $0.isChecked(by: invariant) }
    if !applicable.isEmpty {
      lines.append("Strategies:")
      for strategy in applicable {
        let note = strategy.expectsViolation(of: invariant.id) ? " (violation recorded)" : ""
        lines.append("  " + strategy.id + note)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A modelled assumption: what it decides, its alternatives (the default first) and where its
  /// rule and sources are.
  static func text(for assumption: Assumption, style: TextStyle) -> String {
    var lines = [style.bold(assumption.id) + ": " + assumption.topic + " (an assumption of the engine's model)", ""]
    for (index, alternative) in assumption.alternatives.enumerated() {
      let label = "  \(assumption.id)=\(alternative.name)" + (index == 0 ? " (default)" : "")
      lines.append(contentsOf: wrap(label + ": " + alternative.meaning, width: 80))
    }
    lines.append("")
    lines.append("Run under another alternative with --assume \(assumption.id)=<alternative>.")
    lines.append("The rule and its sources: docs/semantics.md, row \(assumption.id).")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether `id` has the shape of a docs/semantics.md rule id: one or two capital letters and
  /// a number (`S11`, `U5`, `C33`).
  static func isRuleID(_ id: String) -> Bool {
    let letters = id.prefix { $0.isASCII && $0.isUppercase }
    let digits = id.dropFirst(letters.count)
    return (1...2).contains(letters.count) && !digits.isEmpty && digits.count <= 3
      && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  static func text(for strategy: StrategyInfo, invariants: [InvariantInfo], style: TextStyle) -> String {
    var lines = [style.bold(strategy.id) + ": " + strategy.summary, ""]
    lines.append("Family: " + strategy.family.rawValue)
    lines.append(
      "Recorded violations: "
        + (strategy.expectedViolations.isEmpty ? "none" : strategy.expectedViolations.joined(separator: ", ")))
    let applicable = invariants.filter { strategy.isChecked(by: $0) }.map(\.id)
    lines.append("Invariants checked: " + (applicable.isEmpty ? "none" : applicable.joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A paragraph wrapped at `width` columns (existing line breaks kept).
  static func wrap(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    for sourceLine in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in sourceLine.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
          lines.append(line)
          line = String(word)
        } else {
          line += (line.isEmpty ? "" : " ") + word
        }
      }
      lines.append(line)
    }
    return lines
  }
}
