import ScrollGeometry
import Testing

@testable import Strategies

/// A fixed SwiftUI header under test: the strategy's id and how to host its view.
struct FixedSwiftUIHeader: Sendable, CustomTestStringConvertible {
  let id: String
  let host: @Sendable (_ items: Int, _ baseHeight: CGFloat, _ safeTop: CGFloat, _ images: ImageCatalog) throws -> HostingScrollView
  let declaration: @Sendable (HeaderHeights) -> HeaderDeclaration
  var testDescription: String { id }

  init<S: StickyHeaderStrategy>(_ strategy: S) {
    id = strategy.id
    host = { items, baseHeight, safeTop, images in
      try HostingScrollView(
        rootView: strategy.makeView(itemCount: items, baseHeight: baseHeight),
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0), images: images)
    }
    declaration = strategy.declaration(for:)
  }

  /// The two fixed SwiftUI headers: the seed's fix and the iOS 17/18 worked example.
  static let all = [FixedSwiftUIHeader(SwiftUIStickyHeaderFixed()), FixedSwiftUIHeader(SwiftUIStickyHeaderModern())]
}

/// The promises both fixed SwiftUI headers (`swiftui-sticky-header.fixed` and `.modern`) keep:
/// unscaled at their base height at rest, pinned to the top of the safe area when scrolled up,
/// their top kept while they grow by the pull, the image inside the header whatever its shape.
@Suite("Fixed SwiftUI headers")
struct FixedSwiftUIHeaderTests {
  @Test(arguments: FixedSwiftUIHeader.all, [0, 20, 47, 59] as [CGFloat])
  func atRestTheHeaderIsItsBaseHeightUnscaled(header strategy: FixedSwiftUIHeader, safeTop: CGFloat) throws {
    let scrollView = try strategy.host(30, 200, safeTop, ImageCatalog())
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

  @Test(arguments: FixedSwiftUIHeader.all)
  func theBaseHeightIsTheScenarios(header strategy: FixedSwiftUIHeader) throws {
    let scrollView = try strategy.host(30, 150, 47, ImageCatalog())
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 150)))
  }

  @Test(arguments: FixedSwiftUIHeader.all, [0, 47] as [CGFloat])
  func scrolledUpTheHeaderStaysAtTheTopOfTheSafeArea(header strategy: FixedSwiftUIHeader, safeTop: CGFloat) throws {
    let scrollView = try strategy.host(30, 200, safeTop, ImageCatalog())
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

  @Test(arguments: FixedSwiftUIHeader.all, [0, 47] as [CGFloat])
  func pulledItsTopStaysWhileItsHeightGrowsByThePull(header strategy: FixedSwiftUIHeader, safeTop: CGFloat) throws {
    let scrollView = try strategy.host(30, 200, safeTop, ImageCatalog())
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

  @Test(arguments: FixedSwiftUIHeader.all)
  func theDeclarationFollowsTheProposedMaximum(header strategy: FixedSwiftUIHeader) {
    let declaration = strategy.declaration(HeaderHeights(minimum: 80, maximum: 300))
    #expect(declaration.family == .swiftUIHeader)
    #expect(declaration.minimumHeight == 300)
    #expect(declaration.maximumHeight == 300)
    #expect(declaration.stretches)
  }

  /// A short list pushes the pinned header up with its section; the fixed headers put it
  /// back at the top.
  @Test(arguments: FixedSwiftUIHeader.all)
  func withAShortListTheHeaderStaysAtTheTop(header strategy: FixedSwiftUIHeader) throws {
    let scrollView = try strategy.host(2, 200, 47, ImageCatalog())
    scrollView.drag(by: -120)
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200)))
  }

  /// Whatever the picture's shape, the image never spills past the sides or above the top.
  @Test(arguments: FixedSwiftUIHeader.all, [
    CGSize(width: 3000, height: 1000), CGSize(width: 1000, height: 1000), CGSize(width: 600, height: 1000),
  ])
  func theImageStaysInsideTheHeaderWhateverItsRatio(header strategy: FixedSwiftUIHeader, picture: CGSize) throws {
    let scrollView = try strategy.host(30, 200, 47, ImageCatalog(sizes: ["picture": picture]))
    scrollView.drag(by: 120)
    let pull = -47 - scrollView.contentOffset.y
    let header = try #require(scrollView.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200 + pull)))
  }
}
