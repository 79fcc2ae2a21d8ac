import Testing

@testable import ScrollCheck

@Suite struct ParallelCellsTests {
  @Test func resultsComeBackInJobOrderAndProgressEndsAtTheCount() {
    var reported: [Int] = []
    let results = ParallelCells.map(count: 50, progress: { reported.append($0) }) { index in
      // Uneven work so that jobs finish out of order.
      var sum = 0
      for value in 0..<((50 - index) * 2000) { sum &+= value }
      return (index, sum)
    }
    #expect(results.map(\.0) == Array(0..<50))
    #expect(reported.last == 50)
    #expect(reported == reported.sorted())
  }

  @Test func noJobsIsNoResults() {
    var reported: [Int] = []
    #expect(ParallelCells.map(count: 0, progress: { reported.append($0) }) { $0 }.isEmpty)
    #expect(reported.allSatisfy { $0 == 0 })
  }

  @Test func aCappedNumberOfWorkersGivesTheSameResultsInOrder() {
    for threads in [1, 2, 5] {
      let results = ParallelCells.map(count: 30, threads: threads, progress: { _ in }) { $0 * $0 }
      #expect(results == (0..<30).map { $0 * $0 })
    }
    #expect(ParallelCells.map(count: 0, threads: 2, progress: { _ in }) { $0 }.isEmpty)
  }
}
