/// "Did you mean ...?" suggestions by edit distance.
enum Suggestion {
  /// The candidate closest to `word`, if close enough to be a plausible typo (an edit
  /// distance of at most 2, or a third of the longer word if that is more); ties go to the
  /// first candidate.
  static func closest(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      let limit = max(2, max(word.count, candidate.count) / 3)
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two strings, by characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
