/// A versioned, checksummed text wrapping for any byte payload: `<kind><version>-<payload>-<crc>`.
///
/// The payload is lowercase base32 and the checksum is the CRC-32 of the kind, version
/// and payload, as eight hex digits. Other modules encode their own payloads with it
/// (for example a whole scenario), choosing their own kind tag.
///
/// ```swift
/// let text = TokenEnvelope(kind: "s", version: 1, payload: bytes).text  // "s1-...-1a2b3c4d"
/// let back = try TokenEnvelope(parsing: text, kind: "s", version: 1)
/// ```
public struct TokenEnvelope: Sendable, Hashable {
  /// The payload family, lowercase ASCII letters (for example `g` for choice sequences).
  public var kind: String
  /// The payload format version, at least 1.
  public var version: Int
  /// The bytes carried.
  public var payload: [UInt8]

  /// Wraps a payload; `kind` must be lowercase letters and `version` positive (checked when encoding).
  public init(kind: String, version: Int, payload: [UInt8]) {
    self.kind = kind
    self.version = version
    self.payload = payload
  }

  /// The token text.
  public var text: String {
    let head = "\(kind)\(version)"
    let sum = CRC32.checksum(Array(head.utf8) + payload)
    return "\(head)-\(Base32.encode(payload))-\(hex(sum))"
  }

  /// Reads a token, checking its shape, kind, version and checksum.
  ///
  /// Surrounding whitespace is ignored; base32 is accepted in either case.
  /// - Throws: ``TokenError`` describing the first problem found.
  public init(parsing text: String, kind expectedKind: String, version supported: Int) throws(TokenError) {
    let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
    let token = String(trimmed)
    guard !token.isEmpty else { throw .empty }
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      let dashes = parts.count - 1
      throw .malformed("it has \(dashes == 0 ? "no dash" : dashes == 1 ? "1 dash" : "\(dashes) dashes"), not 2")
    }
    let head = parts[0]
    let letters = head.prefix { $0.isASCII && $0.isLetter }
    let digits = head.dropFirst(letters.count)
    guard !letters.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let version = Int(digits)
    else {
      throw .malformed("\"\(head)\" is not a kind followed by a version number")
    }
    guard letters.lowercased() == expectedKind else {
      throw .wrongKind(found: letters.lowercased(), expected: expectedKind)
    }
    guard version == supported else { throw .unsupportedVersion(found: version, supported: supported) }
    let payload = try Base32.decode(parts[1], offset: head.count + 1)
    let checksumText = parts[2].lowercased()
    guard checksumText.count == 8, let found = UInt32(checksumText, radix: 16) else {
      throw .malformed("checksum \"\(parts[2])\" is not eight hex digits")
    }
    let normalizedHead = "\(expectedKind)\(version)"
    let expected = CRC32.checksum(Array(normalizedHead.utf8) + payload)
    guard expected == found else {
      throw .checksumMismatch(expected: hex(expected), found: checksumText)
    }
    self.init(kind: expectedKind, version: version, payload: payload)
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 8 - digits.count) + digits
}
