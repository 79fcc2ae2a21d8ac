import Foundation

/// A shell-style pattern over identifiers: `*` matches any run of characters (also none),
/// `?` matches one character, everything else matches itself.
public struct GlobPattern: Hashable, Sendable {
  /// The pattern as written.
  public var pattern: String

  /// Creates a pattern.
  public init(_ pattern: String) { self.pattern = pattern }

  /// Whether `text` matches the whole pattern.
  public func matches(_ text: String) -> Bool {
    let p = Array(pattern)
    let t = Array(text)
    var pi = 0
    var ti = 0
    var starAt: Int?
    var resumeAt = 0
    while ti < t.count {
      if pi < p.count, p[pi] == "*" {
        starAt = pi
        resumeAt = ti
        pi += 1
      } else if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
        pi += 1
        ti += 1
      } else if let star = starAt {
        pi = star + 1
        resumeAt += 1
        ti = resumeAt
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }

  /// The identifiers in `ids` matched by any of `patterns`, in the order of `ids`; all of
  /// `ids` when `patterns` is empty.
  ///
  /// - Throws: `UsageError` naming the first pattern that matches nothing, with the valid
  ///   identifiers (and the closest one, for a plain typo).
  static func select(_ patterns: [String], from ids: [String], option: String) throws -> [String] {
    guard !patterns.isEmpty else { return ids }
    let globs = patterns.map(GlobPattern.init)
    for glob in globs where !ids.contains(where: glob.matches) {
      var message = "'\(glob.pattern)' for '--\(option)' matches no \(option)."
      if let suggestion = Suggestion.closest(to: glob.pattern, among: ids) {
        message += " Did you mean '\(suggestion)'?"
      }
      message += " Valid values: " + (ids.isEmpty ? "(none)" : ids.joined(separator: ", ")) + "."
      throw UsageError(message)
    }
    return ids.filter { id in globs.contains { $0.matches(id) } }
  }
}
