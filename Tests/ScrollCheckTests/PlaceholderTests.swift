import Testing
@Test func ScrollCheckPlaceholder() { #expect(1 + 1 == 2) }
