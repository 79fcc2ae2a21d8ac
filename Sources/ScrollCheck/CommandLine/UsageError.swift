/// Bad usage of the command: printed as `Error: <message>` followed by the usage, exit 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, as one sentence.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
