import ScrollGeometry
import Testing

@testable import Strategies

/// Seed 001's arithmetic on hand-computed positions: a 390 x 844 screen, `padding()` of 16,
/// so the header's layout frame is (16, 16, 358, 200) in the content, and its global minY
/// at rest is safe top + 16. `scrollOffset = minY > 0 ? minY : 0` is set only by `onChange`,
/// which is not called for the initial value; the image is
/// `frame(height: max(200, 200 - scrollOffset))`, `scaleEffect(max(1, 1 + scrollOffset / 200))`
/// and `clipped()` to its layout frame.
@Suite("swiftui-sticky-header.published (seed 001)")
struct SwiftUIStickyHeaderPublishedTests {
  func host(safeTop: CGFloat = 47, items: Int = 30) throws -> HostingScrollView {
    try HostingScrollView(
      rootView: SwiftUIStickyHeaderPublished().makeView(itemCount: items, baseHeight: 120),
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0))
  }

  @Test(arguments: [0, 47] as [CGFloat])
  func atFirstAppearanceTheHeaderIsUnscaled(safeTop: CGFloat) throws {
    let scrollView = try host(safeTop: safeTop)
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(scrollView.contentOffset.y, -safeTop))
    #expect(scrollView.onChangeActionCount == 0)
    #expect(header.scale == 1)
    #expect(close(header.contentFrame, CGRect(x: 16, y: 16, width: 358, height: 200)))
    #expect(close(header.screenFrame, CGRect(x: 16, y: safeTop + 16, width: 358, height: 200)))
  }

  @Test(arguments: [0, 47] as [CGFloat])
  func afterADragAndReleaseTheHeaderIsScaledAtRest(safeTop: CGFloat) throws {
    let scrollView = try host(safeTop: safeTop)
    scrollView.drag(by: 50)
    scrollView.release()
    #expect(close(scrollView.contentOffset.y, -safeTop))
    let header = try #require(scrollView.element(named: "header"))
    // minY = safeTop + 16 > 0: scale 1 + (47 + 16) / 200 = 1.315 (1.08 without a status bar).
    #expect(closeScale(header.scale, 1 + (safeTop + 16) / 200, length: 200))
    #expect(safeTop != 47 || closeScale(header.scale, 1.315, length: 200))
    // max(200, 200 - scrollOffset) = 200; clipped to its 200-point layout frame.
    #expect(close(header.contentFrame.height, 200))
    #expect(close(header.screenFrame, CGRect(x: 16, y: safeTop + 16, width: 358, height: 200)))
  }

  @Test func whilePulledTheScaleFollowsTheGlobalMinY() throws {
    let scrollView = try host()
    scrollView.drag(by: 50)
    let pull = rubberBand(50)
    #expect(close(scrollView.contentOffset.y, -47 - pull))
    let header = try #require(scrollView.element(named: "header"))
    // minY = 47 + 16 + pull.
    #expect(closeScale(header.scale, 1 + (63 + pull) / 200, length: 200))
    #expect(close(header.screenFrame, CGRect(x: 16, y: 63 + pull, width: 358, height: 200)))
  }

  @Test func pinnedWhileScrolledUpTheHeaderIsScaledByTheStatusBar() throws {
    let scrollView = try host()
    scrollView.drag(by: -300)
    #expect(close(scrollView.contentOffset.y, 253))
    let header = try #require(scrollView.element(named: "header"))
    // Pinned to the safe area's top: content y = 253 + 47 = 300, global minY = 47 > 0,
    // so scrollOffset = 47 and the scale is 1 + 47 / 200 = 1.235.
    #expect(close(header.contentFrame.minY, 300))
    #expect(closeScale(header.scale, 1.235, length: 200))
    #expect(close(header.screenFrame.minY, 47))
  }

  @Test func theDeclarationIsTheSeedsConstants() {
    let declaration = SwiftUIStickyHeaderPublished().declaration(
      for: HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .swiftUIHeader)
    #expect(declaration.minimumHeight == 200)
    #expect(declaration.maximumHeight == 200)
    #expect(declaration.stretches)
    #expect(declaration.spacingBelowHeader == 8)
  }

  /// The scale does not spill sideways: `clipped()` is outside `scaleEffect`, so the scaled
  /// picture is cut to its unscaled frame (with a 4:3 photo, which fills the reader's width).
  @Test func theScaledPictureIsClippedToItsFrame() throws {
    let scrollView = try HostingScrollView(
      rootView: SwiftUIStickyHeaderPublished().makeView(itemCount: 30, baseHeight: 200),
      frame: CGRect(x: 0, y: 0, width: 320, height: 568),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), contentScaleFactor: 2,
      images: ImageCatalog(defaultSize: ImageCatalog.photoSize))
    scrollView.drag(by: 50)
    scrollView.release()
    let header = try #require(scrollView.element(named: "header"))
    #expect(closeScale(header.scale, 1.18, length: 200))
    #expect(close(header.screenFrame, CGRect(x: 16, y: 36, width: 288, height: 200)))
  }

  /// The image overflow (U13): a 16:9 picture (the default) filled into the 200-point frame is
  /// 355.6 wide from the start; the reader puts it at its leading edge, so on a screen
  /// narrower than 388 points it spills past the trailing side, unscaled and unclipped.
  @Test func aWidePictureSpillsPastTheTrailingSideFromTheStart() throws {
    struct Wide: StickyHeaderStrategy {
      let id = "wide"
      let summary = ""
      let knownViolations: [KnownViolation] = []
      var images: ImageCatalog { ImageCatalog(sizes: ["picture": CGSize(width: 1600, height: 900)]) }
      func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
        SwiftUIStickyHeaderPublished().declaration(for: proposal)
      }
      func makeView(itemCount: Int, baseHeight: CGFloat) -> StretchyHeaderView {
        SwiftUIStickyHeaderPublished().makeView(itemCount: itemCount, baseHeight: baseHeight)
      }
    }
    let scrollView = try HostingScrollView(
      rootView: Wide().makeView(itemCount: 30, baseHeight: 200),
      frame: CGRect(x: 0, y: 0, width: 320, height: 568),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), contentScaleFactor: 2,
      images: Wide().images)
    let header = try #require(scrollView.element(named: "header"))
    #expect(header.scale == 1)
    #expect(close(header.screenFrame.minX, 16))
    #expect(close(header.screenFrame.width, 200 * 16 / 9))
    #expect(header.screenFrame.maxX > 320)
  }
}
