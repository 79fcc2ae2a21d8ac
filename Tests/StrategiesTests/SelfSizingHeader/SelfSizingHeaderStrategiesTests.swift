import ScrollGeometry
import Testing

@testable import Strategies

@Suite("SelfSizingHeader")
struct SelfSizingHeaderStrategiesTests {
  @Test func eachMistakeHasItsIdentifier() {
    #expect(SelfSizingHeader().id == "self-sizing-header.published")
    #expect(SelfSizingHeader(mistake: .missingBottomConstraint).id == "self-sizing-header.missing-bottom-constraint")
    #expect(SelfSizingHeader(mistake: .singleLineLabel).id == "self-sizing-header.single-line-label")
    #expect(SelfSizingHeader(mistake: .noReassign).id == "self-sizing-header.no-reassign")
    #expect(SelfSizingHeader(mistake: .measuredEarly).id == "self-sizing-header.measured-early")
    #expect(SelfSizingHeader(mistake: .unguardedReassign).id == "self-sizing-header.unguarded-reassign")
  }

  @Test func summariesAreDistinctAndNotEmpty() {
    let strategies = [SelfSizingHeader()] + SelfSizingMistake.allCases.map { SelfSizingHeader(mistake: $0) }
    let summaries = strategies.map(\.summary)
    #expect(summaries.allSatisfy { !$0.isEmpty })
    #expect(Set(summaries).count == summaries.count)
  }

  @Test(arguments: [nil] + SelfSizingMistake.allCases.map { Optional($0) })
  func itBuildsTheSeedsControllerWithItsMistake(mistake: SelfSizingMistake?) {
    let strategy = SelfSizingHeader(mistake: mistake)
    let controller = strategy.makeViewController(headerText: "Title")
    #expect(controller is SelfSizingHeaderController)
    #expect(strategy.family == .selfSizingHeader)
    #expect(strategy.declaration(for: HeaderHeights(minimum: 50, maximum: 200)) == HeaderDeclaration(family: .selfSizingHeader))
  }

  @Test func settingTheTextOfAnotherControllerDoesNothing() {
    let controller = UIViewController()
    SelfSizingHeader().setHeaderText("New", in: controller)
    #expect(!controller.isViewLoaded)
  }

  @Test func settingTheTextRefreshesTheHeader() throws {
    let strategy = SelfSizingHeader()
    let controller = strategy.makeViewController(headerText: "Title") as! SelfSizingHeaderController
    controller.loadViewIfNeeded()
    let header = try #require(controller.tableView.tableHeaderView as? StackedHeaderView)
    let before = header.frame.height
    strategy.setHeaderText(SelfSizingHeaderControllerTests.seedText + " " + SelfSizingHeaderControllerTests.seedText, in: controller)
    #expect(header.labels.first?.text?.hasPrefix(SelfSizingHeaderControllerTests.seedText) == true)
    #expect(header.frame.height > before)
  }
}
