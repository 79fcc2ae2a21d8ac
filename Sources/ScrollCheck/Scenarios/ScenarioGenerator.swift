import Generators
import ScrollGeometry
import Strategies

/// Generators of scenarios: devices, content, header settings and gesture scripts, each
/// biased towards the edges that break recipes (0, 1 or 2 rows, heights near the screen's,
/// min == max, notches) and shrinking towards the simplest world (the first option of each
/// choice: a catalog phone in portrait, one section of no rows, a 44-point row, the seed's
/// header heights, a single short drag).
public enum ScenarioGenerator {
  /// Whole scenarios for strategies of a family: a collapsing table header's table has
  /// sections of rows only (seed 000's table has no section headers or footers) in three
  /// cases of four, and section headers and footers (floating: the table is plain) in the
  /// fourth, the pairing whose bugs fill the trackers; the other families always get
  /// section headers and footers.
  public static func scenario(for family: StrategyFamily) -> Gen<Scenario> {
    device.flatMap { device in
      Gen.zip(
        family == .tableHeader
          ? Gen.frequency((3, rowsOnlyContent(for: device)), (1, content(for: device))) : content(for: device),
        headerHeights(for: device), headerText, script(for: device)
      ).flatMap { content, heights, text, script in
        pacing.map { pacing in
          var scenario = Scenario(
            device: device, content: content, minimumHeaderHeight: heights.0,
            maximumHeaderHeight: heights.1, headerText: text, script: script)
          scenario.pacing = pacing
          return scenario
        }
      }
    }.flatMap { scenario in
      // A storyboard's table pin (C30), for the families whose ports may load a storyboard
      // table; the Safe Area, Xcode's default, first.
      guard family != .swiftUIHeader else { return Gen.constant(scenario) }
      return storyboardTablePin.map { pin in
        var scenario = scenario
        scenario.storyboardTablePin = pin
        return scenario
      }
    }.flatMap { scenario in
      // A refresh control one UIKit case in eight (W40), and a `refreshable` view one SwiftUI
      // case in eight (K11): where its refresh band puts the content in the `.scrollView`
      // space is not documented, so a finding that needs it says which alternative of U34 it
      // rests on.
      withRefreshControl(scenario)
    }.flatMap { scenario in
      // The containers (W10 to W15), drawn last so that the rest of a case is drawn as before;
      // for SwiftUI views a `NavigationStack` with an inline or large title and a `TabView` (U26, W15).
      (family == .swiftUIHeader ? swiftUIContainer : container).map { container in
        var scenario = scenario
        scenario.container = container
        return scenario
      }
    }.flatMap { scenario in
      // A lasting top inset the app adds (W30), drawn here for the table-header family (as
      // since round 4, so its cases are drawn as before) ...
      family == .tableHeader ? withLastingTopInset(scenario) : Gen.constant(scenario)
    }.flatMap { scenario in
      // A row height estimate (T20), for the UIKit families, drawn last so that the rest of a
      // case is drawn as before.
      family == .swiftUIHeader ? Gen.constant(scenario) : withRowEstimate(scenario)
    }.flatMap { scenario in
      // Grouped sections (W52) for the table-header family, drawn after everything else.
      family == .tableHeader ? withGroupedSections(scenario) : Gen.constant(scenario)
    }.flatMap { scenario in
      // ... and last for the self-sizing header and non-floating sections (round 8), so that
      // the rest of their cases is drawn as before. The invariants' band (C37) reads
      // `Observation.appTopInset`, which every UIKit world records; SwiftUI applies the event
      // as content margins (U41), where the content itself is drawn, so it gets none. Not yet
      // for the inset-header family: the README's safe-area-aware GSK example takes
      // `adjustedContentInset.top - contentInset.top` for the safe area, so the app's share
      // becomes header room (`clamped`: 284 points, not 240) and its README test and text
      // would change with it (round 8, left to the lead).
      family != .tableHeader && lastingTopInsetFamilies.contains(family)
        ? withLastingTopInset(scenario) : Gen.constant(scenario)
    }.flatMap { scenario in
      // Last of all (round 13): a page sheet with a medium detent is shown there in half of
      // its cases (W55); no other case draws anything here.
      withFirstDetent(scenario)
    }
  }

  /// On a page sheet whose medium detent is modelled (the 14 Pro's, in portrait, W53), one
  /// case in two shows it at that detent first: the app leaves `selectedDetentIdentifier` nil
  /// and UIKit shows the smallest detent (W55); the other selects `.large` first, where
  /// shrinking goes. Other devices draw nothing.
  ///
  /// Then (round 15) one case in four has an app that keeps drags from growing the sheet
  /// (W57: `prefersScrollingExpandsWhenScrolledToEdge = false`); the others keep UIKit's
  /// default, drawn first so that shrinking goes there.
  /// The flag is drawn in either orientation (a case that starts in landscape can rotate and
  /// change its detent); the first detent only in portrait.
  static func withFirstDetent(_ scenario: Scenario) -> Gen<Scenario> {
    guard DeviceModel.detentSheets.contains(where: { $0.matches(scenario.device) }) else { return Gen.constant(scenario) }
    let portrait = DeviceModel.hasMediumDetent(scenario.device.initialScreen.size)
    return Gen.zip(
      portrait ? Gen.frequency((1, Gen.constant(false)), (1, Gen.constant(true))) : Gen.constant(false),
      Gen.frequency((3, Gen.constant(false)), (1, Gen.constant(true)))
    ).map { medium, keeps in
      var scenario = scenario
      scenario.startsAtMediumDetent = medium
      scenario.scrollingKeepsSheetDetent = keeps
      return scenario
    }
  }

  /// The cases a random search of `invariant`'s cells draws for `family`: the family's, with a
  /// refresh control in every one where the invariant needs it (`Invariant.needsRefreshControl`;
  /// the same draws otherwise, so a case differs from the family's by the control alone).
  static func scenario(for family: StrategyFamily, checking invariant: any Invariant) -> Gen<Scenario> {
    let cases = scenario(for: family)
    guard invariant.needsRefreshControl else { return cases }
    return cases.map { scenario in
      var scenario = scenario
      scenario.refreshControl = true
      return scenario
    }
  }

  /// One UIKit case in eight: the table has a row height estimate (`estimatedRowHeight`,
  /// T20) that may differ from the real heights, so rows not yet shown stand at it and the
  /// content size changes while the user scrolls: 44 (what UIKit is reported to estimate on
  /// its own, and the commonest estimate apps set), or a guess too large (100) or too small
  /// (10). None first, so that shrinking removes it.
  static func withRowEstimate(_ scenario: Scenario) -> Gen<Scenario> {
    Gen.frequency(
      (7, Gen.constant(Optional<CGFloat>.none)),
      (1, Gen.element(of: [CGFloat(44), 100, 10]).map { Optional($0) })
    ).map { estimate in
      guard let estimate else { return scenario }
      var scenario = scenario
      scenario.rowEstimate = estimate
      return scenario
    }
  }

  /// One table-header case with section headers or footers in three has a grouped table
  /// (W52: its sections scroll with the rows, nothing floats), about one table-header case in
  /// twelve; plain (floating) first, where shrinking goes. Rows-only content draws nothing:
  /// without section headers or footers a grouped table draws as a plain one.
  static func withGroupedSections(_ scenario: Scenario) -> Gen<Scenario> {
    let content = scenario.content
    let hasSupplements =
      content.sectionHeaderHeight != 0 || content.sectionFooterHeight != 0
      || content.sections.contains { $0.headerHeight != nil || $0.footerHeight != nil }
    guard hasSupplements else { return Gen.constant(scenario) }
    return Gen.frequency((2, Gen.constant(false)), (1, Gen.constant(true))).map { grouped in
      var scenario = scenario
      scenario.groupedSections = grouped
      return scenario
    }
  }

  /// The families whose random cases may get the app's lasting top inset (W30, C37).
  public static let lastingTopInsetFamilies: [StrategyFamily] = [.tableHeader, .selfSizingHeader, .nonFloatingSections]

  /// One case in eight of the table-header, self-sizing-header and non-floating-sections
  /// families: the app adds 44 or 100 points to `contentInset.top` (a banner
  /// or a toolbar of its own above the content, W30) at a drawn place in the script and keeps
  /// it. The place is uniform over the script, its start and end included (round 8: until
  /// then a place drawn from 0...30 and cut at the script's end put it last in most cases,
  /// after everything it could disturb). The band of the app's share, below the safe area's
  /// top, is where the app draws (the banner), and the invariants count it as covered, as
  /// the bars (C37; `rests-expanded` takes the app's own insets back first). None first, so
  /// that shrinking removes it. Without it nothing tried whether a strategy follows an app's
  /// lasting top inset change (review round 4, item 4: only round-trip's +44 and back, which
  /// undoes itself); round 8 brought it to the self-sizing header and non-floating sections.
  static func withLastingTopInset(_ scenario: Scenario) -> Gen<Scenario> {
    let placed = Gen.zip(Gen.element(of: [CGFloat(44), 100]), Gen.int(in: 0...scenario.script.count))
    return Gen.frequency(
      (7, Gen.constant(Optional<(CGFloat, Int)>.none)), (1, placed.map { Optional($0) })
    ).map { inset in
      guard let (top, place) = inset else { return scenario }
      var scenario = scenario
      scenario.script.insert(.changeContentInset(top: top, bottom: 0), at: place)
      return scenario
    }
  }

  // MARK: Containers

  /// The containers a SwiftUI case shows its view in, as often as UIKit's (`container`): none
  /// (first, where shrinking goes) in three cases of five, else a `NavigationStack` with a
  /// `navigationTitle` (U26: the bar over the content, the safe area moved down to its
  /// bottom), inline or, half the time since round 11, large (collapsing as the content
  /// scrolls; W18 says where it rests over short content), a `TabView` (its tab bar in the
  /// bottom safe area, W15), or both. SwiftUI's bars are always drawn over the content, so
  /// translucency is UIKit's default and changes nothing.
  public static let swiftUIContainer: Gen<Container> = {
    // Inline first, where shrinking goes.
    let bar = Gen.bool.map { Container.NavigationBar(prefersLargeTitles: $0) }
    return Gen.frequency(
      (6, Gen.constant(Container.none)),
      (2, bar.map { Container(navigationBar: $0) }),
      (1, Gen.constant(Container(tabBar: true))),
      (1, bar.map { Container(navigationBar: $0, tabBar: true) }))
  }()

  /// The containers a scenario shows the strategy's controller in (W10 to W15): none (the
  /// first choice, where shrinking goes) in three cases of five, else a navigation controller
  /// (standard or, since round 11, large titles in any display mode; translucent, or opaque
  /// with `extendedLayoutIncludesOpaqueBars`), a tab bar controller, or both. `hidesBarsOnSwipe`
  /// is not generated: its hide is modelled at once, mid-drag (an assumption, W14), and
  /// `bounces-back` and `monotonic` would judge that model rather than the strategy; scripts
  /// and tokens may still ask for it.
  public static let container: Gen<Container> = {
    let bar = Gen.zip(
      Gen.bool, Gen.element(of: UINavigationItem.LargeTitleDisplayMode.allCases),
      Gen.frequency((3, Gen.constant(true)), (1, Gen.constant(false))), Gen.bool
    ).map { large, mode, translucent, extended in
      // Large titles since round 11 (the draw was there, unused, so standard-title cases
      // are drawn as before): over short content where a large title rests is W18's
      // assumption, at a release and (round 11) at any other rest, with its alternative, so
      // a finding that rests on it says so.
      // An opaque bar only with `extendedLayoutIncludesOpaqueBars` (the view extends under it,
      // as under a translucent one): below an opaque bar the controller's view itself moves
      // when the status bar or the bar hides, and the comparisons' "window" is that view
      // (`frameInRootView` stops at the container), so `stays-put` would judge the checker's
      // frame, not the strategy. Tokens and scripts may still ask for it. (The same draws,
      // so the cases do not move.)
      Container.NavigationBar(
        prefersLargeTitles: large, largeTitleDisplayMode: mode, isTranslucent: translucent,
        extendedLayoutIncludesOpaqueBars: translucent ? extended : true)
    }
    return Gen.frequency(
      (6, Gen.constant(Container.none)),
      (2, bar.map { Container(navigationBar: $0) }),
      (1, Gen.constant(Container(tabBar: true))),
      (1, bar.map { Container(navigationBar: $0, tabBar: true) }))
  }()

  /// A refresh control one case in eight (W40; one in four until round 5 cost the default run
  /// 1.13x its CPU time), none first so that shrinking removes it; with one, up to three
  /// refresh events (a pull to refresh, beginRefreshing(), endRefreshing()) put into the
  /// script at drawn places.
  static func withRefreshControl(_ scenario: Scenario) -> Gen<Scenario> {
    let events = Gen.element(of: [GestureEvent.pullToRefresh, .endRefreshing, .beginRefreshing])
    let placed = Gen.zip(events, Gen.int(in: 0...30)).array(count: 0...3)
    return Gen.frequency(
      (7, Gen.constant(Optional<[(GestureEvent, Int)]>.none)), (1, placed.map { Optional($0) })
    ).map { refresh in
      guard let refresh else { return scenario }
      var scenario = scenario
      scenario.refreshControl = true
      for (event, place) in refresh { scenario.script.insert(event, at: min(place, scenario.script.count)) }
      return scenario
    }
  }

  /// What a storyboard scene pins its table to: the Safe Area (Xcode's default) mostly, the
  /// superview's edges sometimes.
  static let storyboardTablePin: Gen<StoryboardAttributes.TablePin> =
    Gen.frequency((3, Gen.constant(.safeArea)), (1, Gen.constant(.superview)))

  // MARK: Device

  /// A real device of the catalogue (either orientation, any adjustment behaviour): never an
  /// invented size. Shrinks toward the first, the iPhone SE (1st generation), in portrait.
  public static let device: Gen<Device> =
    Gen.zip(Gen.element(of: Device.catalog), Gen.bool, adjustment).map { device, landscape, adjustment in
      var device = device
      device.startsInLandscape = landscape
      device.adjustment = adjustment
      return device
    }

  /// Every `contentInsetAdjustmentBehavior`, `.automatic` (the default) first.
  static let adjustment: Gen<UIScrollView.ContentInsetAdjustmentBehavior> =
    Gen.element(of: UIScrollView.ContentInsetAdjustmentBehavior.allCases)

  /// The frame pacing: 60 Hz (first, where shrinking goes) three times in four, else 120 Hz
  /// (S21).
  public static let pacing: Gen<FramePacing> =
    Gen.frequency((3, Gen.constant(FramePacing.hz60)), (1, Gen.constant(FramePacing.hz120)))

  // MARK: Content

  /// Sections 0...12 (mostly one), rows 0...200 (mostly 0, 1, 2 or a few), heights biased to
  /// 44 and to the screen's height, section header and footer heights that may contradict
  /// the table-wide ones.
  public static func content(for device: Device) -> Gen<Content> {
    // The branch that can reach no sections comes first, so shrinking can reach it.
    let sectionCount = Gen.frequency(
      (2, Gen.int(in: 0...3)), (4, Gen.constant(1)), (1, Gen.int(in: 0...12)))
    return Gen.zip(
      sectionCount.flatMap { count in section(for: device).array(count: count...count) },
      Gen.element(of: tableWideHeights),
      Gen.element(of: tableWideHeights),
      Gen.element(of: [CGFloat(0), 22])
    ).map { sections, header, footer, padding in
      Content(
        sections: sections, sectionHeaderHeight: header, sectionFooterHeight: footer,
        sectionHeaderTopPadding: padding)
    }
  }

  /// Table-wide section header and footer heights: the plain style's 28 first, and
  /// `automaticDimension`, what the property gives unset (Apple; "Automatic" in a storyboard).
  static let tableWideHeights: [CGFloat] = [28, 0, 18, 44, 10, UITableView.automaticDimension]

  /// Sections of rows with no section headers or footers (every height 0).
  public static func rowsOnlyContent(for device: Device) -> Gen<Content> {
    let sectionCount = Gen.frequency(
      (2, Gen.int(in: 0...3)), (4, Gen.constant(1)), (1, Gen.int(in: 0...12)))
    return sectionCount.flatMap { count in
      rows(for: device).map { Content.Section(headerHeight: nil, rowHeights: $0, footerHeight: nil) }
        .array(count: count...count)
    }.map { Content(sections: $0, sectionHeaderHeight: 0, sectionFooterHeight: 0, sectionHeaderTopPadding: 0) }
  }

  /// One section: a row count, uniform or listed heights, optional header and footer heights.
  static func section(for device: Device) -> Gen<Content.Section> {
    let supplement = Gen.frequency(
      (3, Gen.constant(CGFloat?.none)),
      (1, Gen.element(of: [CGFloat(0), 1, 28, 44]).map { Optional($0) }),
      (1, Gen.int(in: 0...120).map { Optional(CGFloat($0)) }))
    return Gen.zip(supplement, rows(for: device), supplement).map { header, rows, footer in
      Content.Section(headerHeight: header, rowHeights: rows, footerHeight: footer)
    }
  }

  /// A section's rows: 0...200 (mostly 0, 1, 2 or a few), of one height or listed heights.
  static func rows(for device: Device) -> Gen<[CGFloat]> {
    let rowCount = Gen.frequency(
      (4, Gen.int(in: 0...2)), (3, Gen.int(in: 3...12)), (1, Gen.int(in: 13...200)))
    return Gen.frequency(
      (4, Gen.zip(rowCount, rowHeight(for: device)).map { count, height in
        Array(repeating: height, count: count)
      }),
      (1, rowHeight(for: device).array(count: 0...8)))
  }

  /// Row heights: mostly 44, often near the screen's height, any from 1 to 600.
  static func rowHeight(for device: Device) -> Gen<CGFloat> {
    let screen = Int(min(device.width, device.height, 600))
    return Gen.frequency(
      (5, Gen.constant(CGFloat(44))),
      (2, Gen.int(in: 1...600).map { CGFloat($0) }),
      (1, Gen.int(in: max(1, screen - 60)...screen).map { CGFloat($0) }))
  }

  // MARK: Header

  /// Minimum and maximum header heights: mostly `headerHeights`; one case in six a tall
  /// maximum, as row heights already are: in half of those near the screen's shorter side
  /// (a tall header on a landscape phone), in the other half near its longer side, from 120
  /// points less to 60 more (a header that fills a portrait screen, taller than the area
  /// the bars leave, so that its own section pushes a pinned header while the content
  /// scrolls within its range: what a mistake in a push-back shows on, round 13).
  public static func headerHeights(for device: Device) -> Gen<(CGFloat, CGFloat)> {
    let shorter = Int(min(device.width, device.height))
    let longer = Int(max(device.width, device.height))
    let tall = Gen.zip(
      Gen.frequency((3, Gen.constant(50)), (1, Gen.constant(0)), (2, Gen.int(in: 0...300))),
      Gen.frequency(
        (1, Gen.int(in: max(1, shorter - 60)...shorter)),
        (1, Gen.int(in: max(1, longer - 120)...(longer + 60))))
    ).map { minimum, maximum in (CGFloat(min(minimum, maximum)), CGFloat(maximum)) }
    return Gen.frequency((5, headerHeights), (1, tall))
  }

  /// Minimum and maximum header heights: the seed's 50 and 200, min == max, min == 0, any.
  public static let headerHeights: Gen<(CGFloat, CGFloat)> = {
    let minimum = Gen.frequency(
      (3, Gen.constant(50)), (1, Gen.constant(0)), (2, Gen.int(in: 0...300)))
    return minimum.flatMap { minimum in
      Gen.frequency(
        (3, Gen.constant(max(200, minimum))), (1, Gen.constant(minimum)),
        (2, Gen.int(in: minimum...(minimum + 400))))
      .map { maximum in (CGFloat(minimum), CGFloat(maximum)) }
    }
  }()

  /// Header texts of any length: the seed's (whole, or its first words), short, empty, or
  /// many words. The seed's text is drawn as a number of its words, whole in most cases,
  /// so that shrinking can shorten it a word at a time.
  public static let headerText: Gen<String> = {
    let words = ["A", "long", "header", "title", "that", "should", "wrap", "onto", "multiple",
      "lines.", "Supercalifragilisticexpialidocious", "x"]
    let seedWords = "A long header title that should wrap onto multiple lines.".split(separator: " ").map(String.init)
    // Both branches draw one number, so the whole text can shrink to its first words.
    let seedPrefix = Gen.frequency(
      (1, Gen.int(in: 1...seedWords.count)), (3, Gen.int(in: seedWords.count...seedWords.count))
    ).map { seedWords.prefix($0).joined(separator: " ") }
    return Gen.frequency(
      (1, Gen.constant("")),
      (1, Gen.constant("Title")),
      (3, seedPrefix),
      (2, Gen.element(of: words).array(count: 0...60).map { $0.joined(separator: " ") }))
  }()

  // MARK: Script

  /// Scripts of up to 30 events. (The issue asks for 1...30; an empty script is allowed so
  /// that a violation the probe alone shows shrinks to "script: (none)".)
  public static func script(for device: Device) -> Gen<[GestureEvent]> {
    event(for: device).array(count: 0...30)
  }

  /// One event: drags (one long or many short moves), releases, flings, rotations, row
  /// inserts and deletes, header text changes, programmatic offsets.
  static func event(for device: Device) -> Gen<GestureEvent> {
    let longest = Int(max(device.width, device.height)) * 2
    return Gen.frequency(
      (6, Gen.zip(
        Gen.frequency((3, Gen.int(in: -300...300)), (1, Gen.int(in: -longest...longest))),
        Gen.element(of: [1, 4, 12, 40])
      ).map { translation, moves in GestureEvent.drag(translation: CGFloat(translation), moves: moves) }),
      (4, Gen.constant(GestureEvent.release)),
      (1, fling),
      (1, Gen.constant(GestureEvent.rotate)),
      (1, Gen.zip(Gen.int(in: 0...3), Gen.int(in: 1...5)).map { section, count in
        GestureEvent.insertRows(section: section, heights: Array(repeating: 44, count: count))
      }),
      (1, Gen.zip(Gen.int(in: 0...3), Gen.int(in: 1...5)).map { section, count in
        GestureEvent.deleteRows(section: section, count: count)
      }),
      (1, headerText.map { GestureEvent.setHeaderText($0) }),
      (1, Gen.zip(Gen.int(in: -300...2000), Gen.bool).map { y, animated in
        GestureEvent.setContentOffset(y: CGFloat(y), animated: animated)
      }),
      (2, worldEvent),
      (2, contentEvent),
      (1, containerEvent(for: device)),
      (1, rowEvent))
  }

  /// Row updates at any index (W33, W34): inserts and deletes, animated or not, and a row's
  /// height changed through `performBatchUpdates`; indices past the end append or do nothing.
  /// And a Dynamic Type change (W35, W36), which re-measures the rows: by less than a line
  /// (xLarge, xSmall, xxxLarge) or by lines (AX1, AX5), or back to the default (Large).
  static let rowEvent: Gen<GestureEvent> = {
    let section = Gen.frequency((3, Gen.constant(0)), (1, Gen.int(in: 0...3)))
    let row = Gen.frequency((2, Gen.constant(0)), (3, Gen.int(in: 0...20)))
    return Gen.frequency(
      (2, Gen.zip(section, row, Gen.int(in: 1...3), Gen.element(of: [CGFloat(44), 100, 1]), Gen.bool)
        .map { section, row, count, height, animated in
          GestureEvent.insertRowsAt(
            section: section, row: row, heights: Array(repeating: height, count: count), animated: animated)
        }),
      (2, Gen.zip(section, row, Gen.int(in: 1...3), Gen.bool).map { section, row, count, animated in
        GestureEvent.deleteRowsAt(section: section, row: row, count: count, animated: animated)
      }),
      (1, Gen.zip(section, row, Gen.element(of: [CGFloat(20), -20, 100, -44])).map { section, row, delta in
        GestureEvent.changeRowHeight(section: section, row: row, delta: delta)
      }),
      (1, Gen.element(of: [
        UIContentSizeCategory.extraLarge, .extraExtraExtraLarge, .extraSmall, .accessibilityMedium,
        .accessibilityExtraExtraExtraLarge, .large,
      ]).map { GestureEvent.changeContentSizeCategory($0) }))
  }()

  /// The containers' events (W14, W16, C20): the navigation bar hidden or shown, a tab
  /// switch, a sheet or a full-screen controller presented and dismissed; each does nothing
  /// where the scenario has no such container. And the window's own change: an iPad window's
  /// width (W19), or on an iPhone page sheet its detent (W53), drawn in the same place, so
  /// that adding the detent changed no other device's cases.
  static let containerEvent: Gen<GestureEvent> =
    Gen.element(of: [
      GestureEvent.navigationBar(hidden: true), .navigationBar(hidden: false), .tabSwitch,
      .presentAndDismiss(fullScreen: false), .presentAndDismiss(fullScreen: true), .resizeWindow,
    ])

  /// The containers' events on `device`: on an iPhone page sheet whose detent is modelled
  /// the window's change is its detent (W53), elsewhere the Split View width (W19, a no-op
  /// where there is none).
  static func containerEvent(for device: Device) -> Gen<GestureEvent> {
    guard DeviceModel.detentSheets.contains(where: { $0.matches(device) }) else { return containerEvent }
    return containerEvent.map { $0 == .resizeWindow ? .changeDetent : $0 }
  }

  /// The app's changes after appearance (W30 to W32, W47): its own bottom inset (and back),
  /// the adjustment behaviour, its additional safe area, its header's maximum height. A top inset the app adds is left out of
  /// these events: it stands for something the app draws there (a banner), which the
  /// invariants model only for the table-header family (`withLastingTopInset`).
  static let contentEvent: Gen<GestureEvent> =
    Gen.frequency(
      (2, Gen.element(of: [CGFloat(49), -49, 34, 100, -100])
        .map { GestureEvent.changeContentInset(top: 0, bottom: $0) }),
      (1, adjustment.map { GestureEvent.setAdjustmentBehavior($0) }),
      (1, Gen.zip(Gen.element(of: [CGFloat(0), 44, 100]), Gen.element(of: [CGFloat(0), 49, 80]))
        .map { GestureEvent.setAdditionalSafeArea(top: $0, bottom: $1) }),
      // The header's maximum height at runtime (W47): one content event in five, about one
      // event in 55.
      (1, Gen.element(of: [CGFloat(56), -56, 120, -120]).map { GestureEvent.setHeaderHeight(delta: $0) }))

  /// A fling: the finger lifts moving at up to 3,000 points per second either way (a brisk
  /// flick), now and then up to 8,000 (the fastest swipes); shrinks toward 0, a plain release.
  static let fling: Gen<GestureEvent> =
    Gen.frequency((3, Gen.int(in: -3000...3000)), (1, Gen.int(in: -8000...8000)))
      .map { GestureEvent.fling(velocity: CGFloat($0)) }

  /// The events of the world around the content: the keyboard, the status bar, a status-bar
  /// tap, a reload, a push and pop.
  static let worldEvent: Gen<GestureEvent> =
    Gen.element(of: [
      GestureEvent.keyboard(shown: true), .keyboard(shown: false), .statusBar(hidden: true),
      .statusBar(hidden: false), .statusBarTap, .reloadData, .pushAndPop,
    ])
}
