import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// What a test view's rows did, in order (`appear 3`, `disappear 3`...).
final class RowLog: @unchecked Sendable {
  var entries: [String] = []
}

/// A SwiftUI header over the app's items, written either way an app writes its list: by the
/// data's ids (`ForEach(items, id: \.self)`, U44) or by index (`ForEach(0..<items.count)`,
/// U42). Each row logs its appearances with the data it shows.
struct ItemListStrategy: StickyHeaderStrategy {
  let id: String
  let summary = "rows that log their appearances"
  let knownViolations: [KnownViolation] = []
  let identifiesItems: Bool
  let log: RowLog

  init(identified: Bool, log: RowLog = RowLog()) {
    identifiesItems = identified
    id = identified ? "test.swiftui-identified-items" : "test.swiftui-indexed-items"
    self.log = log
  }

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: false, spacingBelowHeader: 8)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> ItemListView {
    ItemListView(items: Array(0..<itemCount), identified: false, baseHeight: baseHeight, log: log)
  }

  func makeView(items: [Int], baseHeight: CGFloat, headerText: String) -> ItemListView {
    identifiesItems
      ? ItemListView(items: items, identified: true, baseHeight: baseHeight, log: log)
      : makeView(itemCount: items.count, baseHeight: baseHeight)
  }
}

struct ItemListView: View {
  let items: [Int]
  let identified: Bool
  let baseHeight: CGFloat
  let log: RowLog

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          if identified {
            ForEach(items, id: \.self) { item in row(item) }
          } else {
            ForEach(0..<items.count) { index in row(index) }
          }
        } header: {
          Color.blue.frame(height: baseHeight).scrollCheckHeader()
        }
      }
    }
  }

  func row(_ item: Int) -> some View {
    Text("Item \(item)")
      .frame(maxWidth: .infinity, minHeight: 60)
      .onAppear { log.entries.append("appear \(item)") }
      .onDisappear { log.entries.append("disappear \(item)") }
  }
}

/// Items identified by their data or by their index (U42, U44), a row's own height change
/// (U45), and a push over the view and back (U46).
@Suite struct SwiftUIItemIdentityTests {
  func world(_ strategy: ItemListStrategy, _ scenario: Scenario = ScenarioSamples.simple()) throws -> (SwiftUIWorld, WorldDriver) {
    let world = try CaseRunner.makeWorld(strategy, scenario)
    world.appear()
    let twin = { () -> World in (try? CaseRunner.makeWorld(strategy, scenario)) ?? world }
    let swiftUI = try #require(world as? SwiftUIWorld)
    return (swiftUI, WorldDriver(world: world, script: [], makeTwin: twin))
  }

  func appeared(_ log: RowLog) -> [String] { log.entries.filter { $0.hasPrefix("appear") } }

  func height(_ world: World, _ name: String) -> CGFloat? {
    world.scrollView.observe(.marker(name)).element(.swiftUI(name: name))?.contentFrame.height
  }

  /// An insert at the top: a view identified by its data shows the new item where it was
  /// inserted and the others keep their identities, so only the new row appears; a
  /// `ForEach(0..<n)` view keeps its rows on screen at their indices (they now show other data)
  /// and its new identity, `n`, is at the bottom, off screen: no row appears.
  @Test func u44AnInsertAboveKeepsTheOtherItemsIdentitiesOnlyWhenIdentifiedByData() throws {
    for identified in [true, false] {
      let log = RowLog()
      let (world, driver) = try world(ItemListStrategy(identified: identified, log: log))
      #expect(log.entries.contains("appear 0"))
      log.entries = []
      driver.perform(.insertRowsAt(section: 0, row: 0, heights: [44], animated: false))
      #expect(world.itemIDs.prefix(3) == [20, 0, 1])
      #expect(world.itemCount == 21)
      // (The identified view's last row on screen is pushed off the bottom: it disappears.)
      #expect(appeared(log) == (identified ? ["appear 20"] : []), "identified \(identified): \(log.entries)")
      #expect(identified || log.entries.isEmpty)
      // A delete at the top: the identified view loses the new row (it disappears, and the
      // row below the screen comes back); the index view loses identity 20, off screen.
      log.entries = []
      driver.perform(.deleteRowsAt(section: 0, row: 0, count: 1, animated: false))
      #expect(world.itemIDs == Array(0..<20))
      #expect(log.entries.filter { $0.hasPrefix("disappear") } == (identified ? ["disappear 20"] : []), "identified \(identified): \(log.entries)")
      #expect(identified || log.entries.isEmpty)
    }
  }

  /// `change-row-height` in the SwiftUI world: the row's own state makes it taller by the
  /// delta (its content grows below), SwiftUI lays the stack out again, the rows below move
  /// down, and it never shrinks below its view alone. The state belongs to the row's
  /// identity: after an insert above it, it follows the item in a view identified by data
  /// and stays at the index in a `ForEach(0..<n)` view. A delete of the item drops it.
  @Test func u45ARowsHeightChangeIsItsOwnStateKeptByItsIdentity() throws {
    for identified in [true, false] {
      let (world, driver) = try world(ItemListStrategy(identified: identified))
      let content = world.scrollView.contentSize.height
      #expect(height(world, "item 1") == 60)
      driver.perform(.changeRowHeight(section: 0, row: 1, delta: 40))
      #expect(height(world, "item 1") == 100)
      #expect(abs(world.scrollView.contentSize.height - (content + 40)) < 0.01)
      let item2 = try #require(world.scrollView.observe(.marker("m")).element(.swiftUI(name: "item 2")))
      let item1 = try #require(world.scrollView.observe(.marker("m")).element(.swiftUI(name: "item 1")))
      #expect(abs(item2.contentFrame.minY - (item1.contentFrame.maxY + 8)) < 0.01)
      // The added height is drawn (the detail the row shows), not an empty band.
      // (screenFrame is in the scroll view's coordinates: the content's less the offset.)
      #expect(abs(item1.screenFrame.maxY - (item1.contentFrame.maxY - world.scrollView.contentOffset.y)) < 0.01)
      #expect(abs(item1.screenFrame.width - item1.contentFrame.width) < 0.01)
      // Shrinking past its view alone stops at the view's height.
      driver.perform(.changeRowHeight(section: 0, row: 1, delta: -100))
      #expect(height(world, "item 1") == 60)
      driver.perform(.changeRowHeight(section: 0, row: 1, delta: 30))
      driver.perform(.insertRowsAt(section: 0, row: 0, heights: [44], animated: false))
      #expect(height(world, "item 1") == (identified ? 60 : 90), "identified \(identified)")
      #expect(height(world, "item 2") == (identified ? 90 : 60), "identified \(identified)")
      // Deleting the taller item (index 2 identified, the index 1 of the index view drops
      // the last identity, 20) : the identified view loses the state with its item.
      driver.perform(.deleteRowsAt(section: 0, row: identified ? 2 : 20, count: 1, animated: false))
      #expect(abs(world.scrollView.contentSize.height - (content + (identified ? 0 : 30))) < 0.01)
    }
  }

  /// Push and pop (`pushAndPop`) and a tab switched away and back: every row on screen
  /// disappears at the push and appears again at the pop, in that order, and the scroll
  /// position is kept.
  @Test func u46APushOverTheViewAndBackDisappearsAndAppearsItsRowsAtTheSameOffset() throws {
    let log = RowLog()
    let (world, driver) = try world(ItemListStrategy(identified: true, log: log))
    driver.perform(.setContentOffset(y: 300, animated: false))
    let offset = world.scrollView.contentOffset.y
    let visible = log.entries.filter { $0.hasPrefix("appear") }.count - log.entries.filter { $0.hasPrefix("disappear") }.count
    #expect(visible > 3)
    log.entries = []
    driver.perform(.pushAndPop)
    #expect(world.scrollView.contentOffset.y == offset)
    let disappeared = log.entries.prefix { $0.hasPrefix("disappear") }
    #expect(disappeared.count == visible)
    #expect(Array(log.entries.dropFirst(visible)) == disappeared.map { $0.replacingOccurrences(of: "disappear", with: "appear") })
  }
}
