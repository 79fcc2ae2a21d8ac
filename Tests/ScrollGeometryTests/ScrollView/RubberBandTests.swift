import ScrollGeometry
import Testing

@Suite("RubberBand (S8)")
struct RubberBandTests {
  @Test("S8: reference values at d = 960", arguments: [
    (CGFloat(5), CGFloat(2.74)), (100, 52.02), (400, 178.98), (960, 340.65),
  ])
  func s8RubberBandReferenceValues(distance: CGFloat, expected: CGFloat) {
    let moved = RubberBand.offset(forDragDistance: distance, dimension: 960)
    #expect(abs(moved - expected) <= hundredth, "b(\(distance), 960) = \(moved)")
  }

  @Test func s8RubberBandCoefficientIs055() {
    #expect(RubberBand.coefficient == 0.55)
    // b(d, d) = (1 - 1/1.55) d for any d.
    #expect(abs(RubberBand.offset(forDragDistance: 800, dimension: 800) - 800 * (1 - 1 / 1.55)) <= exact)
  }

  @Test("S8: the inverse maps the band back to the finger distance",
    arguments: [CGFloat(0.25), 5, 100, 400, 960, 5_000])
  func s8RubberBandInverseRoundTrip(distance: CGFloat) {
    let moved = RubberBand.offset(forDragDistance: distance, dimension: 960)
    let back = RubberBand.dragDistance(forOffset: moved, dimension: 960)
    #expect(abs(back - distance) <= distance * 1e-9)
    // And the other way round, from an overshoot.
    let overshoot = distance / 10
    let there = RubberBand.dragDistance(forOffset: overshoot, dimension: 960)
    #expect(abs(RubberBand.offset(forDragDistance: there, dimension: 960) - overshoot) <= 1e-9)
  }

  @Test func s8RubberBandIsZeroForNoDistanceOrNoDimension() {
    #expect(RubberBand.offset(forDragDistance: 0, dimension: 960) == 0)
    #expect(RubberBand.offset(forDragDistance: -10, dimension: 960) == 0)
    #expect(RubberBand.offset(forDragDistance: 10, dimension: 0) == 0)
    #expect(RubberBand.dragDistance(forOffset: 0, dimension: 960) == 0)
    #expect(RubberBand.dragDistance(forOffset: -3, dimension: 960) == 0)
    #expect(RubberBand.dragDistance(forOffset: 3, dimension: 0) == 0)
  }

  @Test func s8RubberBandNeverReachesTheDimension() {
    #expect(RubberBand.offset(forDragDistance: 1e9, dimension: 960) < 960)
    // An overshoot the band cannot produce (set by a delegate) maps to a finite distance.
    let far = RubberBand.dragDistance(forOffset: 2_000, dimension: 960)
    #expect(far.isFinite)
    #expect(far > 1e6)
    #expect(RubberBand.dragDistance(forOffset: 960, dimension: 960) == far)
  }

  @Test func s8RubberBandIsMonotone() {
    var previous: CGFloat = 0
    for step in 1...200 {
      let moved = RubberBand.offset(forDragDistance: CGFloat(step) * 10, dimension: 700)
      #expect(moved > previous)
      #expect(moved < CGFloat(step) * 10)
      previous = moved
    }
  }
}
