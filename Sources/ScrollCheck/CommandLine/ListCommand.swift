/// `scrollcheck list`: the strategies, the invariants, and which apply to which.
enum ListCommand: Subcommand {
  static let spec = CommandSpec(
    name: "list",
    overview: "Lists the strategies, the invariants, and which invariants apply to which strategy.",
    options: [
      .option("format", value: "format", help: "Output format: text or json. (default: text)"),
      CommonOptions.noColor,
    ])

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, spec.options[0], default: Format.text)
    let strategies = context.service.strategies
    let invariants = context.service.invariants
    switch format {
    case .json:
      let document = JSONValue.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "command": .string("list"),
        "strategies": .array(strategies.map(JSONReport.strategy)),
        "invariants": .array(invariants.map(JSONReport.invariant)),
      ])
      context.console.out(document.serialized())
    case .text:
      context.console.out(text(strategies: strategies, invariants: invariants, style: context.style(arguments)))
    }
    return ExitCodes.success
  }

  static func text(strategies: [StrategyInfo], invariants: [InvariantInfo], style: TextStyle) -> String {
    var lines = [style.bold("STRATEGIES (\(strategies.count)):")]
    let strategyWidth = strategies.map(\.id.count).max() ?? 0
    for strategy in strategies {
      lines.append("  " + pad(strategy.id, strategyWidth) + "  " + strategy.summary)
      lines.append("  " + pad("", strategyWidth) + "  " + style.dim("family: \(strategy.family.rawValue)"
        + (strategy.expectedViolations.isEmpty
          ? "; no recorded violations"
          : "; recorded violations: " + strategy.expectedViolations.joined(separator: ", "))))
    }
    lines.append("")
    lines.append(style.bold("INVARIANTS (\(invariants.count)):"))
    let invariantWidth = invariants.map(\.id.count).max() ?? 0
    for invariant in invariants {
      lines.append("  " + pad(invariant.id, invariantWidth) + "  " + invariant.summary)
      lines.append("  " + pad("", invariantWidth) + "  "
        + style.dim("families: " + invariant.families.map(\.rawValue).joined(separator: ", ")))
    }
    if !strategies.isEmpty && !invariants.isEmpty {
      lines.append("")
      lines.append(style.bold("WHICH APPLY:"))
      lines.append(contentsOf: MatrixText.lines(
        strategies: strategies, invariants: invariants, style: style,
        legend: "+ applies   ✗ applies, violation recorded   · does not apply"
      ) { strategy, invariant in
        if strategy.expectsViolation(of: invariant.id) { return (style.yellow("✗"), 1) }
        if strategy.isChecked(by: invariant) { return ("+", 1) }
        return (style.dim("·"), 1)
      })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
