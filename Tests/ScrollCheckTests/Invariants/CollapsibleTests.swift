import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct CollapsibleTests {
  let collapsible = Collapsible()

  /// A trace that ends, after the probe's collapse, with the header `height` tall.
  func collapsed(_ height: CGFloat?, rows: Int = 0) -> CheckedRun {
    let rowFrames = (0..<rows).map { placed(.row(section: 0, row: $0), y: 200 + CGFloat($0) * 44, height: 44) }
    let contentHeight = (height ?? 0) + CGFloat(rows) * 44
    let header = height.map { [placed(.tableHeader, y: 0, height: $0)] } ?? []
    return run(.tableHeader, minimum: 60, maximum: 200, [
      observation(.layoutPass(1), elements: [placed(.tableHeader, y: 0, height: 200)] + rowFrames, contentHeight: 200 + CGFloat(rows) * 44),
      observation(.drag(translation: -10), offset: 10, elements: [placed(.tableHeader, y: 0, height: 190)]),
      observation(.marker("collapsed"), elements: header + rowFrames, contentHeight: contentHeight),
    ])
  }

  @Test(arguments: [0, 1, 30])
  func acceptsAHeaderAtItsMinimumAfterCollapsing(rows: Int) {
    #expect(collapsible.check(collapsed(60, rows: rows)) == nil)
  }

  @Test func rejectsAHeaderThatSpringsBackOpen() throws {
    let violation = try #require(collapsible.check(collapsed(200, rows: 1)))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("200 tall"))
    #expect(violation.message.contains("minimum 60"))
    #expect(violation.message.contains("contentSize.height 244"))
  }

  @Test func rejectsAHeaderThatIsGone() throws {
    let violation = try #require(collapsible.check(collapsed(nil)))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("gone"))
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(collapsible.check(collapsed(60 + 0.9 * pixel)) == nil)
    #expect(collapsible.check(collapsed(60 - 0.9 * pixel)) == nil)
    #expect(collapsible.check(collapsed(60 + 1.5 * pixel)) != nil)
  }

  @Test func looksAtTheRestAfterTheProbeOnly() {
    // A header shorter than its minimum mid-drag is clamped's business, not this one's.
    let trace = collapsed(60)
    #expect(trace.observations[1].element(.tableHeader)?.contentFrame.height == 190)
    #expect(collapsible.check(trace) == nil)
    #expect(markers(collapsible.probe) == ["collapsed"])
    #expect(collapsible.probe.firstIndex(of: .collapse)! < collapsible.probe.firstIndex(of: .mark("collapsed"))!)
  }

  @Test func appliesToTableHeadersOnly() {
    #expect(collapsible.families == [.tableHeader, .insetHeader])
  }
}
