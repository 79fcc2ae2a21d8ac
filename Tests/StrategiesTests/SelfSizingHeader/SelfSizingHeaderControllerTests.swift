import ScrollGeometry
import Testing

@testable import Strategies

/// Seed 002's pattern and each mistake, on hand-computed heights.
///
/// The label is the 17-point system font, 20.287 points a line, rounded up to the pixel
/// grid: one line is 20.333 tall, two are 40.667; with 16 points of padding above and below
/// the header is 52.333 or 72.667 tall. The table is created at the storyboard's 375 points
/// (label width 375 - 32 = 343) and shown at 390 (label width 358). Rows start below the
/// header, the plain style's 22-point padding and a 28-point section header.
@Suite("SelfSizingHeaderController (seed 002 and its mistakes)")
struct SelfSizingHeaderControllerTests {
  /// Seed 002's own text: two lines at 343 and at 358 points.
  static let seedText = "A long header title that should wrap onto multiple lines."
  /// Two lines at 343 points, one at 358: the width at which it is measured matters.
  static let widthSensitiveText = "Header text that wraps only on a narrower table"
  static let oneLine: CGFloat = 52 + 1 / 3
  static let twoLines: CGFloat = 72 + 2 / 3
  /// Where the first row starts below a table header of height h: h + 22 + 28.
  static func firstRowY(belowHeader height: CGFloat) -> CGFloat { height + 50 }

  func present(
    _ text: String, mistake: SelfSizingMistake? = nil, screen: Screen = phone()
  ) -> Presented<SelfSizingHeaderController> {
    Presented(
      { SelfSizingHeaderController(headerText: text, mistake: mistake) },
      attributes: StoryboardAttributes(content: TableContent(sections: 1, rowsPerSection: 3)),
      screen: screen)
  }

  func header(_ presented: Presented<SelfSizingHeaderController>) -> StackedHeaderView {
    presented.controller.tableView.tableHeaderView as! StackedHeaderView
  }

  func fittingHeight(_ header: UIView, width: CGFloat) -> CGFloat {
    header.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  func firstRowY(_ presented: Presented<SelfSizingHeaderController>) -> CGFloat {
    presented.controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY
  }

  @Test func theTextsWrapAsTheTestsAssume() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.seedText
    #expect(label.lineCountNeeded(atWidth: 343) == 2)
    #expect(label.lineCountNeeded(atWidth: 358) == 2)
    label.text = Self.widthSensitiveText
    #expect(label.lineCountNeeded(atWidth: 343) == 2)
    #expect(label.lineCountNeeded(atWidth: 358) == 1)
  }

  // MARK: As published

  @Test(arguments: [(seedText, twoLines), (widthSensitiveText, oneLine)])
  func publishedTheFrameIsTheFittingHeightAtTheTableWidth(text: String, height: CGFloat) {
    let presented = present(text)
    defer { withExtendedLifetime(presented) {} }
    let header = header(presented)
    #expect(close(header.frame, CGRect(x: 0, y: 0, width: 390, height: height)))
    #expect(close(header.frame.height, fittingHeight(header, width: 390)))
    #expect(close(firstRowY(presented), Self.firstRowY(belowHeader: height)))
    #expect(presented.events.isEmpty)
  }

  @Test func publishedReassignsOnlyWhenTheHeightChanged() {
    // Same height at 375 and 390: the first pass's measurement changes nothing.
    let same = present(Self.seedText)
    defer { withExtendedLifetime(same) {} }
    #expect(same.controller.tableView!.layoutPassCount == 1)
    // 72.667 at 375, 52.333 at 390: one reassignment, one more pass.
    let changed = present(Self.widthSensitiveText)
    defer { withExtendedLifetime(changed) {} }
    #expect(changed.controller.tableView!.layoutPassCount == 2)
    // Settled: nothing asks for another pass.
    #expect(changed.host.layoutIfNeeded() == 0)
  }

  @Test func publishedRefreshReassignsOnlyForANewHeight() {
    let presented = present(Self.widthSensitiveText)
    defer { withExtendedLifetime(presented) {} }
    let table: UITableView = presented.controller.tableView
    let strategy = SelfSizingHeader()
    let passes = table.layoutPassCount
    presented.host.update { strategy.setHeaderText("A short header", in: presented.controller) }
    // Still one line: no reassignment, no content pass.
    #expect(table.layoutPassCount == passes)
    #expect(close(header(presented).frame.height, Self.oneLine))
    presented.host.update { strategy.setHeaderText(Self.seedText, in: presented.controller) }
    // Two lines: one reassignment, one pass, the rows moved down.
    #expect(table.layoutPassCount == passes + 1)
    #expect(close(header(presented).frame.height, Self.twoLines))
    #expect(close(firstRowY(presented), Self.firstRowY(belowHeader: Self.twoLines)))
  }

  // MARK: The mistakes

  @Test func missingBottomConstraintFitsToZero() {
    let presented = present(Self.seedText, mistake: .missingBottomConstraint)
    defer { withExtendedLifetime(presented) {} }
    let header = header(presented)
    #expect(!header.hasBottomConstraint)
    #expect(fittingHeight(header, width: 390) == 0)
    #expect(header.frame.height == 0)
    #expect(close(firstRowY(presented), Self.firstRowY(belowHeader: 0)))
    #expect(presented.controller.tableView!.headerFitObservation()?.isContentClipped == true)
  }

  @Test func singleLineLabelIsTruncatedAtANarrowWidth() throws {
    let presented = present(Self.widthSensitiveText, mistake: .singleLineLabel)
    defer { withExtendedLifetime(presented) {} }
    let header = header(presented)
    let label = try #require(header.labels.first)
    #expect(label.numberOfLines == 1)
    // At 390 one line fits: same as published.
    #expect(close(header.frame.height, Self.oneLine))
    #expect(!label.isTextTruncated(atWidth: 358))
    // On a 375-point screen the text needs two lines; the label shows one.
    presented.host.transition(to: Screen(size: CGSize(width: 375, height: 667), scale: 3))
    #expect(close(header.frame, CGRect(x: 0, y: 0, width: 375, height: Self.oneLine)))
    #expect(label.isTextTruncated(atWidth: 343))
    #expect(presented.controller.tableView!.headerFitObservation()?.isTextTruncated == true)
    // As published, the same rotation gives two lines.
    let published = present(Self.widthSensitiveText)
    defer { withExtendedLifetime(published) {} }
    published.host.transition(to: Screen(size: CGSize(width: 375, height: 667), scale: 3))
    #expect(close(self.header(published).frame.height, Self.twoLines))
  }

  @Test func noReassignUpdatesTheFrameButNotTheRows() {
    let presented = present(Self.seedText, mistake: .noReassign)
    defer { withExtendedLifetime(presented) {} }
    let header = header(presented)
    // The frame has the fitting height...
    #expect(close(header.frame.height, Self.twoLines))
    // ...but the table captured the height the header had when assigned (0, line 23):
    // the rows start where they would with no header, under it.
    #expect(close(firstRowY(presented), Self.firstRowY(belowHeader: 0)))
    let published = present(Self.seedText)
    defer { withExtendedLifetime(published) {} }
    #expect(close(firstRowY(published), Self.firstRowY(belowHeader: Self.twoLines)))
  }

  @Test func measuredEarlyKeepsThePlaceholderWidthsHeight() {
    let presented = present(Self.widthSensitiveText, mistake: .measuredEarly)
    defer { withExtendedLifetime(presented) {} }
    let header = header(presented)
    // Measured once in viewDidLoad at 375 (two lines), never again at 390 (one line).
    #expect(close(fittingHeight(header, width: 390), Self.oneLine))
    #expect(close(header.frame, CGRect(x: 0, y: 0, width: 390, height: Self.twoLines)))
    #expect(close(firstRowY(presented), Self.firstRowY(belowHeader: Self.twoLines)))
    #expect(presented.controller.tableView!.layoutPassCount == 1)
  }

  @Test func unguardedReassignHitsTheLayoutPassBound() {
    let presented = present(Self.seedText, mistake: .unguardedReassign)
    defer { withExtendedLifetime(presented) {} }
    #expect(presented.events.contains(.layoutPassBoundHit(passes: UIView.maximumLayoutPasses)))
    #expect(presented.controller.tableView!.layoutPassCount == UIView.maximumLayoutPasses)
    // The height itself is right: only the loop is wrong.
    #expect(close(header(presented).frame.height, Self.twoLines))
  }
}
