import ScrollGeometry
import Testing

@Suite("UIFont: the font model (F1, F2)")
struct UIFontTests {
  @Test func f1LineHeightIsSanFranciscoAscenderPlusDescender() {
    // (1950 + 494) / 2048 em. 30 pt matches the 35.8007813 that boundingRect measures.
    #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375)
    #expect(UIFont.systemFont(ofSize: 30).lineHeight == 35.80078125)
    #expect(UIFont.labelDefault.pointSize == 17)
  }

  @Test func f2AdvancesByCharacterClass() {
    let font = UIFont.systemFont(ofSize: 10)
    #expect(isClose(font.advance(of: " "), 2.5))
    #expect(isClose(font.advance(of: "i"), 2.7))
    #expect(isClose(font.advance(of: "m"), 8.5))
    #expect(isClose(font.advance(of: "A"), 6.5))
    #expect(isClose(font.advance(of: "7"), 5.8))
    #expect(isClose(font.advance(of: "e"), 5.3))
    #expect(isClose(font.advance(of: "é"), 5.3))
    #expect(isClose(font.advance(of: "漢"), 10))
    // J u s t _ t e x t: 0.65 + 0.53 + 0.53 + 0.27 + 0.25 + 0.27 + 0.53 + 0.53 + 0.27 em.
    let width = UIFont.systemFont(ofSize: 17).width(of: "Just text")
    #expect(abs(width - 3.83 * 17) < 1e-9)
  }

  @Test func f2BadSizesTakeNoRoom() {
    #expect(UIFont.systemFont(ofSize: -4).pointSize == 0)
    #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
    #expect(UIFont.systemFont(ofSize: .infinity).lineHeight == 0)
  }
}
