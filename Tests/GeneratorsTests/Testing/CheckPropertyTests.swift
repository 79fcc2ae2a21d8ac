import Generators
import Testing

@testable import GeneratorsTesting

@Suite struct CheckPropertyTests {
  @Test func passingPropertyRecordsNothing() {
    let (result, failures) = withReportedFailuresCaptured {
      checkProperty(Gen.int(in: 0...9), count: 50) { $0 < 10 }
    }
    #expect(result.isPassed)
    #expect(failures.isEmpty)
  }

  @Test func failureIsRecordedAtTheCallerWithShrunkCaseAndToken() throws {
    let check = Check(Gen.int(in: 0...1000).array(count: 0...20), seed: 5)
    let token = check.run { $0.reduce(0, +) <= 100 }.counterexample?.replayToken.text ?? "missing"
    let line = #line + 2
    let (_, failures) = withReportedFailuresCaptured {
      checkProperty(check) { $0.reduce(0, +) <= 100 }
    }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.fileID == #fileID)
    #expect(failure.line == line)
    #expect(failure.message.contains("Shrunk counterexample: [101]"))
    #expect(failure.message.contains(token))
  }

  @Test func violationVariantReportsTheMessage() {
    let (_, failures) = withReportedFailuresCaptured {
      checkProperty(Check(Gen.int(in: 0...100)), violation: { $0 > 10 ? "too big: \($0)" : nil })
    }
    #expect(failures.map(\.message).joined().contains("Message: too big: 11"))
  }

  @Test func refusedExhaustiveCheckIsReported() {
    let (_, failures) = withReportedFailuresCaptured {
      checkPropertyExhaustively(Check(Gen.int(in: 0...100)), limit: 10) { _ in true }
    }
    #expect(failures.map(\.message).joined().contains("more than the limit of 10"))
  }

  @Test func capturesNestAndEndWithTheirBody() {
    let (inner, outer) = withReportedFailuresCaptured {
      withReportedFailuresCaptured { reportFailure(message: "inner") }.failures
    }
    #expect(inner.map(\.message) == ["inner"])
    #expect(outer.isEmpty)
  }

  @Test func swiftTestingLocationsAreBuiltOnlyWhereTheyCannotTrap() throws {
    let location = try #require(issueLocation(fileID: "M/File.swift", filePath: "/p/File.swift", line: 3, column: 4))
    #expect(location.fileID == "M/File.swift" && location.line == 3 && location.column == 4)
    #expect(issueLocation(fileID: "File.swift", filePath: "/p/File.swift", line: 3, column: 4) == nil)
    #expect(issueLocation(fileID: "M/File.swift", filePath: "/p/File.swift", line: 0, column: 4) == nil)
    #expect(issueLocation(fileID: "M/File.swift", filePath: "/p/File.swift", line: 3, column: 0) == nil)
  }
}
