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
          + CGFloat(line.value).compactDescription + " " + line.unit
          + (line.note.isEmpty ? "" : "  (\(line.note))") + "\n"
      }
      if lines.isEmpty { text = "No benchmarks available.\n" }
      context.console.out(text)
    }
    return ExitCodes.success
  }
}
