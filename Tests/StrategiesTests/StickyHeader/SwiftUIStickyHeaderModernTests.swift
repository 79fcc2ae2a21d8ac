import ScrollGeometry
import Testing

@testable import Strategies

/// The modern SwiftUI header's promises: unscaled at its base height at rest, pinned to the
/// top of the safe area when scrolled up, its top kept while it grows by the pull.
@Suite("swiftui-sticky-header.modern")
struct SwiftUIStickyHeaderModernTests {
  func host(safeTop: CGFloat, baseHeight: CGFloat = 200, items: Int = 30) throws -> HostingScrollView {
    try HostingScrollView(
      rootView: SwiftUIStickyHeaderModern().makeView(itemCount: items, baseHeight: baseHeight),
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0))
  }

  @Test(arguments: [0, 20, 47, 59] as [CGFloat])
  func atRestTheHeaderIsItsBaseHeightUnscaled(safeTop: CGFloat) throws {
    let scrollView = try host(safeTop: safeTop)
    let header = try #require(scrollView.element(named: "header"))
    #expect(header.scale == 1)
    #expect(close(header.contentFrame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    #expect(close(header.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200)))
    // The same after a drag and release.
    scrollView.drag(by: 80)
    scrollView.release()
    let settled = try #require(scrollView.element(named: "header"))
    #expect(settled.scale == 1)
    #expect(close(settled.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200)))
  }

  @Test func theBaseHeightIsTheScenarios() throws {
    let scrollView = try host(safeTop: 47, baseHeight: 150)
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 150)))
  }

  @Test(arguments: [0, 47] as [CGFloat])
  func scrolledUpTheHeaderStaysAtTheTopOfTheSafeArea(safeTop: CGFloat) throws {
    let scrollView = try host(safeTop: safeTop)
    for step in [-100, -200, -400] as [CGFloat] {
      scrollView.drag(by: step)
      let header = try #require(scrollView.element(named: "header"))
      #expect(header.scale == 1)
      #expect(close(header.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200)))
    }
    scrollView.release()
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200)))
  }

  @Test(arguments: [0, 47] as [CGFloat])
  func pulledItsTopStaysWhileItsHeightGrowsByThePull(safeTop: CGFloat) throws {
    let scrollView = try host(safeTop: safeTop)
    for step in [30, 70, 150] as [CGFloat] {
      scrollView.drag(by: step)
      let pull = -safeTop - scrollView.contentOffset.y
      #expect(pull > 0)
      let header = try #require(scrollView.element(named: "header"))
      #expect(header.scale == 1)
      #expect(close(header.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200 + pull)))
    }
    // 30 + 70 + 150 = 250 points of finger past the top edge.
    #expect(close(scrollView.contentOffset.y, -safeTop - rubberBand(250)))
    scrollView.release()
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(scrollView.contentOffset.y, -safeTop))
    #expect(close(header.screenFrame, CGRect(x: 0, y: safeTop, width: 390, height: 200)))
  }

  @Test func theDeclarationFollowsTheProposedMaximum() {
    let declaration = SwiftUIStickyHeaderModern().declaration(for: HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .swiftUIHeader)
    #expect(declaration.minimumHeight == 300)
    #expect(declaration.maximumHeight == 300)
    #expect(declaration.stretches)
  }

  /// A short list pushes the pinned header up with its section; the visual effect puts it
  /// back at the top.
  @Test func withAShortListTheHeaderStaysAtTheTop() throws {
    let scrollView = try host(safeTop: 47, items: 2)
    scrollView.drag(by: -120)
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200)))
  }

  /// Whatever the picture's shape, the image never spills past the sides or above the top.
  @Test(arguments: [CGSize(width: 3000, height: 1000), CGSize(width: 1000, height: 1000), CGSize(width: 600, height: 1000)])
  func theImageStaysInsideTheHeaderWhateverItsRatio(picture: CGSize) throws {
    let scrollView = try HostingScrollView(
      rootView: SwiftUIStickyHeaderModern().makeView(itemCount: 30, baseHeight: 200),
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      images: ImageCatalog(sizes: ["picture": picture]))
    scrollView.drag(by: 120)
    let pull = -47 - scrollView.contentOffset.y
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200 + pull)))
  }
}
