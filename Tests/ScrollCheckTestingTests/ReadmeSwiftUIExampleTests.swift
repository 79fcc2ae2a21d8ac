// The README's "Checking a SwiftUI header" example, compiled and run. Keep the two in step.
import GeneratorsTesting
import ScrollCheckTesting
import Testing

/// The artist screen, pasted as the app writes it; one line added (`scrollCheckHeader()`).
struct ArtistView: View {
  let itemCount: Int
  @State private var pull: CGFloat = 0

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Color.clear
          .frame(height: 280)
          .overlay(alignment: .bottom) {
            Image("cover").resizable().scaledToFill()
              .containerRelativeFrame(.horizontal)
              .frame(height: 280 + pull)
              .clipped()
          }
          .scrollCheckHeader()  // added: names the header
        LazyVStack(spacing: 0) {
          ForEach(0..<itemCount) { index in
            Text("Track \(index)").frame(maxWidth: .infinity, minHeight: 56).background(Color.white)
          }
        }
      }
    }
    .ignoresSafeArea(edges: .top)
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      geometry.contentOffset.y + geometry.contentInsets.top
    } action: { _, scrolled in
      pull = max(0, -scrolled)
    }
  }
}

/// What it promises: a 280-point cover that stretches when pulled.
struct ArtistHeader: StickyHeaderStrategy {
  let id = "artist-header"
  let summary = "the artist screen's stretchy cover"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .swiftUIHeader, minimumHeight: 280, maximumHeight: 280, stretches: true)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> ArtistView { ArtistView(itemCount: itemCount) }
}

@Suite("The README's SwiftUI example")
struct ReadmeSwiftUIExampleTests {
  /// The cover stretches and spans the width, but it is not sticky: it scrolls away
  /// (`pinned`). It ignores the top safe area, so at rest at the top its top lies under the
  /// status bar (and a navigation bar where there is one), and so does the refresh spinner in
  /// the band above it where the bars reach that far (`uncovered`, `refresh-visible`; Z3).
  @Test func artistHeaderIsCheckedAndReportsPinnedAndTheBarsOverItsCover() {
    // Captured, not recorded as a known issue: a passing `swift test` prints no failure.
    // 20 cases (the README's run takes the default 60): at 8, the row-update events that
    // joined the scripts (W33, W34) left seed 0 without a case that scrolls the cover away.
    let (_, failures) = withReportedFailuresCaptured { checkStrategy(ArtistHeader(), count: 20) }
    let reported = failures.compactMap { failure in
      ["pinned", "uncovered", "refresh-visible"].first { failure.message.contains("artist-header violates \($0)\n") }
    }
    #expect(reported.count == failures.count, "\(failures.map(\.message))")
    #expect(reported.contains("pinned"))
    #expect(reported.contains("uncovered"))
    #expect(reported.contains("refresh-visible"))
    // The bars' findings are robust: the bars are over the scroll view whatever the refresh
    // control's place among its views (Z3, Z4).
    for failure in failures where !failure.message.contains("violates pinned") {
      #expect(failure.message.contains("under the status bar and bars"), "\(failure.message)")
      #expect(failure.message.contains("Provenance: robust"), "\(failure.message)")
    }
  }

  @Test func pinnedAndTheBarsOverTheCoverAreTheOnlyFindings() throws {
    let report = try CatalogService(strategies: [ArtistHeader()]).run(
      RunRequest(strategyIDs: ["artist-header"], invariantIDs: [], count: 8, seed: 1), progress: { _ in })
    let found = report.findings.map(\.invariantID)
    #expect(found.first == "pinned")
    #expect(found.allSatisfy { ["pinned", "uncovered", "refresh-visible"].contains($0) }, "\(found)")
  }
}
