import ScrollGeometry

/// A scenario setting added after the first token format (a container, a frame pacing, a
/// text size, ...), encoded after the script as a tagged field.
///
/// A field is written only when the scenario's value differs from its default, as
/// `(tag, byte count, bytes)`, with the fields in increasing tag order. A scenario that uses
/// no such setting encodes exactly as before these fields existed, so every older token keeps
/// decoding to the same scenario; a token with a tag this version does not know is refused in
/// words ("made by a newer scrollcheck?") rather than misread.
///
/// To add a setting: a stored property on `Scenario` with a default value, and one entry in
/// `ScenarioField.all` with a tag from the range the property's area owns.
struct ScenarioField: Sendable {
  typealias Failure = ScenarioCoding.DecodingError

  /// The field's number in the token; unique, and never reused for another meaning.
  let tag: Int
  /// What the field holds, in words, for decoding errors.
  let name: String
  /// Writes the scenario's value and returns true, or returns false (writing nothing) when
  /// the scenario has the default.
  let write: @Sendable (Scenario, inout ByteWriter) -> Bool
  /// Reads the value the writer wrote and sets it on the scenario.
  let read: @Sendable (inout ByteReader, inout Scenario) throws(Failure) -> Void

  /// The fields of this version, in increasing tag order.
  ///
  /// Tag ranges by area: 1-9 scroll dynamics, 10-29 containers and bars, 30-49 content
  /// events and pairings, 50-59 provenance and seed content, 60-69 user code, 70-79 others.
  static let all: [ScenarioField] = [
    pacing,
    // Containers and bars (W10 to W15).
    ScenarioField(
      tag: ByteWriter.containerFieldTag, name: "the container",
      write: { scenario, writer in
        guard !scenario.container.isNone else { return false }
        writer.write(scenario.container)
        return true
      },
      read: { reader, scenario throws(Failure) in scenario.container = try reader.readContainer() }),
    // 11: a page sheet shown at its medium detent (W55).
    flag(tag: 11, name: "the sheet's first detent", value: "a sheet shown at its medium detent", \.startsAtMediumDetent),
    // 12: the app keeps drags from growing its page sheet (W57).
    flag(
      tag: 12, name: "the sheet's scrolling", value: "a sheet that scrolling does not expand",
      \.scrollingKeepsSheetDetent),
    // 30: the table's row height estimate (T20).
    ScenarioField(
      tag: 30, name: "the row estimate",
      write: { scenario, writer in
        guard let estimate = scenario.rowEstimate else { return false }
        writer.write(estimate)
        return true
      },
      read: { reader, scenario throws(ScenarioCoding.DecodingError) in
        scenario.rowEstimate = try reader.readCGFloat(in: 0.001...10_000, "a row estimate")
      }),
    // 40: the app's table has grouped sections (W52).
    flag(tag: 40, name: "the grouped table style", value: "a grouped table style", \.groupedSections),
    // 50: a storyboard table pinned to the superview's edges instead of the Safe Area (C30).
    ScenarioField(
      tag: 50, name: "the storyboard table's pin",
      write: { scenario, writer in
        guard scenario.storyboardTablePin != .safeArea else { return false }
        writer.write(1)
        return true
      },
      read: { reader, scenario throws(ScenarioCoding.DecodingError) in
        _ = try reader.readInt(in: 1...1, "a storyboard table pin")
        scenario.storyboardTablePin = .superview
      }),
    // 60: the app installs a refresh control (W40).
    flag(tag: 60, name: "the refresh control", value: "a refresh control", \.refreshControl),
  ]

  /// A setting that is on or off, off by default: written as a 1 only when on.
  static func flag(
    tag: Int, name: String, value: String, _ keyPath: WritableKeyPath<Scenario, Bool> & Sendable
  ) -> ScenarioField {
    ScenarioField(
      tag: tag, name: name,
      write: { scenario, writer in
        guard scenario[keyPath: keyPath] else { return false }
        writer.write(1)
        return true
      },
      read: { reader, scenario throws(ScenarioCoding.DecodingError) in
        _ = try reader.readInt(in: 1...1, value)
        scenario[keyPath: keyPath] = true
      })
  }

  /// Tag 1: the frame pacing (S21), as frames a second; absent means 60 Hz.
  static let pacing = ScenarioField(
    tag: 1, name: "the frame pacing",
    write: { scenario, writer in
      guard scenario.pacing != .hz60 else { return false }
      writer.write(scenario.pacing.rawValue)
      return true
    },
    read: { reader, scenario throws(ScenarioCoding.DecodingError) in
      let rate = try reader.readInt(in: 1...1_000, "a frame pacing")
      guard let pacing = FramePacing(rawValue: rate) else {
        throw ScenarioCoding.DecodingError(reason: "a frame pacing of \(rate) Hz is neither 60 nor 120")
      }
      scenario.pacing = pacing
    })

  /// The most fields a token may carry.
  static let maximumCount = 64
}

extension ByteWriter {
  /// Writes the fields of `fields` whose value in `scenario` is not the default.
  mutating func writeFields(of scenario: Scenario, using fields: [ScenarioField]) {
    var written: [(tag: Int, bytes: [UInt8])] = []
    for field in fields {
      var inner = ByteWriter()
      if field.write(scenario, &inner) { written.append((field.tag, inner.bytes)) }
    }
    guard !written.isEmpty else { return }
    write(written.count)
    for (tag, bytes) in written {
      write(tag)
      write(bytes.count)
      self.bytes += bytes
    }
  }
}

extension ByteReader {
  /// The longest setting a token may carry, in bytes.
  static let maximumFieldLength = 100_000

  /// Reads the tagged fields after the script, if any, into `scenario`.
  mutating func readFields(into scenario: inout Scenario, using fields: [ScenarioField]) throws(Failure) {
    guard !isAtEnd else { return }
    let count = try readInt(in: 1...ScenarioField.maximumCount, "a setting count")
    var previousTag = Int.min
    for _ in 0..<count {
      let tag = try readInt(in: 0...1_000, "a setting tag")
      guard tag > previousTag else { throw Failure(reason: "setting \(tag) is out of order or repeated") }
      previousTag = tag
      let length = try readInt(in: 0...ByteReader.maximumFieldLength, "a setting's length")
      guard length <= remaining else { throw Failure(reason: "setting \(tag) runs past the end") }
      guard let field = fields.first(where: { $0.tag == tag }) else {
        throw Failure(reason: "setting \(tag) is unknown to this version (a token made by a newer scrollcheck?)")
      }
      var inner = ByteReader(bytes: Array(bytes[position..<(position + length)]))
      inner.rowCount = rowCount
      try field.read(&inner, &scenario)
      guard inner.isAtEnd else { throw Failure(reason: "\(field.name) has \(inner.remaining) bytes left over") }
      rowCount = inner.rowCount
      position += length
    }
  }
}
