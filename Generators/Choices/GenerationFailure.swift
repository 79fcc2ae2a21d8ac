/// Why a generator could not produce a value from the choices it was given.
public enum GenerationFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// A `filter` (or a unique array) rejected this case while enumerating; the case is skipped.
  case rejected
  /// A `filter` rejected `attempts` candidates in a row and gave up.
  case filterBudgetExceeded(attempts: Int, label: String?)
  /// A unique array could not find a new distinct element in `attempts` tries.
  case uniqueElementsExhausted(attempts: Int, count: Int)
  /// A generator was built with an argument it cannot honour.
  case invalidArgument(String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .rejected:
      return "the case was rejected by a filter"
    case .filterBudgetExceeded(let attempts, let label):
      let name = label.map { " \"\($0)\"" } ?? ""
      return "filter\(name) rejected \(attempts) candidates in a row; "
        + "generate values that pass more often (for example with map) or raise the budget"
    case .uniqueElementsExhausted(let attempts, let count):
      return "unique array could not find a new distinct element after \(attempts) attempts "
        + "(had \(count) elements); the element generator has too few distinct values"
    case .invalidArgument(let message):
      return "invalid generator argument: \(message)"
    }
  }
}
