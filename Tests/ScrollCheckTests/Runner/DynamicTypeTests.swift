import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// W35 and W36: a Dynamic Type change (`change-content-size-category`).
@Suite struct DynamicTypeTests {
  /// A shown world with 20 rows of 44, scrolled to `y` and at rest.
  func world(at y: CGFloat, _ strategy: any Strategy = StretchyTableHeaderFixed()) throws -> (World, WorldDriver) {
    let shown = try ShownTableWorld(at: y, strategy)
    return (shown.world, shown.driver)
  }

  func table(_ world: World) throws -> UITableView { try #require(world.scrollView as? UITableView) }

  func rowHeight(_ world: World, _ row: Int) throws -> CGFloat {
    try table(world).rectForRow(at: IndexPath(row: row, section: 0)).height
  }

  @Test func w35BodySizesFollowTheTypographyTable() {
    #expect(UIContentSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(UIContentSizeCategory.default == .large)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: .extraLarge)
    #expect(font.pointSize == 19)
    #expect(font.textStyle == .body)
    #expect(UIFont.systemFont(ofSize: 19).textStyle == nil)
  }

  /// Only a label that adjusts its font and whose font came from `preferredFont` follows.
  @Test func w35OnlyAnAdjustingLabelWithATextStyleFontTakesTheNewSize() {
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let notAdjusting = UILabel()
    notAdjusting.font = .preferredFont(forTextStyle: .body)
    let fixedFont = UILabel()
    fixedFont.adjustsFontForContentSizeCategory = true  // the default system 17 pt: not a text style
    let container = UIView()
    [adjusting, notAdjusting, fixedFont].forEach(container.addSubview)
    container.deliverContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    #expect(adjusting.font.pointSize == 53)
    #expect(notAdjusting.font.pointSize == 17)
    #expect(fixedFont.font.pointSize == 17)
  }

  /// A self-sizing header's label re-measures: by less than a line (the line grows) and by
  /// lines (the text wraps onto more of them).
  @Test func w35ASelfSizingHeaderGrowsByLessThanALineAndByLines() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A long header title that should wrap onto multiple lines."
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let header = StackedHeaderView(padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    header.addSubview(label)
    func height() -> CGFloat {
      header.systemLayoutSizeFitting(
        CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    let large = height()
    let lines = label.lineCountShown(atWidth: 343)
    header.deliverContentSizeCategory(.extraLarge)
    let extraLarge = height()
    #expect(label.lineCountShown(atWidth: 343) == lines)
    #expect(extraLarge > large)
    #expect(extraLarge - large < UIFont.preferredFont(forTextStyle: .body, compatibleWith: .extraLarge).lineHeight)
    header.deliverContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    #expect(label.lineCountShown(atWidth: 343) > lines)
    header.deliverContentSizeCategory(.large)
    #expect(height() == large)
  }

  /// The host lays every controller's view out again: a controller that measures its header
  /// in `viewDidLayoutSubviews` (seed 002's technique) hears the change.
  @Test func w35TheControllersViewIsLaidOutAgain() throws {
    let (world, driver) = try world(at: 0, SelfSizingHeader())
    let table = try table(world)
    let header = try #require(table.tableHeaderView)
    let height = header.frame.height
    let passes = world.recorder.trace.observations.count
    driver.perform(.changeContentSizeCategory(.extraExtraExtraLarge))
    #expect(world.recorder.trace.observations.count > passes)
    #expect(world.recorder.trace.observations.last?.cause == .environmentChange("text size xxxLarge (Dynamic Type)"))
    // Seed 002's label keeps UILabel's fixed default font (system 17 pt): its header does
    // not change, though the rows below it do.
    #expect(header.frame.height == height)
    #expect(try rowHeight(world, 0) > 44)
  }

  final class CountingController: UIViewController {
    var layouts = 0
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layouts += 1
    }
  }

  @Test func w35TheHostLaysTheControllersViewOutAgainOncePerChange() {
    let controller = CountingController()
    let host = ViewControllerHost(controller, screen: Screen(size: CGSize(width: 390, height: 844), scale: 3))
    host.present()
    let before = controller.layouts
    host.changeContentSizeCategory(to: .extraLarge, recording: .environmentChange("text size"))
    #expect(controller.layouts == before + 1)
    #expect(host.contentSizeCategory == .extraLarge)
    host.changeContentSizeCategory(to: .extraLarge, recording: .environmentChange("text size"))
    #expect(controller.layouts == before + 1)
  }

  @Test func w36SelfSizingRowsChangeByTheLineAndBackExactly() throws {
    let (world, driver) = try world(at: 400)
    let offset = world.scrollView.contentOffset.y
    let size = world.scrollView.contentSize.height
    let scale = try table(world).contentScaleFactor
    let line = { (category: UIContentSizeCategory) in TableWorld.bodyLineHeight(at: category, scale: scale) }
    driver.perform(.changeContentSizeCategory(.extraLarge))
    let delta = line(.extraLarge) - line(.large)
    #expect(delta > 0 && delta < line(.large))  // less than a line
    let grown = try rowHeight(world, 0)
    #expect(abs(grown - (44 + delta)) < 1e-9, "\(grown) vs 44 + \(delta)")
    #expect(abs(world.scrollView.contentSize.height - (size + 20 * delta)) < 1e-9)
    #expect(world.scrollView.contentOffset.y == offset)  // the offset stays (rows above push)
    driver.perform(.changeContentSizeCategory(.large))
    #expect(abs(try rowHeight(world, 0) - 44) < 1e-9)
    #expect(abs(world.scrollView.contentSize.height - size) < 1e-9)
  }

  @Test func w36FixedKeepsTheRowsAndTheEventIsExercised() throws {
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W36=fixed"])) {
      let log = ExerciseLog()
      try EngineAssumptions.$log.withValue(log) {
        let (world, driver) = try world(at: 0)
        driver.perform(.changeContentSizeCategory(.accessibilityExtraExtraExtraLarge))
        #expect(try rowHeight(world, 0) == 44)
      }
      #expect(log.exercised.contains("W36"))
    }
  }

  @Test func w36ShrinkingRowsStopAtZeroAndTheSameSizeDoesNothing() throws {
    let (world, driver) = try world(at: 0)
    let before = world.recorder.trace.observations.count
    driver.perform(.changeContentSizeCategory(.large))
    #expect(world.recorder.trace.observations.count == before)
    driver.perform(.changeRowHeight(section: 0, row: 0, delta: -42))
    driver.perform(.changeContentSizeCategory(.extraSmall))
    #expect(try rowHeight(world, 0) == 0)
    #expect(try rowHeight(world, 1) < 44)
  }

  /// The random generator draws the event (in its row-update draw), by less than a line and
  /// by lines, for every family.
  @Test func w35TheGeneratorDrawsDynamicTypeChanges() throws {
    for family in StrategyFamily.allCases {
      let events = try ScenarioGenerator.scenario(for: family).samples(count: 600, seed: 5).flatMap(\.script)
      let categories = events.compactMap { event -> UIContentSizeCategory? in
        if case .changeContentSizeCategory(let category) = event { return category }
        return nil
      }
      let byLessThanALine: [UIContentSizeCategory] = [.extraSmall, .extraLarge, .extraExtraExtraLarge]
      let byLines: [UIContentSizeCategory] = [.accessibilityMedium, .accessibilityExtraExtraExtraLarge]
      #expect(categories.contains(where: byLessThanALine.contains), "\(family)")
      #expect(categories.contains(where: byLines.contains), "\(family)")
    }
  }

  @Test func theEventRoundTripsThroughATokenAndReadsInPlainWords() throws {
    for category in UIContentSizeCategory.allCases {
      let scenario = ScenarioSamples.simple(script: [.changeContentSizeCategory(category)])
      let token = FindingToken(strategyID: "x", invariantID: "y", scenario: scenario).text
      #expect(try FindingToken(parsing: token).scenario == scenario)
    }
    #expect(
      GestureEvent.changeContentSizeCategory(.accessibilityMedium).plainDescription
        == "the user sets the text size to AX1 (Dynamic Type, body 28 pt)")
    #expect(GestureEvent.changeContentSizeCategory(.large).catalogID == "change-content-size-category")
    #expect(ScriptEventCatalog.entry(withID: "change-content-size-category") != nil)
  }
}
