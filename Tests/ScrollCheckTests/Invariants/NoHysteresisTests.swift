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
    #expect(violation.message.contains("header is at y 0..250 (h 250) in the scroll view, expected y 0..300 (h 300)"))
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

  @Test func c31AnInsetThatDoesNotShowWhereTheViewRestsIsNotAFinding() {
    var first = rest("rest", offset: 50)
    first.contentInset.bottom = -28
    first.validOffsetY = 0...1128
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, [first, rest(ProbeMarker.twin, offset: 50)])) == nil)
  }

  @Test func c32ARangeThatDiffersIsComparedAtEachViewsOwnEdge() throws {
    let item = ElementKind.swiftUI(name: "item 9")
    func edge(_ marker: String, offset: CGFloat) -> Observation {
      observation(.marker(marker), offset: offset, elements: [placed(item, y: 1900, height: 100)])
    }
    // Both draw the same at rest; at the bottom edge the fresh view shows the last item 28
    // points higher (its range ends 28 points further).
    let states = [
      rest("rest", offset: 50), rest(ProbeMarker.twin, offset: 50),
      edge("rest at top", offset: 0), edge("twin at top", offset: 0),
      edge("rest at bottom", offset: 1128), edge("twin at bottom", offset: 1156),
    ]
    let violation = try #require(noHysteresis.check(run(.swiftUIHeader, maximum: 300, states)))
    #expect(violation.observationIndex == 4 && violation.comparedIndex == 5)
    #expect(violation.message.hasPrefix("brought to rest at its bottom edge after the gestures, item 9 is at y 772..872"))
    // The same picture at both edges: nothing to report.
    var same = states
    same[5] = edge("twin at bottom", offset: 1128)
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, same)) == nil)
  }

  @Test func c41AFreshViewUnderALargeTitleInAnotherStateIsComparedAtTheEdgesNotAtTheSameOffset() throws {
    // The gestures left the large title in one state (safe area top 96), the fresh view has
    // it in the other (44): the header stops elsewhere there, which is UIKit's bar, not the
    // strategy.
    func under(_ observation: Observation, safeAreaTop: CGFloat) -> Observation {
      var observation = observation
      observation.safeAreaInsets.top = safeAreaTop
      return observation
    }
    let first = under(rest("rest", offset: 50, header: 250), safeAreaTop: 96)
    let second = under(rest(ProbeMarker.twin, offset: 50), safeAreaTop: 44)
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, [first, second])) == nil)
    // Under the same bars the same difference is judged.
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, [first, under(second, safeAreaTop: 96)])) != nil)
    // A difference larger than a large title's 52 points is not the title's: judged.
    #expect(noHysteresis.check(run(.swiftUIHeader, maximum: 300, [first, under(second, safeAreaTop: 0)])) != nil)
    // Where the title differs, the edges still judge what differs there.
    let item = ElementKind.swiftUI(name: "item 9")
    func edge(_ marker: String, offset: CGFloat, y: CGFloat = 400) -> Observation {
      observation(.marker(marker), offset: offset, elements: [placed(item, y: y, height: 100)])
    }
    let edges = [
      first, second, edge("rest at top", offset: 0), edge("twin at top", offset: 0, y: 410),
    ]
    let violation = try #require(noHysteresis.check(run(.swiftUIHeader, maximum: 300, edges)))
    #expect(violation.message.hasPrefix("brought to rest at its top edge"))
  }

  @Test func theProbeLeavesTheMarkersTheCheckReads() {
    #expect(markers(noHysteresis.probe) == ["rest"])
    #expect(noHysteresis.probe.last == .carryToEdges(rest: "rest", twin: ProbeMarker.twin))
    #expect(Set(noHysteresis.families) == Set(StrategyFamily.allCases))
  }
}
