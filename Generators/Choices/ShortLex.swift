/// Shortlex order on choice sequences: shorter first, then lexicographically smaller.
///
/// This is what "simpler" means to the shrinker: it only ever moves to a sequence that
/// is smaller in this order, so it always terminates.
@inlinable
func isShortLexLess(_ lhs: [UInt64], _ rhs: [UInt64]) -> Bool {
  if lhs.count != rhs.count { return lhs.count < rhs.count }
  for index in lhs.indices where lhs[index] != rhs[index] {
    return lhs[index] < rhs[index]
  }
  return false
}
