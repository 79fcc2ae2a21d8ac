import Testing
@testable import Generators

@Suite struct DrawTests {
  @Test func replayClampsAndPadsWithZero() {
    var draw = Draw.replaying([5, 99])
    #expect(draw.chooseUniformly(upTo: 9) == 5)
    #expect(draw.chooseUniformly(upTo: 9) == 9)
    #expect(draw.chooseUniformly(upTo: 9) == 0)
    #expect(draw.recorded == [Choice(value: 5, maximum: 9), Choice(value: 9, maximum: 9), Choice(value: 0, maximum: 9)])
  }

  @Test func rerunningAStartStateRecordsTheSameCase() throws {
    let gen = Gen.int(in: -100...100).array(count: 0...6)
    var draw = Draw.random(seed: 9, size: 50, isRecording: false)
    for _ in 0..<20 {
      draw.restart(size: 50)
      let start = draw.randomState
      let value = try gen.generate(&draw)
      var again = Draw.rerunning(start)
      #expect(try gen.generate(&again) == value)
      var replay = Draw.replaying(again.recordedValues)
      #expect(try gen.generate(&replay) == value)
    }
  }
}
