import ScrollGeometry
import Testing

@Suite("Observation")
struct ObservationTests {
  @Test func observationFindsTheFirstElementOfAKind() {
    var observation = makeScrollView().observe(.layoutPass(1))
    let header = ElementFrame(
      kind: .tableHeader, contentFrame: CGRect(x: 0, y: 0, width: 400, height: 200),
      screenFrame: CGRect(x: 0, y: 60, width: 400, height: 200))
    let row = ElementFrame(
      kind: .row(section: 0, row: 1), contentFrame: CGRect(x: 0, y: 244, width: 400, height: 44),
      screenFrame: CGRect(x: 0, y: 304, width: 400, height: 44))
    observation.elements = [header, row]
    #expect(observation.element(.tableHeader) == header)
    #expect(observation.element(.row(section: 0, row: 1))?.screenFrame.minY == 304)
    #expect(observation.element(.row(section: 1, row: 0)) == nil)
    #expect(header.scale == 1)
  }

  @Test func observationCausesDescribeThemselves() {
    #expect(ObservationCause.drag(translation: -12.5).description == "drag by -12.5")
    #expect(ObservationCause.layoutPass(2).description == "layout pass 2")
    #expect(ObservationCause.animationFrame(7).description == "animation frame 7")
    #expect(ObservationCause.release.description == "release")
    #expect(ObservationCause.marker("rotate").description == "rotate")
  }

  @Test func elementKindsDescribeThemselves() {
    #expect(ElementKind.row(section: 2, row: 5).description == "row 2.5")
    #expect(ElementKind.sectionHeader(section: 1).description == "section 1 header")
    #expect(ElementKind.sectionFooter(section: 0).description == "section 0 footer")
    #expect(ElementKind.tableFooter.description == "table footer")
    #expect(ElementKind.swiftUI(name: "item 3").description == "item 3")
  }

  @Test func engineEventsDescribeThemselves() {
    #expect(EngineEvent.reentrancyBoundHit(depth: 16).description
      == "scrollViewDidScroll re-entered 16 deep; the loop was cut")
    #expect(EngineEvent.settleBoundHit(frames: 600).description
      == "the settle animation did not come to rest in 600 frames")
    #expect(EngineEvent.layoutPassBoundHit(passes: 8).description
      == "layout did not converge in 8 passes")
  }
}
