import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct FillsScreenTests {
  let fillsScreen = FillsScreen()

  func atRest(_ marker: String, frame: CGRect) -> Observation {
    var state = observation(.marker(marker))
    state.frameInRootView = frame
    state.rootViewBounds = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight)
    return state
  }

  func check(_ observations: [Observation]) -> Violation? {
    fillsScreen.check(run(.nonFloatingSections, observations))
  }

  let screen = CGRect(x: 0, y: 0, width: viewWidth, height: viewHeight)

  @Test func acceptsAScrollViewOverTheWholeView() {
    #expect(check([atRest(ProbeMarker.appeared, frame: screen), atRest("rest", frame: screen), atRest("rotated", frame: screen)]) == nil)
  }

  @Test func rejectsATableSizedOnceToThePlaceholder() throws {
    let placeholder = CGRect(x: 0, y: 0, width: 375, height: 667)
    let violation = try #require(check([atRest(ProbeMarker.appeared, frame: screen), atRest("rotated", frame: placeholder)]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message == "the scroll view covers x 0..375 y 0..667 of its controller's view x 0..390 y 0..844")
  }

  @Test func rejectsAScrollViewInsetToTheSafeArea() {
    #expect(check([atRest("rest", frame: CGRect(x: 0, y: 47, width: viewWidth, height: viewHeight - 81))]) != nil)
  }

  @Test func ignoresStatesNotAtRestAndUnrecordedFrames() {
    var dragging = atRest("rest", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    dragging.isTracking = true
    #expect(check([dragging, observation(.marker("rest"))]) == nil)
  }
}
