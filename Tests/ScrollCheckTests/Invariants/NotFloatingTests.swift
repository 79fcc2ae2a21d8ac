import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct NotFloatingTests {
  let notFloating = NotFloating()

  let header = ElementKind.sectionHeader(section: 1)
  let footer = ElementKind.sectionFooter(section: 0)

  /// At `offset`, section 0's footer at content 400 and section 1's header at `headerY`.
  func at(_ offset: CGFloat, headerY: CGFloat = 430, _ cause: ObservationCause = .drag(translation: -10), contentHeight: CGFloat = 2000) -> Observation {
    observation(cause, offset: offset, elements: [
      placed(.row(section: 0, row: 0), y: 356, height: 44), placed(footer, y: 400, height: 30), placed(header, y: headerY, height: 30),
    ], contentHeight: contentHeight)
  }

  @Test func acceptsSectionsThatMoveWithTheContent() {
    #expect(notFloating.check(run(.nonFloatingSections, [at(0), at(200), at(430), at(-40, .drag(translation: 60)), at(0, .animationFrame(1))])) == nil)
  }

  @Test func rejectsAHeaderThatFloats() throws {
    // Past its own position, the header sticks to the view's top.
    let violation = try #require(notFloating.check(run(.nonFloatingSections, [at(420), at(430), at(440, headerY: 440)])))
    #expect(violation.observationIndex == 2)
    #expect(violation.comparedIndex == 1)
    #expect(violation.message.contains("section 1 header moved 10 in content coordinates"))
    #expect(violation.message.contains("430 -> 440"))
  }

  @Test func rejectsAHeaderThatFloatsWhilePulledPastTheTop() throws {
    let violation = try #require(notFloating.check(run(.nonFloatingSections, [at(0), at(-20, headerY: 410, .drag(translation: 30))])))
    #expect(violation.observationIndex == 1)
  }

  @Test func ignoresLayoutPassesAndContentSizeChanges() {
    #expect(notFloating.check(run(.nonFloatingSections, [at(0), at(0, headerY: 474, .layoutPass(1))])) == nil)
    #expect(notFloating.check(run(.nonFloatingSections, [at(0, .layoutPass(1)), at(10, headerY: 474)])) == nil)
    #expect(notFloating.check(run(.nonFloatingSections, [at(0, .contentUpdate), at(0, headerY: 474, .contentUpdate, contentHeight: 2044)])) == nil)
    #expect(notFloating.check(run(.nonFloatingSections, [at(0, .contentUpdate), at(0, headerY: 474, .contentUpdate)])) != nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(notFloating.check(run(.nonFloatingSections, [at(0), at(10, headerY: 430 + 0.9 * pixel)])) == nil)
    #expect(notFloating.check(run(.nonFloatingSections, [at(0), at(10, headerY: 430 + 1.5 * pixel)])) != nil)
  }

  @Test func appliesToNonFloatingSections() {
    #expect(notFloating.families == [.nonFloatingSections])
  }
}
