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
  /// For an integer drawn from a range that contains zero inside it, the range's lower
  /// bound (negative); 0 otherwise. Such choices count outward from zero (0, 1, -1, 2, ...),
  /// and the shrinker uses this to move the integer they represent rather than the choice.
  @usableFromInline var signedLower: Int

  /// Creates a recorded choice.
  @inlinable
  init(value: UInt64, maximum: UInt64, signedLower: Int = 0) {
    self.value = value
    self.maximum = maximum
    self.signedLower = signedLower
  }

  /// The ordering of a choice counted outward from zero, or `nil` for a plain choice
  /// (whose value already grows with the distance from the simplest integer).
  var signedOrdering: IntegerOrdering? {
    guard signedLower < 0 else { return nil }
    return IntegerOrdering(signedLower...(signedLower &+ Int(bitPattern: UInt(maximum))))
  }
}
