/// How many cases of a run carried each label.
public struct LabelStatistics: Sendable, Hashable, CustomStringConvertible {
  /// The number of cases that were labelled (all cases run).
  public private(set) var cases: Int = 0
  /// Cases per label.
  public private(set) var counts: [String: Int] = [:]

  /// Creates empty statistics.
  public init() {}

  /// Statistics of `cases` unlabelled cases.
  init(cases: Int) {
    self.cases = cases
  }

  /// Records one case with its labels (each label counted once per case).
  public mutating func record(_ labels: [String]) {
    cases += 1
    var counted: [String] = []
    for label in labels where !counted.contains(label) {
      counted.append(label)
      counts[label, default: 0] += 1
    }
  }

  /// The labels with their counts, most frequent first, ties by name (deterministic).
  public var sortedCounts: [(label: String, count: Int)] {
    counts.map { (label: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
  }

  /// The share of cases with `label`, in `0...1`.
  public func fraction(of label: String) -> Double {
    cases == 0 ? 0 : Double(counts[label, default: 0]) / Double(cases)
  }

  /// One line per label: `  42.0% big (42)`.
  public var description: String {
    sortedCounts.map { entry in
      let percent = (fraction(of: entry.label) * 1000).rounded() / 10
      return "  \(percent)% \(entry.label) (\(entry.count))"
    }.joined(separator: "\n")
  }
}
