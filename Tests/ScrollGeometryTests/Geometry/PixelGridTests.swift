import ScrollGeometry
import Testing

@Suite("PixelGrid")
struct PixelGridTests {
  @Test func pixelGridRoundsToTheNearestPixel() {
    #expect(PixelGrid.round(10.1, scale: 3) == 10)
    #expect(PixelGrid.round(10.2, scale: 3) == 31.0 / 3)
    #expect(PixelGrid.round(10.2, scale: 2) == 10)
    #expect(PixelGrid.round(10.3, scale: 2) == 10.5)
    // Halves go away from zero.
    #expect(PixelGrid.round(1.25, scale: 2) == 1.5)
    #expect(PixelGrid.round(-1.25, scale: 2) == -1.5)
  }

  @Test func pixelGridCeilsUpButKeepsValuesOnTheGrid() {
    #expect(PixelGrid.ceil(10.01, scale: 2) == 10.5)
    #expect(PixelGrid.ceil(100.1, scale: 3) == 301.0 / 3)
    #expect(PixelGrid.ceil(100.000_000_000_01, scale: 3) == 100)
    #expect(PixelGrid.ceil(100.0 / 3, scale: 3) == 100.0 / 3)
    #expect(PixelGrid.ceil(-0.4, scale: 2) == 0)
  }

  @Test func pixelGridPixelIsTheTolerance() {
    #expect(PixelGrid.pixel(scale: 2) == 0.5)
    #expect(PixelGrid.pixel(scale: 3) == 1.0 / 3)
  }

  static let descriptions: [(CGFloat, String)] = [
    (44, "44"), (-12.5, "-12.5"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"),
    (0.0004, "0"), (-0.0004, "0"), (0, "0"), (-0.0, "0"), (0.05, "0.05"), (0.001, "0.001"),
    (-0.0005, "-0.001"), (1.9996, "2"), (1040, "1040"), (-178.983, "-178.983"),
    (123_456_789.5, "123456789.5"),
  ]

  @Test("compactDescription", arguments: descriptions)
  func compactDescriptionIsShortAndSigned(value: CGFloat, text: String) {
    #expect(value.compactDescription == text)
  }

  @Test func compactDescriptionNeverTraps() {
    #expect(CGFloat(1e300).compactDescription == "1e+300")
    #expect(CGFloat(-1e20).compactDescription == "-1e+20")
    #expect(CGFloat.infinity.compactDescription == "inf")
    #expect(CGFloat.nan.compactDescription == "nan")
  }
}
