import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct RestIdentityTests {
  let restIdentity = RestIdentity()

  func atRest(_ marker: String, height: CGFloat = 300, x: CGFloat = 0, width: CGFloat = viewWidth, scale: CGFloat = 1) -> Observation {
    observation(.marker(marker), elements: [shown(swiftUIHeader, screenY: 0, height: height, x: x, width: width, scale: scale)])
  }

  func check(_ observations: [Observation]) -> Violation? {
    restIdentity.check(run(.swiftUIHeader, maximum: 300, observations))
  }

  let moved = observation(.drag(translation: 40), offset: -40, elements: [shown(swiftUIHeader, screenY: 0, height: 340, scale: 1.2)])

  @Test func acceptsTheBaseHeaderEdgeToEdge() {
    #expect(check([atRest(ProbeMarker.appeared), moved, atRest("rest top")]) == nil)
  }

  @Test func rejectsAWrongHeightWhenItAppears() throws {
    let violation = try #require(check([atRest(ProbeMarker.appeared, height: 280), atRest("rest top")]))
    #expect(violation.observationIndex == 0)
    #expect(violation.message.contains("height 280, not 300"))
  }

  @Test func rejectsAScaleLeftAtRest() throws {
    let violation = try #require(check([atRest(ProbeMarker.appeared), moved, atRest("rest top", scale: 1.05)]))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("scale 1.05"))
  }

  @Test func rejectsAHeaderNotEdgeToEdge() throws {
    let violation = try #require(check([atRest("rest top", x: 10, width: 370)]))
    #expect(violation.message.contains("x 10..380, not the safe area's 0..390"))
  }

  @Test func edgeToEdgeMeansTheSafeAreaWidth() {
    var inset = atRest("rest top", x: 47, width: 296)
    inset.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    #expect(check([inset]) == nil)
  }

  @Test func rejectsAMissingHeader() throws {
    let violation = try #require(check([observation(.marker("rest top"))]))
    #expect(violation.message.contains("not on screen"))
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([atRest("rest top", height: 300 + 0.9 * pixel, x: 0.9 * pixel)]) == nil)
    #expect(check([atRest("rest top", height: 300 + 1.5 * pixel)]) != nil)
    #expect(check([atRest("rest top", x: -1.5 * pixel)]) != nil)
  }

  @Test func appliesToSwiftUIHeaders() {
    #expect(restIdentity.families == [.swiftUIHeader])
    #expect(markers(restIdentity.probe) == ["rest top"])
  }
}
