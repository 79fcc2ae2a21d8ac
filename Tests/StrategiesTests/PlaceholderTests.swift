import Testing
@Test func StrategiesPlaceholder() { #expect(1 + 1 == 2) }
