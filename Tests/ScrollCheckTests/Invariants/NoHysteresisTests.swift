import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct NoHysteresisTests {
  let noHysteresis = NoHysteresis()

  func rest(_ marker: String, offset: CGFloat, header: CGFloat = 300, scale: CGFloat = 1) -> Observation {
    observation(.marker(marker), offset: offset, elements: [
      shown(swiftUIHeader, screenY: 0, height: header, offset: offset, scale: scale),
      placed(.swiftUI(name: "item 0"), y: 300, height: 80),
    ])
  }

  func gestures() -> [Observation] {
    [observation(.drag(translation: -50), offset: 50), observation(.release, offset: 50)]
  }

  @Test func acceptsTheSameStateAsAFreshView() {
    let good = gestures() + [rest("rest", offset: 50), rest(ProbeMarker.twin, offset: 50)]
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, good)) == nil)
  }

  @Test func rejectsAStateThatRemembersTheGestures() throws {
    let bad = gestures() + [rest("rest", offset: 50, header: 250), rest(ProbeMarker.twin, offset: 50)]
    let violation = try #require(noHysteresis.check(run(.swiftUIHeader, maximum: 300, bad)))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 3)
    #expect(violation.message.contains("at rest at contentOffset.y 50"))
    #expect(violation.message.contains("header is at y 0..250 (h 250) on screen, expected y 0..300 (h 300)"))
  }

  @Test func rejectsAScaleLeftBehind() throws {
    let bad = [rest("rest", offset: 0, scale: 1.1), rest(ProbeMarker.twin, offset: 0)]
    let violation = try #require(noHysteresis.check(run(.swiftUIHeader, maximum: 300, bad)))
    #expect(violation.message.contains("scaled 1.1, expected 1"))
  }

  @Test func doesNotCompareATwinAtAnotherOffset() {
    let elsewhere = [rest("rest", offset: 50, header: 250), rest(ProbeMarker.twin, offset: 40)]
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, elsewhere)) == nil)
    // Within a pixel is the same offset.
    let close = [rest("rest", offset: 50, header: 250), rest(ProbeMarker.twin, offset: 50 - 0.9 * pixel)]
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, close)) != nil)
  }

  @Test func theProbeLeavesTheMarkersTheCheckReads() {
    #expect(markers(noHysteresis.probe) == ["rest"])
    #expect(noHysteresis.probe.last == .restTwinAtSameOffset)
    #expect(Set(noHysteresis.families) == Set(StrategyFamily.allCases))
  }
}
