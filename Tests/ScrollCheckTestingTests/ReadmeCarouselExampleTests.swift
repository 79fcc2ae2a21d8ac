// The README's "A carousel in the header" example, compiled and run. Keep the two in step.
import ScrollCheckTesting
import Testing

/// The modern header with a paging carousel of photos instead of one image, as an app writes
/// it; one line added (`scrollCheckHeader()`).
struct GalleryView: View {
  let itemCount: Int
  let baseHeight: CGFloat
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
            }
            .visualEffect { content, proxy in
              content.offset(y: max(0, -proxy.frame(in: .scrollView(axis: .vertical)).minY))
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
  let id = "gallery-header"
  let summary = "a paging photo carousel as a stretchy, sticky header"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: true, spacingBelowHeader: 8)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> GalleryView {
    GalleryView(itemCount: itemCount, baseHeight: baseHeight)
  }
}

@Suite("The README's carousel example")
struct ReadmeCarouselExampleTests {
  @Test func theGalleryHoldsEveryInvariantOfItsFamily() throws {
    let report = try CatalogService(strategies: [GalleryHeader()]).run(
      RunRequest(strategyIDs: ["gallery-header"], invariantIDs: [], count: 20, seed: 1), progress: { _ in })
    #expect(report.findings.map { "\($0.invariantID): \($0.message)" } == [])
    if !report.findings.isEmpty { print(TextReport(report).render()) }
  }
}
