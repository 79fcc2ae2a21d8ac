import Generators
import GeneratorsTesting
import Testing

@Suite struct CheckPropertyTests {
  @Test func passingPropertyRecordsNothing() {
    let result = checkProperty(Gen.int(in: 0...9), count: 50) { $0 < 10 }
    #expect(result.isPassed)
  }

  @Test func failureIsRecordedAtTheCallerWithShrunkCaseAndToken() {
    let check = Check(Gen.int(in: 0...1000).array(count: 0...20), seed: 5)
    let token = check.run { $0.reduce(0, +) <= 100 }.counterexample?.replayToken.text ?? "missing"
    let line = #line + 2
    withKnownIssue {
      checkProperty(check) { $0.reduce(0, +) <= 100 }
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.fileID == #fileID
        && issue.sourceLocation?.line == line
        && comment.contains("Shrunk counterexample: [101]")
        && comment.contains(token)
    }
  }

  @Test func violationVariantReportsTheMessage() {
    withKnownIssue {
      checkProperty(Check(Gen.int(in: 0...100)), violation: { $0 > 10 ? "too big: \($0)" : nil })
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Message: too big: 11")
    }
  }

  @Test func refusedExhaustiveCheckIsReported() {
    withKnownIssue {
      checkPropertyExhaustively(Check(Gen.int(in: 0...100)), limit: 10) { _ in true }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("more than the limit of 10")
    }
  }
}
