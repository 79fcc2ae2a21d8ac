import ScrollGeometry
import Testing

@Suite("UILabel: lines, truncation and height (F4, F5)")
struct UILabelTests {
  static let seedText = "A long header title that should wrap onto multiple lines."

  func label(_ text: String?, lines: Int) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    return label
  }

  @Test func f4NumberOfLinesDefaultsToOne() {
    let label = UILabel()
    label.text = Self.seedText
    #expect(label.numberOfLines == 1)
    #expect(label.lineCountNeeded(atWidth: 168) == 3)
    #expect(label.lineCountShown(atWidth: 168) == 1)
    #expect(label.isTextTruncated(atWidth: 168))
    #expect(!label.isTextTruncated(atWidth: 408))
  }

  @Test func f4ZeroMeansAsManyLinesAsNeeded() {
    let unlimited = label(Self.seedText, lines: 0)
    #expect(unlimited.lineCountShown(atWidth: 168) == 3)
    #expect(!unlimited.isTextTruncated(atWidth: 168))
    let two = label(Self.seedText, lines: 2)
    #expect(two.lineCountShown(atWidth: 168) == 2)
    #expect(two.isTextTruncated(atWidth: 168))
    #expect(!two.isTextTruncated(atWidth: 343))
    let negative = label(Self.seedText, lines: -1)
    #expect(negative.lineCountShown(atWidth: 168) == 3)
    #expect(!negative.isTextTruncated(atWidth: 168))
  }

  @Test func f5IntrinsicHeightRoundsUpToThePixelGrid() {
    // One line of 17 pt is 20.287 pt: 61 pixels at 3x (UIKit's 20.3333), 41 at 2x.
    let one = label("Title", lines: 0)
    #expect(one.intrinsicHeight(atWidth: 300, scale: 3) == 61.0 / 3)
    #expect(one.intrinsicHeight(atWidth: 300, scale: 2) == 20.5)
    // Three lines are 60.861 pt: 183 pixels at 3x, 122 at 2x.
    let three = label(Self.seedText, lines: 0)
    #expect(three.intrinsicHeight(atWidth: 168, scale: 3) == 61)
    #expect(three.intrinsicHeight(atWidth: 168, scale: 2) == 61)
    // Two lines are 40.574 pt: 122 pixels at 3x, 82 at 2x.
    #expect(three.intrinsicHeight(atWidth: 343, scale: 3) == 122.0 / 3)
    #expect(three.intrinsicHeight(atWidth: 343, scale: 2) == 41)
  }

  @Test func f5EmptyTextTakesNoRoom() {
    #expect(label(nil, lines: 0).intrinsicHeight(atWidth: 300, scale: 3) == 0)
    #expect(label("", lines: 0).intrinsicHeight(atWidth: 300, scale: 3) == 0)
    #expect(label("", lines: 1).intrinsicWidth(scale: 3) == 0)
  }

  @Test func f5LargerFontsAreTaller() {
    let big = label("Title", lines: 1)
    big.font = .systemFont(ofSize: 30)
    // 35.8008 pt: 108 pixels at 3x.
    #expect(big.intrinsicHeight(atWidth: 300, scale: 3) == 36)
  }
}
