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

  @Test func c31AnOffsetIsReportedOnlyThroughWhatItMoves() throws {
    let a = state([placed(.tableHeader, y: 0, height: 200)])
    let b = state(offset: 12, insetTop: 5, [placed(.tableHeader, y: 0, height: 200)])
    let difference = try #require(StateComparison.firstDifference(expected: a, actual: b))
    #expect(difference.message == "table header is at y -12..188 (h 200) in the scroll view, expected y 0..200 (h 200)")
    // Nothing drawn: an offset alone is no difference (an empty table at 28 or at 0).
    #expect(StateComparison.firstDifference(expected: state([]), actual: state(offset: 28, [])) == nil)
  }

  @Test func c31InsetsAndContentSizeAloneAreNotADifference() {
    let a = state([placed(row, y: 200, height: 44)])
    #expect(StateComparison.firstDifference(expected: a, actual: state(insetTop: 7, [placed(row, y: 200, height: 44)])) == nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(contentHeight: 1900, [placed(row, y: 200, height: 44)])) == nil)
    var bottom = state([placed(row, y: 200, height: 44)])
    bottom.contentInset.bottom = -28
    #expect(StateComparison.firstDifference(expected: a, actual: bottom) == nil)
    #expect(DrawnState.edgesMayDiffer(a, state(contentHeight: 1900, [])))
  }

  @Test func c31ElementsAreComparedInTheRootViewsCoordinates() throws {
    let a = state([placed(row, y: 200, height: 44)])
    var b = a
    b.frameInRootView = CGRect(x: 0, y: 20, width: viewWidth, height: viewHeight)
    let difference = try #require(StateComparison.firstDifference(expected: a, actual: b))
    #expect(difference.message.hasSuffix("(the scroll view itself moved in the window)"))
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

  @Test func c31AnElementDrawnInOneStateOnlyIsADifference() {
    let a = state([placed(.tableHeader, y: 0, height: 200), placed(row, y: 200, height: 44)])
    let b = state([placed(.tableHeader, y: 0, height: 200)])
    #expect(StateComparison.firstDifference(expected: a, actual: b)?.message == "row 0.0 is no longer drawn (it was at y 200..244 (h 44))")
    #expect(StateComparison.firstDifference(expected: b, actual: a)?.message == "row 0.0 is drawn at y 200..244 (h 44), expected not drawn")
    // Off screen in both (a table header scrolled away): not drawn, not compared.
    let away = state(offset: 1000, [placed(.tableHeader, y: 0, height: 200)])
    let awayShorter = state(offset: 1000, [placed(.tableHeader, y: 0, height: 150)])
    #expect(StateComparison.firstDifference(expected: away, actual: awayShorter) == nil)
  }

  @Test func c34AViewThatDrawsNothingIsLeftOutOfTheComparison() throws {
    // The review's M4 demo: the fixed strategy's blank spacer footer 498 then 454 tall.
    var a = state([placed(row, y: 200, height: 44), placed(.tableFooter, y: 264, height: 498)])
    var b = state([placed(row, y: 200, height: 44), placed(.tableFooter, y: 264, height: 454)])
    let drawn = try #require(StateComparison.firstDifference(expected: a, actual: b))
    #expect(drawn.message.hasPrefix("table footer is at y 264..718 (h 454)"))
    a.elements[1].drawsNothing = true
    b.elements[1].drawsNothing = true
    #expect(StateComparison.firstDifference(expected: a, actual: b) == nil)
    // Blank in one state, drawing in the other: drawn in one only.
    var c = b
    c.elements[1].drawsNothing = false
    #expect(StateComparison.firstDifference(expected: a, actual: c)?.message.hasPrefix("table footer is drawn at") == true)
    #expect(StateComparison.firstDifference(expected: c, actual: a)?.message.hasPrefix("table footer is no longer drawn") == true)
  }

  @Test func toleratesOnePixelOfTheCoarserScreen() {
    // At scales 3 and 2 the tolerance is the larger pixel, half a point.
    let a = state(scale: 3, [placed(row, y: 200, height: 44)])
    #expect(StateComparison.firstDifference(expected: a, actual: state(scale: 2, [placed(row, y: 200.45, height: 44)])) == nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(scale: 2, [placed(row, y: 200.75, height: 44)])) != nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(offset: 0.9 * pixel, [placed(row, y: 200, height: 44)])) == nil)
    #expect(StateComparison.firstDifference(expected: a, actual: state(offset: 1.5 * pixel, [placed(row, y: 200, height: 44)])) != nil)
  }

  @Test func describesRects() {
    #expect(StateComparison.describe(CGRect(x: 0, y: 12, width: 390, height: 44)) == "y 12..56 (h 44)")
  }
}
