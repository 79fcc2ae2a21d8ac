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

  @Test func p9ARuleReachedAgainAtAnEarlierPositionIsNotedAgain() {
    let log = ExerciseLog()
    var position = 3
    log.startRecording { position }
    log.note("T13")
    position = 5
    log.note("T13")
    position = 3
    log.note("T13")
    #expect(log.positions["T13"] == [3, 5, 3])
  }

  @Test func p9APositionSetWithoutARecordingIsRead() {
    let log = ExerciseLog()
    log.note("W1")  // no position yet
    log.position = { 7 }
    log.note("W1")
    log.position = nil
    log.note("W1")
    #expect(log.positions["W1"] == [7])
    #expect(log.exercised == ["W1"])
  }

  /// The shortcut against the plain algorithm: every sequence of notes and position changes
  /// gives the same ids and positions.
  @Test func p9TheShortcutNotesWhatThePlainAlgorithmNotes() {
    var random = SplitMixForTest(seed: 20)
    for _ in 0..<200 {
      let log = ExerciseLog()
      var position = 0
      log.startRecording { position }
      var ids: [String] = []
      var positions: [String: [Int]] = [:]
      for _ in 0..<40 {
        switch random.next() % 4 {
        case 0: position = Int(random.next() % 3)
        default:
          let id = ["S11", "T13", "W44"][Int(random.next() % 3)]
          log.note(id)
          if !ids.contains(id) { ids.append(id) }
          if positions[id]?.last != position { positions[id, default: []].append(position) }
        }
      }
      #expect(log.exercised == ids.sorted())
      #expect(log.positions == positions)
    }
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

/// A small deterministic source of numbers for the test above.
struct SplitMixForTest {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
