/// What checking a finding on its seed's own content gave.
public struct SeedContentCheck: Hashable, Sendable {
  /// The seed, e.g. "seed 003".
  public var seed: String
  /// The seed's content in words.
  public var content: String
  /// The token of a case on the seed's content that shows the same violation, if one was
  /// found (the first of the seed's own content world around the finding's case that does,
  /// `SeedContent.world(around:)`).
  public var token: String?
  /// How many cases on the seed's content were tried (up to the one that showed it).
  public var cases: Int

  /// Creates a check's result.
  public init(seed: String, content: String, token: String?, cases: Int) {
    self.seed = seed
    self.content = content
    self.token = token
    self.cases = cases
  }

  /// Whether the violation shows on the seed's own content.
  public var shows: Bool { token != nil }

  /// One line for reports.
  public var line: String {
    if let token {
      return "shows on \(seed)'s own content (\(content)): replay \(token)"
    }
    return "needs another world: not found in \(cases) cases on \(seed)'s own content (\(content))"
  }
}
