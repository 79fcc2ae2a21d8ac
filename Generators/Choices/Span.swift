/// A stretch of recorded choices that one generator made, and where it sits in the tree.
///
/// Spans let the shrinker work on structure instead of raw choices: delete a list element,
/// replace a subtree by one of its subtrees, swap or sort sibling elements, set everything a
/// generator drew to its simplest, try a simpler branch of a `oneOf`.
@usableFromInline
struct Span: Sendable, Hashable {
  /// What drew the choices in the span.
  @usableFromInline
  enum Kind: UInt8, Sendable, Hashable {
    /// A whole list (from `array` or `uniqueArray`).
    case list
    /// A list whose count was fixed by its caller (`array(count: n)`): deleting an element
    /// needs the count lowered as well.
    case fixedList
    /// One element of a list, with the "one more" choice before it when there is one.
    case element
    /// The inner generator of a `flatMap`.
    case flatMapInner
    /// A `oneOf`/`frequency`/`optional` choice of branch and the branch's value.
    case branch
    /// One level of a recursive generator.
    case recursive
    /// One attempt of a `filter` (rejected attempts can be deleted).
    case filterAttempt
    /// One value that is a unit of its own (a double: its kind and its digits).
    case value
  }

  /// The index of the first choice in the span.
  @usableFromInline var start: Int
  /// The index just past the last choice (equal to `start` for an empty span).
  @usableFromInline var end: Int
  /// What drew the span.
  @usableFromInline var kind: Kind
  /// The index of the enclosing span in the recorded list, or -1 at the top.
  @usableFromInline var parent: Int

  @inlinable
  init(start: Int, end: Int, kind: Kind, parent: Int) {
    self.start = start
    self.end = end
    self.kind = kind
    self.parent = parent
  }

  /// The choices the span covers.
  var range: Range<Int> { start..<end }
  /// How many choices the span covers.
  var length: Int { end - start }
}

/// A replacement a generator suggests for a stretch of its own choices (for example, a
/// double's choices rewritten as the nearest integer), which the shrinker tries.
@usableFromInline
struct SimplerForm: Sendable, Hashable {
  @usableFromInline var start: Int
  @usableFromInline var end: Int
  @usableFromInline var replacement: [UInt64]

  @inlinable
  init(start: Int, end: Int, replacement: [UInt64]) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}
