import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct StretchesTests {
  let stretches = Stretches()

  func rest() -> Observation {
    observation(.marker("rest top"), elements: [shown(swiftUIHeader, screenY: 0, height: 300)])
  }

  /// Pulled `d` past the top, the header shown from `top`, `height` tall.
  func pulled(_ d: CGFloat, top: CGFloat, height: CGFloat, _ cause: ObservationCause = .drag(translation: 10)) -> Observation {
    observation(cause, offset: -d, elements: [shown(swiftUIHeader, screenY: top, height: height, offset: -d)])
  }

  func check(_ observations: [Observation]) -> Violation? {
    stretches.check(run(.swiftUIHeader, maximum: 300, stretches: true, observations))
  }

  @Test func acceptsAHeaderThatGrowsByThePull() {
    #expect(check([rest(), pulled(10, top: 0, height: 310), pulled(25, top: 0, height: 325), pulled(40, top: 0, height: 340)]) == nil)
  }

  @Test func rejectsAHeaderThatMovesDownWithTheContent() throws {
    let violation = try #require(check([rest(), pulled(10, top: 0, height: 310), pulled(30, top: 30, height: 300)]))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 0)
    #expect(violation.message.contains("pulled by 30"))
    #expect(violation.message.contains("y 30..330 (h 300)"))
    #expect(violation.message.contains("expected top 0 and height 330"))
  }

  @Test func rejectsAHeaderThatGrowsByTheWrongAmount() throws {
    // Scaled up instead of stretched: grows by 2d.
    let violation = try #require(check([rest(), pulled(20, top: -20, height: 340)]))
    #expect(violation.message.contains("expected top 0 and height 320"))
  }

  @Test func looksOnlyAtDragsPastTheTop() {
    // Before the rest marker, and moves that are not pulls, are not its business.
    let scrolled = observation(.drag(translation: -100), offset: 100, elements: [shown(swiftUIHeader, screenY: 0, height: 300, offset: 100)])
    #expect(check([pulled(30, top: 30, height: 300), rest(), scrolled]) == nil)
    #expect(check([rest(), pulled(0.9 * pixel, top: 0, height: 300)]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([rest(), pulled(30, top: 0.9 * pixel, height: 330 - 0.9 * pixel)]) == nil)
    #expect(check([rest(), pulled(30, top: 0, height: 330 - 1.5 * pixel)]) != nil)
    #expect(check([rest(), pulled(30, top: 1.5 * pixel, height: 330)]) != nil)
  }

  @Test func appliesToSwiftUIHeadersAndStretchingTableHeaders() {
    #expect(Set(stretches.families) == [.swiftUIHeader, .tableHeader, .insetHeader])
    let swiftUI = HeaderDeclaration(family: .swiftUIHeader, maximumHeight: 300)
    let stretching = HeaderDeclaration(family: .tableHeader, minimumHeight: 60, maximumHeight: 200, stretches: true)
    let rigid = HeaderDeclaration(family: .tableHeader, minimumHeight: 60, maximumHeight: 200)
    let selfSizing = HeaderDeclaration(family: .selfSizingHeader, stretches: true)
    let sections = HeaderDeclaration(family: .nonFloatingSections, stretches: true)
    #expect(stretches.applies(to: swiftUI))
    #expect(stretches.applies(to: stretching))
    #expect(!stretches.applies(to: rigid))
    #expect(!stretches.applies(to: selfSizing))
    #expect(!stretches.applies(to: sections))
    // The same answer through the catalog, where the runner sees `any Invariant`.
    let erased: any Invariant = stretches
    #expect(erased.applies(to: swiftUI))
    #expect(erased.applies(to: stretching))
    #expect(!erased.applies(to: rigid))
    let fromCatalog = InvariantCatalog.invariant(withID: "stretches")
    #expect(fromCatalog?.applies(to: rigid) == false)
    #expect(markers(stretches.probe) == ["rest top"])
  }
}
