/// The SplitMix64 generator of Steele, Lea and Flood (2014), used to expand seeds.
///
/// ```swift
/// var random = SplitMix64(seed: 1234567)
/// random.next()  // 6457827717110365317
/// ```
public struct SplitMix64: RandomSource, Sendable, Hashable {
  /// The internal counter; advanced by the golden gamma on each call.
  public var state: UInt64

  /// Creates a generator whose stream is fixed by `seed`.
  @inlinable
  public init(seed: UInt64) {
    self.state = seed
  }

  /// Returns the next 64 bits of the SplitMix64 stream.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
