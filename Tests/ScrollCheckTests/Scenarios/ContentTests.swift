import ScrollGeometry
import Testing

@testable import ScrollCheck

/// How a scenario's content is described: as a storyboard table reads it, or as a table built
/// in code receives it from its delegate (T18).
@Suite("Content")
struct ContentTests {
  static let content = Content(
    sections: [Content.Section(rowHeights: []), Content.Section(headerHeight: 40, rowHeights: [44], footerHeight: nil)],
    sectionHeaderHeight: 28, sectionFooterHeight: 12, sectionHeaderTopPadding: 0)

  @Test func t18ACodeBuiltTableIsDescribedAsItsDelegateAnswersIt() {
    var scenario = ScenarioSamples.simple()
    scenario.content = Self.content
    let line = scenario.plainDescription(for: .selfSizingHeader).joined(separator: "\n")
    #expect(line.contains("content: 2 sections: [0 rows; header 28; footer 12], [1 row of 44; header 40; footer 12]"))
    // Its top padding is UIKit's (or its own code's), never the scenario's 0.
    #expect(!line.contains("table-wide"))
    #expect(!line.contains("top padding"))
  }

  @Test func t18AStoryboardTableIsDescribedWithTheTableWideHeightsItReads() {
    var scenario = ScenarioSamples.simple()
    scenario.content = Self.content
    let line = scenario.plainDescription(for: .selfSizingHeader, readsTableWideHeights: true).joined(separator: "\n")
    #expect(line.contains("[0 rows], [1 row of 44; header 40]; table-wide section header 28, footer 12, top padding 0"))
  }
}
