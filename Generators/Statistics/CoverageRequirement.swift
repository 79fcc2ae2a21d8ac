/// A demand that at least a share of a run's cases carry a label.
public struct CoverageRequirement: Sendable, Hashable, CustomStringConvertible {
  /// The label that must be common enough.
  public var label: String
  /// The smallest acceptable share of cases, in percent (`5` means 5 %).
  public var minimumPercent: Double

  /// Creates a requirement: `CoverageRequirement("empty", atLeastPercent: 5)`.
  public init(_ label: String, atLeastPercent minimumPercent: Double) {
    self.label = label
    self.minimumPercent = minimumPercent
  }

  /// Whether `statistics` meet this requirement.
  public func isMet(by statistics: LabelStatistics) -> Bool {
    statistics.fraction(of: label) * 100 >= minimumPercent
  }

  /// `"empty" in at least 5.0% of cases`.
  public var description: String { "\"\(label)\" in at least \(minimumPercent)% of cases" }
}

/// The coverage requirements a passing run did not meet.
public struct CoverageShortfall: Sendable, Hashable, CustomStringConvertible {
  /// The requirements that were not met.
  public var unmet: [CoverageRequirement]
  /// The labels seen over the run.
  public var statistics: LabelStatistics

  /// A readable report listing each requirement next to the share actually seen.
  public var description: String {
    let lines = unmet.map { requirement in
      let seen = (statistics.fraction(of: requirement.label) * 1000).rounded() / 10
      return "  needed \(requirement), saw \(seen)%"
    }
    return "Coverage not met over \(statistics.cases) cases:\n" + lines.joined(separator: "\n")
  }
}
