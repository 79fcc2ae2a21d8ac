import Foundation  // links the C math library that rounding uses on Linux

extension Gen where Value == Double {
  /// Doubles in `range`, finite unless `includingNonFinite` is set.
  ///
  /// Each double is a kind choice, then its value. When sampling, the kinds are proposed
  /// with these shares:
  /// - 1/8 an integer, 1/8 a multiple of 1/2, 1/8 a multiple of 1/3 (pixel-grid values for
  ///   1x, 2x and 3x screens), each with the edge-case bias of ``Draw`` (so 0, 1 and the
  ///   grid points nearest the bounds are common);
  /// - 1/8 a bound: the lower or upper bound (and with `includingNonFinite`, also
  ///   `.infinity`, `-.infinity` and `.nan`);
  /// - 1/2 any double on the 2⁻⁵³ grid of the range, measured from its simplest value.
  ///
  /// Shrinking prefers the kinds in that order, so a failing double shrinks to 0, a small
  /// integer, a half or a third when it can. Infinite bounds are clamped to the largest
  /// finite magnitude. Not enumerable: use ``double(in:step:)`` for that.
  public static func double(
    in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
    includingNonFinite: Bool = false
  ) -> Gen<Double> {
    guard !range.lowerBound.isNaN, !range.upperBound.isNaN else {
      return .invalid("double range has a NaN bound")
    }
    let lower = Swift.max(range.lowerBound, -Double.greatestFiniteMagnitude)
    let upper = Swift.min(range.upperBound, Double.greatestFiniteMagnitude)
    let origin = Swift.min(Swift.max(0, lower), upper)
    var specials = [lower, upper]
    if includingNonFinite { specials += [.infinity, -.infinity, .nan] }
    let specialValues = specials
    let grids = [1.0, 2.0, 3.0].map { GridOrdering(lower: lower, upper: upper, denominator: $0) }
    @Sendable func generateDouble(_ draw: inout Draw) -> Double {
      let kind = draw.choose(upTo: 4) { random in
        let bits = random.next() & 7
        return bits < 4 ? bits : 4
      }
      switch kind {
      case 0, 1, 2:
        return grids[Int(kind)].generate(&draw, fallback: origin)
      case 3:
        let index = draw.chooseUniformly(upTo: UInt64(specialValues.count - 1))
        return specialValues[Int(index)]
      default:
        let canGoUp = upper > origin
        let canGoDown = lower < origin
        let side = draw.choose(upTo: canGoUp && canGoDown ? 1 : 0) { $0.next() & 1 }
        let fraction = Double(draw.chooseUniformly(upTo: (1 << 53) - 1)) * 0x1p-53
        let goesDown = (side == 1) || !canGoUp
        let value = goesDown
          ? origin - (origin - lower) * fraction
          : origin + (upper - origin) * fraction
        return Swift.min(Swift.max(value, lower), upper)
      }
    }
    return Gen(
      generate: { draw in
        let span = draw.beginSpan(.value)
        let start = draw.nextIndex
        let value = generateDouble(&draw)
        draw.endSpan(span)
        if draw.isRecording, value.isFinite {
          // Suggest the nearest integers (then halves) for the shrinker to try instead.
          for candidate in [value.rounded(), value.rounded(.towardZero), (value * 2).rounded() / 2] {
            for (index, grid) in grids.enumerated() {
              if let choice = grid.choice(for: candidate) {
                draw.suggest(from: start, replacement: [UInt64(index), choice])
                break
              }
            }
          }
        }
        return value
      },
      domain: { _ in .unbounded })
  }

  /// The doubles `lower, lower + step, ...` up to `range.upperBound`: enumerable.
  ///
  /// Shrinks toward the lower bound. A step that is not positive and finite, or a grid of
  /// more than 2⁶² points, is an invalid-argument error.
  ///
  /// ```swift
  /// Gen.double(in: 0...2, step: 1.0 / 3)  // 0, 1/3, 2/3, ..., 2
  /// ```
  public static func double(in range: ClosedRange<Double>, step: Double) -> Gen<Double> {
    guard step > 0, step.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite else {
      return .invalid("double grid needs finite bounds and a positive finite step, got \(range) by \(step)")
    }
    let points = ((range.upperBound - range.lowerBound) / step).rounded(.down)
    guard points < 0x1p62 else { return .invalid("double grid \(range) by \(step) has too many points") }
    let lower = range.lowerBound
    // Guard against the last point stepping over the bound by a rounding error.
    let last = Int(points)
    return Gen<Int>.int(in: 0...last).map { index in
      Swift.min(lower + Double(index) * step, range.upperBound)
    }
  }
}

/// The multiples of `1/denominator` inside a double range, ordered from the simplest.
struct GridOrdering: Sendable {
  let ordering: IntegerOrdering?
  let denominator: Double

  init(lower: Double, upper: Double, denominator: Double) {
    self.denominator = denominator
    let limit = 0x1p52
    let low = Swift.max((lower * denominator).rounded(.up), -limit)
    let high = Swift.min((upper * denominator).rounded(.down), limit)
    ordering = low <= high ? IntegerOrdering(Int(low)...Int(high)) : nil
  }

  func generate(_ draw: inout Draw, fallback: Double) -> Double {
    guard let ordering else {
      _ = draw.choose(upTo: 0) { _ in 0 }
      return fallback
    }
    let signedLower = ordering.upper > 0 ? Swift.min(0, ordering.lower) : 0
    let choice = draw.chooseWithEdges(upTo: ordering.maximum, specials: ordering.specialChoices, signedLower: signedLower)
    return Double(ordering.value(for: choice)) / denominator
  }

  /// The choice of `value` on this grid, if it is a grid point inside the range.
  func choice(for value: Double) -> UInt64? {
    guard let ordering else { return nil }
    let scaled = value * denominator
    guard scaled == scaled.rounded(), scaled >= Double(ordering.lower), scaled <= Double(ordering.upper) else {
      return nil
    }
    return ordering.choice(for: Int(scaled))
  }
}
