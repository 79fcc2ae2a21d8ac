import Testing
@testable import Generators

@Suite struct GenFilterTests {
  @Test func keepsOnlyAcceptedValues() throws {
    let odds = try Gen.int(in: 0...99).filter { $0 % 2 == 1 }.samples(count: 300, seed: 1)
    #expect(odds.allSatisfy { $0 % 2 == 1 })
  }

  @Test func rejectingTooMuchIsAClearErrorNotAHang() {
    let impossible = Gen.int(in: 0...1000).filter("negative", budget: 50) { $0 < 0 }
    #expect(throws: GenerationFailure.filterBudgetExceeded(attempts: 50, label: "negative")) {
      try impossible.samples(count: 1)
    }
    let result = Check(impossible).run { _ in true }
    guard case .invalid(.generation(.filterBudgetExceeded, caseIndex: 0, _)) = result else {
      Issue.record("expected a filter budget error, got \(result)")
      return
    }
    #expect(result.description.contains("filter \"negative\" rejected 50 candidates"))
  }
}
