import Testing
@testable import Generators

@Suite struct AssumeTests {
  @Test func discardedCasesDoNotCountAndNeverFail() {
    var calls = 0
    let result = Check(Gen.int(in: 0...9), count: 50, seed: 1).run { (value: Int) throws -> Bool in
      calls += 1
      try Gen.assume(value % 2 == 0)
      return value % 2 == 0
    }
    guard case .passed(let cases, _) = result else {
      Issue.record("expected a pass, got \(result)")
      return
    }
    #expect(cases == 50)
    #expect(calls > 50)
  }

  @Test func shrinkingTreatsADiscardAsNotFailing() throws {
    let result = Check(Gen.int(in: 0...1_000), seed: 2).run { (value: Int) throws -> Bool in
      try Gen.assume(value % 2 == 1)
      return value < 100
    }
    #expect(result.counterexample?.shrunk == 101)
  }

  @Test func theHealthCheckFailsClearlyWhenMostCasesAreDiscarded() {
    let result = Check(Gen.int(in: 0...1_000), count: 100, seed: 3).run { (value: Int) throws -> Bool in
      try Gen.assume(value == 7)
      return true
    }
    guard case .invalid(.tooManyDiscards(let discarded, let valid, _)) = result else {
      Issue.record("expected the discard health check, got \(result)")
      return
    }
    #expect(discarded == 1_000 && valid < discarded)
    #expect(result.description.contains("health check failed"))
    #expect(PropertyResult.discarded.isFailure == false)
  }
}
