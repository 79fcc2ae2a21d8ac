import Testing
@testable import Generators

@Suite struct ReplayTokenTests {
  @Test func goldenText() {
    #expect(ReplayToken(choices: [1, 101, 0]).text == "g1-amawkaa-338f554c")
    #expect(ReplayToken(choices: []).text == "g1-aa-74840305")
  }

  @Test func roundTripsChoicesIncludingExtremes() throws {
    let choices: [UInt64] = [0, 1, 127, 128, 300, 1 << 53, .max, .max - 1]
    #expect(try ReplayToken(parsing: ReplayToken(choices: choices).text).choices == choices)
  }

  @Test func rebuildsTheShrunkCaseWithoutSearch() throws {
    let gen = Gen.zip(Gen.int(in: 0...1000).array(count: 0...20), Tree.trees())
    let example = try #require(Check(gen, seed: 3).run { $0.0.reduce(0, +) <= 100 || $0.1.depth < 2 }.counterexample)
    let rebuilt = try gen.replay(example.replayToken.text)
    #expect(rebuilt.0 == example.shrunk.0 && rebuilt.1 == example.shrunk.1)
  }

  @Test func everyTamperedCharacterIsDetected() {
    let text = ReplayToken(choices: [3, 14, 15, 92, 65]).text
    for index in text.indices where text[index] != "-" && index != text.startIndex {
      var tampered = text
      tampered.replaceSubrange(index...index, with: text[index] == "a" ? "b" : "a")
      #expect(throws: TokenError.self) { try ReplayToken(parsing: tampered) }
    }
  }

  @Test func checksumMismatchIsExplained() throws {
    let text = ReplayToken(choices: [7]).text
    let tampered = "g1-aeaa" + text.drop { $0 != "-" }.dropFirst().drop { $0 != "-" }
    do {
      _ = try ReplayToken(parsing: tampered)
      Issue.record("accepted a tampered token")
    } catch {
      guard case .checksumMismatch = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(error.description.contains("mistyped, truncated or altered"))
    }
  }

  @Test func unreadableTokenGivesATypedReplayError() {
    #expect(throws: ReplayError.self) { try Gen.int(in: 0...9).replay("nonsense") }
  }
}
