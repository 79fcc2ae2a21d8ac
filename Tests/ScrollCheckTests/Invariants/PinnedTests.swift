import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

@Suite struct PinnedTests {
  let pinned = Pinned()

  /// Scrolled up by `offset` in a view with a 47-point safe area at the top, whose range
  /// starts at -47; the header shown from `top`.
  func scrolled(_ offset: CGFloat, top: CGFloat, height: CGFloat = 300, _ cause: ObservationCause = .drag(translation: -10)) -> Observation {
    observation(cause, offset: offset, elements: [shown(swiftUIHeader, screenY: top, height: height, offset: offset)],
                validRange: -47...1203, safeTop: 47)
  }

  func check(_ observations: [Observation]) -> Violation? {
    pinned.check(run(.swiftUIHeader, maximum: 300, observations))
  }

  @Test func acceptsAHeaderHeldAtTheSafeAreasTop() {
    #expect(check([scrolled(-47, top: 47, .marker("rest")), scrolled(-37, top: 47), scrolled(100, top: 47), scrolled(900, top: 47)]) == nil)
  }

  @Test func rejectsAHeaderThatScrollsAway() throws {
    let violation = try #require(check([scrolled(-47, top: 47, .marker("rest")), scrolled(-37, top: 47), scrolled(-27, top: 27)]))
    #expect(violation.observationIndex == 2)
    #expect(violation.message.contains("scrolled up by 20"))
    #expect(violation.message.contains("y 27..327 (h 300); expected top 47 and height 300"))
  }

  @Test func rejectsAHeaderThatShrinks() throws {
    let violation = try #require(check([scrolled(60, top: 47, height: 200)]))
    #expect(violation.message.contains("h 200"))
  }

  @Test func rejectsAPinnedHeaderDrawnScaled() throws {
    // In place and at its base height on screen, but drawn through a scale effect.
    let scaled = observation(
      .drag(translation: -10), offset: 60,
      elements: [shown(swiftUIHeader, screenY: 47, height: 300, offset: 60, scale: 1.2)],
      validRange: -47...1203, safeTop: 47)
    let violation = try #require(check([scaled]))
    #expect(violation.message.contains("drawn scaled 1.2"))
  }

  @Test func rejectsAMissingHeader() throws {
    let gone = observation(.drag(translation: -10), offset: 100, validRange: -47...1203, safeTop: 47)
    let violation = try #require(check([scrolled(-47, top: 47, .marker("rest")), gone]))
    #expect(violation.observationIndex == 1)
    #expect(violation.message.contains("not on screen"))
  }

  @Test func u48NoHeaderIsJudgedOnceTheWholeContentIsAboveTheView() throws {
    // A 200-point content under bottom insets taller than the view (the range reaches 235):
    // past 200 nothing of the content is in the view, a lazy stack builds no row there.
    func gone(_ offset: CGFloat) -> Observation {
      observation(.drag(translation: -10), offset: offset, contentHeight: 200, validRange: 0...235)
    }
    #expect(check([gone(210), gone(235)]) == nil)
    // While the content still reaches into the view, a missing header is judged.
    let violation = try #require(check([gone(190), gone(210)]))
    #expect(violation.observationIndex == 0)
    #expect(violation.message.contains("not on screen"))
  }

  @Test func u48TheModernHeaderHoldsUnderTheKeyboardAndTheAppsBottomMargins() throws {
    // The seed-4 sweep's case: iPhone SE landscape, no items, the keyboard up and the app's
    // bottom margins raised by 149: the range runs 35 points past the content's bottom.
    let token = try FindingToken(parsing: Self.landscapeKeyboardToken)
    let outcome = try CaseRunner.run(SwiftUIStickyHeaderModern(), pinned, token.scenario)
    #expect(outcome.violation == nil)
    // The header was there while the content reached into the view, and the lazy stack
    // dropped it once the content was wholly above the view's top.
    let drags = outcome.run.observations.filter { if case .drag = $0.cause { return true } else { return false } }
    #expect(drags.contains { !Pinned.contentIsAboveTheView($0) && $0.contentOffset.y > 100 && outcome.run.header(in: $0) != nil })
    #expect(drags.contains { Pinned.contentIsAboveTheView($0) && outcome.run.header(in: $0) == nil })
  }

  static let landscapeKeyboardToken =
    "sc1-hbzxo2lgor2wslltoruwg23zfvugkylemvzc43lpmrsxe3qmobuw43tfmqaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaqaagqaianaaqaaaaabwaeadqbeaagbyavaaaaadgaiuaaaaalaci-9496ac72"

  @Test func u35APinnedHeaderBelowTheSpinnersBandIsNotJudged() throws {
    // A refresh runs: the spinner's 60-point band is in the content above its top (W43).
    func refreshing(_ offset: CGFloat, top: CGFloat, height: CGFloat = 300) -> Observation {
      var state = scrolled(offset, top: top, height: height)
      state.elements.append(
        ElementFrame(
          kind: .refreshControl, contentFrame: CGRect(x: 0, y: -60, width: viewWidth, height: 60),
          screenFrame: CGRect(x: 0, y: -60 - offset, width: viewWidth, height: 60), scale: 1,
          zIndex: DrawingOrder.refreshControl, isPinned: false))
      return state
    }
    let rest = scrolled(-47, top: 47, .marker("rest"))
    // Pinned at the safe area's top or anywhere down to the band's bottom: where SwiftUI pins.
    for top: CGFloat in [47, 80, 107] {
      #expect(check([rest, refreshing(-37, top: top)]) == nil, "top \(top)")
    }
    // Below the band, or stretched over it, is still the strategy's.
    #expect(check([rest, refreshing(-37, top: 120)]) != nil)
    #expect(check([rest, refreshing(-37, top: 47, height: 360)]) != nil)
    // Without a refresh the band's allowance is gone.
    #expect(check([rest, scrolled(-37, top: 107)]) != nil)
  }

  @Test func looksOnlyAtDragsScrolledUp() {
    // At rest at the top, pulled, or animated: not its business.
    #expect(check([scrolled(-47, top: 0, .drag(translation: 0)), scrolled(-80, top: 0, .drag(translation: 40)),
                   scrolled(100, top: 0, .animationFrame(1))]) == nil)
  }

  @Test func toleratesLessThanOnePixel() {
    #expect(check([scrolled(100, top: 47 + 0.9 * pixel, height: 300 - 0.9 * pixel)]) == nil)
    #expect(check([scrolled(100, top: 47 + 1.5 * pixel)]) != nil)
    #expect(check([scrolled(100, top: 47, height: 300 + 1.5 * pixel)]) != nil)
  }

  @Test func appliesToSwiftUIHeaders() {
    #expect(pinned.families == [.swiftUIHeader])
    #expect(pinned.probe.contains(.push(240)))
  }
}

/// Round 13's sweep (seed 3, 2,000 cases): the modern header at base height 0, pinned on the
/// pin line during a refresh (U34=content), was culled by a floating-point rounding that put
/// its top a hair above the visible rect's, and `pinned` reported it "not on screen". A row of
/// no height is on screen where its top is, edges included, to a millionth of a point.
@Suite struct ZeroHeightPinnedHeaderTests {
  @Test func aZeroHeightHeaderOnThePinLineIsStillOnScreen() throws {
    let token = try FindingToken(
      parsing: "sc1-hbzxo2lgor2wslltoruwg23zfvugkylemvzc43lpmrsxe3qmobuw43tfmqaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaaaaaaaaaaabaaaa3qkaeaqgaabaeaeqaqdaaaqkaciaidqbcaaqaaemcubaaae3eieae6acai-62cbb180")
    #expect(try CaseRunner.run(SwiftUIStickyHeaderModern(), Pinned(), token.scenario).violation == nil)
  }
}
