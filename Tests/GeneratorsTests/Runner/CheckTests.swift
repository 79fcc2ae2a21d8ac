import Testing
@testable import Generators

@Suite struct CheckTests {
  @Test func passingPropertyReportsCasesRun() {
    let result = Check(Gen.int(in: 0...9), count: 77).run { $0 < 10 }
    guard case .passed(let cases, _) = result else {
      Issue.record("expected a pass, got \(result)")
      return
    }
    #expect(cases == 77)
  }

  @Test func failureCarriesEverythingNeededToReproduce() throws {
    let gen = Gen.int(in: 0...1000).array(count: 0...20)
    let result = Check(gen, seed: 42).run { $0.reduce(0, +) <= 100 }
    let example = try #require(result.counterexample)
    #expect(example.seed == 42)
    #expect(example.original.reduce(0, +) > 100)
    #expect(example.shrunk == [101])
    #expect(example.shrinkSteps > 0 && example.evaluations >= example.shrinkSteps)
    #expect(try gen.replay(example.replayToken) == [101])
    #expect(result.description.contains("Shrunk counterexample: [101]"))
    #expect(result.description.contains(example.replayToken.text))
  }

  @Test func messagesFromViolationsAndThrows() throws {
    struct Boom: Error {}
    let gen = Gen.int(in: 0...100)
    let violation = try #require(Check(gen).run(violation: { $0 > 10 ? "too big: \($0)" : nil }).counterexample)
    #expect(violation.message == "too big: 11")
    let thrown = try #require(Check(gen).run { (value: Int) throws -> Bool in
      if value > 5 { throw Boom() }
      return true
    }.counterexample)
    #expect(thrown.shrunk == 6)
    #expect(thrown.message?.contains("Boom") == true)
    let result = try #require(Check(gen).run { $0 > 3 ? .failed("over three") : .passed }.counterexample)
    #expect(result.message == "over three")
  }

  @Test func pinnedTokenRunsFirstAsARegressionCase() throws {
    let gen = Gen.int(in: 0...1_000_000)
    let token = ReplayToken(choices: [777_777]).text  // counts up from 0, so the choice is the value
    // The random cases would almost never find exactly this value.
    let result = Check(gen, count: 10).pinning(token).run { $0 != 777_777 }
    let example = try #require(result.counterexample)
    #expect(example.caseIndex == nil)
    #expect(example.original == 777_777)
    #expect(example.shrunk == 777_777)
    let bad = Check(gen).pinning("g1-zz-00000000").run { _ in true }
    guard case .invalid(.pinnedToken) = bad else {
      Issue.record("expected a pinned token error, got \(bad)")
      return
    }
  }

  @Test func exhaustiveCheckVisitsEveryCaseOrRefuses() throws {
    var seen = 0
    let result = Check(Gen.zip(Gen.int(in: 0...9), Gen.bool)).runExhaustively(limit: 20) { _ in
      seen += 1
      return true
    }
    guard case .passed(let cases, _) = result else {
      Issue.record("expected a pass, got \(result)")
      return
    }
    #expect(cases == 20 && seen == 20)
    let refused = Check(Gen.int(in: 0...100)).runExhaustively(limit: 100) { _ in true }
    guard case .invalid(.domainTooLarge(.exactly(101), limit: 100)) = refused else {
      Issue.record("expected a refusal, got \(refused)")
      return
    }
    let failing = Check(Gen.int(in: -20...20).array(count: 0...2)).runExhaustively { $0.reduce(0, +) > -15 }
    #expect(failing.counterexample?.shrunk == [-15])
  }
}
