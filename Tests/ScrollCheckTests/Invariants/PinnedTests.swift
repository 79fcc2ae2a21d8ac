import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct PinnedTests {
  let pinned = Pinned()

  /// Scrolled up by `offset` in a view with a 47-point safe area at the top, whose range
  /// starts at -47; the header shown from `top`.
  func scrolled(_ offset: CGFloat, top: CGFloat, height: CGFloat = 300, _ cause: ObservationCause = .drag(translation: -10)) -> Observation {
    observation(cause, offset: offset, elements: [shown(swiftUIHeader, screenY: top, height: height, offset: offset)],
                validRange: -47...1203, safeTop: 47)
  }

  func check(_ observations: [Observation]) -> Violation? {
    pinned.check(run(.swiftUIHeader, maximum: 300, observations))
  }

  @Test func acceptsAHeaderHeldAtTheSafeAreasTop() {
    #expect(check([scrolled(-47, top: 47, .marker("rest")), scrolled(-37, top: 47), scrolled(100, top: 47), scrolled(900, top: 47)]) == nil)
  }

  @Test func rejectsAHeaderThatScrollsAway() throws {
    let violation = try #require(check([scrolled(-47, top: 47, .marker("rest")), scrolled(-37, top: 47), scrolled(-27, top: 27)]))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("scrolled up by 20"))
    #expect(violation.message.contains("y 27..327 (h 300); expected top 47 and height 300"))
  }

  @Test func rejectsAHeaderThatShrinks() throws {
    let violation = try #require(check([scrolled(60, top: 47, height: 200)]))
    #expect(violation.message.contains("h 200"))
  }

  @Test func rejectsAPinnedHeaderDrawnScaled() throws {
    // In place and at its base height on screen, but drawn through a scale effect.
    let scaled = observation(
      .drag(translation: -10), offset: 60,
      elements: [shown(swiftUIHeader, screenY: 47, height: 300, offset: 60, scale: 1.2)],
      validRange: -47...1203, safeTop: 47)
    let violation = try #require(check([scaled]))
    #expect(violation.message.contains("drawn scaled 1.2"))
  }

  @Test func rejectsAMissingHeader() throws {
    let gone = observation(.drag(translation: -10), offset: 100, validRange: -47...1203, safeTop: 47)
    let violation = try #require(check([scrolled(-47, top: 47, .marker("rest")), gone]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("not on screen"))
  }

  @Test func looksOnlyAtDragsScrolledUp() {
    // At rest at the top, pulled, or animated: not its business.
    #expect(check([scrolled(-47, top: 0, .drag(translation: 0)), scrolled(-80, top: 0, .drag(translation: 40)),
                   scrolled(100, top: 0, .animationFrame(1))]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([scrolled(100, top: 47 + 0.9 * pixel, height: 300 - 0.9 * pixel)]) == nil)
    #expect(check([scrolled(100, top: 47 + 1.5 * pixel)]) != nil)
    #expect(check([scrolled(100, top: 47, height: 300 + 1.5 * pixel)]) != nil)
  }

  @Test func appliesToSwiftUIHeaders() {
    #expect(pinned.families == [.swiftUIHeader])
    #expect(pinned.probe.contains(.push(240)))
  }
}
