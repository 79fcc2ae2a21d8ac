import ScrollGeometry
import Testing

@Suite("TextWrapping: greedy word wrapping (F3)")
struct TextWrappingTests {
  let font = UIFont.systemFont(ofSize: 17)
  let seedText = "A long header title that should wrap onto multiple lines."

  @Test func f3WrapsAtWordBoundaries() {
    // 343 pt = 20.18 em: "... wrap onto" ends at 17.35 em, "multiple" would reach 21.12.
    #expect(
      TextWrapping.lines(of: seedText, font: font, width: 343) == [
        "A long header title that should wrap onto", "multiple lines.",
      ])
    // 168 pt = 9.88 em.
    #expect(
      TextWrapping.lines(of: seedText, font: font, width: 168) == [
        "A long header title that", "should wrap onto", "multiple lines.",
      ])
    // 23.77 em = 404.09 pt fits on one line at 408.
    #expect(TextWrapping.lines(of: seedText, font: font, width: 408) == [seedText])
  }

  @Test func f3TextExactlyAsWideAsTheLineFits() {
    let width = font.width(of: "should wrap")
    #expect(TextWrapping.lines(of: "should wrap", font: font, width: width) == ["should wrap"])
    #expect(
      TextWrapping.lines(of: "should wrap", font: font, width: width - 0.01) == [
        "should", "wrap",
      ])
  }

  @Test func f3BreaksLongWordsByCharacter() {
    let word = "Supercalifragilistic"
    let width: CGFloat = 40
    let lines = TextWrapping.lines(of: "a " + word, font: font, width: width)
    #expect(lines.first == "a")
    #expect(lines.dropFirst().joined() == word)
    #expect(lines.count > 3)
    for line in lines { #expect(font.width(of: line) <= width) }
  }

  @Test func f3TrailingSpacesHangAndNewlinesBreak() {
    let width = font.width(of: "ab")
    #expect(TextWrapping.lines(of: "ab    ", font: font, width: width) == ["ab"])
    #expect(TextWrapping.lines(of: "a\nb", font: font, width: 500) == ["a", "b"])
    #expect(TextWrapping.lines(of: "a\n\nb", font: font, width: 500) == ["a", "", "b"])
    #expect(TextWrapping.lines(of: "", font: font, width: 500) == [])
    #expect(TextWrapping.lines(of: "  indented", font: font, width: 500) == ["  indented"])
  }

  @Test func f3DegenerateWidthsStillEnd() {
    #expect(TextWrapping.lines(of: "abc", font: font, width: 0) == ["a", "b", "c"])
    #expect(TextWrapping.lines(of: "abc", font: font, width: -5) == ["a", "b", "c"])
    #expect(TextWrapping.lines(of: "abc", font: font, width: .nan) == ["a", "b", "c"])
    #expect(TextWrapping.lines(of: "a b c", font: font, width: .infinity) == ["a b c"])
  }

  @Test func f14UnwrappedWidthIsTheWidestParagraph() {
    let width = TextWrapping.unwrappedWidth(of: "ab  \nmmm", font: font)
    #expect(width == font.width(of: "mmm"))
  }
}
