import Testing
@testable import Generators

@Suite struct SpanTests {
  @Test func listsRecordTheListAndEachElementWithItsFlag() throws {
    let gen = Gen.int(in: 0...9).array(count: 0...5)
    var draw = Draw.replaying([1, 7, 1, 3, 0])
    #expect(try gen.generate(&draw) == [7, 3])
    let lists = draw.spans.filter { $0.kind == .list }
    let elements = draw.spans.filter { $0.kind == .element }
    #expect(lists.count == 1 && lists[0].range == 0..<5)
    #expect(elements.map(\.range) == [0..<2, 2..<4])
    #expect(elements.allSatisfy { draw.spans[$0.parent].kind == .list })
  }

  @Test func branchesRecursionFlatMapAndFiltersNest() throws {
    let gen = Gen.int(in: 1...3).flatMap { n in Gen.oneOf(Gen.int(in: 0...9), Gen.int(in: 10...19)).array(count: n) }
    var draw = Draw.replaying([1, 1, 4, 0, 2])
    #expect(try gen.generate(&draw) == [14, 2])
    let inner = try #require(draw.spans.first { $0.kind == .flatMapInner })
    #expect(inner.range == 1..<5)
    let fixed = try #require(draw.spans.first { $0.kind == .fixedList })
    #expect(fixed.range == inner.range)
    #expect(draw.spans.filter { $0.kind == .branch }.map(\.range) == [1..<3, 3..<5])
  }

  @Test func randomCasesRecordNoSpans() throws {
    var draw = Draw.random(seed: 1, size: 50, isRecording: false)
    _ = try Gen.int(in: 0...9).array(count: 0...5).generate(&draw)
    #expect(draw.spans.isEmpty && draw.recorded.isEmpty)
  }

  @Test func signedRangesRecordTheirLowerBound() throws {
    var draw = Draw.replaying([3, 3, 3])
    _ = try Gen.zip(Gen.int(in: -5...5), Gen.int(in: 0...5), Gen.int(in: -5...0)).generate(&draw)
    #expect(draw.recorded.map(\.signedLower) == [-5, 0, 0])
  }

  @Test func doublesSuggestTheNearestIntegers() throws {
    let gen = Gen.double(in: -100...100)
    var draw = Draw.replaying([4, 0, 1 << 51])  // a quarter of the way to 100: 25.0... in kind 4
    let value = try gen.generate(&draw)
    #expect(value == 25)
    #expect(draw.simplerForms.contains { $0.replacement == [0, 49] })  // 25 on the integer grid
  }
}
