import Generators
import Testing

@testable import ScrollCheck

@Suite struct ExhaustiveScenariosTests {
  @Test(arguments: [(ExhaustiveBound.small, 64), (.medium, 1040), (.large, 19152)])
  func everyBoundHasAnExactSizeWithinTheLimit(bound: ExhaustiveBound, size: Int) {
    let domain = ExhaustiveScenarios.domain(bound)
    #expect(domain.generator.domainSize() == .exactly(UInt64(size)))
    #expect(size <= ExhaustiveScenarios.limit)
    #expect(domain.dimensions.count == 6)
  }

  @Test func theSmallDomainEnumeratesDistinctScenariosOfBothDevices() throws {
    let scenarios = try ExhaustiveScenarios.domain(.small).generator.allValues()
    #expect(Set(scenarios).count == scenarios.count)
    #expect(Set(scenarios.map(\.device.width)) == [390, 320])
    #expect(Set(scenarios.map(\.content.rowCount)) == [0, 1, 2, 20])
    #expect(scenarios.allSatisfy { $0.script.count <= 2 })
  }
}

@Suite("Exhaustive domains per family")
struct ExhaustiveFamilyTests {
  @Test func aCollapsingHeadersDomainHasNoSectionHeaders() throws {
    let table = try ExhaustiveScenarios.domain(.small, for: .tableHeader).generator.allValues()
      .filter { !$0.groupedSections }
    #expect(table.allSatisfy { $0.content.sectionHeaderHeight == 0 && $0.content.sectionFooterHeight == 0 })
    let sections = try ExhaustiveScenarios.domain(.small, for: .nonFloatingSections).generator.allValues()
    #expect(sections.allSatisfy { $0.content.sectionHeaderHeight == 28 })
    #expect(table.count == sections.count)
  }

  /// W52: the collapsing header's small and medium domains also run every scenario on a
  /// grouped table with 28-point section headers and footers; the large one and the other
  /// families do not.
  @Test func w52ACollapsingHeadersDomainAlsoRunsOnGroupedSections() throws {
    let all = try ExhaustiveScenarios.domain(.small, for: .tableHeader).generator.allValues()
    let grouped = all.filter(\.groupedSections)
    #expect(all.count == 128)
    #expect(grouped.count == 64)
    #expect(grouped.allSatisfy { $0.content.sectionHeaderHeight == 28 && $0.content.sectionFooterHeight == 28 })
    #expect(ExhaustiveScenarios.domain(.medium, for: .tableHeader).generator.domainSize() == .exactly(2080))  // 1,040 (T20's estimated script) twice
    #expect(ExhaustiveScenarios.domain(.large, for: .tableHeader).generator.domainSize() == .exactly(19152))
    #expect(try ExhaustiveScenarios.domain(.small, for: .nonFloatingSections).generator.allValues().allSatisfy { !$0.groupedSections })
  }
}
