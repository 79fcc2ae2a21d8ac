import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// A SwiftUI header that shows the scenario's text under its picture, as an app passes its
/// title into the view: the header is as tall as the picture and the wrapped text.
struct TitledStickyHeader: StickyHeaderStrategy {
  let id = "test.swiftui-titled-header"
  let summary = "a header showing the scenario's text"
  let knownViolations: [KnownViolation] = []
  let showsHeaderText = true

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: false, spacingBelowHeader: 8)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> TitledHeaderView {
    makeView(itemCount: itemCount, baseHeight: baseHeight, headerText: "")
  }

  func makeView(itemCount: Int, baseHeight: CGFloat, headerText: String) -> TitledHeaderView {
    TitledHeaderView(itemCount: itemCount, baseHeight: baseHeight, title: headerText)
  }
}

struct TitledHeaderView: View {
  let itemCount: Int
  let baseHeight: CGFloat
  let title: String

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<itemCount) { index in
            Text("Item \(index)").frame(maxWidth: .infinity, minHeight: 60)
          }
        } header: {
          VStack(spacing: 0) {
            Color.blue.frame(height: baseHeight)
            Text(title)
          }
          .scrollCheckHeader()
        }
      }
    }
  }
}

/// The app's content events in the SwiftUI world (U40, U41).
@Suite struct SwiftUIContentEventTests {
  func world(_ strategy: some StickyHeaderStrategy, script: [GestureEvent] = []) throws -> (World, WorldDriver) {
    let scenario = ScenarioSamples.simple(script: script)
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    let twin = { () -> World in (try? CaseRunner.makeWorld(strategy, scenario)) ?? world }
    return (world, WorldDriver(world: world, script: script, makeTwin: twin))
  }

  func headerHeight(_ world: World) throws -> CGFloat {
    let observation = world.scrollView.observe(.marker("x"))
    return try #require(observation.element(.swiftUI(name: "header"))).contentFrame.height
  }

  /// The view is built with the scenario's text; `set-header-text` passes the new text to the
  /// view, which SwiftUI evaluates again with its state kept: the text re-wraps and the
  /// header takes its new height at once.
  @Test func u40TheHeadersTextChangesAtRuntimeAndReWraps() throws {
    let (world, driver) = try world(TitledStickyHeader())
    // "A long header title that should wrap onto multiple lines." (57 characters, 9 points
    // each, U6) wraps on a 390-point iPhone 12 to two lines of 22 points.
    let before = try headerHeight(world)
    #expect(abs(before - (200 + 44)) < 0.01)
    driver.perform(.setHeaderText("Short"))
    #expect(abs(try headerHeight(world) - (200 + 22)) < 0.01)
    driver.perform(.setHeaderText(String(repeating: "w", count: 120)))
    #expect(abs(try headerHeight(world) - (200 + 3 * 22)) < 0.01)
  }

  /// A strategy that shows no text (the seed's port) is unchanged by the event.
  @Test func u40AHeaderWithoutTextIsUnchanged() throws {
    let (world, driver) = try world(SwiftUIStickyHeaderFixed())
    let before = world.scrollView.observe(.marker("a")).element(.swiftUI(name: "header"))
    driver.perform(.setHeaderText("Short"))
    #expect(world.scrollView.observe(.marker("b")).element(.swiftUI(name: "header"))?.screenFrame == before?.screenFrame)
  }
  /// `change-content-inset` reaches the SwiftUI world as the app's `contentMargins` for the
  /// scroll content: the hosting view's insets grow by the app's share and shrink back, never
  /// below zero; the offset kept in range stays (S11).
  @Test func u41AnInsetChangeIsTheAppsContentMargins() throws {
    let (world, driver) = try world(SwiftUIStickyHeaderModern())
    let scrollView = world.scrollView
    let top = scrollView.adjustedContentInset.top
    let bottom = scrollView.adjustedContentInset.bottom
    driver.perform(.changeContentInset(top: 0, bottom: 60))
    #expect(scrollView.contentInset.bottom == 60)
    #expect(scrollView.adjustedContentInset.bottom == bottom + 60)
    #expect(scrollView.adjustedContentInset.top == top)
    driver.perform(.changeContentInset(top: 44, bottom: -100))
    #expect(scrollView.contentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    driver.perform(.changeContentInset(top: -44, bottom: 0))
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.adjustedContentInset.top == top)
  }
  /// Dynamic Type in the SwiftUI world: every `Text` re-measures at the new body size (the
  /// HIG's 17 points at `.large`, 53 at the largest accessibility size): the titled header's
  /// two lines grow, and so do the items, whose text outgrows their 60-point minimum.
  @Test func u43TextReMeasuresWhenTheTextSizeChanges() throws {
    let (world, _) = try world(TitledStickyHeader())
    let swiftUI = try #require(world as? SwiftUIWorld)
    let content = world.scrollView.contentSize.height
    #expect(abs(try headerHeight(world) - (200 + 44)) < 0.01)
    let scale: CGFloat = 53 / 17
    swiftUI.applyTextScale(scale)
    // 57 characters of 9 x scale points wrap on 390 points to five lines.
    let lines = (57 * 9 * scale / 390).rounded(.up)
    #expect(abs(try headerHeight(world) - (200 + lines * 22 * scale)) < 0.01)
    let item = try #require(world.scrollView.observe(.marker("y")).element(.swiftUI(name: "item 0")))
    #expect(abs(item.contentFrame.height - 22 * scale) < 0.01)
    #expect(world.scrollView.contentSize.height > content)
    // Back to the default size: as before.
    swiftUI.applyTextScale(1)
    #expect(abs(try headerHeight(world) - (200 + 44)) < 0.01)
    #expect(abs(world.scrollView.contentSize.height - content) < 0.01)
  }
}
