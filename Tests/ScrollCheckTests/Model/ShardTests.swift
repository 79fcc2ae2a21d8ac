import Testing

@testable import ScrollCheck

/// `--shard I/N`: the slices partition the cells of a run and the domain of every exhaustive
/// cell; `merge` sees an incident only where the single run would have.
@Suite struct ShardTests {
  @Test func theSlicesPartitionAnyDomain() throws {
    for size in [0, 1, 7, 32, 33] {
      for count in 1...5 {
        let shards = (1...count).map { Shard(parsing: "\($0)/\(count)")! }
        for index in 0..<size {
          #expect(shards.filter { $0.holds(index) }.count == 1, "\(index) of \(size) in \(count) shards")
        }
        #expect(shards.map { $0.size(ofDomain: size) }.reduce(0, +) == size)
        for shard in shards {
          #expect(shard.size(ofDomain: size) == (0..<size).filter(shard.holds).count)
        }
      }
    }
    #expect(Shard(parsing: "0/3") == nil)
    #expect(Shard(parsing: "4/3") == nil)
  }

  /// The single run stops a cell at its first violation and then shrinks it: a case after
  /// that violation never runs, a shrinking candidate runs only for that violation.
  @Test func anIncidentCountsOnlyWhereTheSingleRunWouldHaveRunTheCase() {
    let walk = IncidentPosition(index: 5, whileShrinking: false)
    #expect(walk.isSeen(before: nil))
    #expect(walk.isSeen(before: 6))
    #expect(!walk.isSeen(before: 5))
    let shrinking = IncidentPosition(index: 9, whileShrinking: true)
    #expect(shrinking.isSeen(before: 9))
    #expect(!shrinking.isSeen(before: 4))
    #expect(!shrinking.isSeen(before: nil))
    #expect(walk < shrinking && IncidentPosition(index: 9, whileShrinking: false) < shrinking)
  }
}
