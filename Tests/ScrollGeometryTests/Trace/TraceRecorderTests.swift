import ScrollGeometry
import Testing

@Suite("TraceRecorder")
struct TraceRecorderTests {
  @Test func traceRecorderStampsStepsOnObservationsAndEvents() {
    let view = makeScrollView()
    let recorder = TraceRecorder()
    view.recorder = recorder
    recorder.step = 3
    view.drag(by: -10)
    view.drag(by: -5)
    recorder.note(.layoutPassBoundHit(passes: 8))
    recorder.step = 4
    view.release()
    let observations = recorder.trace.observations
    #expect(observations.map(\.step) == [3, 3, 4])
    #expect(observations.map(\.cause) == [.drag(translation: -10), .drag(translation: -5), .release])
    #expect(observations.map(\.contentOffset.y) == [10, 15, 15])
    #expect(recorder.trace.events == [
      TraceEvent(step: 3, observationIndex: 2, event: .layoutPassBoundHit(passes: 8))
    ])
  }

  @Test func traceRecorderStampsOverAnyStepInTheObservation() {
    let recorder = TraceRecorder()
    recorder.step = 9
    var observation = makeScrollView().observe(.sizeChange)
    observation.step = 1
    recorder.record(observation)
    #expect(recorder.trace.observations.first?.step == 9)
  }

  @Test func traceRecorderNotesBoundEventsWhereTheyHappen() {
    let view = makeScrollView()
    let recorder = TraceRecorder()
    view.recorder = recorder
    recorder.step = 2
    view.drag(by: 100)
    view.delegate = nil
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onDidScroll = { scrollView in
      if scrollView.isDecelerating { scrollView.contentInset.top = -scrollView.contentOffset.y - 10 }
    }
    view.release()
    // One drag and the release, then the 600 frames: the event is noted after them.
    #expect(recorder.trace.events.count == 1)
    #expect(recorder.trace.events.first?.observationIndex == 602)
    #expect(recorder.trace.events.first?.step == 2)
  }

  @Test func traceRecorderStartsEmpty() {
    let recorder = TraceRecorder()
    #expect(recorder.step == 0)
    #expect(recorder.trace == Trace())
  }
}
