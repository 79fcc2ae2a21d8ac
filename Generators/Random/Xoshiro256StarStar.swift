/// The xoshiro256** generator of Blackman and Vigna, seeded through ``SplitMix64``.
///
/// This is the random source of every check: fast, 256 bits of state, and never seeded
/// with the all-zero state (SplitMix64 cannot produce four zero words in a row).
///
/// ```swift
/// var random = Xoshiro256StarStar(seed: 42)
/// let die = random.next(upTo: 5) + 1
/// ```
public struct Xoshiro256StarStar: RandomSource, Sendable, Hashable {
  @usableFromInline var s0: UInt64
  @usableFromInline var s1: UInt64
  @usableFromInline var s2: UInt64
  @usableFromInline var s3: UInt64

  /// Creates a generator whose state is four SplitMix64 outputs of `seed`.
  @inlinable
  public init(seed: UInt64) {
    var expander = SplitMix64(seed: seed)
    s0 = expander.next()
    s1 = expander.next()
    s2 = expander.next()
    s3 = expander.next()
  }

  /// Returns the next 64 bits of the xoshiro256** stream.
  @inlinable
  public mutating func next() -> UInt64 {
    let result = ((s1 &* 5) &<< 7 | (s1 &* 5) &>> 57) &* 9
    let t = s1 &<< 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3 &<< 45 | s3 &>> 19
    return result
  }
}
