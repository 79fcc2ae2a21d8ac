import Testing
@Test func geometryPlaceholder() { #expect(1 + 1 == 2) }
