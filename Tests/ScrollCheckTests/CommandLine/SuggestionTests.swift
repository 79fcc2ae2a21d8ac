import Testing

@testable import ScrollCheck

@Suite struct SuggestionTests {
  @Test func editDistance() {
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("same", "same") == 0)
    #expect(Suggestion.editDistance("rnu", "run") == 1)
  }

  @Test func suggestsOnlyPlausibleTypos() {
    #expect(Suggestion.closest(to: "--sede", among: ["--seed", "--svg"]) == "--seed")
    #expect(Suggestion.closest(to: "xyzzy", among: ["run", "list"]) == nil)
    #expect(Suggestion.closest(to: "z*", among: ["c", "a.x"]) == nil)
    #expect(Suggestion.closest(to: "rnu", among: ["replay", "run"]) == "run")
    #expect(Suggestion.closest(to: "exhaustiv", among: ["explain", "exhaustive"]) == "exhaustive")
  }
}
