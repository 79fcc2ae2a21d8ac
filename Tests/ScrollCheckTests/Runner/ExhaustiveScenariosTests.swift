import Generators
import Testing

@testable import ScrollCheck

@Suite struct ExhaustiveScenariosTests {
  @Test(arguments: [(ExhaustiveBound.small, 80), (.medium, 1080), (.large, 19152)])
  func everyBoundHasAnExactSizeWithinTheLimit(bound: ExhaustiveBound, size: Int) {
    let domain = ExhaustiveScenarios.domain(bound)
    #expect(domain.generator.domainSize() == .exactly(UInt64(size)))
    #expect(size <= ExhaustiveScenarios.limit)
    #expect(domain.dimensions.count == 6)
  }

  @Test func theSmallDomainEnumeratesDistinctScenariosOfBothDevices() throws {
    let scenarios = try ExhaustiveScenarios.domain(.small).generator.allValues()
    #expect(Set(scenarios).count == scenarios.count)
    // Both phones, and the 14 Pro's page sheet for its detent (W53).
    #expect(Set(scenarios.map(\.device.width)) == [390, 320, 393])
    #expect(Set(scenarios.map(\.content.rowCount)) == [0, 1, 2, 20])
    #expect(scenarios.allSatisfy { $0.script.count <= 3 })
  }

  /// W53: the small and medium domains end with the sheet-detent scripts on the 14 Pro's page
  /// sheet, after every other scenario (whose order they leave alone); the large one has none.
  @Test(arguments: [ExhaustiveBound.small, .medium])
  func w53TheDetentRunsOnAPageSheetAfterEveryOtherScenario(bound: ExhaustiveBound) throws {
    let scenarios = try ExhaustiveScenarios.domain(bound).generator.allValues()
    let detent = scenarios.filter { $0.script.contains(.changeDetent) }
    #expect(!detent.isEmpty)
    #expect(detent.allSatisfy { DeviceModel.detentSheets[0].matches($0.device) })
    #expect(Array(scenarios.suffix(detent.count)) == detent)
    #expect(!scenarios.dropLast(detent.count).contains { DeviceModel.detentSheets[0].matches($0.device) })
  }

  @Test func w53TheLargeDomainHasNoDetent() {
    #expect(!ExhaustiveScenarios.domain(.large).dimensions.joined().contains("sheet-detent"))
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
    #expect(all.count == 160)  // 128, and 32 on the page sheet (W53)
    #expect(grouped.count == 80)
    #expect(grouped.allSatisfy { $0.content.sectionHeaderHeight == 28 && $0.content.sectionFooterHeight == 28 })
    #expect(ExhaustiveScenarios.domain(.medium, for: .tableHeader).generator.domainSize() == .exactly(2160))  // 1,080 (T20's estimated script; 40 on the page sheet) twice
    #expect(ExhaustiveScenarios.domain(.large, for: .tableHeader).generator.domainSize() == .exactly(19152))
    #expect(try ExhaustiveScenarios.domain(.small, for: .nonFloatingSections).generator.allValues().allSatisfy { !$0.groupedSections })
  }
}
