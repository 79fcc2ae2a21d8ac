import Generators
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct ScenarioCodingTests {
  @Test func generatedScenariosOfEveryFamilyRoundTrip() throws {
    let scenarios = try ScenarioSamples.generated(count: 80, seed: 11)
    #expect(scenarios.count == 80 * StrategyFamily.allCases.count)
    for scenario in scenarios {
      let bytes = ScenarioCoding.encode(scenario)
      let decoded = try ScenarioCoding.decode(bytes)
      #expect(decoded == scenario)
      #expect(ScenarioCoding.encode(decoded) == bytes)
    }
  }

  @Test func valuesOffTheSixthsGridSurviveBitForBit() throws {
    // Every value a token accepts (lengths 0...10000, insets 0...1000), off the grid.
    let awkward: [CGFloat] = [
      0.1, .pi, 390.123_456_789, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 999.999,
      44 + 44.ulp, 1.0 / 7.0, 123.456,
    ]
    for (index, value) in awkward.enumerated() {
      var scenario = ScenarioSamples.simple(rows: 3, script: [
        .drag(translation: -value, moves: 3), .insertRows(section: 0, heights: [value, 44, value]),
        .setContentOffset(y: value, animated: true),
      ])
      scenario.device.width = 1 + value
      scenario.device.portraitSafeArea.left = value
      scenario.content.sections[0].rowHeights[index % 3] = value
      scenario.content.sections[0].headerHeight = value
      scenario.content.sectionHeaderTopPadding = value
      scenario.minimumHeaderHeight = value
      scenario.maximumHeaderHeight = max(scenario.maximumHeaderHeight, value)
      let decoded = try ScenarioCoding.decode(ScenarioCoding.encode(scenario))
      let expected = ScenarioSamples.numbers(of: scenario).map(\.bitPattern)
      #expect(ScenarioSamples.numbers(of: decoded).map(\.bitPattern) == expected, "\(value)")
    }
  }

  @Test func lengthsATokenWasNeverMeantToCarryAreRejected() {
    let cases: [(Scenario) -> Scenario] = [
      { var s = $0; s.device.width = 1e20; return s },
      { var s = $0; s.device.scale = 7; return s },
      { var s = $0; s.device.portraitSafeArea.top = -3; return s },
      { var s = $0; s.content.sections[0].rowHeights[0] = -44; return s },
      { var s = $0; s.minimumHeaderHeight = 300; s.maximumHeaderHeight = 200; return s },
      { var s = $0; s.script = [.drag(translation: -3e300, moves: 1)]; return s },
    ]
    for make in cases {
      let bytes = ScenarioCoding.encode(make(ScenarioSamples.simple(rows: 3)))
      #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(bytes) }
    }
  }

  @Test func gridValuesAreShorterThanOthers() {
    let onGrid = ScenarioSamples.simple(rows: 1)
    var offGrid = onGrid
    offGrid.content.sections[0].rowHeights = [44.1]
    // 44 is 264 sixths (tag and two bytes); 44.1 is a tag and a 64-bit pattern.
    #expect(ScenarioCoding.encode(offGrid).count > ScenarioCoding.encode(onGrid).count + 5)
    // Runs of equal heights take one pair however many rows there are.
    let many = ScenarioSamples.simple(rows: 200)
    #expect(ScenarioCoding.encode(many).count - ScenarioCoding.encode(onGrid).count <= 1)
  }

  @Test func everyTruncationIsAnErrorNotACrash() throws {
    var scenario = try ScenarioGenerator.scenario(for: .nonFloatingSections).samples(count: 20, seed: 3).last!
    // The fixed part only: a token cut just before its tagged settings reads as one without
    // them (the token's checksum, not the scenario bytes, catches that cut).
    scenario.refreshControl = false
    scenario.pacing = .hz60
    scenario.storyboardTablePin = .safeArea
    scenario.container = .none
    let bytes = ScenarioCoding.encode(scenario)
    for length in 0..<bytes.count {
      #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(Array(bytes.prefix(length))) }
    }
  }

  @Test func trailingBytesAreRejected() throws {
    // After the script only tagged settings may follow (ScenarioField); garbage is not one.
    let bytes = ScenarioCoding.encode(ScenarioSamples.simple())
    for tail: [UInt8] in [[0], [1, 2, 3], [2, 0xCE, 0x0F, 0, 4, 0], [2, 8, 0]] {
      let error = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(bytes + tail) }
      #expect(error?.reason.contains("setting") == true, "\(tail): \(error?.reason ?? "")")
    }
  }

  /// A hand-written payload, field by field in the documented order, with one field wrong.
  static func payload(
    width: CGFloat = 390, adjustment: Int = 0, startsInLandscape: UInt8 = 0, sectionCount: Int = 1,
    rowRun: (count: Int, tag: UInt8) = (2, 0), text: [UInt8] = Array("Title".utf8), textLength: Int? = nil,
    eventTag: Int = 0, moves: Int = 3
  ) -> [UInt8] {
    var writer = ByteWriter()
    writer.write(width)
    writer.write(CGFloat(844))
    writer.write(CGFloat(3))
    for value: CGFloat in [47, 0, 34, 0, 0, 47, 21, 47] { writer.write(value) }
    writer.bytes.append(startsInLandscape)
    writer.write(adjustment)
    for value: CGFloat in [28, 28, 0] { writer.write(value) }
    writer.write(sectionCount)
    for _ in 0..<max(0, min(sectionCount, 2)) {
      writer.write(false)
      writer.write(false)
      writer.write(1)  // one run
      writer.write(rowRun.count)
      writer.bytes.append(rowRun.tag)
      writer.write(264)  // 44 points in sixths
    }
    writer.write(CGFloat(50))
    writer.write(CGFloat(200))
    writer.write(textLength ?? text.count)
    writer.bytes += text
    writer.write(1)  // one event
    writer.write(eventTag)
    if eventTag == 0 {
      writer.write(CGFloat(-120))
      writer.write(moves)
    }
    return writer.bytes
  }

  @Test func theHandWrittenPayloadDecodes() throws {
    let scenario = try ScenarioCoding.decode(Self.payload())
    #expect(scenario.device.width == 390)
    #expect(scenario.content.sections.map(\.rowHeights) == [[44, 44]])
    #expect(scenario.headerText == "Title")
    #expect(scenario.script == [.drag(translation: -120, moves: 3)])
  }

  @Test(arguments: [
    (payload(width: 0), "the device width 0 is outside 1...10000"),
    (payload(width: -390), "the device width -390 is outside 1...10000"),
    (payload(adjustment: 4), "an adjustment behaviour 4 is outside 0...3"),
    (payload(adjustment: -1), "an adjustment behaviour -1 is outside 0...3"),
    (payload(startsInLandscape: 2), "2 is not a boolean"),
    (payload(sectionCount: -1), "a section count -1 is outside 0...100"),
    (payload(sectionCount: 101), "a section count 101 is outside 0...100"),
    (payload(rowRun: (0, 0)), "a run length 0 is outside 1...10000"),
    (payload(rowRun: (2, 7)), "7 is not a number tag"),
    (payload(text: [0xFF, 0xFE]), "a text is not UTF-8"),
    (payload(textLength: 500), "a text runs past the end"),
    (payload(eventTag: 80), "an event tag 80 is outside 0...79"),
    (payload(eventTag: -1), "an event tag -1 is outside 0...79"),
    (payload(eventTag: 59), "an event tag 59 is not known"),
    (payload(eventTag: 25), "an event tag 25 is not known"),
    (payload(moves: 0), "a move count 0 is outside 1...400"),
  ])
  func outOfRangeFieldsAreRejected(bytes: [UInt8], reason: String) {
    let error = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(bytes) }
    #expect(error?.reason == reason)
    #expect(error?.description == "the scenario in the token does not decode: \(reason)")
  }

  @Test func nonFiniteAndOverlongNumbersAreRejected() {
    var infinite = ByteWriter()
    infinite.bytes.append(1)
    infinite.write(Double.infinity.bitPattern)
    let error = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(infinite.bytes) }
    #expect(error?.reason == "a number is not finite")
    let overlong = [UInt8](repeating: 0xFF, count: 12)
    let tooLong = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode([0] + overlong) }
    #expect(tooLong?.reason == "a number is too long")
  }

  @Test func tinyPayloadsCannotAskForHugeTables() throws {
    // 100 sections of 10 000 rows each would be 10^6 heights from a few hundred bytes.
    var writer = ByteWriter()
    for value: CGFloat in [390, 844, 3, 0, 0, 0, 0, 0, 0, 0, 0] { writer.write(value) }
    writer.write(false)
    writer.write(0)
    for value: CGFloat in [0, 0, 0] { writer.write(value) }
    writer.write(100)
    for _ in 0..<100 {
      writer.write(false)
      writer.write(false)
      writer.write(1)
      writer.write(10_000)
      writer.write(CGFloat(44))
    }
    let error = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(writer.bytes) }
    #expect(error?.reason == "too many rows")
    // Inserted rows count towards the same total.
    let inserts = ScenarioSamples.simple(rows: 4_000, script: [
      .insertRows(section: 0, heights: Array(repeating: 44, count: 4_000)),
      .insertRows(section: 0, heights: Array(repeating: 44, count: 4_000)),
    ])
    let bytes = ScenarioCoding.encode(inserts)
    #expect(bytes.count < 200)
    let tooMany = #expect(throws: ScenarioCoding.DecodingError.self) { try ScenarioCoding.decode(bytes) }
    #expect(tooMany?.reason == "too many rows")
    var fewer = inserts
    fewer.script.removeLast()
    #expect(try ScenarioCoding.decode(ScenarioCoding.encode(fewer)) == fewer)
  }

  @Test func randomBytesNeverCrash() throws {
    let noise = try Gen.int(in: 0...255).map { UInt8($0) }.array(count: 0...120).samples(count: 400, seed: 5)
    let valid = ScenarioCoding.encode(ScenarioSamples.simple(rows: 2, script: [.release]))
    var decoded = 0
    for bytes in noise + noise.map({ valid.prefix(valid.count / 2) + $0 }) {
      if (try? ScenarioCoding.decode(bytes)) != nil { decoded += 1 }
    }
    #expect(decoded < noise.count)
  }
}

@Suite("Token caps and terminal safety")
struct TokenCapTests {
  func scenario(text: String = "", events: Int = 0, rows: Int = 0) -> Scenario {
    Scenario(
      device: Device.catalog[0], content: Content(sections: [Content.Section(rowHeights: Array(repeating: 44, count: rows))]),
      minimumHeaderHeight: 50, maximumHeaderHeight: 200, headerText: text,
      script: Array(repeating: .release, count: events))
  }

  @Test func tokensAskingForTooMuchAreRefusedWithTheReason() {
    for (scenario, words) in [
      (scenario(rows: 10_001), "a run length 10001 is outside 1...10000"), (scenario(events: 101), "an event count 101"),
      (scenario(text: String(repeating: "x", count: 2_001)), "a text length 2001"),
    ] {
      let token = FindingToken(strategyID: "s", invariantID: "i", scenario: scenario).text
      #expect(throws: (any Error).self) { try FindingToken(parsing: token) }
      do {
        _ = try FindingToken(parsing: token)
      } catch {
        #expect("\(error)".contains(words), "\(error)")
      }
    }
    let long = FindingToken(strategyID: String(repeating: "s", count: 20_000), invariantID: "i", scenario: scenario()).text
    #expect(throws: (any Error).self) { try FindingToken(parsing: long) }
  }

  @Test func theLargestAcceptedScenarioStillDecodes() throws {
    let token = FindingToken(
      strategyID: "s", invariantID: "i", scenario: scenario(text: String(repeating: "x", count: 2_000), events: 100, rows: 10_000)
    ).text
    #expect(try FindingToken(parsing: token).scenario.content.rowCount == 10_000)
  }

  @Test func controlCharactersFromATokenNeverReachTheTerminalRaw() {
    let hostile = scenario(text: "\u{1B}[2J\u{7}Title")
    let lines = hostile.plainDescription(for: .selfSizingHeader)
    #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } })
    #expect(lines.joined().contains("\\u{1B}[2J\\u{7}Title"))
    #expect(GestureEvent.setHeaderText("\u{9B}x").plainDescription.contains("\\u{9B}x"))
    #expect(TerminalText.escaped("plain") == "plain")
  }
}
