import Testing
@testable import ScrollGeometry

/// U13: images have an intrinsic size; aspect ratios fit or fill.
@Suite struct ImageTests {
  let environment = LayoutEnvironment(defaultPadding: 16)

  @Test func u13AnImageThatIsNotResizableKeepsItsIntrinsicSize() {
    let image = ViewNode(.image(intrinsic: CGSize(width: 40, height: 30), resizable: false))
    #expect(image.size(proposed: ProposedSize(width: 300, height: 300), environment) == CGSize(width: 40, height: 30))
  }

  @Test func u13AResizableImageTakesTheOfferAndItsIntrinsicLengthWhereOfferedNothing() {
    let image = ViewNode(.image(intrinsic: CGSize(width: 40, height: 30), resizable: true))
    #expect(image.size(proposed: ProposedSize(width: 300, height: 100), environment) == CGSize(width: 300, height: 100))
    #expect(image.size(proposed: ProposedSize(width: 300, height: nil), environment) == CGSize(width: 300, height: 30))
  }

  @Test func u13FillCoversTheOfferAndFitStaysInside() {
    let image = ViewNode(.image(intrinsic: CGSize(width: 400, height: 300), resizable: true))
    let fill = ViewNode(.aspectRatio(nil, .fill, child: image))
    let fit = ViewNode(.aspectRatio(nil, .fit, child: image))
    // A 4:3 image offered 390 x 200: filling is 390 wide and 292.5 tall; fitting 266.7 x 200.
    #expect(fill.size(proposed: ProposedSize(width: 390, height: 200), environment) == CGSize(width: 390, height: 292.5))
    let fitted = fit.size(proposed: ProposedSize(width: 390, height: 200), environment)
    #expect(close(fitted.width, 800 / 3) && close(fitted.height, 200))
    // Offered a narrow width and a height, filling is wider than the offer.
    let wide = fill.size(proposed: ProposedSize(width: 200, height: 200), environment)
    #expect(close(wide.width, 800 / 3) && close(wide.height, 200))
    // Offered only a width, the height follows the ratio.
    #expect(fit.size(proposed: ProposedSize(width: 300, height: nil), environment) == CGSize(width: 300, height: 225))
  }

  @Test func u13AnExplicitRatioWins() {
    let color = ViewNode(.fill)
    let square = ViewNode(.aspectRatio(1, .fit, child: color))
    #expect(square.size(proposed: ProposedSize(width: 300, height: 100), environment) == CGSize(width: 100, height: 100))
  }

  /// Seed 001's image in a fixed-height frame: `scaledToFill` makes the frame as wide as the
  /// image's ratio at that height, and the reader places it at its leading edge, so a wide
  /// picture spills past the trailing side.
  @Test func u13AFilledImageInAFixedHeightFrameSpillsSideways() throws {
    struct Banner: View {
      var body: some View {
        ScrollView {
          LazyVStack {
            Section {
              Color.gray.frame(height: 60)
            } header: {
              GeometryReader { _ in
                Image("banner").resizable().scaledToFill().frame(height: 200).clipped()
              }
              .frame(height: 200)
            }
          }
        }
      }
    }
    let host = try HostingScrollView(
      rootView: Banner(), frame: Phone.frame, safeAreaInsets: Phone.safeArea,
      images: ImageCatalog(sizes: ["banner": CGSize(width: 1600, height: 900)]))
    let header = try #require(host.element(named: "header"))
    // 16:9 at 200 tall is 355.6 wide: inside 390. Pulled, the reader grows nothing; but a
    // wider picture spills.
    #expect(close(header.screenFrame.width, 390))
    let wide = try HostingScrollView(
      rootView: Banner(), frame: Phone.frame, safeAreaInsets: Phone.safeArea,
      images: ImageCatalog(sizes: ["banner": CGSize(width: 3000, height: 1000)]))
    let spilled = try #require(wide.element(named: "header"))
    #expect(close(spilled.screenFrame.minX, 0))
    #expect(close(spilled.screenFrame.width, 600))
  }

  @Test func u13AnUndeclaredImageIsASixteenByNineBanner() {
    #expect(ImageCatalog().size(of: "picture") == CGSize(width: 1600, height: 900))
    #expect(ImageCatalog(sizes: ["a": CGSize(width: 1, height: 2)]).size(of: "a") == CGSize(width: 1, height: 2))
  }
}

@Suite("U13 alternatives")
struct ImageShapeAssumptionTests {
  @Test func u13AlternativesShapeAnUndeclaredPictureOnly() throws {
    let catalog = ImageCatalog()
    #expect(catalog.size(of: "picture") == ImageCatalog.bannerSize)
    let square = try EngineAssumptions(["U13=square"])
    #expect(EngineAssumptions.$current.withValue(square) { catalog.size(of: "picture") } == ImageCatalog.squareSize)
    let portrait = try EngineAssumptions(["U13=portrait"])
    #expect(EngineAssumptions.$current.withValue(portrait) { catalog.size(of: "picture") } == ImageCatalog.portraitSize)
    // A declared picture keeps its size under any alternative.
    let declared = ImageCatalog(sizes: ["picture": CGSize(width: 30, height: 20)])
    #expect(EngineAssumptions.$current.withValue(portrait) { declared.size(of: "picture") } == CGSize(width: 30, height: 20))
  }
}
