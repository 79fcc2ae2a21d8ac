import Testing
@Test func generatorsPlaceholder() { #expect(1 + 1 == 2) }
