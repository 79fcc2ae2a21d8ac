import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W57 (round 15): at its medium detent a page sheet grows to its large one before the
/// content scrolls up, unless the app turns that off
/// (`prefersScrollingExpandsWhenScrolledToEdge = false`).
@Suite struct SheetExpansionTests {
  /// A world of `strategy` on the iPhone 14 Pro's page sheet, shown at its medium detent.
  func shown(
    _ strategy: any Strategy = StretchyTableHeaderFixed(), keeps: Bool = false, refresh: Bool = false
  ) throws -> World {
    var scenario = ScenarioSamples.simple()
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    scenario.scrollingKeepsSheetDetent = keeps
    scenario.refreshControl = refresh
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    return world
  }

  func grown(_ world: World) -> [CGFloat] {
    world.recorder.trace.events.compactMap { event -> CGFloat? in
      if case .sheetGrewUnderFinger(let translation) = event.event { return translation }
      return nil
    }
  }

  @Test func w57ADragUpGrowsTheSheetBeforeTheContentScrolls() throws {
    for strategy in [StretchyTableHeaderFixed(), SwiftUIStickyHeaderModern()] as [any Strategy] {
      let world = try shown(strategy)
      let scrollView = world.scrollView
      #expect(world.sheetIsAtMediumDetent)
      let distance = try #require(world.sheetGrowthDistance)
      let mediumHeight = scrollView.bounds.height
      let top = scrollView.contentOffset.y
      scrollView.drag(by: -100)
      #expect(scrollView.contentOffset.y == top, "\(strategy.id)")
      #expect(scrollView.bounds.height == mediumHeight)
      // The rest of the way, and 40 points more: the sheet reaches large, then the content scrolls.
      scrollView.drag(by: -(distance - 100) - 40)
      #expect(!world.sheetIsAtMediumDetent, "\(strategy.id)")
      #expect(abs(scrollView.bounds.height - (mediumHeight + distance)) < 1e-9, "\(strategy.id)")
      #expect(abs(scrollView.contentOffset.y - (top + 40)) < 1e-9, "\(strategy.id)")
      #expect(grown(world) == [-100, -(distance - 100)])
      // At large, a drag up scrolls from the start.
      scrollView.drag(by: -10)
      #expect(abs(scrollView.contentOffset.y - (top + 50)) < 1e-9)
    }
  }

  @Test func w57AFingerMovingBackDownShrinksTheSheetFirst() throws {
    let world = try shown()
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: -100)
    scrollView.drag(by: 60)
    #expect(scrollView.contentOffset.y == top)
    #expect(grown(world) == [-100, 60])
    #expect(scrollView.sheetGrowth == 40)
  }

  /// Released part of the way: the nearer detent, or large when flung up.
  @Test func w57AReleaseSettlesAtTheNearerDetent() throws {
    let near = try shown()
    near.scrollView.drag(by: -60)
    near.scrollView.release()
    #expect(near.sheetIsAtMediumDetent)
    #expect(near.scrollView.sheetGrowth == 0)

    let far = try shown()
    let distance = try #require(far.sheetGrowthDistance)
    far.scrollView.drag(by: -(distance / 2 + 1))
    far.scrollView.release()
    #expect(!far.sheetIsAtMediumDetent)

    let flung = try shown()
    let top = flung.scrollView.contentOffset.y
    flung.scrollView.drag(by: -20)
    flung.scrollView.fling(velocity: -2000)
    #expect(!flung.sheetIsAtMediumDetent)
    // The fling was the sheet's: the content did not move.
    #expect(flung.recorder.trace.observations.allSatisfy { abs($0.contentOffset.y - top) < 1e-9 })
  }

  @Test func w57AnAppThatTurnsItOffScrollsAtMedium() throws {
    let world = try shown(keeps: true)
    let top = world.scrollView.contentOffset.y
    world.scrollView.drag(by: -100)
    #expect(abs(world.scrollView.contentOffset.y - (top + 100)) < 1e-9)
    #expect(world.sheetIsAtMediumDetent)
    #expect(grown(world).isEmpty)
  }

  /// Scrolled into the content at medium (a detent change left it there): the content scrolls
  /// under `edge`, the default; the sheet grows first under `any`.
  @Test func w57ScrolledIntoTheContentDependsOnTheAssumption() throws {
    func scrolledWorld() throws -> World {
      let world = try shown(keeps: false)
      world.changeDetent()  // to large
      world.scrollView.drag(by: -120)
      world.scrollView.release()
      world.changeDetent()  // back to medium, scrolled
      return world
    }
    let log = ExerciseLog()
    try EngineAssumptions.$log.withValue(log) {
      let world = try scrolledWorld()
      let y = world.scrollView.contentOffset.y
      world.scrollView.drag(by: -30)
      #expect(abs(world.scrollView.contentOffset.y - (y + 30)) < 1e-9)
    }
    #expect(log.exercised.contains("W57"))
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W57=any"])) {
      let world = try scrolledWorld()
      let y = world.scrollView.contentOffset.y
      world.scrollView.drag(by: -30)
      #expect(world.scrollView.contentOffset.y == y)
      #expect(!grown(world).isEmpty)
    }
  }

  /// With a refresh control, a pull past the top rubber-bands (W56); a finger moving back up
  /// brings the content to its edge first, then grows the sheet.
  @Test func w57APulledContentReturnsToItsEdgeBeforeTheSheetGrows() throws {
    let world = try shown(refresh: true)
    let scrollView = world.scrollView
    let top = scrollView.contentOffset.y
    scrollView.drag(by: 30)
    #expect(scrollView.contentOffset.y < top)
    scrollView.drag(by: -50)
    #expect(abs(scrollView.contentOffset.y - top) < 1e-9)
    let taken = grown(world)
    #expect(taken.count == 1 && abs((taken.first ?? 0) + 20) < 1e-9)
  }

  /// `tracks-finger` and `monotonic` do not judge a move the sheet took: one that grows it
  /// part of the way, and one that completes the growth (the resize's observations come
  /// between) on a header whose top edge is at offset 0, where `tracks-finger` judges moves.
  @Test(arguments: [
    [GestureEvent.drag(translation: -200, moves: 10)], [.drag(translation: -400, moves: 40)],
    [.drag(translation: -323, moves: 1)],
  ])
  func w57TracksFingerLeavesTheSheetsGrowthAlone(script: [GestureEvent]) throws {
    var scenario = ScenarioSamples.simple(script: script)
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    for invariant in [TracksFinger(), Monotonic()] as [any Invariant] {
      let outcome = try CaseRunner.run(SwiftUIStickyHeaderModern(), invariant, scenario)
      #expect(outcome.violation == nil, "\(invariant.id): \(outcome.violation?.message ?? "")")
      #expect(outcome.run.trace.events.contains {
        if case .sheetGrewUnderFinger = $0.event { return true } else { return false }
      })
    }
  }

  /// Review r15: a detent change or the keyboard in the same touch ends the growth: the release
  /// leaves the sheet where that change put it, and a move down at large is the content's.
  @Test func w57AChangeOfDetentInTheTouchEndsTheGrowth() throws {
    let world = try shown()
    let scrollView = world.scrollView
    scrollView.drag(by: -100)
    world.changeDetent()  // to large, finger still down
    #expect(!world.sheetIsAtMediumDetent)
    let y = scrollView.contentOffset.y
    scrollView.drag(by: -50)
    #expect(abs(scrollView.contentOffset.y - (y + 50)) < 1e-9)
    scrollView.drag(by: 20)
    #expect(abs(scrollView.contentOffset.y - (y + 30)) < 1e-9)
    scrollView.release()
    #expect(!world.sheetIsAtMediumDetent)
    #expect(scrollView.sheetGrowth == 0)
  }

  /// No growth where there is no medium detent now: in landscape, and (W54=stays) at medium
  /// under the keyboard, where a drag up scrolls.
  @Test func w57NoGrowthInLandscapeOrUnderTheKeyboard() throws {
    let turned = try shown()
    turned.rotate()
    #expect(turned.sheetGrowthDistance == nil)
    let y = turned.scrollView.contentOffset.y
    turned.scrollView.drag(by: -30)
    #expect(abs(turned.scrollView.contentOffset.y - (y + 30)) < 1e-9)
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W54=stays"])) {
      let world = try shown()
      world.setKeyboard(shown: true)
      #expect(world.sheetIsAtMediumDetent)
      #expect(world.sheetGrowthDistance == nil)
      let top = world.scrollView.contentOffset.y
      world.scrollView.drag(by: -30)
      #expect(world.scrollView.contentOffset.y > top)
      #expect(grown(world).isEmpty)
    }
  }

  /// A fling down part of the way takes the sheet back to medium, whatever it had grown.
  @Test func w57AFlingDownSettlesAtMedium() throws {
    let world = try shown()
    let distance = try #require(world.sheetGrowthDistance)
    world.scrollView.drag(by: -(distance * 0.75))
    world.scrollView.drag(by: 10)
    world.scrollView.fling(velocity: 3000)
    #expect(world.sheetIsAtMediumDetent)
  }

  /// Review r15: a twin is given the detent change at the step the drag made it, before the
  /// keyboard that would stop a change at the end (W54=stays).
  /// ... and before a rotation that settled the drag first (review r15b).
  @Test(arguments: [
    [GestureEvent.drag(translation: -400, moves: 40), .release, .keyboard(shown: true)],
    [.drag(translation: -200, moves: 5), .rotate, .rotate, .keyboard(shown: true)],
  ])
  func w57ATwinGrowsAtTheDragsStepBeforeTheKeyboard(script: [GestureEvent]) throws {
    var scenario = ScenarioSamples.simple(script: script)
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    let stays = try EngineAssumptions(["W54=stays"])
    for strategy in [StretchyTableHeaderFixed(), SwiftUIStickyHeaderModern()] as [any Strategy] {
      let outcome = try CaseRunner.run(strategy, NoHysteresis(), scenario, assumptions: stays)
      let run = outcome.run
      let rest = try #require(run.index(ofMarker: "rest"))
      let twin = try #require(run.index(ofMarker: ProbeMarker.twin))
      #expect(run.observations[rest].bounds.height == 783, "\(strategy.id)")
      #expect(run.observations[rest].bounds.size == run.observations[twin].bounds.size, "\(strategy.id)")
      #expect(outcome.violation == nil, "\(strategy.id): \(outcome.violation?.message ?? "")")
    }
  }

  /// Review r15b: under `W57=any` (and, under the default, on content too short to scroll) a
  /// probe's push at the bottom edge does not drag the sheet all the way to large between the
  /// two states `bounces-back` compares.
  @Test(arguments: [["W57=any"], []])
  func w57BouncesBackComparesStatesOfOneSize(settings: [String]) throws {
    let assumptions = try EngineAssumptions(settings)
    for rows in [20, 3] {
      var scenario = ScenarioSamples.simple()
      scenario.device = DeviceModel.detentSheets[0].device
      scenario.startsAtMediumDetent = true
      scenario.content = Content(sections: [Content.Section(rowHeights: Array(repeating: 44, count: rows))])
      for strategy in [StretchyTableHeaderFixed(), SwiftUIStickyHeaderModern(), NonFloatingSectionsFixed()] as [any Strategy] {
        let outcome = try CaseRunner.run(strategy, BouncesBack(), scenario, assumptions: assumptions)
        #expect(outcome.violation == nil, "\(settings) \(rows) \(strategy.id): \(outcome.violation?.message ?? "")")
      }
    }
  }

  /// Review r15b: a fling after a detent change in the same touch is the content's.
  @Test func w57AFlingAfterADetentChangeInTheTouchMovesTheContent() throws {
    let world = try shown()
    world.scrollView.drag(by: -100)
    world.changeDetent()
    let y = world.scrollView.contentOffset.y
    world.scrollView.fling(velocity: -3000)
    #expect(world.scrollView.contentOffset.y > y + 100)
  }

  /// `sheetGrowthAhead` is 0 where nothing grows: the app's flag, landscape, content too short
  /// to scroll, and scrolled into the content; reading it marks no assumption.
  @Test func w57TheGrowthAheadIsZeroWhereNothingGrows() throws {
    #expect(try shown(keeps: true).scrollView.sheetGrowthAhead == 0)
    let turned = try shown()
    turned.rotate()
    #expect(turned.scrollView.sheetGrowthAhead == 0)
    let world = try shown()
    let distance = try #require(world.sheetGrowthDistance)
    #expect(world.scrollView.sheetGrowthAhead == distance)
    let log = ExerciseLog()
    EngineAssumptions.$log.withValue(log) {
      world.changeDetent()
      world.scrollView.drag(by: -100)
      world.scrollView.release()
      world.changeDetent()
      #expect(world.scrollView.sheetGrowthAhead == 0)
    }
    #expect(!log.exercised.contains("W57"))
  }

  /// The second build's default run of seed 2 (round 15): `round-trip`'s scrolled keyboard
  /// trip pushes at the medium detent, which now grows the sheet to large between the edges
  /// visited before and after; a size change it no longer compares across (`sheetGrownByDrag`).
  @Test func w57RoundTripDoesNotCompareAcrossADragsGrowth() throws {
    let token = try FindingToken(
      parsing: "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswifdsn52w4zbnorzgs4aa5qsabncjaasaaaaaaaajqayaaaaaaageauapyaiayqcqaaaaaaaaaaaaaiaaaaqoaciaiagyaqaoaeqaaabbmaqc-e6f59abc")
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), RoundTrip(), token.scenario)
    #expect(outcome.violation == nil, "\(outcome.violation?.message ?? "")")
    #expect(outcome.run.trace.events.contains { if case .sheetGrownByDrag = $0.event { true } else { false } })
  }

  /// A probe that pushes into the content at medium drags the growth first, as a person does:
  /// the sheet reaches large and the content scrolls by the probe's distance.
  @Test func w57AProbesPushScrollsIntoTheContentAfterGrowingTheSheet() throws {
    let world = try shown(SwiftUIStickyHeaderModern())
    let driver = WorldDriver(world: world, script: [], makeTwin: { world })
    let top = world.scrollView.contentOffset.y
    driver.perform(.push(150))
    #expect(!world.sheetIsAtMediumDetent)
    #expect(abs(world.scrollView.contentOffset.y - (top + 150)) < 1e-6)
  }

  /// A comparison twin is brought to the detent a drag left this world at.
  @Test func w57ATwinSharesTheDetentADragLeft() throws {
    var scenario = ScenarioSamples.simple(script: [.drag(translation: -400, moves: 10), .release])
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.startsAtMediumDetent = true
    let outcome = try CaseRunner.run(StretchyTableHeaderFixed(), NoHysteresis(), scenario)
    let run = outcome.run
    let rest = try #require(run.index(ofMarker: "rest"))
    let twin = try #require(run.index(ofMarker: ProbeMarker.twin))
    #expect(run.observations[rest].bounds.size == run.observations[twin].bounds.size)
    #expect(outcome.violation == nil)
  }

  /// Round 15's sweep of seed 7 on the first W57 build: a move that grew the sheet the whole
  /// way was judged by `tracks-finger` (its note came before the resize's observations), and
  /// a sheet that settled at large while the content bounced back left it out of range
  /// (`settles`). Each token now holds.
  @Test(arguments: [
    // stretchy-table-header.fixed x tracks-finger: drag by -23, drag by -300 (323 in all).
    "sc1-gzzxi4tforrwq6jnorqwe3dffvugkylemvzc4ztjpbswigtuojqwg23tfvtgs3thmvzab3beac2esabeaaaaaaaatabqaaaaaaamibia7qaqbrafaaaaaaaaaaaaaaqaaaaaaaaa4ajaeqieaaajgaqcaaai6hacailaeaq-e5a48928",
    // swiftui-sticky-header.published x settles: drag by -162, setContentOffset y 1.
    "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsa443for2gyzltadwciafujeaciaaaaaaabgadaaaaaaaayqcqb7abadcakaaaadiaeagqaiaaaaaa3acabyasajaqiaaas4hqedaabqaaefqcai-78258d61",
    // swiftui-sticky-header.modern x tracks-finger: drag by -323.
    "sc1-hbzxo2lgor2wslltoruwg23zfvugkylemvzc43lpmrsxe3q2orzgcy3lomwwm2lom5sxeahmeqalisiaeqaaaaaaacmagaaaaaaabrafad6acageauaaaagqaianaaqaaabaaaacciajabaa3acabyasajaqeaaaumpaeaqwaiba-2b7ec895",
    // self-sizing-header.published x settles.
    "sc1-hbzwk3dgfvzws6tjnzts22dfmfsgk4roob2we3djonugkzaoonsxi5dmmvzqb3beac2esabeaaaaaaaatabqaaaaaaamibia7qaqbrafaaaabuacadiaeaaaaaaaaae4d4aaiaaas4hqedaabqaaefqcai-ceec4cdc",
    // non-floating-sections.published x settles: drag by -162, setContentOffset y -1.
    "sc1-hzxg63rnmzwg6ylunfxgolltmvrxi2lpnzzs44dvmjwgs43imvsa443for2gyzltadwciafujeaciaaaaaaabgadaaaaaaaayqcqb7abadcakaaaadiaeagqaiaaaaaa3acabyasaacaaaexb4bayaalaabbmaqc-8c1a8740",
  ])
  func w57TheSweepsFindingsWereTheModels(token: String) throws {
    let parsed = try FindingToken(parsing: token)
    let strategy = try #require(StrategyCatalog.all.first { $0.id == parsed.strategyID })
    let invariant = try #require(InvariantCatalog.all.first { $0.id == parsed.invariantID })
    let outcome = try CaseRunner.run(strategy, invariant, parsed.scenario)
    #expect(outcome.violation == nil, "\(parsed.strategyID) x \(parsed.invariantID)")
    #expect(outcome.run.trace.events.contains {
      if case .sheetGrewUnderFinger = $0.event { return true } else { return false }
    })
  }

  @Test func w57TheFlagRoundTripsThroughTheTokenAndReadsInPlainWords() throws {
    var scenario = ScenarioSamples.simple()
    scenario.device = DeviceModel.detentSheets[0].device
    scenario.scrollingKeepsSheetDetent = true
    let token = FindingToken(strategyID: "s", invariantID: "i", scenario: scenario)
    let parsed = try FindingToken(parsing: token.text)
    #expect(parsed.scenario.scrollingKeepsSheetDetent)
    #expect(scenario.plainDescription().contains {
      $0 == "sheet: scrolling does not expand it (prefersScrollingExpandsWhenScrolledToEdge = false)"
    })
    var elsewhere = scenario
    elsewhere.device = Device.catalog[2]
    #expect(!elsewhere.plainDescription().contains { $0.contains("scrolling does not expand") })
  }

  /// One case in four on the detent sheet keeps its detent; no other device draws the flag.
  @Test func w57AQuarterOfTheDetentSheetsCasesTurnItOff() throws {
    let scenarios = try ScenarioGenerator.scenario(for: .tableHeader).samples(count: 3000, seed: 5)
    let onSheet = scenarios.filter { scenario in DeviceModel.detentSheets.contains { $0.matches(scenario.device) } }
    let keeps = onSheet.filter(\.scrollingKeepsSheetDetent).count
    #expect(onSheet.count > 40)
    #expect(Double(keeps) > Double(onSheet.count) * 0.12 && Double(keeps) < Double(onSheet.count) * 0.4)
    // In either orientation, and nowhere else.
    #expect(onSheet.contains { $0.scrollingKeepsSheetDetent && $0.device.startsInLandscape })
    #expect(!scenarios.contains { $0.scrollingKeepsSheetDetent && !onSheet.contains($0) })
  }
}
