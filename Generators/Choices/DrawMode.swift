/// Where a ``Draw`` takes choices from once its prefix is used up.
@usableFromInline
enum DrawMode: Sendable {
  /// Propose choices from the random source (a fresh case).
  case random
  /// Replay a prefix, then choose the simplest value (shrinking and replay tokens).
  case replay
  /// Like `replay`, but filters reject instead of retrying (exhaustive enumeration).
  case enumerate
}
