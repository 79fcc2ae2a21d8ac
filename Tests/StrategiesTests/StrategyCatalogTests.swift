import ScrollGeometry
import Testing

@testable import Strategies

@Suite("StrategyCatalog")
struct StrategyCatalogTests {
  static let expected: [(id: String, family: StrategyFamily)] = [
    ("stretchy-table-header.published", .tableHeader),
    ("stretchy-table-header.fixed", .tableHeader),
    ("swiftui-sticky-header.published", .swiftUIHeader),
    ("swiftui-sticky-header.fixed", .swiftUIHeader),
    ("swiftui-sticky-header.modern", .swiftUIHeader),
    ("self-sizing-header.published", .selfSizingHeader),
    ("self-sizing-header.missing-bottom-constraint", .selfSizingHeader),
    ("self-sizing-header.single-line-label", .selfSizingHeader),
    ("self-sizing-header.no-reassign", .selfSizingHeader),
    ("self-sizing-header.measured-early", .selfSizingHeader),
    ("self-sizing-header.unguarded-reassign", .selfSizingHeader),
    ("non-floating-sections.published", .nonFloatingSections),
    ("non-floating-sections.fixed", .nonFloatingSections),
  ]

  @Test func theIdentifiersAreExactlyTheIssuesInOrder() {
    #expect(StrategyCatalog.all.map(\.id) == Self.expected.map(\.id))
  }

  @Test func eachStrategyHasItsFamily() {
    for (strategy, expected) in zip(StrategyCatalog.all, Self.expected) {
      #expect(strategy.family == expected.family, "\(strategy.id)")
      #expect(strategy.declaration(for: HeaderHeights(minimum: 50, maximum: 200)).family == expected.family)
    }
  }

  @Test func eachStrategyHasASummaryOfItsOwn() {
    let summaries = StrategyCatalog.all.map(\.summary)
    for (id, summary) in zip(StrategyCatalog.all.map(\.id), summaries) {
      #expect(!summary.trimmingCharacters(in: .whitespaces).isEmpty, "\(id)")
      #expect(!summary.contains("\n"), "\(id): one line")
    }
    #expect(Set(summaries).count == summaries.count)
  }

  @Test func eachStrategyConformsToItsFamilysProtocol() {
    for strategy in StrategyCatalog.all {
      switch strategy.family {
      case .tableHeader: #expect(strategy is any StretchyTableHeaderStrategy, "\(strategy.id)")
      case .swiftUIHeader: #expect(strategy is any StickyHeaderStrategy, "\(strategy.id)")
      case .selfSizingHeader: #expect(strategy is any SelfSizingHeaderStrategy, "\(strategy.id)")
      case .nonFloatingSections: #expect(strategy is any NonFloatingSectionsStrategy, "\(strategy.id)")
      case .insetHeader: #expect(strategy is any InsetHeaderStrategy, "\(strategy.id)")
      }
    }
  }

  @Test func lookupByIdentifierFindsEachAndNothingElse() {
    for strategy in StrategyCatalog.all {
      #expect(StrategyCatalog.strategy(withID: strategy.id)?.id == strategy.id)
    }
    #expect(StrategyCatalog.strategy(withID: "stretchy-table-header") == nil)
    #expect(StrategyCatalog.strategy(withID: "") == nil)
  }
}
