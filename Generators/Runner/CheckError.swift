/// Why a check could not run to a verdict.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The generator failed to build case `caseIndex` (for example a filter budget ran out).
  case generation(GenerationFailure, caseIndex: Int, seed: UInt64)
  /// An exhaustive check was refused because the domain is larger than the limit.
  case domainTooLarge(DomainSize, limit: UInt64)
  /// A pinned regression token could not be replayed.
  case pinnedToken(String, ReplayError)
  /// Enumeration visited a different number of cases than it announced (a library bug).
  case enumerationMismatch(announced: UInt64, visited: UInt64)
  /// Health check: most generated cases were discarded by ``Gen/assume(_:)``.
  case tooManyDiscards(discarded: Int, valid: Int, seed: UInt64)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .generation(let failure, let index, let seed):
      return "could not generate case \(index + 1) (seed \(seed)): \(failure)"
    case .domainTooLarge(let size, let limit):
      return "exhaustive check refused: the domain has \(size), more than the limit of \(limit)"
    case .pinnedToken(let token, let error):
      return "pinned token \(token): \(error)"
    case .enumerationMismatch(let announced, let visited):
      return "enumeration announced \(announced) cases but visited \(visited)"
    case .tooManyDiscards(let discarded, let valid, let seed):
      return "health check failed (seed \(seed)): \(discarded) cases were discarded by assume and only "
        + "\(valid) were valid; generate values that meet the precondition directly "
        + "(with map, flatMap or a narrower range) instead of discarding most of them"
    }
  }
}
