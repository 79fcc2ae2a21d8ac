import ScrollGeometry
import Strategies

/// The content a seed's own code shows, for the strategies ported from it: a scenario keeps
/// its device, orientation and script, and takes the seed's rows, sections, heights and text.
///
/// Each finding of such a strategy is checked on this content first (issue 8, section 6):
/// does it show with what the seed's data source returns, or does it need another world?
public struct SeedContent: Sendable {
  /// The seed, e.g. "seed 003".
  public var seed: String
  /// The content in words, for reports: "5 sections of 5 rows of 44, titled headers and
  /// footers at the storyboard's automatic height".
  public var summary: String
  /// The strategies whose code comes from the seed.
  public var appliesTo: @Sendable (String) -> Bool
  /// The scenario with the seed's content in place of the generated one.
  public var apply: @Sendable (Scenario) -> Scenario

  /// The seeds' contents, as `/work/shared/seeds` publishes them.
  public static let catalog: [SeedContent] = [
    // Seed 000: `numberOfSections` returns 1 and `numberOfRowsInSection` 1 (UITableViewCell
    // rows, 44 points); the header's 50 and 200 are the port's constants.
    SeedContent(
      seed: "seed 000", summary: "1 section of 1 row of 44 (the seed's data source)",
      appliesTo: { $0 == "stretchy-table-header.published" },
      apply: { scenario in
        var scenario = scenario
        scenario.content = Content(sections: [.init(rowHeights: [44])])
        scenario.minimumHeaderHeight = 50
        scenario.maximumHeaderHeight = 200
        return scenario
      }),
    // Seed 001: `ForEach(0...100)`, 101 items under a 200-point header.
    SeedContent(
      seed: "seed 001", summary: "101 items under a 200-point header (ForEach(0...100))",
      appliesTo: { $0 == "swiftui-sticky-header.published" },
      apply: { scenario in
        var scenario = scenario
        scenario.content = Content(sections: [.init(rowHeights: Array(repeating: 60, count: 101))])
        scenario.maximumHeaderHeight = 200
        return scenario
      }),
    // Seed 002: a `UITableViewController` with no data source of its own (one section, no
    // rows, no section titles) under the seed's title.
    SeedContent(
      seed: "seed 002",
      summary: "the seed's title \"A long header title that should wrap onto multiple lines.\" over 1 section of 0 rows",
      appliesTo: { $0.hasPrefix("self-sizing-header.") && $0 != "self-sizing-header.fixed" },
      apply: { scenario in
        var scenario = scenario
        scenario.content = Content(sections: [.init(rowHeights: [])])
        scenario.headerText = "A long header title that should wrap onto multiple lines."
        return scenario
      }),
    // Seed 003: 5 sections of 5 rows (a basic prototype cell, 44 points), each with a title
    // header and footer at the table-wide heights, which a storyboard made with a current
    // Xcode leaves at Automatic (unset: what reading them gives is rule T3).
    SeedContent(
      seed: "seed 003",
      summary: "5 sections of 5 rows of 44, titled headers and footers at the storyboard's automatic heights",
      appliesTo: { $0 == "non-floating-sections.published" },
      apply: { scenario in
        var scenario = scenario
        scenario.content = Content(
          sections: Array(repeating: .init(rowHeights: Array(repeating: 44, count: 5)), count: 5),
          sectionHeaderHeight: UITableView.automaticDimension, sectionFooterHeight: UITableView.automaticDimension,
          sectionHeaderTopPadding: UITableView.automaticDimension)
        return scenario
      }),
  ]

  /// The seed content for a strategy, if its code comes from a seed.
  public static func forStrategy(_ id: String) -> SeedContent? {
    catalog.first { $0.appliesTo(id) }
  }
}
