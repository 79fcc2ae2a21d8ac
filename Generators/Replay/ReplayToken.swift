/// A text token that rebuilds one case of a generator directly from its choices.
///
/// The text is a ``TokenEnvelope`` of kind `g`, version 1, whose payload is the number of
/// choices and then each choice as a LEB128 number: `g1-<base32>-<crc32>`. Replaying
/// runs the generator once on these choices, with no search.
///
/// ```swift
/// let token = try ReplayToken(parsing: "g1-aeaqcai-5c1a2b3d")
/// let value = try gen.replay(token)
/// ```
public struct ReplayToken: Sendable, Hashable, CustomStringConvertible {
  /// The envelope kind of choice-sequence tokens.
  public static let kind = "g"
  /// The payload version this build writes and reads.
  public static let version = 1

  /// The recorded choice values of the case.
  public var choices: [UInt64]

  /// Creates a token for a choice sequence.
  public init(choices: [UInt64]) {
    self.choices = choices
  }

  /// Reads a token from its text.
  /// - Throws: ``TokenError`` when the text is malformed, tampered with or of another kind.
  public init(parsing text: String) throws(TokenError) {
    let envelope = try TokenEnvelope(parsing: text, kind: Self.kind, version: Self.version)
    var index = 0
    let count = try VarInt.read(envelope.payload, at: &index)
    guard count <= UInt64(envelope.payload.count) else {
      throw .invalidPayload("announces \(count) choices in \(envelope.payload.count) bytes")
    }
    var choices: [UInt64] = []
    choices.reserveCapacity(Int(count))
    for _ in 0..<count {
      choices.append(try VarInt.read(envelope.payload, at: &index))
    }
    guard index == envelope.payload.count else {
      throw .invalidPayload("\(envelope.payload.count - index) bytes left after the choices")
    }
    self.choices = choices
  }

  /// The token text, `g1-<base32>-<crc32>`.
  public var text: String {
    var bytes: [UInt8] = []
    VarInt.append(UInt64(choices.count), to: &bytes)
    for choice in choices { VarInt.append(choice, to: &bytes) }
    return TokenEnvelope(kind: Self.kind, version: Self.version, payload: bytes).text
  }

  /// The token text.
  public var description: String { text }
}

extension Gen {
  /// Rebuilds the case a replay token records, with no search.
  ///
  /// - Throws: ``GenerationFailure`` if the choices no longer build a value (for example
  ///   the generator changed and a filter now rejects them).
  public func replay(_ token: ReplayToken) throws(GenerationFailure) -> Value {
    var draw = Draw.replaying(token.choices)
    return try generate(&draw)
  }

  /// Rebuilds a case from token text.
  ///
  /// - Throws: ``ReplayError`` when the token is unreadable or no longer builds a value.
  public func replay(_ tokenText: String) throws(ReplayError) -> Value {
    let token: ReplayToken
    do {
      token = try ReplayToken(parsing: tokenText)
    } catch {
      throw .token(error)
    }
    do {
      return try replay(token)
    } catch {
      throw .generation(error)
    }
  }
}

/// Why a replay token could not rebuild a case.
public enum ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The token text is unreadable.
  case token(TokenError)
  /// The generator could not build a value from the token's choices.
  case generation(GenerationFailure)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .token(let error): return "cannot read replay token: \(error)"
    case .generation(let error): return "cannot replay the token's case: \(error)"
    }
  }
}
