import ScrollGeometry

/// `scrollcheck bench`: measures the speed of the generators and the runner.
enum BenchCommand: Subcommand {
  static let spec = CommandSpec(
    name: "bench",
    overview: "Measures the speed of the generators and the runner (meaningful in a release build).",
    options: [.option("format", value: "format", help: "Output format: text or json. (default: text)")])

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
    let format = try CommonOptions.choice(arguments, spec.options[0], default: Format.text)
    let lines = context.service.benchmark()
    switch format {
    case .json:
      let document = JSONValue.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "command": .string("bench"),
        "measurements": .array(
          lines.map {
            .object([
              "name": .string($0.name), "value": .number(JSONReport.seconds($0.value)),
              "unit": .string($0.unit), "note": .string($0.note),
            ])
          }),
      ])
      context.console.out(document.serialized())
    case .text:
      let width = lines.map(\.name.count).max() ?? 0
      var text = ""
      for line in lines {
        text += line.name + String(repeating: " ", count: width - line.name.count) + "  "
          + Self.readable(line.value) + " " + line.unit
          + (line.note.isEmpty ? "" : "  (\(line.note))") + "\n"
      }
      if lines.isEmpty { text = "No benchmarks available.\n" }
      context.console.out(text)
    }
    return ExitCodes.success
  }

  /// `6,090,057` for large values, `2.664` for small ones: figures people read at a glance.
  static func readable(_ value: Double) -> String {
    guard value.isFinite, abs(value) >= 1000 else { return CGFloat(value).compactDescription }
    let digits = String(Int(value.rounded()))
    var grouped = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0, character != "-" { grouped.append(",") }
      grouped.append(character)
    }
    return String(grouped.reversed())
  }
}
