/// Shrinks a failing choice sequence to a shortlex-minimal one that still fails.
///
/// Deterministic. A candidate is kept only when it still fails and the choices it actually
/// consumed are shortlex-smaller than the best so far, so every step makes progress and the
/// value is always rebuilt from its choices (shrinking goes through `map`, `flatMap`,
/// `filter` and recursion without knowing about them).
///
/// The passes work on structure and on the integers choices represent, not only on raw
/// choices (see ``ShrinkPass``). They are scheduled adaptively: a pass that has already
/// failed on the current best case is not run again until something changes, a pass that
/// keeps failing runs only every other round, and shrinking ends when every pass has
/// failed on the same best case (a fixed point) or a budget runs out. Cheap probes come
/// first everywhere (one step down before a binary search), so confirming a fixed point
/// costs about one evaluation per non-zero choice.
struct Shrinker<Value> {
  /// The outcome of replaying one candidate.
  struct Failure {
    var value: Value
    var choices: [UInt64]
    var message: String?
    /// The recorded choices with their ranges (empty when unknown).
    var info: [Choice] = []
    /// The spans recorded while building the value.
    var spans: [Span] = []
    /// Replacements the generators suggested.
    var simplerForms: [SimplerForm] = []
  }

  /// Replays a candidate; returns the failure if it still fails, `nil` otherwise.
  let evaluate: ([UInt64]) -> Failure?
  private(set) var best: Failure
  private(set) var steps = 0
  private(set) var evaluations = 0
  private(set) var stoppedBy: ShrinkLimit?
  /// Evaluations and kept steps per pass, in ``ShrinkPass`` order.
  private(set) var passStatistics: [ShrinkPassStatistics] = ShrinkPass.allCases.map {
    ShrinkPassStatistics(name: $0.name)
  }
  private let budget: ShrinkBudget
  private let deadline: ContinuousClock.Instant
  private var seen: Set<[UInt64]> = []
  private var currentPass = 0
  /// Locations (a span, a choice, a pair of choices, a group of siblings) where a pass
  /// has failed, keyed by the pass, the location's position and what it holds. A pass that
  /// keeps this memo skips a location until something there changes: the expensive passes
  /// run only where a cheaper one (or any kept step) changed something.
  private var settled: Set<[UInt64]> = []

  init(start: Failure, budget: ShrinkBudget, evaluate: @escaping ([UInt64]) -> Failure?) {
    self.best = start
    self.budget = budget
    self.evaluate = evaluate
    self.deadline = ContinuousClock.now.advanced(by: budget.time)
    seen.insert(start.choices)
  }

  /// Runs the passes to a fixed point or until a budget stops them.
  mutating func run() {
    if budget.evaluations <= 0 {
      stoppedBy = .evaluations
      return
    }
    if best.info.isEmpty, let replayed = evaluate(best.choices) {
      // Recover spans and ranges for a start case that came without them.
      best.info = replayed.info
      best.spans = replayed.spans
      best.simplerForms = replayed.simplerForms
    }
    let passes = ShrinkPass.allCases
    var failedAt = [Int](repeating: -1, count: passes.count)
    var failures = [Int](repeating: 0, count: passes.count)
    var round = 0
    while stoppedBy == nil {
      var ran = false
      var skipped = false
      for (index, pass) in passes.enumerated() where stoppedBy == nil {
        // Already at a fixed point for this pass: nothing changed since it last failed.
        if failedAt[index] == steps { continue }
        // A pass that keeps failing is tried every other round only.
        if failures[index] >= 2 && round % 2 == 1 {
          skipped = true
          continue
        }
        ran = true
        currentPass = index
        passStatistics[index].runs += 1
        let before = steps
        run(pass)
        if steps == before {
          failedAt[index] = steps
          failures[index] += 1
        } else {
          failures[index] = 0
        }
      }
      if !ran && !skipped { break }
      round += 1
    }
  }

  private mutating func run(_ pass: ShrinkPass) {
    switch pass {
    case .deleteSpans: deleteSpans()
    case .zeroSpans: zeroSpans()
    case .descendants: replaceByDescendants()
    case .simplerBranches: simplerBranches()
    case .simplerForms: simplerForms()
    case .minimiseChoices: minimiseChoices()
    case .duplicates: lowerDuplicates()
    case .lowerTogether: lowerPairsTogether()
    case .redistribute: redistribute()
    case .deleteAdjusting: deleteAdjustingNeighbours()
    case .relocate: relocateSubtrees()
    case .reorder: reorderSiblings()
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
    passStatistics[currentPass].evaluations += 1
    guard let failure = evaluate(candidate), isShortLexLess(failure.choices, best.choices) else {
      return false
    }
    best = failure
    steps += 1
    passStatistics[currentPass].kept += 1
    return true
  }

  // MARK: Scheduling per location

  /// The memo key of a location for the current pass: its kind of location, where it
  /// starts and the choices it covers.
  private func locationKey(_ indices: [Int]) -> [UInt64] {
    var key: [UInt64] = [UInt64(currentPass), UInt64(best.choices.count)]
    for index in indices {
      key.append(UInt64(index))
      key.append(index < best.choices.count ? best.choices[index] : .max)
    }
    return key
  }

  /// The memo key of a span's location: its start, length and choices.
  private func locationKey(span range: Range<Int>) -> [UInt64] {
    var key: [UInt64] = [UInt64(currentPass), UInt64(best.choices.count), UInt64(range.lowerBound), UInt64(range.count)]
    if range.upperBound <= best.choices.count { key += best.choices[range] }
    return key
  }

  /// Whether the current pass already failed at `location` with the same contents (then
  /// it skips the location, and the statistics count it).
  private mutating func isSettled(_ location: [UInt64]) -> Bool {
    guard settled.contains(location) else { return false }
    passStatistics[currentPass].skippedLocations += 1
    return true
  }

  /// Remembers that the current pass failed at `location` (unless a budget cut it short).
  private mutating func settle(_ location: [UInt64]) {
    if stoppedBy == nil { settled.insert(location) }
  }

  // MARK: The integers choices represent

  /// The integer choice `index` represents, measured from its simplest value: the signed
  /// integer for a choice counted outward from zero, the choice itself otherwise.
  private func integer(at index: Int) -> Int? {
    let value = best.choices[index]
    if index < best.info.count, let ordering = best.info[index].signedOrdering {
      return ordering.value(for: value)
    }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }

  /// The choice that represents `integer` at `index`, if it is in range.
  private func choice(at index: Int, for integer: Int) -> UInt64? {
    let maximum = index < best.info.count ? best.info[index].maximum : UInt64.max
    if index < best.info.count, let ordering = best.info[index].signedOrdering {
      guard integer >= ordering.lower, integer <= ordering.upper else { return nil }
      return ordering.choice(for: integer)
    }
    guard integer >= 0, UInt64(integer) <= maximum else { return nil }
    return UInt64(integer)
  }

  /// Whether choice `index` is a number (not a flag, a branch of two or a fixed value).
  private func isNumeric(_ index: Int) -> Bool {
    index < best.info.count ? best.info[index].maximum > 1 : true
  }

  /// Sets the choices `updates` (index, value) and considers the result.
  private mutating func trying(_ updates: [(Int, UInt64)]) -> Bool {
    var candidate = best.choices
    for (index, value) in updates {
      guard index < candidate.count else { return false }
      candidate[index] = value
    }
    return consider(candidate)
  }

  /// The largest `k` in `1...limit` for which `holds(k)` is true, assuming it is true for
  /// `known` (0 or more) and monotone: probes `known + 1` first, then doubles, then halves.
  private mutating func findLargest(
    from known: UInt64, limit: UInt64, _ holds: (inout Self, UInt64) -> Bool
  ) -> UInt64 {
    var low = known
    guard low < limit, stoppedBy == nil else { return low }
    if !holds(&self, low + 1) { return low }
    low += 1
    var step: UInt64 = 1
    var high = limit &+ 1
    while stoppedBy == nil {
      let (probe, overflow) = low.addingReportingOverflow(step)
      if overflow || probe > limit {
        break
      }
      if holds(&self, probe) {
        low = probe
        step = step &* 2
      } else {
        high = probe
        break
      }
    }
    if high == limit &+ 1 && low < limit && stoppedBy == nil {
      if holds(&self, limit) { return limit }
      high = limit
    }
    while high > low + 1 && stoppedBy == nil {
      let middle = low + (high - low) / 2
      if holds(&self, middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The smallest `t` below `current` for which `holds(t)`, where `holds(current)` is
  /// known: tries 0, then one step down (and, with `twoDown`, two: odd and even values),
  /// which confirms a minimal value cheaply; then probes upward from 1 by doubling and
  /// binary-searches the last gap. Assumes rough monotonicity; returns `current` when
  /// nothing below holds.
  private mutating func findSmallest(
    below current: UInt64, twoDown: Bool = false, _ holds: (inout Self, UInt64) -> Bool
  ) -> UInt64 {
    guard current > 0, stoppedBy == nil else { return current }
    if holds(&self, 0) { return 0 }
    guard current > 1 else { return current }
    var high = current - 1
    if !holds(&self, high) {
      guard twoDown, current > 2, stoppedBy == nil, holds(&self, current - 2) else { return current }
      high = current - 2
    }
    var low: UInt64 = 0
    let half = current / 2
    if half > 0, half < high, stoppedBy == nil, holds(&self, half) {
      // The answer lies in the lower half: probe upward from 1 by doubling.
      high = half
      var probe: UInt64 = 1
      while probe < high && stoppedBy == nil {
        if holds(&self, probe) {
          high = probe
          break
        }
        low = probe
        probe = probe &* 2
      }
    } else {
      // The answer lies in the upper half, or the property is not monotone here: step
      // down from the top by doubling steps, which gives up after one miss.
      low = half
      var step: UInt64 = 1
      while high > low + step && stoppedBy == nil {
        if holds(&self, high - step) {
          high -= step
          step = step &* 2
        } else {
          low = high - step
          break
        }
      }
    }
    while high > low + 1 && stoppedBy == nil {
      let middle = low + (high - low) / 2
      if holds(&self, middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// Whether some `t` in `1...limit` holds, probing 1, 2, 4, ... and binary-searching the
  /// last gap for the smallest; keeps it.
  private mutating func findFirst(upTo limit: UInt64, _ holds: (inout Self, UInt64) -> Bool) -> Bool {
    var low: UInt64 = 0
    var probe: UInt64 = 1
    while probe <= limit && stoppedBy == nil {
      if holds(&self, probe) {
        var high = probe
        while high > low + 1 && stoppedBy == nil {
          let middle = low + (high - low) / 2
          if holds(&self, middle) { high = middle } else { low = middle }
        }
        return true
      }
      low = probe
      probe *= 2
    }
    return false
  }

  // MARK: Passes on spans

  /// The element spans of each list, in order, keyed by the list span's index.
  private func listsWithElements() -> [(list: Int, elements: [Int])] {
    var elements: [Int: [Int]] = [:]
    for (index, span) in best.spans.enumerated() where span.kind == .element && span.parent >= 0 {
      elements[span.parent, default: []].append(index)
    }
    return elements.keys.sorted().map { ($0, elements[$0]!) }
  }

  /// The choices with `ranges` (sorted, disjoint) removed.
  private func removing(_ ranges: [Range<Int>], from choices: [UInt64]) -> [UInt64] {
    var result: [UInt64] = []
    result.reserveCapacity(choices.count)
    var position = 0
    for range in ranges {
      if range.lowerBound > position { result += choices[position..<range.lowerBound] }
      position = Swift.max(position, range.upperBound)
    }
    if position < choices.count { result += choices[position...] }
    return result
  }

  /// Deletes list elements (runs of them, found by probing longer runs while deletion
  /// works), lowering a fixed list's count with them, and rejected filter attempts.
  mutating func deleteSpans() {
    // Outer lists first: deleting a whole element removes everything nested in it.
    var listNumber = 0
    while listNumber < listsWithElements().count && stoppedBy == nil {
      truncate(listNumber)
      var position = Int.max
      while stoppedBy == nil {
        let lists = listsWithElements()
        guard listNumber < lists.count else { break }
        let (list, elements) = lists[listNumber]
        position = Swift.min(position, elements.count - 1)
        guard position >= 0 else { break }
        // A fixed count drawn by an enclosing flatMap is the choice just before the list.
        let listSpan = best.spans[list]
        let fixed = listSpan.kind == .fixedList
        let countIndex = fixed && listSpan.parent >= 0 && best.spans[listSpan.parent].kind == .flatMapInner
          && best.spans[listSpan.parent].start == listSpan.start ? listSpan.start - 1 : -1
        let end = position
        let original = best
        func deleting(_ shrinker: inout Self, _ run: UInt64) -> Bool {
          let first = end - Int(run) + 1
          guard first >= 0 else { return false }
          let ranges = (first...end).map { original.spans[elements[$0]].range }
          var candidate = shrinker.removing(ranges, from: original.choices)
          if fixed {
            guard countIndex >= 0, countIndex < candidate.count, candidate[countIndex] >= run else { return false }
            candidate[countIndex] -= run
            if shrinker.consider(candidate) { return true }
            // Elements that refer to positions (indices into the list) shift down with a
            // deletion: try the later elements' numbers one lower too.
            guard run == 1, end + 1 < elements.count else { return false }
            let removed = ranges[0].count
            var shifted = candidate
            var changed = false
            for element in elements[(end + 1)...] {
              for index in original.spans[element].range {
                let at = index - removed
                if at < shifted.count, original.info.indices.contains(index), original.info[index].maximum > 1,
                  original.info[index].signedLower == 0, shifted[at] > 0
                {
                  shifted[at] -= 1
                  changed = true
                }
              }
            }
            return changed && shrinker.consider(shifted)
          }
          return shrinker.consider(candidate)
        }
        let deleted = findLargest(from: 0, limit: UInt64(position + 1), deleting)
        if deleted == 0 && !fixed && position > 0 {
          // Merge this element into the previous one when both end and start alike (lists
          // of lists: the inner list's end and the outer "one more" flag go together).
          let previous = original.spans[elements[position - 1]]
          let current = original.spans[elements[position]]
          if previous.end == current.start, previous.length > 1, current.length > 1,
            original.choices[previous.end - 1] == 0
          {
            consider(removing([(previous.end - 1)..<(current.start + 1)], from: original.choices))
          }
        }
        position -= Swift.max(1, Int(deleted))
      }
      listNumber += 1
    }
    // Rejected filter attempts: every attempt but the last of its filter.
    var index = best.spans.count - 1
    while index >= 0 && stoppedBy == nil {
      if index < best.spans.count, best.spans[index].kind == .filterAttempt, best.spans[index].length > 0 {
        let span = best.spans[index]
        let hasLaterSibling = best.spans[(index + 1)...].contains {
          $0.kind == .filterAttempt && $0.parent == span.parent && $0.start >= span.end
        }
        if hasLaterSibling { consider(removing([span.range], from: best.choices)) }
      }
      index -= 1
    }
  }

  /// Keeps the shortest prefix of list `listNumber` that still fails (all of it deleted
  /// first, then one element fewer, then halves), before elements are deleted one by one.
  private mutating func truncate(_ listNumber: Int) {
    let lists = listsWithElements()
    guard listNumber < lists.count else { return }
    let (list, elements) = lists[listNumber]
    let original = best
    let listSpan = original.spans[list]
    let fixed = listSpan.kind == .fixedList
    let countIndex = fixed && listSpan.parent >= 0 && original.spans[listSpan.parent].kind == .flatMapInner
      && original.spans[listSpan.parent].start == listSpan.start ? listSpan.start - 1 : -1
    guard !fixed || countIndex >= 0 else { return }
    _ = findSmallest(below: UInt64(elements.count)) { shrinker, kept in
      let ranges = elements[Int(kept)...].map { original.spans[$0].range }
      var candidate = shrinker.removing(ranges, from: original.choices)
      if fixed {
        let removed = UInt64(elements.count) - kept
        guard countIndex < candidate.count, candidate[countIndex] >= removed else { return false }
        candidate[countIndex] -= removed
      }
      return shrinker.consider(candidate)
    }
  }

  /// Sets every choice of a span but its first to the simplest value, largest spans first.
  mutating func zeroSpans() {
    var index = 0
    while index < best.spans.count && stoppedBy == nil {
      let span = best.spans[index]
      // A span whose only non-zero choice is its first (a branch, a "one more" flag) is
      // left to the branch and deletion passes.
      if span.length > 1, span.end <= best.choices.count,
        best.choices[(span.start + 1)..<span.end].contains(where: { $0 != 0 })
      {
        // Keep the span's first choice (its branch, or a list's "one more" flag) and make
        // the rest simplest: the simplest value of the same shape.
        var candidate = best.choices
        candidate.replaceSubrange((span.start + 1)..<span.end, with: repeatElement(0, count: span.length - 1))
        consider(candidate)
      }
      index += 1
    }
  }

  /// Replaces a subtree (a recursive level, a `oneOf` branch) by one of its subtrees of
  /// the same kind.
  mutating func replaceByDescendants() {
    var index = 0
    while index < best.spans.count && stoppedBy == nil {
      let ancestor = best.spans[index]
      if ancestor.kind == .recursive || ancestor.kind == .branch, ancestor.end <= best.choices.count,
        !isSettled(locationKey(span: ancestor.range))
      {
        let key = locationKey(span: ancestor.range)
        let before = steps
        defer { if steps == before { settle(key) } }
        var tried = 0
        var inner = index + 1
        while inner < best.spans.count && best.spans[inner].start < ancestor.end && tried < 8 && stoppedBy == nil {
          let descendant = best.spans[inner]
          if descendant.kind == ancestor.kind && descendant.length < ancestor.length && descendant.length > 0 {
            tried += 1
            var candidate = Array(best.choices[..<ancestor.start])
            candidate += best.choices[descendant.range]
            candidate += best.choices[ancestor.end...]
            if consider(candidate) { break }
          }
          inner += 1
        }
      }
      index += 1
    }
  }

  /// Replaces a `oneOf` branch by an earlier one: first keeping the choices after the
  /// branch, then with them set to their simplest.
  mutating func simplerBranches() {
    var index = 0
    while index < best.spans.count && stoppedBy == nil {
      let span = best.spans[index]
      if span.kind == .branch || span.kind == .recursive, span.length > 0, span.end <= best.choices.count,
        best.choices[span.start] > 0, !isSettled(locationKey(span: span.range))
      {
        let key = locationKey(span: span.range)
        let before = steps
        defer { if steps == before { settle(key) } }
        let branch = best.choices[span.start]
        var lower: UInt64 = 0
        while lower < branch && stoppedBy == nil {
          var kept = trying([(span.start, lower)])
          if !kept && span.length > 1 {
            var candidate = best.choices
            candidate.replaceSubrange(span.range, with: [lower] + repeatElement(0, count: span.length - 1))
            kept = consider(candidate)
          }
          if !kept && lower == branch - 1 && (2...3).contains(span.length) {
            // A small branch (a value of one or two choices): the earlier branch with its
            // first value searched upward from 1, as a constant's earlier branch may need.
            let start = span.start
            kept = findFirst(upTo: 64) { shrinker, value in shrinker.trying([(start, lower), (start + 1, value)]) }
          }
          if kept { break }
          lower += 1
        }
      }
      index += 1
    }
  }

  /// Tries the replacements generators suggested (a double as the nearest integer).
  mutating func simplerForms() {
    var index = 0
    while index < best.simplerForms.count && stoppedBy == nil {
      let form = best.simplerForms[index]
      if form.end <= best.choices.count {
        var candidate = best.choices
        candidate.replaceSubrange(form.start..<form.end, with: form.replacement)
        consider(candidate)
      }
      index += 1
    }
  }

  // MARK: Passes on values

  /// Shrinks each choice by the integer it represents: toward zero, positive before
  /// negative, one step down first (so a minimal choice costs one evaluation), then a
  /// binary search on the magnitude.
  mutating func minimiseChoices() {
    var index = 0
    while index < best.choices.count && stoppedBy == nil {
      minimise(at: index)
      index += 1
    }
  }

  private mutating func minimise(at index: Int) {
    guard best.choices[index] != 0, !isListFlag(index) else { return }
    guard integer(at: index) != nil else {
      // A choice too large to read as an integer: search on the choice itself.
      _ = findSmallest(below: best.choices[index]) { shrinker, value in shrinker.trying([(index, value)]) }
      return
    }
    if trying([(index, 0)]) { return }
    // One step down in the integer's own order 0, 1, -1, 2, -2, ...: for -m that is +m
    // (positive before negative), for +m it is -(m - 1).
    if index < best.info.count, best.info[index].signedOrdering != nil {
      _ = trying([(index, best.choices[index] - 1)])
    }
    guard index < best.choices.count, let value = integer(at: index), value != 0 else { return }
    let negative = value < 0
    let filtered = isFiltered(index)
    let magnitude = UInt64(value.magnitude)
    let reached = findSmallest(below: magnitude, twoDown: true) { shrinker, target in
      let integer = negative ? 0 &- Int(bitPattern: UInt(target)) : Int(target)
      guard let choice = shrinker.choice(at: index, for: integer) else { return false }
      return shrinker.trying([(index, choice)])
    }
    if reached == magnitude && filtered && magnitude > 3 {
      // Inside a filter, nearby values may be rejected where further ones are not.
      let half = magnitude / 2
      let integer = negative ? 0 &- Int(bitPattern: UInt(half)) : Int(half)
      if let choice = choice(at: index, for: integer) { _ = trying([(index, choice)]) }
    }
  }

  /// Whether choice `index` is a list's "one more" flag (deleting elements covers it).
  private func isListFlag(_ index: Int) -> Bool {
    guard index < best.info.count, best.info[index].maximum == 1 else { return false }
    return best.spans.contains { $0.kind == .element && $0.start == index && $0.length > 1 }
      && best.spans.contains { ($0.kind == .list) && $0.range.contains(index) }
  }

  /// Whether choice `index` was drawn inside a filter's attempt.
  private func isFiltered(_ index: Int) -> Bool {
    best.spans.contains { $0.kind == .filterAttempt && $0.range.contains(index) }
  }

  /// Lowers equal values together (every choice holding the same value, then pairs of
  /// them), as `x == y` needs.
  mutating func lowerDuplicates() {
    var groups: [[Int]] = []
    var byKey: [Choice: Int] = [:]
    for index in best.choices.indices where best.choices[index] != 0 && isNumeric(index) {
      let info = index < best.info.count ? best.info[index] : Choice(value: best.choices[index], maximum: .max)
      let key = Choice(value: best.choices[index], maximum: info.maximum, signedLower: info.signedLower)
      if let group = byKey[key] {
        groups[group].append(index)
      } else {
        byKey[key] = groups.count
        groups.append([index])
      }
    }
    for group in groups where group.count >= 2 && stoppedBy == nil {
      guard group.allSatisfy({ $0 < best.choices.count }) else { continue }
      let key = locationKey(group)
      if isSettled(key) { continue }
      let before = steps
      defer { if steps == before { settle(key) } }
      if !lowerTogether(group) && group.count > 2 {
        var pairs = 0
        outer: for first in group.indices {
          for second in group.indices where second > first {
            if pairs >= 6 || stoppedBy != nil { break outer }
            pairs += 1
            if lowerTogether([group[first], group[second]]) { break outer }
          }
        }
      }
    }
  }

  /// Lowers the magnitudes of equal-signed integers at `indices` by a common amount (to a
  /// common value when they are equal). Returns whether anything was kept.
  private mutating func lowerTogether(_ indices: [Int]) -> Bool {
    let values = indices.compactMap { $0 < best.choices.count ? integer(at: $0) : nil }
    guard values.count == indices.count, let first = values.first, first != 0 else { return false }
    let negative = first < 0
    guard values.allSatisfy({ ($0 < 0) == negative && $0 != 0 }) else { return false }
    let smallest = UInt64(values.map(\.magnitude).min()!)
    let before = steps
    _ = findSmallest(below: smallest) { shrinker, target in
      let amount = smallest - target
      var updates: [(Int, UInt64)] = []
      for (index, value) in zip(indices, values) {
        let magnitude = UInt64(value.magnitude) - amount
        let integer = negative ? 0 &- Int(bitPattern: UInt(magnitude)) : Int(magnitude)
        guard let choice = shrinker.choice(at: index, for: integer) else { return false }
        updates.append((index, choice))
      }
      return shrinker.trying(updates)
    }
    return steps != before
  }

  /// The numeric, non-zero choices the pair passes look at (at most eight); they pair only
  /// choices drawn from the same range.
  private func pairCandidates() -> [Int] {
    var result: [Int] = []
    for index in best.choices.indices where best.choices[index] != 0 && isNumeric(index) {
      result.append(index)
      if result.count == 8 { break }
    }
    return result
  }

  /// Whether two choices were drawn from the same range (the pair passes only pair those).
  private func sameRange(_ first: Int, _ second: Int) -> Bool {
    guard first < best.info.count, second < best.info.count else { return true }
    return best.info[first].maximum == best.info[second].maximum
      && best.info[first].signedLower == best.info[second].signedLower
  }

  /// Lowers two integers of the same sign by a common amount, keeping their difference
  /// (as `abs(x - y) == 1` needs, where lowering either alone never works).
  mutating func lowerPairsTogether() {
    let candidates = pairCandidates()
    for (position, first) in candidates.enumerated() where stoppedBy == nil {
      for second in candidates[(position + 1)...] where stoppedBy == nil && sameRange(first, second) {
        let key = locationKey([first, second])
        if isSettled(key) { continue }
        if lowerTogether([first, second]) { return }
        settle(key)
      }
    }
  }

  /// Moves value from an earlier integer to a later one, keeping their sum: the earlier
  /// one moves toward zero by the amount the later one moves away (in the integers they
  /// represent, so an odd amount never flips a sign).
  mutating func redistribute() {
    let candidates = pairCandidates()
    for (position, first) in candidates.enumerated() where stoppedBy == nil {
      for second in candidates[(position + 1)...] where stoppedBy == nil && sameRange(first, second) {
        guard first < best.choices.count, second < best.choices.count,
          let a = integer(at: first), let b = integer(at: second), a != 0
        else { continue }
        let key = locationKey([first, second])
        if isSettled(key) { continue }
        let direction = a < 0 ? -1 : 1
        let magnitude = UInt64(a.magnitude)
        let reached = findSmallest(below: magnitude) { shrinker, target in
          let shift = Int(magnitude - target) * direction
          let (newB, overflow) = b.addingReportingOverflow(shift)
          guard !overflow, let choiceA = shrinker.choice(at: first, for: a - shift),
            let choiceB = shrinker.choice(at: second, for: newB)
          else { return false }
          return shrinker.trying([(first, choiceA), (second, choiceB)])
        }
        let moved = magnitude - reached
        if moved > 0 { return }
        settle(key)
      }
    }
  }

  /// In a filtered list, deletes an element of one number while setting its neighbour to
  /// a bound of its range. A filter on the whole list (a sum that must stay in a range)
  /// rejects most single deletions; with the neighbour at a bound the list can keep its
  /// total in fewer elements (`[1, 32767]` of 16-bit integers whose sum wraps becomes
  /// `[-32768]`). Lists outside filters are left to the deletion pass.
  mutating func deleteAdjustingNeighbours() {
    var listNumber = 0
    while stoppedBy == nil {
      let lists = listsWithElements()
      guard listNumber < lists.count else { return }
      let (list, elements) = lists[listNumber]
      listNumber += 1
      guard best.spans[list].kind == .list, elements.count >= 2, isFiltered(best.spans[list].start) else { continue }
      // The value choice of each element: an element of one number is its "one more" flag
      // and the number.
      let values = elements.map { element -> Int? in
        let span = best.spans[element]
        guard span.length == 2, span.end <= best.choices.count, isNumeric(span.start + 1) else { return nil }
        return span.start + 1
      }
      var kept = false
      for position in elements.indices where stoppedBy == nil && !kept {
        let neighbour = position + 1 < elements.count ? position + 1 : position - 1
        guard values[position] != nil, let target = values[neighbour] else { continue }
        let key = locationKey([values[position]!, target])
        if isSettled(key) { continue }
        let deleted = best.spans[elements[position]].range
        for bound in boundChoices(at: target) where bound != best.choices[target] && stoppedBy == nil {
          var candidate = best.choices
          candidate[target] = bound
          if consider(removing([deleted], from: candidate)) {
            kept = true
            break
          }
        }
        if !kept { settle(key) }
      }
      // After a kept step, the same list again (its elements moved).
      if kept { listNumber -= 1 }
    }
  }

  /// The choices of the bounds of choice `index`'s range: the lower bound first, then the
  /// upper (only the upper for a range that starts at its simplest value).
  private func boundChoices(at index: Int) -> [UInt64] {
    guard index < best.info.count else { return [] }
    let info = best.info[index]
    if let ordering = info.signedOrdering {
      return [ordering.choice(for: ordering.lower), ordering.choice(for: ordering.upper)]
    }
    return [info.maximum]
  }

  /// Moves a subtree into a later empty slot of the same kind (a `nil`, an empty branch) of
  /// the same tree, leaving the simplest value where it was; then the same with the numbers it jumped over
  /// set to their simplest. Trees whose failure needs a node with two children cannot
  /// otherwise trade a lopsided shape for a smaller balanced one.
  mutating func relocateSubtrees() {
    var index = 0
    while index < best.spans.count && stoppedBy == nil {
      let subtree = best.spans[index]
      index += 1
      guard subtree.kind == .branch || subtree.kind == .recursive, subtree.length > 1, subtree.parent >= 0,
        subtree.end <= best.choices.count, best.choices[subtree.start] != 0
      else { continue }
      // Only within one tree: the slot must lie inside the subtree's nearest enclosing
      // span of the same kind.
      var tree = subtree.parent
      while tree >= 0 && best.spans[tree].kind != subtree.kind { tree = best.spans[tree].parent }
      guard tree >= 0 else { continue }
      let treeEnd = best.spans[tree].end
      let branches = best.info.indices.contains(subtree.start) ? best.info[subtree.start].maximum : 0
      var slot = index
      while slot < best.spans.count && stoppedBy == nil {
        let empty = best.spans[slot]
        slot += 1
        if empty.start >= treeEnd { break }
        guard empty.kind == subtree.kind, empty.length == 1, empty.start >= subtree.end,
          empty.start < best.choices.count, best.choices[empty.start] == 0,
          best.info.indices.contains(empty.start), best.info[empty.start].maximum == branches
        else { continue }
        let key = locationKey([subtree.start, subtree.end - 1, empty.start])
        if isSettled(key) { continue }
        var candidate = Array(best.choices[..<subtree.start])
        candidate.append(0)
        candidate += best.choices[subtree.end..<empty.start]
        candidate += best.choices[subtree.range]
        candidate += best.choices[empty.end...]
        if consider(candidate) { return }
        // The same with the numbers it jumped over at their simplest.
        var simplest = candidate
        var changed = false
        for position in (subtree.start + 1)..<(empty.start - subtree.length + 1) where simplest[position] != 0 {
          let original = position + subtree.length - 1
          if original < best.info.count, best.info[original].maximum > 1 {
            simplest[position] = 0
            changed = true
          }
        }
        if changed, consider(simplest) { return }
        settle(key)
      }
    }
  }

  /// Sorts sibling spans of the same kind (list elements, subtrees) by their choices, then
  /// swaps adjacent ones that are out of order.
  mutating func reorderSiblings() {
    var cursor = Int.min
    while stoppedBy == nil {
      // Sibling groups keyed by parent and kind, recomputed after each kept step.
      var groups: [Int: [Int]] = [:]
      for (index, span) in best.spans.enumerated()
      where span.length > 0 && span.kind != .flatMapInner {
        groups[span.parent * 8 + Int(span.kind.rawValue), default: []].append(index)
      }
      guard let key = groups.keys.filter({ $0 >= cursor }).min() else { return }
      let group = groups[key]!
      var kept = false
      let location = group.count >= 2 ? locationKey(span: best.spans[group[0]].start..<best.spans[group.last!].end) : []
      if group.count >= 2, !isSettled(location) {
        defer { if !kept { settle(location) } }
        let slices = group.map { Array(best.choices[best.spans[$0].range]) }
        let sorted = slices.sorted(by: Self.goesFirst)
        if sorted != slices, consider(placing(sorted, into: group)) {
          kept = true
        } else {
          for position in 0..<(group.count - 1) where stoppedBy == nil {
            guard Self.goesFirst(slices[position + 1], slices[position]) else { continue }
            var swapped = slices
            swapped.swapAt(position, position + 1)
            if consider(placing(swapped, into: group)) {
              kept = true
              break
            }
          }
        }
      }
      cursor = kept ? key : key + 1
    }
  }

  /// Whether sibling `first` should come before `second`: the order that makes the
  /// choices they cover together smallest (`first + second` lexicographically below
  /// `second + first`). Swapping siblings keeps the length, so a longer subtree may well
  /// belong first when its choices start smaller.
  static func goesFirst(_ first: [UInt64], _ second: [UInt64]) -> Bool {
    let count = first.count + second.count
    for index in 0..<count {
      let left = index < first.count ? first[index] : second[index - first.count]
      let right = index < second.count ? second[index] : first[index - second.count]
      if left != right { return left < right }
    }
    return false
  }

  /// The best choices with the spans `group` (in order) refilled with `slices`.
  private func placing(_ slices: [[UInt64]], into group: [Int]) -> [UInt64] {
    var result: [UInt64] = []
    var position = 0
    for (span, slice) in zip(group, slices) {
      let range = best.spans[span].range
      result += best.choices[position..<range.lowerBound]
      result += slice
      position = range.upperBound
    }
    result += best.choices[position...]
    return result
  }
}

/// The shrink passes, in the order they run.
enum ShrinkPass: Int, CaseIterable, Sendable {
  case deleteSpans, zeroSpans, descendants, simplerBranches, simplerForms, minimiseChoices,
    duplicates, lowerTogether, redistribute, deleteAdjusting, relocate, reorder

  /// The name shown in statistics.
  var name: String {
    switch self {
    case .deleteSpans: return "delete spans"
    case .zeroSpans: return "zero spans"
    case .descendants: return "subtree by subtree"
    case .simplerBranches: return "simpler branches"
    case .simplerForms: return "simpler forms"
    case .minimiseChoices: return "minimise choices"
    case .duplicates: return "lower duplicates"
    case .lowerTogether: return "lower pairs together"
    case .redistribute: return "redistribute"
    case .deleteAdjusting: return "delete and adjust"
    case .relocate: return "move subtree"
    case .reorder: return "swap and sort"
    }
  }
}
