import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct InvariantCatalogTests {
  /// The issue's table: every id, in order, with the families it names.
  static let table: [(String, Set<StrategyFamily>)] = {
    let all = Set(StrategyFamily.allCases)
    let tables: Set<StrategyFamily> = [.tableHeader, .selfSizingHeader, .nonFloatingSections, .insetHeader]
    // A header above a top inset (issue 10) is held to what a collapsing table header is.
    let collapsing: Set<StrategyFamily> = [.tableHeader, .insetHeader]
    return [
      ("clamped", collapsing), ("monotonic", collapsing), ("no-gap", all),
      ("collapsible", collapsing), ("settles", all), ("bounces-back", all), ("no-hysteresis", all),
      ("tracks-finger", all), ("reachable", tables), ("idempotent", all), ("rest-identity", [.swiftUIHeader]),
      ("stretches", [.swiftUIHeader, .tableHeader, .insetHeader]), ("pinned", [.swiftUIHeader]),
      ("self-sized", [.selfSizingHeader]), ("text-fits", [.selfSizingHeader]),
      ("converges", all), ("tracks-width", [.selfSizingHeader]),
      ("not-floating", [.nonFloatingSections]), ("terminates", all),
      // The real-world issue's eight.
      ("pins-below-header", collapsing), ("round-trip", all),
      ("rests-expanded", [.tableHeader, .selfSizingHeader, .insetHeader]),
      ("uncovered", all), ("refresh-visible", all), ("stays-put", all), ("full-width", all), ("fills-screen", all), ("finite", all),
      // Round 18's mutation audit (R17-S2): room that carries the content away.
      ("shows-end", all),
      // Round 18's mutation audit (N4): an inset that leaves a blank band under the bars.
      ("no-blank-top", [.nonFloatingSections]),
    ]
  }()

  @Test func holdsTheIssuesIdsInOrder() {
    #expect(InvariantCatalog.all.map(\.id) == Self.table.map(\.0))
    #expect(Set(InvariantCatalog.all.map(\.id)).count == InvariantCatalog.all.count)
  }

  @Test func familiesMatchTheIssuesTable() {
    for (invariant, (id, families)) in zip(InvariantCatalog.all, Self.table) {
      #expect(Set(invariant.families) == families, "\(id)")
      #expect(invariant.families.count == families.count, "\(id) lists a family twice")
    }
  }

  @Test func everyInvariantIsExplained() {
    for invariant in InvariantCatalog.all {
      #expect(!invariant.summary.isEmpty, "\(invariant.id)")
      #expect(!invariant.summary.contains("\n"), "\(invariant.id)")
      #expect(invariant.explanation.count > invariant.summary.count, "\(invariant.id)")
      #expect(!invariant.probe.isEmpty, "\(invariant.id)")
    }
  }

  @Test func findsInvariantsByID() {
    #expect(InvariantCatalog.invariant(withID: "no-gap")?.id == "no-gap")
    #expect(InvariantCatalog.invariant(withID: "No-Gap") == nil)
    #expect(InvariantCatalog.invariant(withID: "") == nil)
  }

  @Test func appliesByFamilyThroughTheCatalog() {
    let rigid = HeaderDeclaration(family: .tableHeader, minimumHeight: 60, maximumHeight: 200)
    let applicable = InvariantCatalog.all.filter { $0.applies(to: rigid) }.map(\.id)
    #expect(applicable == [
      "clamped", "monotonic", "no-gap", "collapsible", "settles", "bounces-back", "no-hysteresis",
      "tracks-finger", "reachable", "idempotent", "converges", "terminates", "pins-below-header", "round-trip",
      "rests-expanded", "uncovered", "refresh-visible", "stays-put", "full-width", "fills-screen", "finite",
      "shows-end",
    ])
    let sections = HeaderDeclaration(family: .nonFloatingSections)
    #expect(InvariantCatalog.all.filter { $0.applies(to: sections) }.map(\.id).contains("not-floating"))
    #expect(InvariantCatalog.all.filter { $0.applies(to: sections) }.map(\.id).contains("terminates"))
    #expect(InvariantCatalog.all.filter { $0.applies(to: sections) }.map(\.id).contains("no-blank-top"))
  }

  @Test func everyCheckAcceptsAnEmptyTrace() {
    // With nothing recorded there is nothing to hold against a strategy (and no crash).
    for invariant in InvariantCatalog.all {
      for family in StrategyFamily.allCases {
        #expect(invariant.check(run(family, [])) == nil, "\(invariant.id) \(family)")
      }
    }
  }
}
