import Generators
import Testing

@testable import ScrollCheck

@Suite struct ExhaustiveScenariosTests {
  @Test(arguments: [(ExhaustiveBound.small, 144), (.medium, 1240), (.large, 19152)])
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
    // Round 14: then the refresh control's scripts and the sheet first shown at medium.
    let added = scenarios.filter { $0.refreshControl || $0.startsAtMediumDetent }
    let atLarge = detent.filter { !$0.startsAtMediumDetent }
    #expect(Array(scenarios.dropLast(added.count).suffix(atLarge.count)) == atLarge)
    #expect(Array(scenarios.suffix(added.count)) == added)
    #expect(
      !scenarios.dropLast(added.count + atLarge.count).contains { DeviceModel.detentSheets[0].matches($0.device) })
  }

  /// Round 14 (issue 9: every event exhaustive too): the small and medium domains end with a
  /// refresh control on an iPhone 14 (none, a pull, `beginRefreshing()`, a pull and
  /// `endRefreshing()`), then the page sheet first shown at its medium detent (W55), with no
  /// script and with `change-detent`; round 15 adds a drag up (W57), with UIKit's default and
  /// with an app that keeps drags from growing the sheet.
  @Test(arguments: [(ExhaustiveBound.small, 32, 32), (.medium, 80, 80)])
  func theRefreshControlAndTheMediumFirstSheetComeLast(bound: ExhaustiveBound, refresh: Int, mediumFirst: Int) throws {
    let scenarios = try ExhaustiveScenarios.domain(bound).generator.allValues()
    let refreshing = scenarios.filter(\.refreshControl)
    #expect(refreshing.count == refresh)
    #expect(Set(refreshing.map(\.script)) == [[], [.pullToRefresh], [.beginRefreshing], [.pullToRefresh, .endRefreshing]])
    #expect(refreshing.allSatisfy { $0.device.width == 390 && !$0.startsAtMediumDetent })
    let first = scenarios.filter(\.startsAtMediumDetent)
    #expect(first.count == mediumFirst)
    #expect(first.allSatisfy { $0.showsMediumDetentFirst })
    let dragUp: [GestureEvent] = [.drag(translation: -400, moves: 4), .release]
    #expect(Set(first.map(\.script)) == [[], [.changeDetent], dragUp])
    #expect(Array(scenarios.suffix(mediumFirst)) == first)
    let kept = first.filter(\.scrollingKeepsSheetDetent)
    #expect(kept.count == mediumFirst / 4)
    #expect(kept.allSatisfy { $0.script == dragUp })
    #expect(Array(first.suffix(kept.count)) == kept)
    #expect(!ExhaustiveScenarios.domain(.large).dimensions.joined().contains("refresh"))
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
    #expect(all.count == 288)  // 128, 32 on the page sheet (W53), 64 with a refresh control, 48 first at medium (W55), 16 more kept there while dragged (W57)
    #expect(grouped.count == 144)
    #expect(grouped.allSatisfy { $0.content.sectionHeaderHeight == 28 && $0.content.sectionFooterHeight == 28 })
    #expect(ExhaustiveScenarios.domain(.medium, for: .tableHeader).generator.domainSize() == .exactly(2480))  // 1,240 (T20's estimated script; 40 on the page sheet; 80 with a refresh control; 60 first at medium and 20 more kept there, W57) twice
    #expect(ExhaustiveScenarios.domain(.large, for: .tableHeader).generator.domainSize() == .exactly(19152))
    #expect(try ExhaustiveScenarios.domain(.small, for: .nonFloatingSections).generator.allValues().allSatisfy { !$0.groupedSections })
  }
}
