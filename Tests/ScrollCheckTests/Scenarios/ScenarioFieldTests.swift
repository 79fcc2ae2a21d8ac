import ScrollGeometry
import Testing

@testable import ScrollCheck

/// The tagged settings after the script: absent when default, read back when present, refused
/// in words when unknown or malformed.
@Suite struct ScenarioFieldTests {
  /// A stand-in setting: "a tall header" is written when the maximum height passes 300, and
  /// reading it marks the header text, so the test can see that it was read.
  static let tallHeader = ScenarioField(
    tag: 7, name: "a test setting",
    write: { scenario, writer in
      guard scenario.maximumHeaderHeight > 300 else { return false }
      writer.write(scenario.maximumHeaderHeight)
      return true
    },
    read: { reader, scenario throws(ScenarioCoding.DecodingError) in
      let height = try reader.readCGFloat(in: 0...10_000, "a test height")
      scenario.headerText += " [\(height.compactDescription)]"
    })

  static let marker = ScenarioField(
    tag: 9, name: "a marker",
    write: { _, writer in writer.write(true); return true },
    read: { reader, _ throws(ScenarioCoding.DecodingError) in _ = try reader.readBool() })

  @Test func aScenarioWithOnlyDefaultsEncodesAsBeforeFieldsExisted() throws {
    let scenario = ScenarioSamples.simple(rows: 3)
    let withFields = ScenarioCoding.encode(scenario, fields: [Self.tallHeader])
    #expect(withFields == ScenarioCoding.encode(scenario, fields: []))
    #expect(try ScenarioCoding.decode(withFields, fields: [Self.tallHeader]) == scenario)
  }

  @Test func aFieldThatDiffersFromItsDefaultIsWrittenAndReadBack() throws {
    var scenario = ScenarioSamples.simple(rows: 3)
    scenario.maximumHeaderHeight = 400
    let bytes = ScenarioCoding.encode(scenario, fields: [Self.tallHeader, Self.marker])
    #expect(bytes.count > ScenarioCoding.encode(scenario, fields: []).count)
    let decoded = try ScenarioCoding.decode(bytes, fields: [Self.tallHeader, Self.marker])
    #expect(decoded.headerText == scenario.headerText + " [400]")
  }

  @Test func anUnknownFieldIsRefusedInWords() throws {
    var scenario = ScenarioSamples.simple(rows: 3)
    scenario.maximumHeaderHeight = 400
    let bytes = ScenarioCoding.encode(scenario, fields: [Self.tallHeader])
    let error = #expect(throws: ScenarioCoding.DecodingError.self) {
      try ScenarioCoding.decode(bytes, fields: [])
    }
    #expect(error?.reason.contains("newer scrollcheck") == true)
  }

  @Test func malformedFieldsAreRefusedNotTrapped() throws {
    var scenario = ScenarioSamples.simple(rows: 3)
    scenario.maximumHeaderHeight = 400
    let fields = [Self.tallHeader, Self.marker]
    let bytes = ScenarioCoding.encode(scenario, fields: fields)
    // Every truncation fails cleanly.
    let base = ScenarioCoding.encode(scenario, fields: []).count
    for cut in base + 1..<bytes.count {
      #expect(throws: ScenarioCoding.DecodingError.self) {
        try ScenarioCoding.decode(Array(bytes[..<cut]), fields: fields)
      }
    }
    // Tags out of order.
    var swapped = ScenarioCoding.encode(scenario, fields: [])
    var writer = ByteWriter()
    writer.write(2)
    writer.write(9); writer.write(1); writer.write(true)
    writer.write(7); writer.write(1); writer.write(true)
    swapped += writer.bytes
    let error = #expect(throws: ScenarioCoding.DecodingError.self) {
      try ScenarioCoding.decode(swapped, fields: fields)
    }
    #expect(error?.reason.contains("out of order") == true)
  }
}
