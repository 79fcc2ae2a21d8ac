import ScrollGeometry
import Testing

/// Seed 002's header: one label inside 16-point padding on all four sides.
func seedHeader(
  text: String = "A long header title that should wrap onto multiple lines.",
  numberOfLines: Int = 0, hasBottomConstraint: Bool = true, scale: CGFloat = 3
) -> (header: StackedHeaderView, label: UILabel) {
  let label = UILabel()
  label.numberOfLines = numberOfLines
  label.text = text
  let header = StackedHeaderView(
    padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
    hasBottomConstraint: hasBottomConstraint)
  header.contentScaleFactor = scale
  header.addSubview(label)
  return (header, label)
}

/// The fitting height at `width` the way seed 002 asks for it.
func compressedHeight(_ view: UIView, atWidth width: CGFloat) -> CGFloat {
  view.systemLayoutSizeFitting(
    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
  ).height
}

@Suite("StackedHeaderView: systemLayoutSizeFitting and layout (F6 to F11, F13)")
struct StackedHeaderViewTests {
  @Test func f6FittingAtSeveralWidthsFollowsTheWrapping() {
    let (header, _) = seedHeader()
    // 32 pt of padding plus 3, 2 and 1 lines of 20.287 pt, each rounded up to 1/3 pt.
    #expect(inPixels(compressedHeight(header, atWidth: 200), scale: 3) == 279)
    #expect(inPixels(compressedHeight(header, atWidth: 375), scale: 3) == 218)
    #expect(inPixels(compressedHeight(header, atWidth: 414), scale: 3) == 218)
    #expect(inPixels(compressedHeight(header, atWidth: 440), scale: 3) == 157)
  }

  @Test func f6RequiredHorizontalPriorityFixesTheWidth() {
    let (header, _) = seedHeader()
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 375)
  }

  @Test func f6FittingDoesNotChangeTheFrame() {
    let (header, label) = seedHeader()
    header.frame = CGRect(x: 0, y: 0, width: 123, height: 45)
    header.layoutIfNeeded()
    let labelFrame = label.frame
    _ = compressedHeight(header, atWidth: 375)
    _ = header.fitObservation(atWidth: 200)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 123, height: 45))
    #expect(header.bounds.size == CGSize(width: 123, height: 45))
    #expect(label.frame == labelFrame)
    #expect(!header.needsLayout)
  }

  @Test func f6CallsThroughAPlainUIViewReferenceReachTheHeader() {
    let (header, _) = seedHeader()
    let asView: UIView = header
    #expect(inPixels(compressedHeight(asView, atWidth: 375), scale: 3) == 218)
    #expect(inPixels(asView.systemLayoutSizeFitting(.zero).height, scale: 3) == 157)
  }

  @Test func f8APlainViewHasNothingThatSizesIt() {
    let view = UIView()
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(view.systemLayoutSizeFitting(CGSize(width: 320, height: 44)) == CGSize(width: 320, height: 44))
  }

  @Test func f7FittingLevelHorizontallyUsesTheTextsWidth() {
    let (header, _) = seedHeader()
    // 23.77 em at 17 pt = 404.09 pt, rounded up to 404.333; one line then.
    let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(inPixels(size.width, scale: 3) == 1309)
    #expect(inPixels(size.height, scale: 3) == 157)
  }

  @Test func f7RequiredVerticalPriorityCompressesLabelsDownToThePadding() {
    let (header, _) = seedHeader()
    func height(_ target: CGFloat) -> CGFloat {
      header.systemLayoutSizeFitting(
        CGSize(width: 375, height: target), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .required
      ).height
    }
    #expect(height(50) == 50)
    #expect(height(300) == 300)
    #expect(height(10) == 32)  // F10: the padding constraints win
  }

  @Test func f8MissingBottomConstraintFitsToTheTargetHeight() {
    let (header, _) = seedHeader(hasBottomConstraint: false)
    #expect(compressedHeight(header, atWidth: 375) == 0)
    let tall = header.systemLayoutSizeFitting(
      CGSize(width: 375, height: 120), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(tall.height == 120)
    header.hasBottomConstraint = true
    #expect(inPixels(compressedHeight(header, atWidth: 375), scale: 3) == 218)
  }

  @Test func f8AnEmptyHeaderHasNothingThatSizesIt() {
    let header = StackedHeaderView(padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    #expect(compressedHeight(header, atWidth: 375) == 0)
  }

  @Test func f9RoundsToTheNearestPixelAtScale2And3() {
    func header(scale: CGFloat) -> StackedHeaderView {
      let (header, _) = seedHeader(text: "Title", scale: scale)
      header.padding.top = 10.2
      return header
    }
    // 10.2 + 20.5 + 16 = 46.7: the nearest half point is 46.5 (rounding up would give 47).
    #expect(compressedHeight(header(scale: 2), atWidth: 375) == 46.5)
    // 10.2 + 20.333 + 16 = 46.533: 139.6 pixels, nearest 140.
    #expect(inPixels(compressedHeight(header(scale: 3), atWidth: 375), scale: 3) == 140)
    // The same seed header at both scales differs by the label's rounding.
    #expect(compressedHeight(seedHeader(scale: 2).header, atWidth: 375) == 73)
    #expect(compressedHeight(seedHeader(scale: 2).header, atWidth: 440) == 52.5)
    #expect(compressedHeight(seedHeader(scale: .nan).header, atWidth: 440) == 53)
  }

  @Test func f6FixedHeightViewsAndSpacingAddUp() {
    let title = UILabel()
    title.text = "Title"
    let body = UILabel()
    body.numberOfLines = 0
    body.text = "A long header title that should wrap onto multiple lines."
    let header = StackedHeaderView(
      padding: UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20), spacing: 8)
    header.addSubview(title)
    header.addSubview(UIView(), height: 100)
    header.addSubview(body)
    #expect(header.arrangedSubviews.count == 3)
    // 16 + 20.333 + 8 + 100 + 8 + 40.667 (two lines at 335 pt) + 16.
    #expect(compressedHeight(header, atWidth: 375) == 209)
    header.contentScaleFactor = 2
    #expect(compressedHeight(header, atWidth: 375) == 209.5)
    // Re-adding moves a view to the bottom; removing takes it out.
    header.addSubview(title)
    #expect(header.arrangedSubviews.last === title)
    header.removeSubview(body)
    #expect(header.labels.count == 1)
  }

  @Test func f11LayoutStretchesOrCompressesTheLowestLabel() {
    let (header, label) = seedHeader()
    header.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    header.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: 68))
    header.frame.size.height = 50
    #expect(header.needsLayout)
    header.layoutIfNeeded()
    #expect(label.frame.origin == CGPoint(x: 16, y: 16))
    #expect(isClose(label.frame.height, 18))
    header.hasBottomConstraint = false
    header.layoutIfNeeded()
    #expect(inPixels(label.frame.height, scale: 3) == 122)
  }

  @Test func f10RequiredWidthBelowThePaddingKeepsThePadding() {
    let (header, _) = seedHeader()
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 10, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 32)
    #expect(size.height > 32)  // a zero-width label: one character per line
  }

  @Test func f11FixedItemsThatDoNotFitExtendBelow() {
    let label = UILabel()
    label.text = "Title"
    let image = UIView()
    let header = StackedHeaderView(
      padding: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0), spacing: 5)
    header.addSubview(label)
    header.addSubview(image, height: 100)
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    header.layoutIfNeeded()
    #expect(label.frame.height == 0)  // compressed away first
    #expect(image.frame == CGRect(x: 0, y: 15, width: 320, height: 100))
    let fit = header.fitObservation(atWidth: 320)
    #expect(fit.isContentClipped)
    #expect(inPixels(fit.fittingHeight, scale: 3) == 436)  // 10 + 20.333 + 5 + 100 + 10 = 145.333 pt
  }

  @Test func f13TextChangeRemeasures() {
    let (header, label) = seedHeader(text: "Title")
    header.frame = CGRect(x: 0, y: 0, width: 375, height: 52)
    header.layoutIfNeeded()
    #expect(inPixels(compressedHeight(header, atWidth: 375), scale: 3) == 157)
    label.text = "A long header title that should wrap onto multiple lines."
    #expect(header.needsLayout)
    #expect(inPixels(compressedHeight(header, atWidth: 375), scale: 3) == 218)
    label.font = .systemFont(ofSize: 30)
    #expect(compressedHeight(header, atWidth: 375) > 218.0 / 3)
  }
}
