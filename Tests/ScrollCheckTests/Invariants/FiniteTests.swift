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

  /// The quick check (numbers first, names only on a failure) misses no number the named
  /// one reports: each field made NaN in turn is caught by both.
  @Test func quickCheckAgreesWithTheNamedOneOnEveryField() {
    let fields: [(inout Observation) -> Void] = [
      { $0.contentOffset.x = .nan }, { $0.contentOffset.y = .nan }, { $0.contentInset.top = .nan },
      { $0.contentInset.left = .nan }, { $0.adjustedContentInset.bottom = .nan }, { $0.safeAreaInsets.right = .nan },
      { $0.contentSize.width = .nan }, { $0.contentSize.height = .infinity }, { $0.bounds.origin.y = .nan },
      { $0.bounds.size.width = .nan }, { $0.validOffsetY = -.infinity...0 }, { $0.validOffsetY = 0...(.infinity) },
      { $0.fingerTranslation = .nan }, { $0.elements[0].contentFrame.origin.x = .nan },
      { $0.elements[0].screenFrame.size.height = .nan }, { $0.elements[0].scale = .nan },
      { $0.headerFit = HeaderFitObservation(fittingHeight: 1, width: .nan, isTextTruncated: false, isContentClipped: false) },
    ]
    #expect(Finite.isFinite(good))
    #expect(Finite.firstNonFinite(in: good) == nil)
    for (index, makeBad) in fields.enumerated() {
      var bad = good
      makeBad(&bad)
      #expect(!Finite.isFinite(bad), "field \(index)")
      #expect(Finite.firstNonFinite(in: bad) != nil, "field \(index)")
    }
  }

  @Test func appliesToEveryFamily() {
    #expect(Set(finite.families) == Set(StrategyFamily.allCases))
  }
}
