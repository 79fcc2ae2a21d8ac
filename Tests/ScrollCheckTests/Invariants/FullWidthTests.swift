import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct FullWidthTests {
  let fullWidth = FullWidth()

  func check(_ family: StrategyFamily, stretches: Bool = false, _ observations: [Observation]) -> Violation? {
    fullWidth.check(run(family, minimum: 50, maximum: 200, stretches: stretches, observations))
  }

  func check(_ observations: [Observation]) -> Violation? { check(.tableHeader, observations) }

  @Test func acceptsAHeaderAcrossTheWidth() {
    let state = observation(.marker("rest top"), elements: [placed(.tableHeader, y: 0, height: 200), placed(.row(section: 0, row: 0), y: 200, height: 44)])
    #expect(check([state]) == nil)
  }

  @Test func rejectsAHeaderSizedToAPlaceholderWidth() throws {
    // A header frame set once to a 375-point placeholder on a 390-point screen.
    let state = observation(.sizeChange, elements: [placed(.tableHeader, y: 0, height: 200, width: 375)])
    let violation = try #require(check([state]))
    #expect(violation.message.contains("spans x 0..375, not 0..390"))
  }

  @Test func rejectsAnElementSpillingPastTheSide() throws {
    let state = observation(.release, elements: [placed(.tableHeader, y: 0, height: 200, width: 430)])
    let violation = try #require(check([state]))
    #expect(violation.message.contains("table header draws at x 0..430, past the screen's sides 0..390"))
  }

  @Test func aSwiftUIHeaderSpansTheSafeAreaAndMayZoomOnlyWhilePulled() throws {
    var inset = observation(.marker("rest top"), elements: [shown(swiftUIHeader, screenY: 0, height: 200, x: 47, width: 296)])
    inset.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    #expect(check(.swiftUIHeader, [inset]) == nil)
    let padded = observation(.marker("rest top"), elements: [shown(swiftUIHeader, screenY: 0, height: 200, x: 16, width: 358)])
    #expect(try #require(check(.swiftUIHeader, [padded])).message.contains("spans x 16..374"))
    // Scaled around its centre while pulled: a stretchy header's zoom.
    let zoomed = observation(
      .drag(translation: 40), offset: -40, elements: [shown(swiftUIHeader, screenY: 0, height: 240, x: -39, width: 468, scale: 1.2)],
      validRange: 0...1000)
    #expect(check(.swiftUIHeader, stretches: true, [zoomed]) == nil)
    #expect(check(.swiftUIHeader, stretches: false, [zoomed]) != nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([observation(elements: [placed(.tableHeader, y: 0, height: 200, width: 390 + 0.9 * pixel)])]) == nil)
    #expect(check([observation(elements: [placed(.tableHeader, y: 0, height: 200, width: 390 - 1.5 * pixel)])]) != nil)
  }

  @Test func judgesOnlyDrawnStates() {
    // An intermediate layout pass followed by another pass of the same cycle is not drawn.
    let intermediate = observation(.layoutPass(1), elements: [placed(.tableHeader, y: 0, height: 200, width: 375)])
    let drawn = observation(.layoutPass(2), elements: [placed(.tableHeader, y: 0, height: 200)])
    #expect(check([intermediate, drawn]) == nil)
  }
}
