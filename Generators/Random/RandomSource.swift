/// A deterministic stream of 64-bit words that means the same thing on every platform.
///
/// Conforming types must never depend on the standard library's random APIs, so that a
/// seed reproduces the same words forever.
public protocol RandomSource {
  /// Returns the next 64 random bits and advances the stream.
  mutating func next() -> UInt64
}
