/// How large a bounded domain `scrollcheck exhaustive` enumerates.
public enum ExhaustiveBound: String, CaseIterable, Hashable, Sendable, Codable {
  /// A domain small enough to run in seconds.
  case small
  /// A domain that runs in about a minute in a release build.
  case medium
  /// The largest documented domain.
  case large
}
