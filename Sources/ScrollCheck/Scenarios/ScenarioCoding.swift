import ScrollGeometry

/// A compact, exact binary form of a scenario, for replay tokens.
///
/// Numbers are variable-length integers; a point value on the grid of sixths (every
/// generated value, and every value on a 2x or 3x pixel grid) takes one to three bytes,
/// any other double takes nine and is kept bit for bit. Decoding validates every field and
/// reports the first problem instead of trapping.
public enum ScenarioCoding {
  /// A problem found while decoding.
  public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first problem found, in words.
    public var reason: String
    public var description: String { "the scenario in the token does not decode: \(reason)" }
  }

  /// The bytes of `scenario`.
  public static func encode(_ scenario: Scenario) -> [UInt8] {
    encode(scenario, fields: ScenarioField.all)
  }

  /// The bytes of `scenario`, with `fields` as the tagged settings after the script.
  static func encode(_ scenario: Scenario, fields: [ScenarioField]) -> [UInt8] {
    var writer = ByteWriter()
    writer.write(scenario)
    writer.writeFields(of: scenario, using: fields)
    return writer.bytes
  }

  /// The scenario in `bytes`, which must hold nothing else.
  public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> Scenario {
    try decode(bytes, fields: ScenarioField.all)
  }

  /// The scenario in `bytes`, reading the tagged settings after the script with `fields`.
  static func decode(_ bytes: [UInt8], fields: [ScenarioField]) throws(DecodingError) -> Scenario {
    var reader = ByteReader(bytes: bytes)
    var scenario = try reader.readScenario()
    try reader.readFields(into: &scenario, using: fields)
    guard reader.isAtEnd else { throw DecodingError(reason: "\(reader.remaining) bytes left over") }
    return scenario
  }
}

/// Appends values to a byte buffer.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func write(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func write(_ value: Int) {
    let zigzag = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> 63))
    write(zigzag)
  }

  mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// A point value: tag 0 and sixths as an integer when exact, else tag 1 and the bits.
  mutating func write(_ value: CGFloat) {
    let sixths = (value * 6).rounded()
    // -0 equals 0 but is not 0 bit for bit: it takes the exact form.
    if sixths / 6 == value, abs(sixths) < 1e15, value != 0 || value.sign == .plus {
      bytes.append(0)
      write(Int(sixths))
    } else {
      bytes.append(1)
      write(Double(value).bitPattern)
    }
  }

  mutating func write(_ text: String) {
    let utf8 = Array(text.utf8)
    write(utf8.count)
    bytes += utf8
  }

  mutating func write(_ insets: UIEdgeInsets) {
    for value in [insets.top, insets.left, insets.bottom, insets.right] { write(value) }
  }

  mutating func write(_ scenario: Scenario) {
    let device = scenario.device
    write(device.width)
    write(device.height)
    write(device.scale)
    write(device.portraitSafeArea)
    write(device.landscapeSafeArea)
    write(device.startsInLandscape)
    write(UIScrollView.ContentInsetAdjustmentBehavior.allCases.firstIndex(of: device.adjustment) ?? 0)
    let content = scenario.content
    write(content.sectionHeaderHeight)
    write(content.sectionFooterHeight)
    write(content.sectionHeaderTopPadding)
    write(content.sections.count)
    for section in content.sections {
      writeOptional(section.headerHeight)
      writeOptional(section.footerHeight)
      writeRows(section.rowHeights)
    }
    write(scenario.minimumHeaderHeight)
    write(scenario.maximumHeaderHeight)
    write(scenario.headerText)
    write(scenario.script.count)
    for event in scenario.script { write(event) }
  }

  mutating func writeOptional(_ value: CGFloat?) {
    write(value != nil)
    if let value { write(value) }
  }

  /// Rows as runs of equal heights: (count, height) pairs.
  mutating func writeRows(_ heights: [CGFloat]) {
    var runs: [(Int, CGFloat)] = []
    for height in heights {
      if let last = runs.last, last.1 == height {
        runs[runs.count - 1].0 += 1
      } else {
        runs.append((1, height))
      }
    }
    write(runs.count)
    for (count, height) in runs {
      write(count)
      write(height)
    }
  }

  mutating func write(_ event: GestureEvent) {
    switch event {
    case .drag(let translation, let moves):
      write(0); write(translation); write(moves)
    case .release:
      write(1)
    case .rotate:
      write(2)
    case .insertRows(let section, let heights):
      write(3); write(section); writeRows(heights)
    case .deleteRows(let section, let count):
      write(4); write(section); write(count)
    case .setHeaderText(let text):
      write(5); write(text)
    case .setContentOffset(let y, let animated):
      write(6); write(y); write(animated)
    case .keyboard(let shown):
      write(7); write(shown)
    case .statusBar(let hidden):
      write(8); write(hidden)
    case .statusBarTap:
      write(9)
    case .reloadData:
      write(10)
    case .pushAndPop:
      write(11)
    case .fling(let velocity):
      write(12); write(velocity)
    // Containers and bars (tags 20-39).
    case .navigationBar(let hidden):
      write(20); write(hidden)
    case .tabSwitch:
      write(21)
    case .presentAndDismiss(let fullScreen):
      write(22); write(fullScreen)
    case .resizeWindow:
      write(23)
    case .changeDetent:
      write(24)
    case .changeContentInset(let top, let bottom):
      write(40); write(top); write(bottom)
    case .setAdjustmentBehavior(let behaviour):
      write(41)
      write(UIScrollView.ContentInsetAdjustmentBehavior.allCases.firstIndex(of: behaviour) ?? 0)
    case .setAdditionalSafeArea(let top, let bottom):
      write(42); write(top); write(bottom)
    case .pullToRefresh: write(50)
    case .beginRefreshing: write(51)
    case .endRefreshing: write(52)
    case .insertRowsAt(let section, let row, let heights, let animated):
      write(43); write(section); write(row); writeRows(heights); write(animated)
    case .deleteRowsAt(let section, let row, let count, let animated):
      write(44); write(section); write(row); write(count); write(animated)
    case .changeRowHeight(let section, let row, let delta):
      write(45); write(section); write(row); write(delta)
    case .changeContentSizeCategory(let category):
      write(46); write(UIContentSizeCategory.allCases.firstIndex(of: category) ?? 3)
    case .setHeaderHeight(let delta):
      write(47); write(delta)
    }
  }
}

/// Reads values back, validating as it goes.
struct ByteReader {
  let bytes: [UInt8]
  var position = 0
  /// Rows read so far, over the whole scenario (sections and inserts together), so that a
  /// few bytes cannot ask for a table of gigabytes.
  var rowCount = 0
  /// The most rows a scenario may hold in all.
  static let maximumRowCount = 10_000

  init(bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position == bytes.count }
  var remaining: Int { bytes.count - position }

  typealias Failure = ScenarioCoding.DecodingError

  mutating func readByte() throws(Failure) -> UInt8 {
    guard position < bytes.count else { throw Failure(reason: "it ends too early") }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func readUInt64() throws(Failure) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try readByte()
      guard shift < 64 else { throw Failure(reason: "a number is too long") }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }

  mutating func readInt() throws(Failure) -> Int {
    let zigzag = try readUInt64()
    return Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
  }

  /// A count or index in `range`.
  mutating func readInt(in range: ClosedRange<Int>, _ what: String) throws(Failure) -> Int {
    let value = try readInt()
    guard range.contains(value) else { throw Failure(reason: "\(what) \(value) is outside \(range)") }
    return value
  }

  mutating func readBool() throws(Failure) -> Bool {
    switch try readByte() {
    case 0: return false
    case 1: return true
    case let other: throw Failure(reason: "\(other) is not a boolean")
    }
  }

  mutating func readCGFloat() throws(Failure) -> CGFloat {
    switch try readByte() {
    case 0: return CGFloat(try readInt()) / 6
    case 1:
      let value = CGFloat(Double(bitPattern: try readUInt64()))
      guard value.isFinite else { throw Failure(reason: "a number is not finite") }
      return value
    case let other: throw Failure(reason: "\(other) is not a number tag")
    }
  }

  /// A point value in `range`: tokens are checksummed, but a hand-made one must not feed the
  /// engine sizes it was never meant for.
  mutating func readCGFloat(in range: ClosedRange<CGFloat>, _ what: String) throws(Failure) -> CGFloat {
    let value = try readCGFloat()
    guard range.contains(value) else {
      throw Failure(reason: "\(what) \(value.compactDescription) is outside \(range.lowerBound.compactDescription)...\(range.upperBound.compactDescription)")
    }
    return value
  }

  /// The most sections a scenario may hold.
  static let maximumSectionCount = 100
  /// The most script events a scenario may hold (generated scripts have at most 30).
  static let maximumEventCount = 100
  /// The longest text a scenario may carry, in UTF-8 bytes.
  static let maximumTextLength = 2_000

  /// The largest length a token may carry: far beyond any device, row or header.
  static let maximumLength: CGFloat = 10_000

  mutating func readString() throws(Failure) -> String {
    let count = try readInt(in: 0...Self.maximumTextLength, "a text length")
    guard count <= remaining else { throw Failure(reason: "a text runs past the end") }
    let utf8 = Array(bytes[position..<(position + count)])
    position += count
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw Failure(reason: "a text is not UTF-8")
    }
    return text
  }

  mutating func readInsets() throws(Failure) -> UIEdgeInsets {
    let range: ClosedRange<CGFloat> = 0...1_000
    return UIEdgeInsets(
      top: try readCGFloat(in: range, "a safe-area inset"), left: try readCGFloat(in: range, "a safe-area inset"),
      bottom: try readCGFloat(in: range, "a safe-area inset"), right: try readCGFloat(in: range, "a safe-area inset"))
  }

  /// A table-wide height or padding: 0...maximumLength, or `automaticDimension` (-1).
  mutating func readTableWide(_ what: String) throws(Failure) -> CGFloat {
    let value = try readCGFloat()
    guard value == UITableView.automaticDimension || (0...Self.maximumLength).contains(value) else {
      throw Failure(
        reason: "\(what) \(value.compactDescription) is outside 0...\(Self.maximumLength.compactDescription) and not automaticDimension (-1)")
    }
    return value
  }

  mutating func readOptional() throws(Failure) -> CGFloat? {
    try readBool() ? try readCGFloat(in: 0...Self.maximumLength, "a section header or footer height") : nil
  }

  mutating func readRows() throws(Failure) -> [CGFloat] {
    let runs = try readInt(in: 0...Self.maximumRowCount, "a run count")
    var heights: [CGFloat] = []
    for _ in 0..<runs {
      let count = try readInt(in: 1...Self.maximumRowCount, "a run length")
      let height = try readCGFloat(in: 0...Self.maximumLength, "a row height")
      guard rowCount + count <= Self.maximumRowCount else { throw Failure(reason: "too many rows") }
      rowCount += count
      heights += Array(repeating: height, count: count)
    }
    return heights
  }

  mutating func readScenario() throws(Failure) -> Scenario {
    let width = try readCGFloat(in: 1...Self.maximumLength, "the device width")
    let height = try readCGFloat(in: 1...Self.maximumLength, "the device height")
    let scale = try readCGFloat(in: 1...4, "the screen scale")
    let portrait = try readInsets()
    let landscape = try readInsets()
    let startsInLandscape = try readBool()
    let behaviours = UIScrollView.ContentInsetAdjustmentBehavior.allCases
    let adjustment = behaviours[try readInt(in: 0...(behaviours.count - 1), "an adjustment behaviour")]
    let device = Device(
      width: width, height: height, scale: scale, portraitSafeArea: portrait,
      landscapeSafeArea: landscape, startsInLandscape: startsInLandscape, adjustment: adjustment)
    let sectionHeader = try readTableWide("the table-wide section header height")
    let sectionFooter = try readTableWide("the table-wide section footer height")
    let padding = try readTableWide("the section header top padding")
    let sectionCount = try readInt(in: 0...Self.maximumSectionCount, "a section count")
    var sections: [Content.Section] = []
    for _ in 0..<sectionCount {
      let header = try readOptional()
      let footer = try readOptional()
      let rows = try readRows()
      sections.append(Content.Section(headerHeight: header, rowHeights: rows, footerHeight: footer))
    }
    let content = Content(
      sections: sections, sectionHeaderHeight: sectionHeader, sectionFooterHeight: sectionFooter,
      sectionHeaderTopPadding: padding)
    let minimum = try readCGFloat(in: 0...Self.maximumLength, "the minimum header height")
    let maximum = try readCGFloat(in: minimum...Self.maximumLength, "the maximum header height")
    let text = try readString()
    let eventCount = try readInt(in: 0...Self.maximumEventCount, "an event count")
    var script: [GestureEvent] = []
    for _ in 0..<eventCount { script.append(try readEvent()) }
    return Scenario(
      device: device, content: content, minimumHeaderHeight: minimum, maximumHeaderHeight: maximum,
      headerText: text, script: script)
  }

  mutating func readEvent() throws(Failure) -> GestureEvent {
    switch try readInt(in: 0...79, "an event tag") {
    case 0:
      return .drag(
        translation: try readCGFloat(in: -100_000...100_000, "a drag translation"), moves: try readInt(in: 1...WorldDriver.maximumMoves, "a move count"))
    case 1: return .release
    case 2: return .rotate
    case 3: return .insertRows(section: try readInt(in: 0...1000, "a section"), heights: try readRows())
    case 4:
      return .deleteRows(section: try readInt(in: 0...1000, "a section"), count: try readInt(in: 0...100_000, "a count"))
    case 5: return .setHeaderText(try readString())
    case 6: return .setContentOffset(y: try readCGFloat(in: -100_000...100_000, "an offset"), animated: try readBool())
    case 7: return .keyboard(shown: try readBool())
    case 8: return .statusBar(hidden: try readBool())
    case 9: return .statusBarTap
    case 10: return .reloadData
    case 11: return .pushAndPop
    case 12: return .fling(velocity: try readCGFloat(in: -100_000...100_000, "a fling velocity"))
    // Containers and bars (tags 20-39).
    case 20: return .navigationBar(hidden: try readBool())
    case 21: return .tabSwitch
    case 22: return .presentAndDismiss(fullScreen: try readBool())
    case 23: return .resizeWindow
    case 24: return .changeDetent
    case 40:
      return .changeContentInset(
        top: try readCGFloat(in: -1_000...1_000, "a content inset change"),
        bottom: try readCGFloat(in: -1_000...1_000, "a content inset change"))
    case 41:
      let behaviours = UIScrollView.ContentInsetAdjustmentBehavior.allCases
      return .setAdjustmentBehavior(behaviours[try readInt(in: 0...(behaviours.count - 1), "an adjustment behaviour")])
    case 42:
      return .setAdditionalSafeArea(
        top: try readCGFloat(in: 0...1_000, "an additional safe-area inset"),
        bottom: try readCGFloat(in: 0...1_000, "an additional safe-area inset"))
    // The refresh control (tags 50-69).
    case 50: return .pullToRefresh
    case 51: return .beginRefreshing
    case 52: return .endRefreshing
    case 43:
      return .insertRowsAt(
        section: try readInt(in: 0...1000, "a section"), row: try readInt(in: 0...100_000, "a row"),
        heights: try readRows(), animated: try readBool())
    case 44:
      return .deleteRowsAt(
        section: try readInt(in: 0...1000, "a section"), row: try readInt(in: 0...100_000, "a row"),
        count: try readInt(in: 0...100_000, "a count"), animated: try readBool())
    case 45:
      return .changeRowHeight(
        section: try readInt(in: 0...1000, "a section"), row: try readInt(in: 0...100_000, "a row"),
        delta: try readCGFloat(in: -Self.maximumLength...Self.maximumLength, "a row height change"))
    case 46:
      let categories = UIContentSizeCategory.allCases
      return .changeContentSizeCategory(
        categories[try readInt(in: 0...(categories.count - 1), "a content size category")])
    // Header content events (tags 47-49, s6-events).
    case 47:
      return .setHeaderHeight(
        delta: try readCGFloat(in: -Self.maximumLength...Self.maximumLength, "a header height change"))
    case let tag: throw Failure(reason: "an event tag \(tag) is not known")
    }
  }
}
