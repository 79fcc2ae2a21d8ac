/// The outcome of checking a property: a value to inspect, print or turn into a test failure.
public enum CheckResult<Value> {
  /// Every case passed.
  case passed(cases: Int, labels: LabelStatistics)
  /// A case failed; the counterexample holds the shrunk case and its replay token.
  case failed(Counterexample<Value>)
  /// Every case passed but a coverage requirement was not met.
  case coverageUnmet(CoverageShortfall)
  /// The check could not run (generation failure, refused enumeration, bad pinned token).
  case invalid(CheckError)

  /// Whether the check passed.
  public var isPassed: Bool {
    if case .passed = self { return true }
    return false
  }

  /// The counterexample, when a case failed.
  public var counterexample: Counterexample<Value>? {
    if case .failed(let counterexample) = self { return counterexample }
    return nil
  }
}

extension CheckResult: CustomStringConvertible {
  /// A readable report; for a failure it includes the shrunk case and the replay token.
  public var description: String {
    switch self {
    case .passed(let cases, let labels):
      let table = labels.counts.isEmpty ? "" : "\n" + labels.description
      return "Passed \(cases) cases.\(table)"
    case .failed(let counterexample): return counterexample.description
    case .coverageUnmet(let shortfall): return shortfall.description
    case .invalid(let error): return "Check error: \(error)"
    }
  }
}
