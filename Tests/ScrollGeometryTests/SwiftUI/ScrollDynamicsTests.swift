import Testing

@testable import ScrollGeometry

/// The SwiftUI scroll APIs that act on a release or on the position (U30 to U33).
@Suite("SwiftUI scroll dynamics (U30 to U33)")
struct SwiftUIScrollDynamicsTests {
  struct Targets: View {
    let kind: ScrollTargetKind
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<50) { _ in Color.gray.frame(height: 100) } }
          .scrollTargetLayout()
      }
      .scrollTargetBehavior(AnyTargetBehavior(kind: kind))
    }
  }

  struct AnyTargetBehavior: ScrollTargetBehavior {
    let kind: ScrollTargetKind
    var _kind: ScrollTargetKind { kind }
  }

  @Test func u30PagingRetargetsAFlingOnePageAtMost() throws {
    let host = try Phone.host(Targets(kind: .paging))
    // iPhone 14: visible height 844 − 47 − 34 = 763; the top edge is −47.
    host.drag(by: -100)
    host.fling(velocity: -3000)
    // The natural target 53 + 3 · 499 = 1550 is two pages on; the release moves one page.
    #expect(abs(host.contentOffset.y - 716) <= 1e-6)
    host.drag(by: 50)
    host.release()
    // No velocity: the page nearest the offset (666), the same page.
    #expect(abs(host.contentOffset.y - 716) <= 1e-6)
  }

  @Test func u30UnboundedPagingPassesEveryPageTheFlingCarries() throws {
    func rest(_ settings: [String]) throws -> (CGFloat, [String]) {
      let log = ExerciseLog()
      return try EngineAssumptions.$current.withValue(try EngineAssumptions(settings)) {
        try EngineAssumptions.$log.withValue(log) {
          let host = try Phone.host(Targets(kind: .paging))
          host.drag(by: -100)
          host.fling(velocity: -3000)
          return (host.contentOffset.y, log.exercised)
        }
      }
    }
    // The natural target 1550 is two pages on (page 2 starts at -47 + 2 · 763 = 1479).
    let one = try rest([])
    let unbounded = try rest(["U30=unbounded"])
    #expect(abs(one.0 - 716) <= 1e-6 && one.1.contains("U30"))
    #expect(abs(unbounded.0 - 1479) <= 1e-6 && unbounded.1.contains("U30"))
  }

  @Test func u30ViewAlignedRetargetsToTheTargetNearestTheNaturalOne() throws {
    let host = try Phone.host(Targets(kind: .viewAligned))
    host.drag(by: -100)  // offset 53
    host.fling(velocity: -1000)  // natural 53 + 499 = 552
    // The item whose top (600) sits at the visible top: offset 553.
    #expect(abs(host.contentOffset.y - 553) <= 1e-6)
    #expect(ScrollTargets.releaseTarget(
      .paging, natural: 1550, liftOffset: 53, range: -47...4000, page: 763, topInset: 47, targetTops: []) == 716)
  }

  final class Box {
    var id: Int?
    var position = ScrollPosition(idType: Int.self)
  }

  struct Positioned: View {
    let box: Box
    let byID: Bool
    var body: some View {
      let list = ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<50) { _ in Color.gray.frame(height: 100) } }
          .scrollTargetLayout()
      }
      if byID {
        return list.scrollPosition(id: Binding(get: { box.id }, set: { box.id = $0 }))
      }
      return list.scrollPosition(Binding(get: { box.position }, set: { box.position = $0 }))
    }
  }

  @Test func u31ScrollPositionIDFollowsTheUserAndScrollsWhenSet() throws {
    let box = Box()
    let host = try Phone.host(Positioned(box: box, byID: true))
    #expect(box.id == nil)
    host.drag(by: -250)  // offset 203: the visible area starts at 250, in item 2
    #expect(box.id == 2)
    host.release()
    box.id = 10
    host.redeliverUpdate()  // the app's state change updates the view
    #expect(abs(host.contentOffset.y - (1000 - 47)) <= 1e-6)
    #expect(box.id == 10)
  }

  /// Items identified by their data (U44) under an iOS 17 `scrollPosition(id:)` binding.
  struct AnchoredItems: View {
    let items: [Int]
    let byData: Bool
    let box: Box
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          if byData {
            ForEach(items, id: \.self) { _ in Color.gray.frame(height: 100) }
          } else {
            ForEach(0..<items.count) { _ in Color.gray.frame(height: 100) }
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: Binding(get: { box.id }, set: { box.id = $0 }))
    }
  }

  /// U47: three items inserted above what the user sees. Identified by data, the view the
  /// binding holds (id 5) stays where it was on screen (the offset grows by the 300 points
  /// inserted) and the binding keeps its id; identified by index, the binding's identity 5 is
  /// still the sixth view, at the same place: the offset stays and the user sees other data.
  /// The binding's identities are the `ForEach` ids (U31).
  @Test func u47AScrollPositionKeepsItsViewInPlaceAcrossAnInsertAbove() throws {
    for byData in [true, false] {
      let box = Box()
      let host = try Phone.host(AnchoredItems(items: Array(0..<50), byData: byData, box: box))
      host.drag(by: -553)  // offset 506: the visible top at 553, in item 5
      host.release()
      #expect(box.id == 5)
      let before = host.contentOffset.y
      host.replaceRootView(AnchoredItems(items: [50, 51, 52] + Array(0..<50), byData: byData, box: box))
      #expect(abs(host.contentOffset.y - (byData ? before + 300 : before)) <= 1e-6, "by data \(byData)")
      #expect(box.id == 5)
    }
  }

  @Test func u32ScrollPositionScrollsToAnEdgeAnOffsetAndWritesBackTheUsersPlace() throws {
    let box = Box()
    let host = try Phone.host(Positioned(box: box, byID: false))
    box.position.scrollTo(edge: .bottom)
    host.redeliverUpdate()
    #expect(host.contentOffset.y == host.maximumContentOffsetY)
    box.position.scrollTo(y: 500)
    host.redeliverUpdate()
    #expect(host.contentOffset.y == 500)
    host.drag(by: 150)  // offset 350: the visible area starts at 397, in item 3
    #expect(box.position.isPositionedByUser)
    #expect(box.position.point == nil && box.position.edge == nil)
    #expect(box.position.viewID(type: Int.self) == 3)
    host.release()
    // Asking again for the same offset scrolls again.
    box.position.scrollTo(y: 500)
    host.redeliverUpdate()
    #expect(host.contentOffset.y == 500)
    box.position.scrollTo(y: 100_000)
    host.redeliverUpdate()
    #expect(host.contentOffset.y == host.maximumContentOffsetY)
  }

  @Test func u33AFlingsMomentumIsTheDeceleratingPhase() throws {
    final class Phases { var all: [ScrollPhase] = [] }
    struct Phased: View {
      let phases: Phases
      var body: some View {
        ScrollView { Color.gray.frame(height: 5000) }
          .onScrollPhaseChange { _, new in phases.all.append(new) }
      }
    }
    let phases = Phases()
    let host = try Phone.host(Phased(phases: phases))
    host.drag(by: -50)
    host.fling(velocity: -2000)
    #expect(phases.all == [.interacting, .decelerating, .idle])
    #expect(abs(host.contentOffset.y - (3 + 2 * 499)) <= 1e-6)
    host.drag(by: -20)
    host.release()
    #expect(phases.all == [.interacting, .decelerating, .idle, .interacting, .idle])
  }
}
