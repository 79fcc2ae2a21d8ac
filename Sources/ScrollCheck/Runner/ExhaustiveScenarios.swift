import Generators
import ScrollGeometry
import Strategies

/// The bounded scenario domains of `scrollcheck exhaustive`: every combination of a few
/// devices, row counts, row heights, header heights and short scripts (drags, pulls,
/// rotations and programmatic offsets on a grid).
public enum ExhaustiveScenarios {
  /// The largest domain `exhaustive` runs; a larger one is refused with its size.
  public static let limit = 20_000

  /// A bounded domain: its generator and what it varies, in words.
  public struct Domain: Sendable {
    /// Enumerates every scenario of the domain.
    public var generator: Gen<Scenario>
    /// What the domain varies and how many values of each (`"3 devices"`, ...).
    public var dimensions: [String]
  }

  /// The domain for a bound. For a collapsing table header the sections have no headers or
  /// footers, as in the random scenarios of that family (seed 000's table has none).
  public static func domain(_ bound: ExhaustiveBound, for family: StrategyFamily? = nil) -> Domain {
    let supplementHeight: CGFloat = family == .tableHeader ? 0 : 28
    let iPhone14 = Device.catalog[2]
    let iPhoneSE = Device.catalog[0]
    var landscape14 = iPhone14
    landscape14.startsInLandscape = true
    var never14 = iPhone14
    never14.adjustment = .never
    let devices: [Device]
    let rowCounts: [Int]
    let rowHeights: [CGFloat]
    let heights: [(CGFloat, CGFloat)]
    var scripts: [[GestureEvent]]
    // The script run with a 44-point row estimate (T20), if any; the others run with exact rows.
    var estimatedScript: Int?
    // A navigation bar with large titles (W10, W11, W13; W18 where they rest over short
    // content), none first. Standard titles until round 11.
    let largeTitles = Container(navigationBar: Container.NavigationBar(prefersLargeTitles: true))
    let containers: [Container]
    let pulls: [[GestureEvent]] = [
      [], [.drag(translation: -120, moves: 12), .release], [.drag(translation: 120, moves: 12), .release],
    ]
    switch bound {
    case .small:
      devices = [iPhone14, iPhoneSE]
      rowCounts = [0, 1, 2, 20]
      rowHeights = [44]
      heights = [(50, 200)]
      scripts = pulls + [[.drag(translation: -2000, moves: 40), .release]]
      containers = [.none, largeTitles]
    case .medium:
      devices = [iPhone14, iPhoneSE, landscape14, never14]
      rowCounts = [0, 1, 2, 5, 40]
      rowHeights = [44, 600]
      heights = [(50, 200), (0, 120)]
      scripts = pulls + [
        [.drag(translation: -2000, moves: 40), .release], [.rotate],
        [.setContentOffset(y: 100, animated: false)], [.setContentOffset(y: 300, animated: true)],
        [.drag(translation: -120, moves: 12), .fling(velocity: -2000)],
        // Scroll then rotate, the keyboard, a reload.
        [.drag(translation: -300, moves: 4), .release, .rotate], [.keyboard(shown: true)], [.reloadData],
        // Row updates above what the user sees (W33, W34), then a taller header (W47).
        [
          .drag(translation: -300, moves: 4), .release,
          .insertRowsAt(section: 0, row: 0, heights: [44, 44], animated: true),
          .changeRowHeight(section: 0, row: 0, delta: 100), .deleteRowsAt(section: 0, row: 1, count: 2, animated: false),
          // Dynamic Type (W35, W36) to the largest accessibility size.
          .changeContentSizeCategory(.accessibilityExtraExtraExtraLarge),
          // And the header's maximum height, up (W47).
          .setHeaderHeight(delta: 100),
        ],
      ]
      // Rows measured as they come into view, under a 44-point estimate (T20): down past the
      // rows, back up (rows measured above what the user sees), then a row update above.
      scripts.append([
        .drag(translation: -2000, moves: 40), .release, .drag(translation: 300, moves: 4), .release,
        .insertRowsAt(section: 0, row: 0, heights: [44, 44], animated: true),
        .changeRowHeight(section: 0, row: 0, delta: 100),
      ])
      estimatedScript = scripts.count - 1
      // No container here, to keep the medium run's time (the small and large ones have one).
      containers = [.none]
    case .large:
      devices = Array(Device.catalog.prefix(6)) + [landscape14, never14]
      rowCounts = [0, 1, 2, 3, 8, 40, 200]
      rowHeights = [44, 1, 600]
      heights = [(50, 200), (0, 120), (100, 100)]
      scripts = pulls + [
        [.drag(translation: -2000, moves: 40), .release], [.rotate],
        [.drag(translation: -300, moves: 4), .rotate, .release],
        [.setContentOffset(y: -100, animated: false)], [.setContentOffset(y: 100, animated: false)],
        [.setContentOffset(y: 300, animated: true)], [.insertRows(section: 0, heights: [44, 44]), .release],
        [.deleteRows(section: 0, count: 1)],
        [.drag(translation: -120, moves: 12), .fling(velocity: -2000)], [.fling(velocity: 3000)],
        [.drag(translation: -300, moves: 4), .fling(velocity: -8000)],
        [.keyboard(shown: true)], [.reloadData], [.navigationBar(hidden: true)], [.tabSwitch],
        [
          .drag(translation: -300, moves: 4), .release,
          .insertRowsAt(section: 0, row: 0, heights: [44, 44], animated: true),
          .changeRowHeight(section: 0, row: 0, delta: 100), .deleteRowsAt(section: 0, row: 1, count: 2, animated: false),
          // Dynamic Type (W35, W36) to the largest accessibility size.
          .changeContentSizeCategory(.accessibilityExtraExtraExtraLarge),
          // And the header's maximum height, up (W47).
          .setHeaderHeight(delta: 100),
        ],
      ]
      // Within the 20,000 limit: a navigation bar in a tab bar controller as the second.
      containers = [.none, Container(navigationBar: Container.NavigationBar(), tabBar: true)]
    }
    // The table-header family also runs on a grouped table whose sections have 28-point
    // headers and footers (W52), in the small and medium domains (the large one would pass
    // the limit); plain first.
    let groupedStyles = family == .tableHeader && bound != .large ? [false, true] : [false]
    // An iPhone page sheet's detent (W53), in the small and medium domains: on the 14 Pro's
    // page sheet only (a no-op elsewhere), after the rest of the domain, whose order it leaves
    // alone.
    let detentScripts: [[GestureEvent]] =
      bound == .large
      ? [] : [[.changeDetent], [.drag(translation: -300, moves: 4), .release, .changeDetent]]
    let pageSheet = DeviceModel.detentSheets[0].device
    // (Round 14) In the small and medium domains, after the rest (whose order they leave
    // alone): a refresh control on the iPhone 14 (W40 to W43; `refresh-visible` pulls in its
    // own probe), and the page sheet first shown at its medium detent (W55).
    let refreshScripts: [[GestureEvent]] =
      bound == .large ? [] : [[], [.pullToRefresh], [.beginRefreshing], [.pullToRefresh, .endRefreshing]]
    // (Round 15) ... where a drag up grows it to large (323 points under W53=half, 331 under
    // `measured`) and then scrolls (W57), and an app that keeps drags from growing it, where
    // the same drag scrolls.
    let dragUp: [GestureEvent] = [.drag(translation: -400, moves: 4), .release]
    let mediumFirstScripts: [[GestureEvent]] = bound == .large ? [] : [[], [.changeDetent], dragUp]
    let keptDetentScripts: [[GestureEvent]] = bound == .large ? [] : [dragUp]
    func product(
      _ devices: [Device], _ scripts: [[GestureEvent]], estimated: Int?, configure: @escaping @Sendable (inout Scenario) -> Void = { _ in }
    ) -> Gen<Scenario> {
      Gen.zip(
        Gen.zip(Gen.element(of: devices), Gen.element(of: groupedStyles)), Gen.element(of: rowCounts),
        Gen.element(of: rowHeights), Gen.element(of: heights.indices.map { $0 }),
        Gen.element(of: scripts.indices.map { $0 }), Gen.element(of: containers.indices.map { $0 })
      ).map { deviceAndStyle, rows, height, heightIndex, scriptIndex, containerIndex in
        let (device, grouped) = deviceAndStyle
        var scenario = Scenario(
          device: device,
          content: Content(
            sections: [Content.Section(rowHeights: Array(repeating: height, count: rows))],
            sectionHeaderHeight: grouped ? 28 : supplementHeight, sectionFooterHeight: grouped ? 28 : supplementHeight,
            sectionHeaderTopPadding: 0),
          minimumHeaderHeight: heights[heightIndex].0, maximumHeaderHeight: heights[heightIndex].1,
          headerText: "A long header title that should wrap onto multiple lines.",
          script: scripts[scriptIndex], container: containers[containerIndex])
        scenario.groupedSections = grouped
        if scriptIndex == estimated { scenario.rowEstimate = 44 }
        configure(&scenario)
        return scenario
      }
    }
    let everyDevice = product(devices, scripts, estimated: estimatedScript)
    let generator =
      detentScripts.isEmpty
      ? everyDevice
      : Gen.oneOf(
        everyDevice, product([pageSheet], detentScripts, estimated: nil),
        product([iPhone14], refreshScripts, estimated: nil) { $0.refreshControl = true },
        product([pageSheet], mediumFirstScripts, estimated: nil) { $0.startsAtMediumDetent = true },
        product([pageSheet], keptDetentScripts, estimated: nil) {
          $0.startsAtMediumDetent = true
          $0.scrollingKeepsSheetDetent = true
        })
    return Domain(
      generator: generator,
      dimensions: [
        "\(devices.count) devices", "\(rowCounts.count) row counts \(rowCounts)",
        "\(rowHeights.count) row heights", "\(heights.count) header height pairs",
        "\(scripts.count) scripts" + (estimatedScript == nil ? "" : " (one with a 44-point row estimate)")
          + (detentScripts.isEmpty
            ? ""
            : ", and \(detentScripts.count) sheet-detent scripts on an iPhone page sheet, "
              + "\(refreshScripts.count) refresh scripts with a refresh control on an iPhone 14, "
              + "\(mediumFirstScripts.count) scripts on the page sheet first shown at its medium detent, "
              + "\(keptDetentScripts.count) where its app keeps drags from growing it"),
        "\(containers.count) containers",
      ] + (groupedStyles.count > 1 ? ["2 table styles (plain; grouped, 28-point section headers and footers)"] : []))
  }
}
