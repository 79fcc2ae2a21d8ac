import Strategies

/// The README's "What we found" table: one row per recorded violation of every strategy in
/// the catalog, each replayed from its token so the row says what the engine finds today.
public enum FindingsTable {
  /// The marker line the table starts after in README.md.
  public static let beginMarker = "<!-- findings:begin (generated: see FindingsTableTests) -->"
  /// The marker line the table ends before in README.md.
  public static let endMarker = "<!-- findings:end -->"

  /// The tables, as Markdown lines, from replaying each strategy's recorded tokens: first the
  /// published seeds' ports, then the variants this project wrote (seed 002's mistakes) and any fixed version with a
  /// record.
  public static func markdown(service: CatalogService = CatalogService()) throws -> [String] {
    let published = service.catalogStrategies.filter { $0.id.hasSuffix(".published") }
    let variants = service.catalogStrategies.filter {
      !$0.id.hasSuffix(".published") && !$0.knownViolations.isEmpty
    }
    var lines = ["**The published seeds, ported line for line:**", ""]
    lines += try table(published, service: service)
    lines += ["", "**Variants this project wrote (the mistakes seed 002 warns about) and the fixed versions' recorded findings:**", ""]
    lines += try table(variants, service: service)
    return lines
  }

  /// One table: a row per recorded violation of the given strategies.
  static func table(_ strategies: [any Strategy], service: CatalogService) throws -> [String] {
    var lines = [
      "| technique | invariant | minimal counterexample | provenance | on the seed's own content | replay token |",
      "|---|---|---|---|---|---|",
    ]
    for strategy in strategies {
      for known in strategy.knownViolations {
        let result = try service.replay(token: known.token)
        guard case .violated(let finding) = result.verdict else {
          lines.append("| `\(strategy.id)` | `\(known.invariant)` | (no longer reproduces) | | | `\(known.token)` |")
          continue
        }
        lines.append(
          "| `\(strategy.id)` | `\(known.invariant)` | \(oneLine(finding)) | "
            + "\(finding.provenance?.line ?? "") | \(seedColumn(finding.seedContent)) | `\(known.token)` |")
      }
    }
    return lines
  }

  /// Whether the finding shows on its seed's own content, in a few words.
  static func seedColumn(_ check: SeedContentCheck?) -> String {
    guard let check else { return "" }
    if check.token == nil { return "needs another world (not in \(check.cases) cases)" }
    return "shows"
  }

  /// A finding in one line: the scenario's essentials, the failing step, the numbers.
  public static func oneLine(_ finding: Finding) -> String {
    let facts = finding.scenario.map { line -> String in
      guard let colon = line.firstIndex(of: ":") else { return line }
      let key = line[..<colon]
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch key {
      case "device", "content": return value
      case "script": return value == "(none)" ? "no script" : "script " + value
      default: return key + " " + value
      }
    }
    let step = finding.failingStepDescription
      .replacingOccurrences(of: "the probe after the script, at ", with: "probe: ")
    let text = (facts + ["at " + step, finding.message]).joined(separator: "; ")
      .replacingOccurrences(of: "contentInsetAdjustmentBehavior ", with: "")
    return text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// The README with its table replaced by `table`; nil when the markers are missing.
  public static func readme(_ readme: String, replacingTableWith table: [String]) -> String? {
    guard let begin = readme.range(of: beginMarker), let end = readme.range(of: endMarker),
      begin.upperBound <= end.lowerBound
    else { return nil }
    return String(readme[..<begin.upperBound]) + "\n" + table.joined(separator: "\n") + "\n"
      + String(readme[end.lowerBound...])
  }
}
