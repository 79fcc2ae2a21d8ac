import Testing
@testable import Generators

@Suite struct TokenEnvelopeTests {
  @Test func roundTripsAnyPayload() throws {
    for payload: [UInt8] in [[], [0], [255], Array(0...255), [1, 2, 3, 4, 5]] {
      let text = TokenEnvelope(kind: "s", version: 3, payload: payload).text
      #expect(text.hasPrefix("s3-"))
      let back = try TokenEnvelope(parsing: text, kind: "s", version: 3)
      #expect(back.payload == payload)
    }
  }

  @Test func acceptsSurroundingWhitespaceAndUppercase() throws {
    let text = TokenEnvelope(kind: "s", version: 1, payload: [9, 8, 7]).text
    #expect(try TokenEnvelope(parsing: "  \(text.uppercased())\n", kind: "s", version: 1).payload == [9, 8, 7])
  }

  @Test func rejectsMalformedTokensWithReadableErrors() {
    let good = TokenEnvelope(kind: "s", version: 1, payload: [1, 2, 3]).text
    #expect(throws: TokenError.empty) { try TokenEnvelope(parsing: "  ", kind: "s", version: 1) }
    #expect(throws: TokenError.malformed("it has 1 dash, not 2")) {
      try TokenEnvelope(parsing: "s1-abc", kind: "s", version: 1)
    }
    #expect(throws: TokenError.malformed("it has no dash, not 2")) {
      try TokenEnvelope(parsing: "s1abc", kind: "s", version: 1)
    }
    #expect(throws: TokenError.malformed("it has 3 dashes, not 2")) {
      try TokenEnvelope(parsing: "s1-a-b-c", kind: "s", version: 1)
    }
    #expect(throws: TokenError.wrongKind(found: "g", expected: "s")) {
      try TokenEnvelope(parsing: good.replacingOccurrences(of: "s1-", with: "g1-"), kind: "s", version: 1)
    }
    #expect(throws: TokenError.unsupportedVersion(found: 2, supported: 1)) {
      try TokenEnvelope(parsing: "s2" + good.dropFirst(2), kind: "s", version: 1)
    }
    do {
      _ = try TokenEnvelope(parsing: "s1-ab!c-00000000", kind: "s", version: 1)
      Issue.record("accepted an invalid character")
    } catch {
      #expect(error == .invalidCharacter("!", position: 5))
      #expect(error.description.contains("invalid character \"!\" at offset 5"))
    }
  }
}

extension String {
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
