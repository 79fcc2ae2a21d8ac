import Testing
@testable import Generators

@Suite struct PropertyResultTests {
  @Test func buildsFromBoolsAndViolations() {
    #expect(PropertyResult(true) == .passed)
    #expect(PropertyResult(false) == .failed(nil))
    #expect(PropertyResult(violation: nil) == .passed)
    #expect(PropertyResult(violation: "bad").isFailure)
  }
}
