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
    #expect(table.allSatisfy { $0.content.sectionHeaderHeight == 0 && $0.content.sectionFooterHeight == 0 })
    let sections = try ExhaustiveScenarios.domain(.small, for: .nonFloatingSections).generator.allValues()
    #expect(sections.allSatisfy { $0.content.sectionHeaderHeight == 28 })
    #expect(table.count == sections.count)
  }
}
