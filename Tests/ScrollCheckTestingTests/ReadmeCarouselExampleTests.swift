// The README's "A carousel in the header" example, compiled and run. Keep the two in step.
import ScrollCheckTesting
import Testing

/// The modern header with a paging carousel of photos instead of one image, as an app writes
/// it; one line added (`scrollCheckHeader()`). `framesCarousel` is the README's fix: the
/// carousel's own `.frame(height: baseHeight + pull)`.
struct GalleryView: View {
  let itemCount: Int
  let baseHeight: CGFloat
  var framesCarousel = false
  @State private var pull: CGFloat = 0

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<itemCount) { index in
            Text("Review \(index)").frame(maxWidth: .infinity, minHeight: 60).background(Color.white)
              .padding(.horizontal)
          }
        } header: {
          Color.clear
            .frame(height: baseHeight)
            .overlay(alignment: .bottom) {
              ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                  ForEach(0..<5) { _ in
                    Image("photo").resizable().scaledToFill()
                      .containerRelativeFrame(.horizontal)  // one page per screen width
                      .frame(height: baseHeight + pull)
                      .clipped()
                  }
                }
                .scrollTargetLayout()
              }
              .scrollTargetBehavior(.paging)
              .frame(height: framesCarousel ? baseHeight + pull : nil)  // the fix
            }
            .visualEffect { content, proxy in
              content.offset(y: max(0, -proxy.frame(in: .scrollView).minY))
            }
            .scrollCheckHeader()  // added: names the header
        }
      }
    }
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      geometry.contentOffset.y + geometry.contentInsets.top
    } action: { _, scrolled in
      pull = max(0, -scrolled)
    }
  }
}

/// What it promises: a sticky gallery of the proposed height that stretches when pulled.
struct GalleryHeader: StickyHeaderStrategy {
  var id = "gallery-header"
  var framesCarousel = false
  let summary = "a paging photo carousel as a stretchy, sticky header"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: true, spacingBelowHeader: 8)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> GalleryView {
    GalleryView(itemCount: itemCount, baseHeight: baseHeight, framesCarousel: framesCarousel)
  }
}

@Suite("The README's carousel example")
struct ReadmeCarouselExampleTests {
  func findings(_ strategy: GalleryHeader) throws -> [Finding] {
    try CatalogService(strategies: [strategy]).run(
      RunRequest(strategyIDs: [strategy.id], invariantIDs: [], count: 20, seed: 1), progress: { _ in }
    ).findings
  }

  /// As pasted: the overlay offers the carousel the base height, which its `LazyHStack` takes
  /// (U51=fills), so the taller pages of a pull are cut to it: the header does not stretch.
  @Test func asPastedTheGalleryDoesNotStretchWhereALazyStackFillsItsHeight() throws {
    let found = try findings(GalleryHeader())
    #expect(found.map(\.invariantID).sorted() == ["no-gap", "stretches"])
    for finding in found {
      #expect(finding.provenance?.dependsOn == ["U51=fills"], "\(finding.invariantID)")
    }
  }

  /// With the carousel framed to the stretched height it holds every invariant of its family.
  @Test func framedTheGalleryHoldsEveryInvariantOfItsFamily() throws {
    let found = try findings(GalleryHeader(id: "gallery-header.framed", framesCarousel: true))
    #expect(found.map { "\($0.invariantID): \($0.message)" } == [])
  }
}
