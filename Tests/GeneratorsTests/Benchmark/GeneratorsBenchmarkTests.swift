import Testing
@testable import Generators

@Suite struct GeneratorsBenchmarkTests {
  @Test func bothLoopsDrawTheSameNumbers() {
    let result = GeneratorsBenchmark.run(cases: 2_000, repetitions: 1)
    #expect(result.drewSameNumbers)
    #expect(result.casesPerSecond > 0 && result.ratio > 0)
    #expect(result.description.contains("ratio"))
  }
}
