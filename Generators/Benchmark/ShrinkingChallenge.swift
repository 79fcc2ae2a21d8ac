/// The shrinking challenge (github.com/jlink/shrinking-challenge) as a benchmark of the
/// shrinker: 11 challenges, 17 rows with their variants, written with the public API only,
/// as a user would write them.
///
/// The protocol: for each row and seed, at most 1,000 cases, then the default shrink
/// budget. A row reports how often a failure was found, how many distinct shrunk results
/// there were, how often the result was the canonical one, and the mean number of property
/// calls (all of them, and those spent shrinking), beside Hypothesis 6.155.2's figures under
/// the same protocol.
///
/// ```swift
/// let report = ShrinkingChallenge.run(seeds: 20)
/// print(report)
/// ```
public enum ShrinkingChallenge {
  /// Hypothesis's figures for a row: seeds with the canonical result (or found), out of how
  /// many, and the mean shrink calls (`nil` where it found nothing).
  public struct Reference: Sendable, Hashable {
    /// How many seeds gave the canonical result (for rows marked `foundOnly`, found).
    public var canonical: Int
    /// Out of how many seeds.
    public var seeds: Int
    /// Whether `canonical` counts seeds that found a failure, not canonical results.
    public var foundOnly: Bool
    /// The mean number of property calls spent shrinking.
    public var shrinkCalls: Double?
  }

  /// One row: a challenge (or a variant), its canonical answer and Hypothesis's figures.
  public struct Row: Sendable {
    /// The row's name, as in the issue's table.
    public var name: String
    /// The smallest failing value, as the row prints its results.
    public var canonical: String
    /// Hypothesis 6.155.2's figures for the row.
    public var hypothesis: Reference
    /// Runs the challenge from `seed` with at most `cases` cases.
    let run: @Sendable (_ seed: UInt64, _ cases: Int) -> Outcome
  }

  /// What one run of one row gave.
  public struct Outcome: Sendable, Hashable {
    /// Whether a failing case was found.
    public var found: Bool
    /// The shrunk result, printed (empty when nothing was found).
    public var result: String
    /// Every call of the property (generation and shrinking).
    public var calls: Int
    /// Property calls spent shrinking.
    public var shrinkCalls: Int
    /// Whether a budget stopped shrinking.
    public var budgetExhausted: Bool
    /// Per-pass evaluations and kept steps.
    public var passes: [ShrinkPassStatistics]
  }

  /// One distinct shrunk result and how many seeds gave it.
  public struct ResultCount: Sendable, Hashable {
    public var result: String
    public var seeds: Int
  }

  /// The summary of one row over every seed.
  public struct RowSummary: Sendable, Hashable {
    public var name: String
    public var seeds: Int
    public var found: Int
    public var distinct: Int
    public var canonical: Int
    public var meanCalls: Double
    /// The mean shrink calls over the seeds that found a failure (`nil` when none did).
    public var meanShrinkCalls: Double?
    public var budgetExhausted: Int
    public var hypothesis: Reference
    /// Pass statistics summed over the seeds.
    public var passes: [ShrinkPassStatistics]
    /// The distinct results, most frequent first, each with how many seeds gave it.
    public var results: [ResultCount] = []

    /// Whether every seed that found a failure gave the canonical result.
    public var isAlwaysCanonical: Bool { found > 0 && canonical == found }

    /// Mean shrink calls relative to Hypothesis's (`nil` when either is missing).
    public var shrinkCallRatio: Double? {
      guard let mine = meanShrinkCalls, let theirs = hypothesis.shrinkCalls, theirs > 0 else { return nil }
      return mine / theirs
    }
  }

  /// Runs every row (or those whose name contains `filter`) over seeds `1...seeds`.
  public static func run(seeds: Int = 20, cases: Int = 1_000, filter: String? = nil) -> [RowSummary] {
    rows.filter { filter == nil || $0.name.contains(filter!) }.map { summarise($0, seeds: seeds, cases: cases) }
  }

  /// Runs one row over seeds `1...seeds` and summarises it.
  public static func summarise(_ row: Row, seeds: Int, cases: Int = 1_000) -> RowSummary {
    let outcomes = (1...Swift.max(1, seeds)).map { row.run(UInt64($0), cases) }
    let found = outcomes.filter(\.found)
    var counts: [String: Int] = [:]
    var order: [String] = []
    for outcome in found {
      if counts[outcome.result] == nil { order.append(outcome.result) }
      counts[outcome.result, default: 0] += 1
    }
    var passes: [ShrinkPassStatistics] = []
    for outcome in found {
      for (index, pass) in outcome.passes.enumerated() {
        if index == passes.count { passes.append(ShrinkPassStatistics(name: pass.name)) }
        passes[index].evaluations += pass.evaluations
        passes[index].kept += pass.kept
        passes[index].runs += pass.runs
        passes[index].skippedLocations += pass.skippedLocations
      }
    }
    var summary = RowSummary(
      name: row.name, seeds: outcomes.count, found: found.count, distinct: counts.count,
      canonical: counts[row.canonical] ?? 0,
      meanCalls: Double(outcomes.map(\.calls).reduce(0, +)) / Double(outcomes.count),
      meanShrinkCalls: found.isEmpty ? nil : Double(found.map(\.shrinkCalls).reduce(0, +)) / Double(found.count),
      budgetExhausted: found.filter(\.budgetExhausted).count, hypothesis: row.hypothesis, passes: passes)
    summary.results = order.map { ResultCount(result: $0, seeds: counts[$0]!) }.sorted { $0.seeds > $1.seeds }
    return summary
  }

  /// Checks `gen` against `property` as the protocol says, counting every property call.
  static func outcome<Value>(
    _ gen: Gen<Value>, seed: UInt64, cases: Int, describe: (Value) -> String,
    _ property: @escaping (Value) throws -> Bool
  ) -> Outcome {
    var calls = 0
    let result = Check(gen, count: cases, seed: seed).run { (value: Value) throws -> Bool in
      calls += 1
      return try property(value)
    }
    guard let example = result.counterexample else {
      return Outcome(found: false, result: "", calls: calls, shrinkCalls: 0, budgetExhausted: false, passes: [])
    }
    return Outcome(
      found: true, result: describe(example.shrunk), calls: calls, shrinkCalls: example.evaluations,
      budgetExhausted: !example.isFullyShrunk, passes: example.shrinkPasses)
  }

  static func row<Value>(
    _ name: String, canonical: String, hypothesis: Reference, _ gen: Gen<Value>,
    describe: @escaping @Sendable (Value) -> String = { "\($0)" },
    _ property: @escaping @Sendable (Value) throws -> Bool
  ) -> Row {
    Row(name: name, canonical: canonical, hypothesis: hypothesis) { seed, cases in
      outcome(gen, seed: seed, cases: cases, describe: describe, property)
    }
  }

  static func reference(_ canonical: Int, of seeds: Int = 20, foundOnly: Bool = false, _ calls: Double?) -> Reference {
    Reference(canonical: canonical, seeds: seeds, foundOnly: foundOnly, shrinkCalls: calls)
  }

  /// The 17 rows, in the order of the issue's table.
  public static let rows: [Row] = [
    bound5(name: "bound5", maximumCount: 1, hypothesis: reference(20, 128)),
    bound5(name: "bound5 (10-element lists)", maximumCount: 10, hypothesis: reference(16, 249)),
    row(
      "large_union_list", canonical: "[[0, 1, -1, 2, -2]]", hypothesis: reference(20, 177),
      anyInt.array(count: 0...20).array(count: 0...20)
    ) { lists in Set(lists.joined()).count < 5 },
    row("reverse", canonical: "[0, 1]", hypothesis: reference(20, 11), anyInt.array(count: 0...20)) {
      $0 == $0.reversed()
    },
    row(
      "calculator", canonical: "(0 / (0 + 0))", hypothesis: reference(20, 53), Expression.generator
    ) { expression in
      try Gen.assume(expression.hasNoLiteralDivisionByZero)
      return expression.evaluate() != nil
    },
    row(
      "lengthlist", canonical: "[900]", hypothesis: reference(20, 92),
      Gen.int(in: 1...100).flatMap { count in Gen.int(in: 0...1_000).array(count: count) }
    ) { $0.max()! < 900 },
    difference("difference_zero", upTo: .max, canonical: "(10, 10)", reference(20, 29)) { $0 != 0 },
    difference("difference_small", upTo: .max, canonical: "(10, 6)", reference(4, foundOnly: true, 39)) {
      !(1...4).contains($0)
    },
    difference("difference_one", upTo: .max, canonical: "(10, 9)", reference(0, foundOnly: true, nil)) { $0 != 1 },
    difference("difference_zero, range 1k", upTo: 1_000, canonical: "(10, 10)", reference(20, 25)) { $0 != 0 },
    difference("difference_small, range 1k", upTo: 1_000, canonical: "(10, 6)", reference(20, 40)) {
      !(1...4).contains($0)
    },
    difference("difference_one, range 1k", upTo: 1_000, canonical: "(10, 9)", reference(16, of: 16, 36)) { $0 != 1 },
    row(
      "binheap", canonical: "(0, None, (0, (0, None, None), (1, None, None)))", hypothesis: reference(20, 124),
      Gen.int(in: 0...20).flatMap { Heap.generator(minimum: 0, size: $0) }, describe: { Heap.describe($0) }
    ) { heap in
      let sorted = Heap.wrongSortedList(heap)
      return sorted == sorted.sorted() && Heap.list(heap).sorted() == sorted
    },
    row(
      "coupling", canonical: "[1, 0]", hypothesis: reference(4, 39),
      Gen.int(in: 0...10).flatMap { count in Gen.int(in: 0...Swift.max(0, count - 1)).array(count: count) }
    ) { list in
      list.indices.allSatisfy { index in list[index] == index || list[list[index]] != index }
    },
    row(
      "deletion", canonical: "([0, 0], 0)", hypothesis: reference(20, 9),
      anyInt.array(count: 1...20).flatMap { list in Gen.int(in: 0...(list.count - 1)).map { (list, $0) } },
      describe: { "(\($0.0), \($0.1))" }
    ) { list, index in
      var copy = list
      let value = copy[index]
      copy.remove(at: copy.firstIndex(of: value)!)
      return !copy.contains(value)
    },
    row("distinct", canonical: "[0, 1, -1]", hypothesis: reference(20, 36), anyInt.array(count: 0...20)) {
      Set($0).count < 3
    },
    row(
      "nestedlists", canonical: "[\(Array(repeating: 0, count: 11))]", hypothesis: reference(20, 30),
      anyInt.array(count: 0...20).array(count: 0...20)
    ) { lists in lists.map(\.count).reduce(0, +) <= 10 },
  ]

  /// Integers of any size, as Hypothesis's `integers()`.
  static var anyInt: Gen<Int> { Gen.int(in: Int.min...Int.max) }

  /// bound5: five lists of 16-bit integers, each summing (with overflow) to under 256; the
  /// property says their total (with overflow) is under 5 × 256.
  static func bound5(name: String, maximumCount: Int, hypothesis: Reference) -> Row {
    let list = Gen<Int16>.integer().array(count: 0...maximumCount).filter { wrappingSum($0) < 256 }
    return row(
      name, canonical: "([], [], [], [-1], [-32768])", hypothesis: hypothesis, Gen.zip(list, list, list, list, list),
      describe: { "(\($0.0), \($0.1), \($0.2), \($0.3), \($0.4))" }
    ) { a, b, c, d, e in
      wrappingSum(a + b + c + d + e) < 5 * 256
    }
  }

  /// The sum of 16-bit integers with overflow, as NumPy's `int16` adds.
  @Sendable static func wrappingSum(_ values: [Int16]) -> Int16 { values.reduce(0, &+) }

  /// difference: two positive integers up to `upper`; fails when the first is at least 10
  /// and their distance breaks `holds`.
  static func difference(
    _ name: String, upTo upper: Int, canonical: String, _ hypothesis: Reference,
    _ holds: @escaping @Sendable (Int) -> Bool
  ) -> Row {
    let positive = Gen.int(in: 1...upper)
    return row(name, canonical: canonical, hypothesis: hypothesis, Gen.zip(positive, positive)) { x, y in
      x < 10 || holds(x > y ? x - y : y - x)
    }
  }
}

extension ShrinkingChallenge {
  /// calculator: expressions of integers, sums and divisions.
  indirect enum Expression: Sendable, CustomStringConvertible {
    case number(Int)
    case sum(Expression, Expression)
    case quotient(Expression, Expression)

    static var generator: Gen<Expression> {
      Gen<Expression>.recursive(maximumDepth: 5, base: anyInt.map(Expression.number)) { child in
        Gen.oneOf(
          anyInt.map(Expression.number),
          Gen.zip(child, child).map(Expression.sum),
          Gen.zip(child, child).map(Expression.quotient))
      }
    }

    /// No subterm divides by a literal 0.
    var hasNoLiteralDivisionByZero: Bool {
      switch self {
      case .number: return true
      case .sum(let left, let right): return left.hasNoLiteralDivisionByZero && right.hasNoLiteralDivisionByZero
      case .quotient(let left, let right):
        if case .number(0) = right { return false }
        return left.hasNoLiteralDivisionByZero && right.hasNoLiteralDivisionByZero
      }
    }

    /// The value, or `nil` on a division by zero (sums wrap; a quotient that overflows is
    /// not a division by zero and wraps too).
    func evaluate() -> Int? {
      switch self {
      case .number(let value): return value
      case .sum(let left, let right):
        guard let left = left.evaluate(), let right = right.evaluate() else { return nil }
        return left &+ right
      case .quotient(let left, let right):
        guard let left = left.evaluate(), let right = right.evaluate(), right != 0 else { return nil }
        return left.dividedReportingOverflow(by: right).partialValue
      }
    }

    var description: String {
      switch self {
      case .number(let value): return "\(value)"
      case .sum(let left, let right): return "(\(left) + \(right))"
      case .quotient(let left, let right): return "(\(left) / \(right))"
      }
    }
  }

  /// binheap: heaps (every child at least its parent), checked with a wrong to-sorted-list.
  final class Heap: Sendable {
    let head: Int
    let left: Heap?
    let right: Heap?

    init(_ head: Int, _ left: Heap?, _ right: Heap?) {
      self.head = head
      self.left = left
      self.right = right
    }

    /// Heaps of about `size` nodes whose keys are at least `minimum`. Every subtree makes
    /// its empty-or-node choice, even where the size has run out (a node's weight is then
    /// 0), so a subtree means the same wherever it moves.
    static func generator(minimum: Int, size: Int) -> Gen<Heap?> {
      Gen.frequency(
        (1, Gen.constant(nil)),
        (size > 0 ? 7 : 0, Gen.int(in: minimum...Int.max).flatMap { head in
          Gen.zip(generator(minimum: head, size: size / 2), generator(minimum: head, size: size / 2))
            .map { Optional(Heap(head, $0, $1)) }
        }))
    }

    static func merge(_ first: Heap?, _ second: Heap?) -> Heap? {
      guard let first else { return second }
      guard let second else { return first }
      if first.head <= second.head { return Heap(first.head, merge(first.right, second), first.left) }
      return Heap(second.head, merge(second.right, first), second.left)
    }

    static func list(_ heap: Heap?) -> [Int] {
      var result: [Int] = []
      var stack = [heap]
      while let top = stack.popLast() {
        guard let node = top else { continue }
        result.append(node.head)
        stack.append(node.left)
        stack.append(node.right)
      }
      return result
    }

    static func wrongSortedList(_ heap: Heap?) -> [Int] {
      guard let heap else { return [] }
      return [heap.head] + list(merge(heap.left, heap.right))
    }

    static func describe(_ heap: Heap?) -> String {
      guard let heap else { return "None" }
      return "(\(heap.head), \(describe(heap.left)), \(describe(heap.right)))"
    }
  }
}

extension ShrinkingChallenge.RowSummary: CustomStringConvertible {
  /// One line: found, distinct, canonical share, mean calls and shrink calls, beside
  /// Hypothesis's figures.
  public var description: String {
    ShrinkingChallenge.table([self])
  }
}

extension ShrinkingChallenge {
  /// A table of rows: ours beside Hypothesis's, with the goals' verdicts per row.
  public static func table(_ rows: [RowSummary], statistics: Bool = false) -> String {
    func number(_ value: Double?) -> String {
      guard let value else { return "-" }
      return String(Int(value.rounded()))
    }
    var lines = [
      "| row | found | distinct | canonical | mean calls | mean shrink calls | Hypothesis: canonical, shrink calls | ratio |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows {
      let reference = row.hypothesis
      let theirs = "\(reference.foundOnly ? "found " : "")\(reference.canonical)/\(reference.seeds), "
        + number(reference.shrinkCalls)
      let ratio = row.shrinkCallRatio.map { String(Double(Int($0 * 100)) / 100) + "x" } ?? "-"
      let exhausted = row.budgetExhausted > 0 ? " (\(row.budgetExhausted) out of budget)" : ""
      lines.append(
        "| \(row.name) | \(row.found)/\(row.seeds) | \(row.distinct) | \(row.canonical)/\(row.found)\(exhausted) | "
          + "\(number(row.meanCalls)) | \(number(row.meanShrinkCalls)) | \(theirs) | \(ratio) |")
      if statistics {
        for pass in row.passes where pass.evaluations > 0 || pass.skippedLocations > 0 {
          lines.append(
            "|   \(pass.name) | | | | | \(pass.evaluations) evaluations, \(pass.kept) kept, \(pass.runs) runs, "
              + "\(pass.skippedLocations) locations skipped | | |")
        }
        for entry in row.results.prefix(4) {
          lines.append("|   \(entry.seeds)× `\(entry.result)` | | | | | | | |")
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
