import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct StateComparisonTests {
  func state(offset: CGFloat = 0, insetTop: CGFloat = 0, contentHeight: CGFloat = 2000, scale: CGFloat = 3, _ elements: [Placed]) -> Observation {
    observation(.marker("x"), offset: offset, elements: elements, contentHeight: contentHeight, insetTop: insetTop, scale: scale)
  }

  let row = ElementKind.row(section: 0, row: 0)

  @Test func findsNoDifferenceBetweenEqualStates() {
    let a = state([placed(.tableHeader, y: 0, height: 200), placed(row, y: 200, height: 44)])
    #expect(StateComparison.firstDifference(expected: a, actual: a) == nil)
  }

  @Test func reportsTheOffsetFirst() throws {
    let a = state([placed(.tableHeader, y: 0, height: 200)])
    let b = state(offset: 12, insetTop: 5, [placed(.tableHeader, y: 0, height: 100)])
    let difference = try #require(StateComparison.firstDifference(expected: a, actual: b))
    #expect(difference.message == "contentOffset.y is 12, expected 0")
  }

  @Test func reportsInsetsAndContentSize() {
    let a = state([])
    #expect(StateComparison.firstDifference(expected: a, actual: state(insetTop: 7, []))?.message == "contentInset.top is 7, expected 0")
    #expect(StateComparison.firstDifference(expected: a, actual: state(contentHeight: 1900, []))?.message
      == "contentSize.height is 1900, expected 2000")
  }

  @Test func reportsAnElementsScreenFrameAndMarksIt() throws {
    let a = state([placed(row, y: 200, height: 44)])
    for moved in [placed(row, y: 201, height: 44), placed(row, y: 200, height: 43), placed(row, y: 200, height: 44, x: 2),
                  placed(row, y: 200, height: 44, width: 380)] {
      let difference = try #require(StateComparison.firstDifference(expected: a, actual: state([moved])))
      #expect(difference.marks == [moved.content])
      #expect(difference.message.hasPrefix("row 0.0 is at y "))
    }
  }

  @Test func reportsAScale() throws {
    let a = state([shown(swiftUIHeader, screenY: 0, height: 300)])
    let b = state([shown(swiftUIHeader, screenY: 0, height: 300, scale: 1.002)])
    let difference = try #require(StateComparison.firstDifference(expected: a, actual: b))
    #expect(difference.message == "header is scaled 1.002, expected 1")
    let c = state([shown(swiftUIHeader, screenY: 0, height: 300, scale: 1.0005)])
    #expect(StateComparison.firstDifference(expected: a, actual: c) == nil)
  }

  @Test func comparesOnlyElementsBothShow() {
    let a = state([placed(.tableHeader, y: 0, height: 200), placed(row, y: 200, height: 44)])
    let b = state([placed(.tableHeader, y: 0, height: 200)])
    #expect(StateComparison.firstDifference(expected: a, actual: b) == nil)
    #expect(StateComparison.firstDifference(expected: b, actual: a) == nil)
  }

  @Test func toleratesOnePixelOfTheCoarserScreen() {
    // At scales 3 and 2 the tolerance is the larger pixel, half a point.
    let a = state(scale: 3, [placed(row, y: 200, height: 44)])
    #expect(StateComparison.firstDifference(expected: a, actual: state(scale: 2, [placed(row, y: 200.45, height: 44)])) == nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(scale: 2, [placed(row, y: 200.75, height: 44)])) != nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(offset: 0.9 * pixel, [])) == nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(offset: 1.5 * pixel, [])) != nil)
  }

  @Test func describesRects() {
    #expect(StateComparison.describe(CGRect(x: 0, y: 12, width: 390, height: 44)) == "y 12..56 (h 44)")
  }
}
