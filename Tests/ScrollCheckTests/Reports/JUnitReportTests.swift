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
