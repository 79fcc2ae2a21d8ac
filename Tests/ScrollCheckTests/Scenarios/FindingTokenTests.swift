import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct FindingTokenTests {
  static let token = FindingToken(
    strategyID: "stretchy-table-header.published", invariantID: "no-gap",
    scenario: ScenarioSamples.simple(rows: 1, script: [.drag(translation: 90, moves: 4), .release]))

  @Test func generatedScenariosRoundTripThroughTheText() throws {
    let scenarios = try ScenarioSamples.generated(count: 25, seed: 21)
    for (index, scenario) in scenarios.enumerated() {
      let token = FindingToken(strategyID: "strategy.\(index)", invariantID: "invariant-\(index)", scenario: scenario)
      let text = token.text
      #expect(try FindingToken(parsing: text) == token)
      #expect(try FindingToken(parsing: "  \(text.uppercased())\n") == token)
    }
  }

  @Test func hasTheDocumentedShape() {
    let parts = Self.token.text.split(separator: "-", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts[0] == "sc1")
    #expect(parts[1].allSatisfy { "abcdefghijklmnopqrstuvwxyz234567".contains($0) })
    #expect(parts[2].count == 8 && parts[2].allSatisfy(\.isHexDigit))
  }

  /// Reads `text`, expecting an error whose description reads as a sentence about the token.
  func expectReadableError(_ text: String, mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      let parsed = try FindingToken(parsing: text)
      Issue.record("parsed \(parsed.strategyID)", sourceLocation: sourceLocation)
    } catch {
      let description = "\(error)"
      #expect(description.contains("token"), "\(description)", sourceLocation: sourceLocation)
      for word in words {
        #expect(description.contains(word), "\(description)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func truncatedTokensAreReadableErrors() {
    let text = Self.token.text
    expectReadableError("", mentioning: ["empty"])
    expectReadableError(String(text.dropLast()), mentioning: ["checksum"])
    expectReadableError(String(text.dropLast(9)), mentioning: ["malformed"])
    let parts = text.split(separator: "-")
    let shortened = "\(parts[0])-\(parts[1].dropLast(8))-\(parts[2])"
    expectReadableError(shortened, mentioning: ["checksum", "altered"])
    for length in stride(from: 0, to: text.count, by: 7) {
      #expect(throws: (any Error).self) { try FindingToken(parsing: String(text.prefix(length))) }
    }
  }

  @Test func tamperedTokensAreReadableErrors() {
    let text = Array(Self.token.text)
    for position in [4, 10, text.count / 2, text.count - 12] {
      var tampered = text
      tampered[position] = tampered[position] == "a" ? "b" : "a"
      expectReadableError(String(tampered), mentioning: ["checksum"])
    }
    var badCharacter = text
    badCharacter[6] = "!"
    expectReadableError(String(badCharacter), mentioning: ["invalid character"])
  }

  @Test func wrongKindsAndVersionsAreReadableErrors() {
    let payload = TokenEnvelope(kind: "sc", version: 1, payload: []).payload
    expectReadableError(TokenEnvelope(kind: "g", version: 1, payload: payload).text, mentioning: ["\"g\" token"])
    expectReadableError(TokenEnvelope(kind: "sc", version: 2, payload: payload).text, mentioning: ["version 2"])
    expectReadableError("sc-abc-00000000", mentioning: ["malformed"])
  }

  @Test func aChecksummedPayloadThatDoesNotDecodeIsAReadableError() throws {
    var writer = ByteWriter()
    writer.write("stretchy-table-header.fixed")
    writer.write("clamped")
    let noScenario = TokenEnvelope(kind: "sc", version: 1, payload: writer.bytes).text
    expectReadableError(noScenario, mentioning: ["does not decode", "ends too early"])
    writer.write(ScenarioSamples.simple())
    let exact = TokenEnvelope(kind: "sc", version: 1, payload: writer.bytes).text
    #expect(try FindingToken(parsing: exact).scenario == ScenarioSamples.simple())
    // Bytes after the scenario are read as tagged settings (frame pacing, ...): junk there is
    // a readable error too.
    let trailing = TokenEnvelope(kind: "sc", version: 1, payload: writer.bytes + [0, 0]).text
    // After the scenario only tagged settings may follow (ScenarioField); garbage is not one.
    expectReadableError(trailing, mentioning: ["setting"])
  }
}
