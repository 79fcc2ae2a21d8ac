// SwiftUI views outside the hosted scroll view, drawn in the window's order (V3, round 16).
import GeneratorsTesting
import ScrollCheckTesting
import Testing

/// A list with a plain header, and a view outside the `ScrollView` in a `ZStack`: before it
/// (a backdrop, drawn behind the whole scroll view) or after it (a badge, drawn over it).
struct ZStackedListView: View {
  let itemCount: Int
  let badgeOnTop: Bool

  var body: some View {
    ZStack(alignment: .top) {
      if !badgeOnTop { Color.red.frame(height: 120).scrollCheckElement("backdrop") }
      ScrollView {
        VStack(spacing: 0) {
          Color.blue.frame(height: 200).scrollCheckHeader()
          LazyVStack(spacing: 0) {
            ForEach(0..<itemCount) { index in
              Text("Track \(index)").frame(maxWidth: .infinity, minHeight: 56).background(Color.white)
            }
          }
        }
      }
      if badgeOnTop { Color.red.frame(height: 30).scrollCheckElement("badge") }
    }
  }
}

struct ZStackedList: StickyHeaderStrategy {
  let badgeOnTop: Bool
  var id: String { badgeOnTop ? "badge-over-list" : "backdrop-behind-list" }
  let summary = "a list with a view outside its scroll view"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .swiftUIHeader, minimumHeight: 200, maximumHeight: 200, stretches: false)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> ZStackedListView {
    ZStackedListView(itemCount: itemCount, badgeOnTop: badgeOnTop)
  }
}

@Suite("Views outside a SwiftUI scroll view (V3)")
struct WindowViewsDrawingOrderTests {
  func findings(_ strategy: ZStackedList) throws -> [Finding] {
    try CatalogService(strategies: [strategy]).run(
      RunRequest(strategyIDs: [strategy.id], invariantIDs: ["refresh-visible", "uncovered"], count: 60, seed: 1),
      progress: { _ in }
    ).findings
  }

  /// Before round 16 the backdrop was drawn at the content's level, over the refresh control
  /// behind the content (Z4=atBack): "backdrop is drawn over the refresh control's spinner".
  @Test func aBackdropBehindTheScrollViewCoversNothing() throws {
    let found = try findings(ZStackedList(badgeOnTop: false))
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  /// The badge is drawn over the whole scroll view, so it hides the spinner under both of
  /// Z4's places for the control (before round 16: only under Z4=atBack).
  @Test func aBadgeOverTheScrollViewHidesTheSpinnerWhateverZ4() throws {
    let found = try findings(ZStackedList(badgeOnTop: true))
    let refresh = try #require(found.first { $0.invariantID == "refresh-visible" })
    #expect(refresh.message.contains("badge is drawn over the refresh control's spinner"), "\(refresh.message)")
    let provenance = try #require(refresh.provenance)
    #expect(!provenance.trials.contains { $0.setting.hasPrefix("Z4=") && $0.outcome == .gone }, "\(provenance.trials)")
  }
}
