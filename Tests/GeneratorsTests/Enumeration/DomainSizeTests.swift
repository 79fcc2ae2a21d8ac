import Testing
@testable import Generators

@Suite struct DomainSizeTests {
  @Test func arithmeticSaturatesInsteadOfOverflowing() {
    #expect(DomainSize.exactly(3) * .exactly(4) == .exactly(12))
    #expect(DomainSize.exactly(.max) + .exactly(1) == .exceeds(.max))
    #expect(DomainSize.exactly(1 << 40) * .exactly(1 << 40) == .exceeds(.max))
    #expect(DomainSize.exactly(0) * .unbounded == .exactly(0))
    #expect(DomainSize.exactly(2) + .unbounded == .unbounded)
    #expect(DomainSize.counting(upTo: .max) == .exceeds(.max))
    #expect(DomainSize.exactly(5).fits(within: 5) && !DomainSize.exactly(6).fits(within: 5))
    #expect("\(DomainSize.exceeds(10))" == "more than 10 cases")
  }
}
