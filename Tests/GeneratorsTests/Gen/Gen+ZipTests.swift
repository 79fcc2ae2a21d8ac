import Testing
@testable import Generators

@Suite struct GenZipTests {
  @Test func zipsTwoToSix() throws {
    let digit = Gen.int(in: 0...9)
    let two = try Gen.zip(digit, Gen.bool).samples(count: 5, seed: 1)
    #expect(two.count == 5)
    let six = try Gen.zip(digit, digit, digit, digit, digit, digit).samples(count: 50, seed: 1)
    #expect(six.allSatisfy { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5].allSatisfy { (0...9).contains($0) } })
    #expect(Gen.zip(digit, digit, digit).domainSize() == .exactly(1000))
    #expect(Gen.zip(digit, digit, digit, digit, digit).domainSize() == .exactly(100_000))
  }
}
