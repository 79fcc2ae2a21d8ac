import Testing
@testable import Generators

@Suite struct ShortLexTests {
  @Test func shorterIsSmallerThenLexicographic() {
    #expect(isShortLexLess([9], [0, 0]))
    #expect(isShortLexLess([0, 1], [1, 0]))
    #expect(!isShortLexLess([1, 0], [0, 1]))
    #expect(!isShortLexLess([1, 2], [1, 2]))
  }
}
