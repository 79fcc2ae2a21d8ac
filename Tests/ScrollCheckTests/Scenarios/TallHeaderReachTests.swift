import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// `swiftui-sticky-header.modern` with round 12's mutation M7: the push-back reads the
/// header's place in `.global` space instead of `.scrollView`, under the modern strategy's id
/// (so that a run draws the cases it draws). On a device with a status bar, a header its own
/// section pushes up slides under the status bar by up to the safe area's top.
struct GlobalPushBackModernHeader: StickyHeaderStrategy {
  let id = SwiftUIStickyHeaderModern().id
  let summary = "the modern SwiftUI header with its push-back read in .global space (test)"
  let knownViolations: [KnownViolation] = []

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    SwiftUIStickyHeaderModern().declaration(for: proposal)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> GlobalPushBackModernHeaderView {
    GlobalPushBackModernHeaderView(itemCount: itemCount, baseHeight: baseHeight)
  }
}

/// `ModernStretchyHeaderView` with `.global` in its `visualEffect`.
struct GlobalPushBackModernHeaderView: View {
  let itemCount: Int
  let baseHeight: CGFloat
  @State private var pull: CGFloat = 0

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<itemCount) { index in
            Text("Item \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(Color.white)
              .padding(.horizontal)
          }
        } header: {
          Color.clear
            .frame(height: baseHeight)
            .overlay(alignment: .bottom) {
              Image("picture")
                .resizable()
                .scaledToFill()
                .containerRelativeFrame(.horizontal)
                .frame(height: baseHeight + pull)
                .clipped()
            }
            .visualEffect { content, proxy in
              content.offset(y: max(0, -proxy.frame(in: .global).minY))
            }
            .scrollCheckHeader()
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

/// Round 13: headers as tall as the screen's longer side (`ScenarioGenerator.headerHeights`)
/// bring the default search to mistakes that show only where a header is taller than the
/// area the bars leave.
@Suite("Tall headers: what the default search reaches")
struct TallHeaderReachTests {
  /// Round 12's mutation audit: `pinned` caught M7 at the default 60 cases at seed 1 only
  /// (13 of seeds 1 to 20 with the shorter side's tall headers alone); with headers near the
  /// longer side, 19 of 20. The test asks for four of seeds 1 to 5.
  @Test func aPushBackReadInGlobalSpaceIsCaughtAtTheDefaultCount() throws {
    var caught: [UInt64] = []
    for seed: UInt64 in 1...5 {
      let report = try CatalogService(strategies: [GlobalPushBackModernHeader()]).run(
        RunRequest(strategyIDs: [], invariantIDs: ["pinned"], seed: seed), progress: { _ in })
      if report.unexpected.contains(where: { $0.kind == .newViolation && $0.invariantID == "pinned" }) {
        caught.append(seed)
      }
    }
    #expect(caught.count >= 4, "caught at seeds \(caught)")
  }

  /// The strategy itself holds there: the mutant's findings are its mistake, not the cases'.
  @Test func theModernStrategyHoldsWhereTheMutantIsCaught() throws {
    for seed: UInt64 in 1...2 {
      let report = try CatalogService(strategies: [SwiftUIStickyHeaderModern()]).run(
        RunRequest(strategyIDs: [], invariantIDs: ["pinned"], seed: seed), progress: { _ in })
      #expect(report.matchesExpectations, "seed \(seed)")
    }
  }
}
