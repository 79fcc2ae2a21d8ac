import Testing

@testable import Strategies

@Suite("SelfSizingMistake")
struct SelfSizingMistakeTests {
  @Test func theMistakesAreInTheCatalogsOrderWithStableRawValues() {
    #expect(
      SelfSizingMistake.allCases.map(\.rawValue) == [
        "missing-bottom-constraint", "single-line-label", "no-reassign", "measured-early",
        "unguarded-reassign",
      ])
  }

  @Test func rawValuesRoundTrip() {
    for mistake in SelfSizingMistake.allCases {
      #expect(SelfSizingMistake(rawValue: mistake.rawValue) == mistake)
    }
    #expect(SelfSizingMistake(rawValue: "published") == nil)
  }
}
