import Testing

@testable import ScrollCheck

@Suite struct MatrixTextTests {
  /// `count` invariants applying to every family, and the strategies named.
  func lines(invariants count: Int, strategies: [(String, Family)]) -> [String] {
    // The first six apply to SwiftUI headers only, as in the catalogue some invariants apply
    // to one family.
    let invariants = (1...count).map {
      InvariantInfo(
        id: "invariant-number-\($0)", families: $0 <= 6 && count > 6 ? [.swiftUIHeader] : Family.allCases,
        summary: "", explanation: "", tolerance: "")
    }
    let infos = strategies.map { StrategyInfo(id: $0.0, family: $0.1, summary: "") }
    return MatrixText.lines(strategies: infos, invariants: invariants, style: .plain, legend: "legend") { _, _ in
      ("✓", 1)
    }
  }

  @Test func twentySixColumnsOfLongNamesFitInAHundredColumns() {
    let strategies: [(String, Family)] = [
      ("self-sizing-header.missing-bottom-constraint", .selfSizingHeader),
      ("self-sizing-header.published", .selfSizingHeader),
      ("stretchy-table-header.published", .tableHeader),
      ("my-own-header", .tableHeader),
    ]
    let lines = lines(invariants: 26, strategies: strategies)
    #expect(lines.allSatisfy { $0.count <= 100 })
    // Each family shows only its twenty invariants, keyed by number, rows aligned.
    #expect(lines.contains { $0.hasPrefix("self-sizing-header                 7  8  9  10 ") })
    #expect(lines.contains { $0.hasPrefix("  .missing-bottom-constraint       ✓") })
    // No shared prefix: full identifiers under the family's name.
    #expect(lines.contains { $0.hasPrefix("table-header                       7  8") })
    #expect(lines.contains { $0.hasPrefix("my-own-header                      ✓") })
    #expect(!lines.contains { $0.contains(" 6 ") && !$0.hasPrefix(" ") && !$0.hasPrefix("Invariants") })
  }

  @Test func aBlockTooWideIsTransposed() {
    let lines = lines(invariants: 40, strategies: [("a.one", .tableHeader), ("a.two", .tableHeader)])
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.contains("a                      A  B"))
    #expect(lines.contains("  A .one  B .two"))
    #expect(lines.contains("  invariant-number-40  ✓  ✓"))
    #expect(lines.contains("  invariant-number-7   ✓  ✓"))
  }

  @Test func aBlockTooWideEitherWayIsSplit() {
    let strategies = (0..<40).map { ("strategy-\($0)", Family.tableHeader) }
    let lines = lines(invariants: 40, strategies: strategies)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.filter { $0.hasPrefix("strategy-39 ") }.count == 2)
  }

  @Test func sharedPrefixesEndAtADot() {
    #expect(MatrixText.sharedPrefix(["a.b.c", "a.b.d"]) == "a.b.")
    #expect(MatrixText.sharedPrefix(["a.b.c", "a.x"]) == "a.")
    #expect(MatrixText.sharedPrefix(["a.b", "c.d"]) == nil)
    #expect(MatrixText.sharedPrefix(["plain"]) == nil)
    #expect(MatrixText.columnLetter(0) == "A" && MatrixText.columnLetter(26) == "AA")
  }
}
