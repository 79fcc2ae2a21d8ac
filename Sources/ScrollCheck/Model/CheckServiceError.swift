/// Errors a `CheckService` throws for the command to report.
public enum CheckServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The replay token is malformed, tampered with, or of an unknown version (a usage error:
  /// exit 64).
  case invalidToken(String)
  /// An identifier in a request is not in the catalog (a usage error: exit 64).
  case unknownIdentifier(String)
  /// The exhaustive domain is larger than the limit the service accepts (exit 1).
  case domainTooLarge(size: Int, limit: Int)
  /// The service cannot do what was asked (exit 1), with the reason.
  case unavailable(String)
  /// A request or a strategy asks for something that makes no sense (a count below 1, a
  /// declaration whose minimum exceeds its maximum), with the problem (exit 64).
  case invalidInput(String)

  public var description: String {
    switch self {
    case .invalidToken(let reason): return "Invalid replay token: \(reason)"
    case .unknownIdentifier(let id): return "Unknown identifier '\(TerminalText.escaped(id))'"
    case .invalidInput(let problem): return "Invalid input: \(problem)"
    case .domainTooLarge(let size, let limit):
      return "The exhaustive domain has \(size) scenarios, more than the limit of \(limit)"
    case .unavailable(let reason): return reason
    }
  }

  /// Whether the command should treat this as bad usage (exit 64).
  public var isUsageError: Bool {
    switch self {
    case .invalidToken, .unknownIdentifier, .invalidInput: return true
    case .domainTooLarge, .unavailable: return false
    }
  }
}
