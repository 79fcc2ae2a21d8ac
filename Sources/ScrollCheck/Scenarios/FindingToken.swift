import Generators

/// A replay token for one finding: the strategy, the invariant and the whole shrunk
/// scenario, versioned and checksummed (`sc1-<base32>-<crc32>`).
///
/// The token encodes the scenario itself, not a seed or a choice sequence, so it rebuilds
/// the same world after the generators change.
public struct FindingToken: Hashable, Sendable {
  /// The token kind, the prefix of every token.
  public static let kind = "sc"
  /// The token format version, written after the kind.
  public static let version = 1
  /// The longest token accepted, in bytes: far above any shrunk scenario's (a few hundred),
  /// so that a hand-made token cannot ask the engine for hours of work.
  public static let maximumLength = 16_384

  /// The identifier of the strategy that broke the invariant.
  public var strategyID: String
  /// The identifier of the invariant broken.
  public var invariantID: String
  /// The shrunk scenario that breaks it.
  public var scenario: Scenario

  /// Creates a token for a strategy, an invariant and the scenario that breaks it.
  public init(strategyID: String, invariantID: String, scenario: Scenario) {
    self.strategyID = strategyID
    self.invariantID = invariantID
    self.scenario = scenario
  }

  /// The token text.
  public var text: String {
    var writer = ByteWriter()
    writer.write(strategyID)
    writer.write(invariantID)
    writer.write(scenario)
    // Settings added after the first format (frame pacing, ...), only when not default.
    writer.writeFields(of: scenario, using: ScenarioField.all)
    return TokenEnvelope(kind: Self.kind, version: Self.version, payload: writer.bytes).text
  }

  /// Reads a token; a malformed or altered token is a readable error.
  public init(parsing text: String) throws {
    guard text.utf8.count <= Self.maximumLength else {
      throw ScenarioCoding.DecodingError(
        reason: "the token is \(text.utf8.count) bytes long; tokens are at most \(Self.maximumLength)")
    }
    let envelope = try TokenEnvelope(parsing: text, kind: Self.kind, version: Self.version)
    var reader = ByteReader(bytes: envelope.payload)
    strategyID = try reader.readString()
    invariantID = try reader.readString()
    var scenario = try reader.readScenario()
    try reader.readFields(into: &scenario, using: ScenarioField.all)
    self.scenario = scenario
    guard reader.isAtEnd else {
      throw ScenarioCoding.DecodingError(reason: "\(reader.remaining) bytes left over")
    }
  }
}
