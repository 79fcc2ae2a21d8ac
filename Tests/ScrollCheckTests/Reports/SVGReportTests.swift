import Foundation
import Testing

@testable import ScrollCheck

@Suite struct SVGReportTests {
  let finding = FakeCheckService().finding("stretchy-table-header.published", "no-gap")

  @Test func drawsTheMarksBeforeAndAfterAndIsWellFormed() throws {
    let svg = SVGReport(finding).render()
    #expect(ElementCounter.parse(svg) != nil)
    #expect(svg.contains("<rect class=\"mark\" x=\"0\" y=\"180\" width=\"375\" height=\"20.5\""))
    #expect(svg.components(separatedBy: "class=\"table-header\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "class=\"safe-area\"").count - 1 == 4)
    #expect(svg.contains("before: step 1, drag by 20, offset y 0"))
    #expect(svg.contains("after: step 2, release, offset y -20"))
    // The header is at screen y 20 in the after picture (pulled down by 20).
    #expect(svg.contains("<rect class=\"table-header\" x=\"0\" y=\"20\" width=\"375\" height=\"180\""))
  }

  @Test func isDeterministicAndNamedAfterTheIDs() {
    #expect(SVGReport(finding).render() == SVGReport(finding).render())
    #expect(SVGReport(finding).fileName == "stretchy-table-header.published--no-gap.svg")
    var odd = finding
    odd.strategyID = "my/strategy <1>"
    #expect(SVGReport(odd).fileName == "my_strategy__1_--no-gap.svg")
  }

  @Test func drawsAFindingWithoutObservations() {
    var bare = finding
    bare.before = nil
    bare.after = nil
    let svg = SVGReport(bare).render()
    #expect(ElementCounter.parse(svg) != nil)
    #expect(svg.contains("class=\"mark\""))
    #expect(svg.contains("no observation recorded"))
  }
}
