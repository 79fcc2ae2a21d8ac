import Testing

@testable import ScrollGeometry

@Suite("The exercise log")
struct ExerciseLogTests {
  @Test func p9ARuleReachedAgainAtTheSamePositionIsNotedOnce() {
    let log = ExerciseLog()
    var position = 3
    log.startRecording { position }
    log.note("T13")
    log.note("T13")
    log.note("W44")
    log.note("T13")  // the same position, after another rule: still one entry
    position = 5
    log.note("T13")
    log.note("T13")
    #expect(log.exercised == ["T13", "W44"])
    #expect(log.positions["T13"] == [3, 5])
    #expect(log.positions["W44"] == [3])
  }

  @Test func p9ANewRecordingNotesTheLastRuleAgain() {
    let log = ExerciseLog()
    log.startRecording { 2 }
    log.note("S11")
    // The re-run (S13) starts over at the same count: its position is recorded anew.
    log.startRecording { 2 }
    log.note("S11")
    #expect(log.positions["S11"] == [2])
    #expect(log.exercised == ["S11"])
  }

  @Test func p9ANoteWithoutARecordingKeepsNoPosition() {
    let log = ExerciseLog()
    log.note("U8")
    log.note("U8")
    #expect(log.exercised == ["U8"])
    #expect(log.positions.isEmpty)
  }

  @Test func p9ConsultedRulesAreListedOnceSorted() {
    let log = ExerciseLog()
    for id in ["W1", "W1", "T3", "W1", "T3", "A2"] { log.consult(id) }
    #expect(log.consulted == ["A2", "T3", "W1"])
  }
}
