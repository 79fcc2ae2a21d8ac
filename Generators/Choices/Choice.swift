/// One recorded decision of a generator: a value in `0...maximum`, where 0 is the simplest.
///
/// Every generated value is a pure function of its sequence of choices. Shrinking,
/// replay and enumeration all work on these sequences rather than on values.
@usableFromInline
struct Choice: Sendable, Hashable {
  /// The chosen value; smaller is simpler.
  @usableFromInline var value: UInt64
  /// The largest value this decision could have taken.
  @usableFromInline var maximum: UInt64

  /// Creates a recorded choice.
  @inlinable
  init(value: UInt64, maximum: UInt64) {
    self.value = value
    self.maximum = maximum
  }
}
