import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct ClampedTests {
  let clamped = Clamped()

  /// A collapsing table header (60...200): `height` tall at `offset`.
  func header(_ height: CGFloat, at offset: CGFloat, cause: ObservationCause = .drag(translation: -10), scale: CGFloat = 3)
    -> Observation
  {
    observation(cause, offset: offset, elements: [placed(.tableHeader, y: min(0, offset), height: height)], scale: scale)
  }

  @Test func acceptsAHeaderThatCollapsesBetweenItsBounds() {
    let good = run(.tableHeader, minimum: 60, maximum: 200, [
      header(200, at: 0, cause: .layoutPass(1)), header(130, at: 70), header(60, at: 140), header(60, at: 400),
    ])
    #expect(clamped.check(good) == nil)
  }

  @Test func rejectsAHeaderTallerThanItsMaximum() throws {
    let bad = run(.tableHeader, minimum: 60, maximum: 200, [
      header(200, at: 0, cause: .layoutPass(1)), header(190, at: 10), header(210, at: 20),
    ])
    let violation = try #require(clamped.check(bad))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("210"))
    #expect(violation.message.contains("60...200"))
  }

  @Test func rejectsAHeaderShorterThanItsMinimum() throws {
    let bad = run(.tableHeader, minimum: 60, maximum: 200, [header(200, at: 0), header(44, at: 300)])
    let violation = try #require(clamped.check(bad))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("44"))
    #expect(violation.message.contains("contentOffset.y 300"))
  }

  @Test(arguments: [2, 3] as [CGFloat])
  func toleratesLessThanOnePixelAtTheObservationsScale(scale: CGFloat) {
    let onePixel = 1 / scale
    let within = run(.tableHeader, minimum: 60, maximum: 200, [
      header(200 + 0.9 * onePixel, at: 0, scale: scale), header(60 - 0.9 * onePixel, at: 300, scale: scale),
    ])
    #expect(clamped.check(within) == nil)
    let over = run(.tableHeader, minimum: 60, maximum: 200, [header(200 + 1.5 * onePixel, at: 0, scale: scale)])
    #expect(clamped.check(over)?.observationIndex == 0)
    let under = run(.tableHeader, minimum: 60, maximum: 200, [header(60 - 1.5 * onePixel, at: 300, scale: scale)])
    #expect(clamped.check(under)?.observationIndex == 0)
  }

  @Test func aDeclaredStretchExceedsTheMaximumOnlyWhilePulledPastTheTop() throws {
    let pulled = [header(200, at: 0), header(260, at: -60, cause: .drag(translation: 10))]
    #expect(clamped.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, pulled)) == nil)

    // Without the declaration, the same pull is a violation.
    let undeclared = try #require(clamped.check(run(.tableHeader, minimum: 60, maximum: 200, pulled)))
    #expect(undeclared.observationIndex == 1)
    #expect(undeclared.message.contains("260"))

    // Declared, but still taller than the maximum once back at rest.
    let stuck = pulled + [header(260, at: 0, cause: .animationFrame(9))]
    let violation = try #require(clamped.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, stuck)))
    #expect(violation.observationIndex == 2)

    // Pulled by less than a pixel is not pulled.
    let barely = [header(210, at: -0.9 * pixel, cause: .drag(translation: 1))]
    #expect(clamped.check(run(.tableHeader, minimum: 60, maximum: 200, stretches: true, barely)) != nil)
  }

  @Test func readsTheTableHeaderOnly() {
    // A tall row is not the header.
    let rows = run(.tableHeader, minimum: 60, maximum: 200, [
      observation(elements: [placed(.tableHeader, y: 0, height: 200), placed(.row(section: 0, row: 0), y: 200, height: 600)])
    ])
    #expect(clamped.check(rows) == nil)
  }

  @Test func appliesToTableHeadersOnly() {
    #expect(clamped.families == [.tableHeader, .insetHeader])
    #expect(markers(clamped.probe).isEmpty)
    #expect(clamped.probe.contains(.pull(120)) && clamped.probe.contains(.collapse))
  }
}
