import Testing
@testable import Generators

@Suite struct SplitMix64Tests {
  @Test func matchesThePublishedReferenceOutputs() {
    var random = SplitMix64(seed: 1234567)
    let outputs = (0..<5).map { _ in random.next() }
    #expect(outputs == [
      6457827717110365317, 3203168211198807973, 9817491932198370423,
      4593380528125082431, 16408922859458223821,
    ])
  }

  @Test func differentSeedsGiveDifferentStreams() {
    var a = SplitMix64(seed: 1)
    var b = SplitMix64(seed: 2)
    #expect(a.next() != b.next())
  }
}
