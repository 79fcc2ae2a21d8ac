/// Shrinks a failing choice sequence to a shortlex-minimal one that still fails.
///
/// Deterministic: the passes run in a fixed order until a whole round changes nothing
/// (a fixed point) or a budget runs out. A candidate is kept only when it still fails and
/// the choices it actually consumed are shortlex-smaller than the best so far, so every
/// step makes progress and the value is always rebuilt from its choices (shrinking goes
/// through `map`, `flatMap`, `filter` and recursion without knowing about them).
struct Shrinker<Value> {
  /// The outcome of replaying one candidate.
  struct Failure {
    var value: Value
    var choices: [UInt64]
    var message: String?
  }

  /// Replays a candidate; returns the failure if it still fails, `nil` otherwise.
  let evaluate: ([UInt64]) -> Failure?
  private(set) var best: Failure
  private(set) var steps = 0
  private(set) var evaluations = 0
  private(set) var stoppedBy: ShrinkLimit?
  private let budget: ShrinkBudget
  private let deadline: ContinuousClock.Instant
  private var seen: Set<[UInt64]> = []

  init(start: Failure, budget: ShrinkBudget, evaluate: @escaping ([UInt64]) -> Failure?) {
    self.best = start
    self.budget = budget
    self.evaluate = evaluate
    self.deadline = ContinuousClock.now.advanced(by: budget.time)
    seen.insert(start.choices)
  }

  /// Runs all passes to a fixed point or until a budget stops them.
  ///
  /// Passes: delete runs of 8 down to 1 choices; zero runs; minimise each choice by binary
  /// search; sort runs ascending; move value between neighbours; and, when those are
  /// stuck, lower a choice while retrying small values for a neighbour.
  mutating func run() {
    if budget.evaluations <= 0 {
      stoppedBy = .evaluations
      return
    }
    while stoppedBy == nil {
      var improved = false
      improved = deleteRuns() || improved
      improved = zeroRuns() || improved
      improved = minimiseEach() || improved
      improved = sortRuns() || improved
      improved = redistribute() || improved
      // The costlier pass runs only once the cheap ones are stuck.
      if !improved { improved = lowerAndRetarget() }
      if !improved { break }
    }
  }

  /// Tries `candidate`; keeps it if it still fails and is simpler. Returns whether it was kept.
  @discardableResult
  mutating func consider(_ candidate: [UInt64]) -> Bool {
    guard stoppedBy == nil else { return false }
    guard isShortLexLess(candidate, best.choices), seen.insert(candidate).inserted else { return false }
    if evaluations >= budget.evaluations {
      stoppedBy = .evaluations
      return false
    }
    if ContinuousClock.now >= deadline {
      stoppedBy = .time
      return false
    }
    evaluations += 1
    guard let failure = evaluate(candidate), isShortLexLess(failure.choices, best.choices) else {
      return false
    }
    best = failure
    steps += 1
    return true
  }

  private static var runLengths: [Int] { [8, 7, 6, 5, 4, 3, 2, 1] }

  /// Deletes runs of choices, longest first, from the end backward.
  mutating func deleteRuns() -> Bool {
    var improved = false
    for length in Self.runLengths {
      var start = best.choices.count - length
      while start >= 0 && stoppedBy == nil {
        var candidate = best.choices
        if start + length <= candidate.count {
          candidate.removeSubrange(start..<(start + length))
          if consider(candidate) { improved = true }
        }
        start -= 1
      }
    }
    return improved
  }

  /// Sets runs of choices to zero.
  mutating func zeroRuns() -> Bool {
    var improved = false
    for length in Self.runLengths {
      var start = 0
      while start + length <= best.choices.count && stoppedBy == nil {
        let range = start..<(start + length)
        if best.choices[range].contains(where: { $0 != 0 }) {
          var candidate = best.choices
          candidate.replaceSubrange(range, with: repeatElement(0, count: length))
          if consider(candidate) { improved = true }
        }
        start += 1
      }
    }
    return improved
  }

  /// Minimises each choice on its own by binary search.
  mutating func minimiseEach() -> Bool {
    var improved = false
    var index = 0
    while index < best.choices.count && stoppedBy == nil {
      if minimise(at: index) { improved = true }
      index += 1
    }
    return improved
  }

  /// Finds the smallest value for one choice that still fails, assuming monotonicity.
  private mutating func minimise(at index: Int) -> Bool {
    let original = best.choices[index]
    guard original > 0 else { return false }
    if replacing(index, with: 0) { return true }
    var low: UInt64 = 0  // known to pass (or be invalid)
    var high = original  // known to fail
    var improved = false
    while high - low > 1 && stoppedBy == nil {
      let middle = low + (high - low) / 2
      if replacing(index, with: middle) {
        improved = true
        guard index < best.choices.count else { break }
        high = Swift.min(middle, best.choices[index])
      } else {
        low = middle
      }
    }
    return improved
  }

  private mutating func replacing(_ index: Int, with value: UInt64) -> Bool {
    guard index < best.choices.count else { return false }
    var candidate = best.choices
    candidate[index] = value
    return consider(candidate)
  }

  /// Sorts runs of choices ascending, so smaller choices come first.
  mutating func sortRuns() -> Bool {
    var improved = false
    for length in [8, 4, 2] {
      var start = 0
      while start + length <= best.choices.count && stoppedBy == nil {
        let range = start..<(start + length)
        var candidate = best.choices
        candidate[range].sort()
        if candidate != best.choices && consider(candidate) { improved = true }
        start += 1
      }
    }
    return improved
  }

  /// Moves value from a choice to one of its next four neighbours (all of it, then halves).
  mutating func redistribute() -> Bool {
    var improved = false
    var left = 0
    while left < best.choices.count && stoppedBy == nil {
      var right = left + 1
      while right < Swift.min(best.choices.count, left + 5) && stoppedBy == nil {
        if moveValue(from: left, to: right) { improved = true }
        right += 1
      }
      left += 1
    }
    return improved
  }

  private mutating func moveValue(from left: Int, to right: Int) -> Bool {
    let available = best.choices[left]
    guard available > 0 else { return false }
    let original = best.choices
    func candidate(moving amount: UInt64) -> [UInt64] {
      var result = original
      result[left] -= amount
      let (sum, overflow) = result[right].addingReportingOverflow(amount)
      result[right] = overflow ? .max : sum
      return result
    }
    var amount = available
    while amount > 0 && stoppedBy == nil {
      if consider(candidate(moving: amount)) { return true }
      amount /= 2
    }
    return false
  }

  /// Lowers one choice and retries other values for a neighbour (escapes local minima
  /// such as `(-1, 0)` for "a < b", whose simplest form is `(0, 1)`, or a double that
  /// must change kind to become a small integer).
  ///
  /// Neighbours up to four places on get the values 0 to 7; the next choice also gets
  /// powers of two from 8 to 2⁶² and each one less (odd and even, which matters for
  /// integers counted outward from zero), after which binary search refines it.
  mutating func lowerAndRetarget() -> Bool {
    var left = 0
    while left < best.choices.count && stoppedBy == nil {
      let current = best.choices[left]
      if current > 0 {
        for lowered in current > 1 ? [0, current - 1] : [0] {
          var right = left + 1
          while right < Swift.min(best.choices.count, left + 5) && stoppedBy == nil {
            var targets = Array(0...UInt64(7))
            if right == left + 1 && lowered == 0 {
              targets += (3...62).flatMap { [UInt64(1) << UInt64($0) - 1, UInt64(1) << UInt64($0)] }
            }
            for target in targets where stoppedBy == nil {
              var candidate = best.choices
              candidate[left] = lowered
              candidate[right] = target
              if consider(candidate) { return true }
            }
            right += 1
          }
        }
      }
      left += 1
    }
    return false
  }
}
