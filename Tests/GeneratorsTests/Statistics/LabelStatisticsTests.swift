import Testing
@testable import Generators

@Suite struct LabelStatisticsTests {
  @Test func countsEachLabelOncePerCaseInAStableOrder() {
    var statistics = LabelStatistics()
    statistics.record(["b", "a", "a"])
    statistics.record(["a"])
    statistics.record([])
    #expect(statistics.cases == 3)
    #expect(statistics.sortedCounts.map(\.label) == ["a", "b"])
    #expect(statistics.fraction(of: "a") == 2.0 / 3.0)
  }

  @Test func labelsAreReportedWithAPassingRun() {
    let result = Check(Gen.int(in: 0...99), count: 400)
      .classified("small") { $0 < 10 }
      .labeled { $0 % 2 == 0 ? "even" : nil }
      .run { _ in true }
    guard case .passed(_, let labels) = result else {
      Issue.record("expected a pass, got \(result)")
      return
    }
    #expect(labels.cases == 400)
    #expect(labels.fraction(of: "even") > 0.4)
    #expect(labels.fraction(of: "small") > 0.1)
  }
}
