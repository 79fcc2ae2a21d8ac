import Foundation
import Testing

@testable import ScrollGeometry

/// Every rule `--assume` accepts (`EngineAssumptions.catalog`, what `scrollcheck list
/// --assumptions` prints) has a row in docs/semantics.md's alternatives table and is named in
/// the README's paragraph under the findings table: a new assumption cannot go missing from
/// either (the round-5 review found 4 of 13 missing from the table and 7 from the README).
@Suite struct AssumptionDocumentationTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  /// The lines of docs/semantics.md's "Alternatives" section, up to the next heading.
  static func alternativesSection() throws -> [Substring] {
    let lines = try text("docs/semantics.md").split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("## Alternatives") }, "no Alternatives section")
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  /// The README's paragraph right after the generated findings table.
  static func readmeParagraph() throws -> String {
    let readme = try text("README.md")
    let marker = try #require(readme.range(of: "<!-- findings:end -->"))
    let rest = readme[marker.upperBound...].drop { $0 == "\n" }
    let end = rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test func everyAssumptionHasARowInTheAlternativesTable() throws {
    let section = try Self.alternativesSection()
    #expect(!EngineAssumptions.catalog.isEmpty)
    for assumption in EngineAssumptions.catalog {
      let row = section.first { $0.hasPrefix("| \(assumption.id) |") }
      #expect(row != nil, "docs/semantics.md's alternatives table has no row for \(assumption.id)")
      // The row names the default and every alternative by the name `--assume` takes.
      for alternative in assumption.alternatives.map(\.name) {
        #expect(row?.contains("`\(alternative)`") == true, "\(assumption.id)'s row does not name `\(alternative)`")
      }
    }
  }

  @Test func everyAssumptionIsNamedUnderTheReadmesFindingsTable() throws {
    let paragraph = try Self.readmeParagraph()
    let words = Set(paragraph.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    for assumption in EngineAssumptions.catalog {
      #expect(words.contains(assumption.id), "the README paragraph under the findings table does not name \(assumption.id)")
    }
  }
}
