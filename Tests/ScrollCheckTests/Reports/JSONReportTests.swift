import Foundation
import Testing

@testable import ScrollCheck

@Suite struct JSONReportTests {
  func report(seed: UInt64 = 7) throws -> RunReport {
    let service = FakeCheckService()
    return try service.run(
      RunRequest(strategyIDs: service.strategies.map(\.id), invariantIDs: service.invariants.map(\.id), seed: seed),
      progress: { _ in })
  }

  @Test func documentedTopLevelKeysArePresent() throws {
    let text = JSONReport(try report()).render()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "schemaVersion", "command", "seed", "count", "strategies", "invariants", "results", "findings",
        "unexpected", "summary",
      ])
    #expect(object["schemaVersion"] as? Int == 1)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    #expect(
      Set(findings[0].keys) == [
        "strategy", "invariant", "scenario", "failingStep", "message", "token", "replayCommand", "shrink",
        "marks",
      ])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 9)
    #expect(results[0]["strategy"] as? String == "stretchy-table-header.published")
    #expect(results[0]["invariant"] as? String == "clamped")
  }

  @Test func twoRunsWithTheSameSeedAreByteIdentical() throws {
    let first = JSONReport(try report()).render()
    let second = JSONReport(try report()).render()
    #expect(first == second)
    #expect(first != JSONReport(try report(seed: 8)).render())
  }

  @Test func keysAreSortedAndTimingsSeparate() throws {
    let text = JSONReport(try report()).render()
    let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    #expect(topKeys == topKeys.sorted())
    #expect(!text.contains("timings"))
    let withTimings = JSONReport(try report(), includesTimings: true).render()
    #expect(withTimings.contains("\"timings\""))
    #expect(withTimings.contains("\"stretchy-table-header.fixed\": 0.5"))
  }

  @Test func stringsAreEscaped() {
    let value = JSONValue.object(["a\"b": .string("line\nbreak\t\u{1}\\")])
    #expect(value.serialized() == "{\n  \"a\\\"b\": \"line\\nbreak\\t\\u0001\\\\\"\n}\n")
  }
}
