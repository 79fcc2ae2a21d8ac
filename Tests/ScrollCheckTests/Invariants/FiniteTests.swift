import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct FiniteTests {
  let finite = Finite()

  func check(_ observations: [Observation]) -> Violation? {
    finite.check(run(.tableHeader, minimum: 50, maximum: 200, observations))
  }

  let good = observation(.drag(translation: 10), offset: -10, elements: [placed(.tableHeader, y: 0, height: 200)])

  @Test func acceptsFiniteStates() {
    #expect(check([observation(), good]) == nil)
  }

  @Test func rejectsANaNOffsetByName() throws {
    var bad = good
    bad.contentOffset.y = .nan
    let violation = try #require(check([observation(), bad]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message == "contentOffset.y is nan after drag by 10")
  }

  @Test func rejectsAnInfiniteHeaderHeight() throws {
    let bad = observation(.setContentOffset, elements: [placed(.tableHeader, y: 0, height: .infinity)])
    let violation = try #require(check([good, bad]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.hasPrefix("table header frame height is inf"))
  }

  @Test func rejectsANonFiniteInsetOrFittingHeight() throws {
    var inset = good
    inset.contentInset.bottom = -.infinity
    #expect(try #require(check([inset])).message.hasPrefix("contentInset.bottom is -inf"))
    let fit = observation(headerFit: HeaderFitObservation(fittingHeight: .nan, width: 390, isTextTruncated: false, isContentClipped: false))
    #expect(try #require(check([fit])).message.hasPrefix("the header's fitting height is nan"))
  }

  @Test func appliesToEveryFamily() {
    #expect(Set(finite.families) == Set(StrategyFamily.allCases))
  }
}
