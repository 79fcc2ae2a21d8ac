extension Gen {
  /// Arrays of values with a count in `count`; the count grows with the case size.
  ///
  /// Each element after the minimum count is preceded by a "one more" choice, so shrinking
  /// deletes any run of elements by deleting their choices, and enumeration visits shorter
  /// arrays before longer ones at each position. When sampling, the count is the minimum
  /// in 1/8 of cases, otherwise uniform up to a limit that grows with size (at the
  /// largest size: the maximum count, or 100 more than the minimum, whichever is less).
  ///
  /// ```swift
  /// Gen.int(in: 0...50).array(count: 0...8)
  /// ```
  public func array(count: ClosedRange<Int>) -> Gen<[Value]> {
    guard count.lowerBound >= 0 else { return .invalid("array count \(count) must not be negative") }
    let element = self
    return Gen<[Value]>(
      generate: { draw throws(GenerationFailure) in
        let target = draw.isRandom ? proposedCount(in: count, draw: &draw) : 0
        var result: [Value] = []
        result.reserveCapacity(count.lowerBound)
        let list = draw.beginSpan(count.lowerBound == count.upperBound ? .fixedList : .list)
        while result.count < count.upperBound {
          let span = draw.beginSpan(.element)
          if result.count >= count.lowerBound {
            let more = result.count < target
            if draw.choose(upTo: 1, proposing: { _ in more ? 1 : 0 }) == 0 {
              draw.endSpan(span)
              if span >= 0 { draw.spans.removeLast() }
              break
            }
          }
          result.append(try element.generate(&draw))
          draw.endSpan(span)
        }
        draw.endSpan(list)
        return result
      },
      domain: { budget in
        let single = element.domain(budget)
        switch single {
        case .exactly(0): return .exactly(count.lowerBound == 0 ? 1 : 0)
        case .exactly(1): return .exactly(UInt64(count.upperBound - count.lowerBound) + 1)
        default: break
        }
        var total = DomainSize.exactly(0)
        var power = DomainSize.exactly(1)
        for length in 0...count.upperBound {
          if length >= count.lowerBound { total = total + power }
          if total.exactCount == nil { return total }
          power = power * single
        }
        return total
      })
  }

  /// Arrays of exactly `count` values.
  public func array(count: Int) -> Gen<[Value]> {
    array(count: count...count)
  }
}

/// A random target count for an array, growing with the size of the case.
func proposedCount(in count: ClosedRange<Int>, draw: inout Draw) -> Int {
  let span = UInt64(count.upperBound - count.lowerBound)
  if span == 0 || draw.nextBiasByte() & 7 == 0 { return count.lowerBound }
  let reach = Swift.max(1, span * UInt64(draw.size) / UInt64(Gen<Int>.maximumSize))
  let scaled = Swift.min(span, Swift.min(reach, 100))
  return count.lowerBound + Int(draw.random.next(upTo: scaled))
}
