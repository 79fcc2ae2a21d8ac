import Testing

@testable import ScrollCheck

@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("*", "anything", true), ("*", "", true), ("no-gap", "no-gap", true), ("no-gap", "no-gaps", false),
    ("*.published", "stretchy-table-header.published", true), ("*.published", "x.fixed", false),
    ("s*h*d", "stretchy-table-header.published", true), ("a*b*c", "abcbc", true), ("a*b*c", "abcb", false),
    ("p?nned", "pinned", true), ("p?nned", "pnned", false), ("**", "x", true), ("*x", "xxxx", true),
  ])
  func matches(pattern: String, text: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(text) == expected)
  }

  @Test func selectKeepsCatalogOrderAndNeedsEveryPatternToMatch() throws {
    let ids = ["c", "a.x", "b.x"]
    #expect(try GlobPattern.select([], from: ids, option: "strategy") == ids)
    #expect(try GlobPattern.select(["b*", "*.x", "c"], from: ids, option: "strategy") == ["c", "a.x", "b.x"])
    #expect(throws: UsageError("'z*' for '--strategy' matches no strategy. Valid values: c, a.x, b.x.")) {
      try GlobPattern.select(["a*", "z*"], from: ids, option: "strategy")
    }
  }
}
