import Generators

/// A replay token for one finding: the strategy, the invariant and the whole shrunk
/// scenario, versioned and checksummed (`sc1-<base32>-<crc32>`).
///
/// The token encodes the scenario itself, not a seed or a choice sequence, so it rebuilds
/// the same world after the generators change.
public struct FindingToken: Hashable, Sendable {
  /// The token kind and format version.
  public static let kind = "sc"
  public static let version = 1

  public var strategyID: String
  public var invariantID: String
  public var scenario: Scenario

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
    return TokenEnvelope(kind: Self.kind, version: Self.version, payload: writer.bytes).text
  }

  /// Reads a token; a malformed or altered token is a readable error.
  public init(parsing text: String) throws {
    let envelope = try TokenEnvelope(parsing: text, kind: Self.kind, version: Self.version)
    var reader = ByteReader(bytes: envelope.payload)
    strategyID = try reader.readString()
    invariantID = try reader.readString()
    scenario = try reader.readScenario()
    guard reader.isAtEnd else {
      throw ScenarioCoding.DecodingError(reason: "\(reader.remaining) bytes left over")
    }
  }
}
