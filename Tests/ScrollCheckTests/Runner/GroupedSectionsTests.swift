import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W52: the table-header family on a table with grouped sections.
@Suite struct GroupedSectionsTests {
  /// Three sections of 10 rows with 28-point section headers and footers, grouped.
  func grouped(_ grouped: Bool = true, script: [GestureEvent] = []) -> Scenario {
    var scenario = ScenarioSamples.simple(script: script)
    scenario.content = Content(
      sections: (0..<3).map { _ in Content.Section(rowHeights: Array(repeating: 44, count: 10)) },
      sectionHeaderHeight: 28, sectionFooterHeight: 28, sectionHeaderTopPadding: 0)
    scenario.groupedSections = grouped
    return scenario
  }

  func table(_ strategy: any Strategy, _ scenario: Scenario) throws -> (UITableView, WorldDriver) {
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    let driver = WorldDriver(world: world, makeTwin: { world })
    driver.settle()
    return (try #require(world.scrollView as? UITableView), driver)
  }

  /// Both table-header ports (one builds its table in code with `UITableView()`) get a
  /// grouped table; without the field they keep their plain one.
  @Test(arguments: [true, false])
  func w52ThePortsTableIsGroupedWhateverItsInitializerSays(published: Bool) throws {
    let strategy: any Strategy = published ? StretchyTableHeaderPublished() : StretchyTableHeaderFixed()
    #expect(try table(strategy, grouped()).0.style == .grouped)
    #expect(try table(strategy, grouped(false)).0.style == .plain)
  }

  /// In a grouped table a section header scrolls with its rows (T14): scrolled past it, it is
  /// at its natural place above the visible top; in the plain table it pins (T13).
  @Test func w52AGroupedSectionHeaderDoesNotFloat() throws {
    let (groupedTable, _) = try table(StretchyTableHeaderFixed(), grouped())
    groupedTable.contentOffset.y = 300
    groupedTable.layoutIfNeeded()
    let natural = groupedTable.displayedRectForHeader(inSection: 0)
    #expect(natural == groupedTable.rectForHeader(inSection: 0))
    #expect(natural.maxY < groupedTable.contentOffset.y + groupedTable.adjustedContentInset.top)
    let (plainTable, _) = try table(StretchyTableHeaderFixed(), grouped(false))
    plainTable.contentOffset.y = 300
    plainTable.layoutIfNeeded()
    let pinned = plainTable.displayedRectForHeader(inSection: 0)
    #expect(pinned.minY >= plainTable.contentOffset.y + plainTable.adjustedContentInset.top - 0.5)
  }

  /// The field survives a token, reads in plain words, and an old token (without it) is plain.
  @Test func w52TheGroupedStyleRoundTripsThroughTheTokenAndReadsInPlainWords() throws {
    let scenario = grouped()
    let token = ScenarioCoding.encode(scenario)
    #expect(try ScenarioCoding.decode(token) == scenario)
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(grouped(false))).groupedSections == false)
    #expect(token != ScenarioCoding.encode(grouped(false)))
    #expect(scenario.plainDescription(for: .tableHeader).contains("table style: grouped (section headers and footers scroll with the rows)"))
    #expect(!grouped(false).plainDescription(for: .tableHeader).contains { $0.hasPrefix("table style") })
  }

  /// About one table-header case in twelve is grouped, always with section headers or
  /// footers; no other family draws it.
  @Test func w52TheGeneratorDrawsGroupedSectionsForTheTableHeaderFamilyOnly() throws {
    let cases = try ScenarioGenerator.scenario(for: .tableHeader).samples(count: 600, seed: 7)
    let grouped = cases.filter(\.groupedSections)
    #expect(grouped.count > 15 && grouped.count < 120, "\(grouped.count) of 600")
    #expect(grouped.allSatisfy { scenario in
      let content = scenario.content
      return content.sectionHeaderHeight != 0 || content.sectionFooterHeight != 0
        || content.sections.contains { $0.headerHeight != nil || $0.footerHeight != nil }
    })
    for family in StrategyFamily.allCases where family != .tableHeader {
      #expect(try ScenarioGenerator.scenario(for: family).samples(count: 100, seed: 7).allSatisfy { !$0.groupedSections })
    }
  }
}
