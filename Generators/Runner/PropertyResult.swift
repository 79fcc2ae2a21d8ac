/// What a property says about one case.
public enum PropertyResult: Sendable, Hashable {
  /// The case satisfies the property.
  case passed
  /// The case breaks the property, with an optional explanation.
  case failed(String?)

  /// `.passed` for `true`, `.failed(nil)` for `false`.
  public init(_ holds: Bool) {
    self = holds ? .passed : .failed(nil)
  }

  /// `.passed` for `nil`, otherwise a failure carrying the violation message.
  public init(violation: String?) {
    self = violation.map { .failed($0) } ?? .passed
  }

  /// Whether the case failed.
  public var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }
}
