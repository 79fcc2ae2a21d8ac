import Foundation
import Testing

@testable import ScrollCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Counts elements while checking that a document is well-formed XML.
final class ElementCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]
  var text = ""
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
    text += attributeDict.values.sorted().joined(separator: " ")
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  static func parse(_ xml: String) -> ElementCounter? {
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    return parser.parse() ? counter : nil
  }
}

@Suite struct JUnitReportTests {
  func report(_ service: FakeCheckService) throws -> RunReport {
    try service.run(
      RunRequest(strategyIDs: service.strategies.map(\.id), invariantIDs: service.invariants.map(\.id), seed: 1),
      progress: { _ in })
  }

  @Test func oneTestCasePerStrategyAndInvariant() throws {
    let xml = JUnitReport(try report(FakeCheckService())).render()
    let counter = try #require(ElementCounter.parse(xml))
    #expect(counter.counts["testsuites"] == 1)
    #expect(counter.counts["testsuite"] == 3)
    #expect(counter.counts["testcase"] == 9)
    #expect(counter.counts["failure"] == nil)
    #expect(counter.counts["skipped"] == 3)
    #expect(counter.counts["system-out"] == 2)
  }

  @Test func unexpectedResultsAreFailuresWithTheFindingTextEscaped() throws {
    let service = FakeCheckService(violations: ["stretchy-table-header.fixed/clamped"])
    service.message = "height <200> & \"more\" than 'max'"
    let xml = JUnitReport(try report(service)).render()
    let counter = try #require(ElementCounter.parse(xml))
    #expect(counter.counts["failure"] == 3)
    #expect(xml.contains("height &lt;200&gt; &amp; &quot;more&quot; than &apos;max&apos;"))
    #expect(counter.text.contains("height <200> & \"more\" than 'max'"))
    #expect(counter.text.contains("swift run -c release scrollcheck replay"))
    #expect(xml.contains("failures=\"3\""))
    #expect(xml.contains("type=\"missingViolation\""))
  }

  @Test func escapingReplacesForbiddenControlCharacters() {
    #expect(XMLEscaping.escaped("a\u{0}b<") == "a\u{FFFD}b&lt;")
  }
}

/// Reads a JUnit document as CI consumers (Jenkins, GitLab, GitHub test reporters) do:
/// suites with counts and times, test cases with their outcome, properties.
final class JUnitConsumer: NSObject, XMLParserDelegate {
  struct Case { var name = ""; var time: Double?; var outcome = "passed"; var message = ""; var text = "" }
  struct Suite {
    var name = ""; var tests = 0; var failures = 0; var skipped = 0; var time: Double?
    var properties: [String: String] = [:]; var cases: [Case] = []
  }
  var root: [String: String] = [:]
  var suites: [Suite] = []
  private var inFailure = false

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch name {
    case "testsuites": root = attributes
    case "testsuite":
      suites.append(Suite(
        name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
        failures: Int(attributes["failures"] ?? "") ?? -1, skipped: Int(attributes["skipped"] ?? "") ?? -1,
        time: attributes["time"].flatMap(Double.init)))
    case "property": suites[suites.count - 1].properties[attributes["name"] ?? ""] = attributes["value"]
    case "testcase":
      suites[suites.count - 1].cases.append(Case(name: attributes["name"] ?? "", time: attributes["time"].flatMap(Double.init)))
    case "failure", "skipped":
      let last = suites[suites.count - 1].cases.count - 1
      suites[suites.count - 1].cases[last].outcome = name
      suites[suites.count - 1].cases[last].message = attributes["message"] ?? ""
      inFailure = name == "failure"
    default: break
    }
  }
  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "failure" { inFailure = false }
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard inFailure else { return }
    let last = suites[suites.count - 1].cases.count - 1
    suites[suites.count - 1].cases[last].text += string
  }

  static func read(_ xml: String) -> JUnitConsumer? {
    let parser = XMLParser(data: Data(xml.utf8))
    let consumer = JUnitConsumer()
    parser.delegate = consumer
    return parser.parse() ? consumer : nil
  }
}

@Suite struct JUnitConsumerTests {
  @Test func aConsumerReadsCountsTimesPropertiesAndFailures() throws {
    let service = FakeCheckService(violations: ["stretchy-table-header.fixed/clamped", "swiftui-header.published/pinned"])
    var report = try service.run(
      RunRequest(strategyIDs: service.strategies.map(\.id), invariantIDs: service.invariants.map(\.id), seed: 9),
      progress: { _ in })
    report.timings = RunTimings(
      totalSeconds: 2, secondsPerCell: [
        RunTimings.cellKey(strategy: "stretchy-table-header.fixed", invariant: "clamped"): 0.25,
        RunTimings.cellKey(strategy: "stretchy-table-header.fixed", invariant: "no-gap"): 1.5,
      ])
    let junit = try #require(JUnitConsumer.read(JUnitReport(report).render()))
    #expect(junit.root["time"] == "2.000")
    #expect(junit.suites.count == 3)
    for suite in junit.suites {
      // Counts agree with the cases, every time parses, the suite's time is its cases' sum.
      #expect(suite.tests == suite.cases.count)
      #expect(suite.failures == suite.cases.filter { $0.outcome == "failure" }.count)
      #expect(suite.skipped == suite.cases.filter { $0.outcome == "skipped" }.count)
      #expect(suite.cases.allSatisfy { $0.time != nil })
      let sum = suite.cases.compactMap(\.time).reduce(0, +)
      #expect(abs((suite.time ?? -1) - sum) < 0.001)
      #expect(suite.properties == ["seed": "9", "count": "100"])
    }
    let fixed = try #require(junit.suites.first { $0.name == "stretchy-table-header.fixed" })
    #expect(fixed.time == 1.75)
    let clamped = try #require(fixed.cases.first { $0.name == "clamped" })
    #expect(clamped.outcome == "failure")
    #expect(clamped.message == service.message)
    #expect(clamped.text.contains("Token: v1:stretchy-table-header.fixed:clamped"))
    #expect(clamped.text.contains("replay v1:stretchy-table-header.fixed:clamped"))
    let missing = try #require(junit.suites.first { $0.name == "stretchy-table-header.published" }?.cases.first { $0.name == "no-gap" })
    #expect(missing.outcome == "failure")
    #expect(missing.message.contains("recorded to violate no-gap, but it held"))
  }

  @Test func secondsHaveThreeDecimals() {
    #expect(JUnitReport.seconds(1.2345) == "1.235")
    #expect(JUnitReport.seconds(0.05) == "0.050")
    #expect(JUnitReport.seconds(.nan) == "0.000")
    #expect(JUnitReport.seconds(12) == "12.000")
  }
}
