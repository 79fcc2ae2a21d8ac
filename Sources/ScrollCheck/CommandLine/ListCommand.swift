import ScrollGeometry

/// `scrollcheck list`: the strategies, the invariants, which apply to which, and the devices.
enum ListCommand: Subcommand {
  static let spec = CommandSpec(
    name: "list",
    overview: "Lists the strategies, the invariants, which invariants apply to which strategy, and the device catalogue.",
    options: [
      .option("format", value: "format", help: "Output format: text or json. (default: text)"),
      .flag("assumptions", help: "List only the modelled engine assumptions and their alternatives (for --assume)."),
      CommonOptions.noColor,
    ])

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, spec.options[0], default: Format.text)
    let strategies = context.service.strategies
    let invariants = context.service.invariants
    if arguments.flag("assumptions") {
      switch format {
      case .json:
        context.console.out(
          JSONValue.object([
            "schemaVersion": .int(JSONReport.schemaVersion), "command": .string("list"),
            "assumptions": .array(EngineAssumptions.catalog.map(assumptionJSON)),
          ]).serialized())
      case .text:
        context.console.out(assumptionLines(style: context.style(arguments)).joined(separator: "\n") + "\n")
      }
      return ExitCodes.success
    }
    switch format {
    case .json:
      let document = JSONValue.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "command": .string("list"),
        "strategies": .array(strategies.map(JSONReport.strategy)),
        "invariants": .array(invariants.map(JSONReport.invariant)),
        "devices": .array(DeviceModel.catalog.map(deviceJSON)),
      ])
      context.console.out(document.serialized())
    case .text:
      context.console.out(text(strategies: strategies, invariants: invariants, style: context.style(arguments)))
    }
    return ExitCodes.success
  }

  /// One assumption as JSON.
  static func assumptionJSON(_ assumption: Assumption) -> JSONValue {
    .object([
      "id": .string(assumption.id), "topic": .string(assumption.topic),
      "default": .string(assumption.defaultAlternative),
      "alternatives": .array(assumption.alternatives.map {
        .object(["name": .string($0.name), "meaning": .string($0.meaning)])
      }),
    ])
  }

  /// The modelled assumptions, each with its alternatives, the default first.
  static func assumptionLines(style: TextStyle) -> [String] {
    var lines = [style.bold("ASSUMPTIONS (\(EngineAssumptions.catalog.count); run under another with --assume ID=alternative):")]
    for assumption in EngineAssumptions.catalog {
      lines.append(HelpFormatter.wrapped(assumption.topic, first: "  \(assumption.id)  ", indent: 4))
      for (index, alternative) in assumption.alternatives.enumerated() {
        lines.append(HelpFormatter.wrapped(
          "\(assumption.id)=\(alternative.name)\(index == 0 ? " (default)" : ""): \(alternative.meaning)",
          first: "      ", indent: 8))
      }
    }
    return lines
  }

  /// One catalogue device as JSON.
  static func deviceJSON(_ model: DeviceModel) -> JSONValue {
    let landscape = model.device.screen(landscape: true)
    return .object([
      "name": .string(model.name),
      "portrait": .object(["width": .points(model.width), "height": .points(model.height)]),
      "landscape": .object(["width": .points(landscape.size.width), "height": .points(landscape.size.height)]),
      "scale": .points(model.scale),
      "portraitSafeArea": insetsJSON(model.portraitSafeArea),
      "landscapeSafeArea": insetsJSON(model.landscapeSafeArea),
      "source": .string(model.source),
    ])
  }

  static func insetsJSON(_ insets: UIEdgeInsets) -> JSONValue {
    .object([
      "top": .points(insets.top), "left": .points(insets.left), "bottom": .points(insets.bottom),
      "right": .points(insets.right),
    ])
  }

  /// The device catalogue, one line per model and its source below.
  static func deviceLines(style: TextStyle) -> [String] {
    var lines = [style.bold("DEVICES (\(DeviceModel.catalog.count), the simplest first; scenarios use only these):")]
    for model in DeviceModel.catalog {
      let landscape = model.device.screen(landscape: true)
      func safe(_ i: UIEdgeInsets) -> String {
        [i.top, i.left, i.bottom, i.right].map(\.compactDescription).joined(separator: "/")
      }
      lines.append(HelpFormatter.wrapped(
        "\(model.name): \(model.width.compactDescription)x\(model.height.compactDescription) "
          + "@\(model.scale.compactDescription)x, safe area \(safe(model.portraitSafeArea)); landscape "
          + "\(landscape.size.width.compactDescription)x\(landscape.size.height.compactDescription), "
          + "safe area \(safe(model.landscapeSafeArea)) (top/left/bottom/right)", first: "  ", indent: 4))
      lines += column("", "source: " + model.source, width: 2, dim: style.dim)
    }
    return lines
  }

  static func text(strategies: [StrategyInfo], invariants: [InvariantInfo], style: TextStyle) -> String {
    var lines = [style.bold("STRATEGIES (\(strategies.count)):")]
    let strategyWidth = strategies.map(\.id.count).max() ?? 0
    for strategy in strategies {
      lines += column(strategy.id, strategy.summary, width: strategyWidth)
      lines += column(
        "",
        "family: \(strategy.family.rawValue)"
          + (strategy.expectedViolations.isEmpty
            ? "; no recorded violations"
            : "; recorded violations: " + strategy.expectedViolations.joined(separator: ", ")),
        width: strategyWidth, dim: style.dim)
    }
    lines.append("")
    lines.append(style.bold("INVARIANTS (\(invariants.count)):"))
    let invariantWidth = invariants.map(\.id.count).max() ?? 0
    for invariant in invariants {
      lines += column(invariant.id, invariant.summary, width: invariantWidth)
      lines += column(
        "", "families: " + invariant.families.map(\.rawValue).joined(separator: ", "), width: invariantWidth,
        dim: style.dim)
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
    lines.append("")
    lines.append(style.bold("SCRIPT EVENTS (\(ScriptEventCatalog.all.count)):"))
    let eventWidth = ScriptEventCatalog.all.map(\.id.count).max() ?? 0
    for event in ScriptEventCatalog.all {
      lines += column(event.id, event.summary, width: eventWidth)
    }
    lines.append("")
    lines.append(contentsOf: deviceLines(style: style))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `head` padded to `width` and `text` beside it, wrapped so that no line is wider than
  /// 100 columns (continuations under the text); `dim` styles the text's lines.
  static func column(_ head: String, _ text: String, width: Int, dim: (String) -> String = { $0 }) -> [String] {
    let indent = 2 + width + 2
    let plain = HelpFormatter.wrapped(text, first: String(repeating: " ", count: indent), indent: indent)
    return plain.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      let prefix = index == 0 ? "  " + pad(head, width) + "  " : String(repeating: " ", count: indent)
      return prefix + dim(String(line.dropFirst(indent)))
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
