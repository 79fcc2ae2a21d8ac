/// Why a token could not be read.
public enum TokenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text was empty.
  case empty
  /// The text does not have the shape `<kind><version>-<payload>-<checksum>`.
  case malformed(String)
  /// The token belongs to another kind of payload.
  case wrongKind(found: String, expected: String)
  /// The token was written by a version this build cannot read.
  case unsupportedVersion(found: Int, supported: Int)
  /// A character outside the token alphabet, at a zero-based offset.
  case invalidCharacter(Character, position: Int)
  /// The checksum does not match: the token was mistyped, truncated or altered.
  case checksumMismatch(expected: String, found: String)
  /// The checksum matched but the payload inside does not decode.
  case invalidPayload(String)

  /// A readable explanation, suitable for showing to a user as is.
  public var description: String {
    switch self {
    case .empty:
      return "the token is empty"
    case .malformed(let reason):
      return "the token is malformed: \(reason) (expected <kind><version>-<payload>-<checksum>)"
    case .wrongKind(let found, let expected):
      return "the token is a \"\(found)\" token, but a \"\(expected)\" token is needed"
    case .unsupportedVersion(let found, let supported):
      return "the token has version \(found), but this build reads version \(supported)"
    case .invalidCharacter(let character, let position):
      return "the token has an invalid character \"\(character)\" at offset \(position)"
    case .checksumMismatch(let expected, let found):
      return "the token's checksum is \(found) but its content sums to \(expected): "
        + "it was mistyped, truncated or altered"
    case .invalidPayload(let reason):
      return "the token's payload does not decode: \(reason)"
    }
  }
}
