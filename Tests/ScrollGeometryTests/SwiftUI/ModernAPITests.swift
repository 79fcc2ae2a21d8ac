import Testing
@testable import ScrollGeometry

/// U17, U18, U20 to U25, U28: lifecycle, preferences, observable models and the iOS 17/18
/// scroll APIs.
@Suite struct ModernAPITests {
  final class Log { var lines: [String] = [] }

  @Test func u17LazyRowsAppearWhenBuiltAndDisappearWhenScrolledAway() throws {
    struct Listing: View {
      let log: Log
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<40) { index in
              Color.gray.frame(height: 100)
                .onAppear { log.lines.append("appear \(index)") }
                .onDisappear { log.lines.append("disappear \(index)") }
            }
          }
        }
      }
    }
    let log = Log()
    let host = try Phone.host(Listing(log: log))
    // 844 tall from -47: rows 0 to 7 are built.
    #expect(log.lines == (0...7).map { "appear \($0)" })
    log.lines = []
    host.drag(by: -200)
    #expect(log.lines.contains("disappear 0"))
    #expect(log.lines.contains("appear 8") && log.lines.contains("appear 9"))
    #expect(!log.lines.contains("appear 3"))
  }

  @Test func u17ATaskRunsToCompletionWhenTheViewAppears() throws {
    final class Box: @unchecked Sendable { var loaded = false }
    struct Loading: View {
      let box: Box
      var body: some View {
        ScrollView { Color.gray.frame(height: 50) }
          .task { await Task.yield(); box.loaded = true }
      }
    }
    let box = Box()
    _ = try Phone.host(Loading(box: box))
    #expect(box.loaded)
  }

  @Test func u17LaterTaskStateArrivesAtTheNextUpdate() throws {
    struct Loading: View {
      @State private var height: CGFloat = 100
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Color.blue.frame(height: height).scrollCheckHeader()
            Color.gray.frame(height: 2000)
          }
        }
        .task { height = 300 }
      }
    }
    func heights(_ settings: [String]) throws -> (atAppearance: CGFloat, afterAMove: CGFloat, exercised: [String]) {
      let log = ExerciseLog()
      return try EngineAssumptions.$current.withValue(try EngineAssumptions(settings)) {
        try EngineAssumptions.$log.withValue(log) {
          let host = try Phone.host(Loading())
          host.record(.layoutPass(1))  // the frame the view appears in, as the SwiftUI world draws it
          let first = try #require(host.recorder?.trace.observations.last?.element(.swiftUI(name: "header"))).contentFrame.height
          host.drag(by: -10)
          return (first, try #require(host.element(named: "header")).contentFrame.height, log.exercised)
        }
      }
    }
    let same = try heights([])
    let later = try heights(["U17=later"])
    #expect(same.atAppearance == 300 && same.afterAMove == 300)
    #expect(later.atAppearance == 100 && later.afterAMove == 300, "\(later)")
    #expect(same.exercised.contains("U17") && later.exercised.contains("U17"))
  }

  struct MinYKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  @Test func u18APreferenceFromAReaderReachesOnPreferenceChangeOnEveryMove() throws {
    struct Offsetting: View {
      @State private var minY: CGFloat = 0
      var body: some View {
        ScrollView {
          VStack {
            GeometryReader { geo in
              Color.clear.preference(key: MinYKey.self, value: geo.frame(in: .named("scroll")).minY)
            }
            .frame(height: 0)
            Color.gray.frame(height: 2000)
              .frame(height: 2000 + max(0, minY))
              .scrollCheckElement("body")
          }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(MinYKey.self) { minY = $0 }
      }
    }
    let host = try Phone.host(Offsetting())
    #expect(close(try #require(host.element(named: "body")).contentFrame.height, 2000))
    host.drag(by: 100)
    let pull = RubberBand.offset(forDragDistance: 100, dimension: 844)
    // Same frame: the action ran and the state's second pass laid the stretch out.
    #expect(close(try #require(host.element(named: "body")).contentFrame.height, 2000 + pull))
  }

  @Test func u18SiblingsAreReducedAndAnInnerValueIsReplaced() throws {
    final class Box { var values: [CGFloat] = [] }
    struct Summing: View {
      let box: Box
      var body: some View {
        ScrollView {
          VStack {
            Color.red.frame(height: 10).preference(key: MinYKey.self, value: 2)
            Color.red.frame(height: 10).preference(key: MinYKey.self, value: 3)
              .preference(key: MinYKey.self, value: 5)
          }
          .onPreferenceChange(MinYKey.self) { box.values.append($0) }
        }
      }
    }
    let box = Box()
    _ = try Phone.host(Summing(box: box))
    #expect(box.values == [7])
  }

  @Test func u19AnAnchorResolvesInTheReadersSpace() throws {
    struct BoundsKey: PreferenceKey {
      static var defaultValue: Anchor<CGRect>? { nil }
      static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }
    // Resolution itself: an anchor at a window rect, read by a proxy elsewhere.
    let proxy = GeometryProxy(
      size: CGSize(width: 100, height: 100), globalFrame: CGRect(x: 10, y: 20, width: 100, height: 100),
      scrollViewOrigin: nil, namedOrigins: [:])
    let anchor = Anchor<CGRect>(value: CGRect(x: 15, y: 50, width: 30, height: 40))
    #expect(proxy[anchor] == CGRect(x: 5, y: 30, width: 30, height: 40))
  }

  @Test func u20AVisualEffectReadsTheViewsOwnFrameAndMovesOnlyItsDrawing() throws {
    struct Stretchy: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Color.blue.frame(height: 200)
              .visualEffect { content, proxy in
                let minY = proxy.frame(in: .scrollView).minY
                return content.scaleEffect(x: 1, y: (200 + max(0, minY)) / 200, anchor: .bottom)
              }
              .scrollCheckHeader()
            Color.gray.frame(height: 2000)
          }
        }
      }
    }
    let host = try Phone.host(Stretchy())
    #expect(close(try #require(host.element(named: "header")).screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200)))
    host.drag(by: 100)
    let pull = RubberBand.offset(forDragDistance: 100, dimension: 844)
    let header = try #require(host.element(named: "header"))
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 200 + pull)))
    #expect(close(header.contentFrame.height, 200))
  }

  @Test func u21AContainerRelativeFrameIsTheScrollViewsSizeLessItsSafeArea() throws {
    struct Paged: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            Color.gray.containerRelativeFrame(.vertical)
            Color.gray.containerRelativeFrame(.vertical, count: 3, span: 2, spacing: 10)
          }
        }
      }
    }
    let host = try Phone.host(Paged())
    #expect(close(try #require(host.element(named: "item 0")).contentFrame.height, 844 - 47 - 34))
    #expect(close(try #require(host.element(named: "item 1")).contentFrame.height, (763 - 20) / 3 * 2 + 10))
  }

  @Test func u22ScrollGeometryChangesReachTheActionButNotTheFirstValue() throws {
    final class Box { var changes: [CGFloat] = [] }
    struct Observing: View {
      let box: Box
      var body: some View {
        ScrollView { Color.gray.frame(height: 3000) }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y + $0.contentInsets.top } action: { _, new in
            box.changes.append(new)
          }
      }
    }
    let box = Box()
    let host = try Phone.host(Observing(box: box))
    #expect(box.changes.isEmpty)
    host.drag(by: -30)
    #expect(box.changes == [30])
    #expect(host.scrollGeometry.visibleRect == CGRect(x: 0, y: 30, width: 390, height: 763))
  }

  @Test func u23PhasesFollowTheFingerAndTheBounce() throws {
    final class Box { var phases: [ScrollPhase] = [] }
    struct Phased: View {
      let box: Box
      var body: some View {
        ScrollView { Color.gray.frame(height: 3000) }
          .onScrollPhaseChange { _, new in box.phases.append(new) }
      }
    }
    let box = Box()
    let host = try Phone.host(Phased(box: box))
    host.drag(by: 50)
    host.release()
    #expect(box.phases == [.interacting, .decelerating, .idle])
    host.drag(by: -20)
    host.release()
    #expect(box.phases == [.interacting, .decelerating, .idle, .interacting, .idle])
  }

  @Test func u24ContentMarginsAddToTheInsets() throws {
    struct Margined: View {
      var body: some View {
        ScrollView { Color.gray.frame(height: 3000) }
          .contentMargins(.top, 20, for: .scrollContent)
          .contentMargins(.vertical, 5, for: .scrollIndicators)
          .scrollClipDisabled()
      }
    }
    let host = try Phone.host(Margined())
    #expect(host.contentInset.top == 20)
    #expect(host.adjustedContentInset.top == 67)
    #expect(host.contentOffset.y == -67)
  }

  /// Apple's example: `.contentMargins(.horizontal, 20.0)` insets the content "by the safe area
  /// plus an additional 20 points on the leading and trailing edge"; `.scrollIndicators`
  /// margins move no content; `.all` by default, and margins set on an ancestor reach the
  /// scroll view inside (U24).
  @Test func u24HorizontalMarginsInsetTheContentLikeApplesExample() throws {
    struct Margined: View {
      var body: some View {
        VStack {
          ScrollView {
            Color.gray.frame(maxWidth: .infinity).frame(height: 3000).scrollCheckElement("content")
          }
          .contentMargins(.vertical, 9, for: .scrollIndicators)
        }
        .contentMargins(.horizontal, 20.0)
      }
    }
    let host = try Phone.host(Margined())
    let content = try #require(host.element(named: "content"))
    #expect(close(content.contentFrame.minX, 20))
    #expect(close(content.contentFrame.width, 390 - 40))
    #expect(host.contentInset == .zero)
    #expect(host.adjustedContentInset.top == 47)
    // A landscape phone: the safe area's sides plus the margins.
    let landscape = try Phone.host(
      Margined(), frame: CGRect(x: 0, y: 0, width: 844, height: 390),
      safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let wide = try #require(landscape.element(named: "content"))
    #expect(close(wide.contentFrame.minX, 47 + 20))
    #expect(close(wide.contentFrame.width, 844 - 94 - 40))
  }

  @Test func u24AllEdgesByDefaultAndTheSystemLengthWhenNil() throws {
    struct Margined: View {
      var body: some View {
        ScrollView {
          Color.gray.frame(maxWidth: .infinity).frame(height: 3000).scrollCheckElement("content")
        }
        .contentMargins(.all, nil)
      }
    }
    let host = try Phone.host(Margined())
    let content = try #require(host.element(named: "content"))
    #expect(close(content.contentFrame.minX, 16))
    #expect(close(content.contentFrame.width, 390 - 32))
    #expect(host.contentInset == UIEdgeInsets(top: 16, left: 0, bottom: 16, right: 0))
  }

  @Test func u25PagingAndViewAlignedTargets() {
    let range: ClosedRange<CGFloat> = -47...2000
    #expect(ScrollTargets.restingOffset(.paging, offset: 400, range: range, page: 763, topInset: 47, targetTops: []) == 716)
    #expect(ScrollTargets.restingOffset(.paging, offset: 300, range: range, page: 763, topInset: 47, targetTops: []) == -47)
    #expect(
      ScrollTargets.restingOffset(.viewAligned, offset: 130, range: range, page: 763, topInset: 47, targetTops: [0, 100, 200])
        == 153)
    #expect(ScrollTargets.restingOffset(.paging, offset: 1990, range: range, page: 763, topInset: 47, targetTops: []) == 2000)
  }

  @Test func u25TheHostKnowsItsTargets() throws {
    struct Aligned: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) { ForEach(0..<50) { _ in Color.gray.frame(height: 100) } }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
      }
    }
    let host = try Phone.host(Aligned())
    host.drag(by: -140)
    #expect(host.scrollTargetOffsetY() == 53)
  }

  @Test func u3ABindingWritesTheParentsStateAndUpdatesIt() throws {
    struct Child: View {
      @Binding var height: CGFloat
      var body: some View {
        GeometryReader { geo in
          Color.blue.onChange(of: geo.frame(in: .scrollView).minY) { _, minY in height = 100 + max(0, minY) }
        }
        .frame(height: 10)
      }
    }
    struct Parent: View {
      @State private var height: CGFloat = 100
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Child(height: $height)
            Color.gray.frame(height: height).scrollCheckElement("grown")
            Color.gray.frame(height: 2000)
          }
        }
      }
    }
    let host = try Phone.host(Parent())
    host.drag(by: 100)
    let pull = RubberBand.offset(forDragDistance: 100, dimension: 844)
    #expect(close(try #require(host.element(named: "grown")).contentFrame.height, 100 + pull))
  }

  @Test func u28ChangingAnObservableModelUpdatesTheView() throws {
    let model = HeaderModel()
    struct Observed: View {
      let model: HeaderModel
      var body: some View {
        ScrollView { Color.blue.frame(height: model.height).scrollCheckHeader() }
      }
    }
    let host = try Phone.host(Observed(model: model))
    #expect(close(try #require(host.element(named: "header")).screenFrame.height, 100))
    model.height = 180
    host.updateIfNeeded()
    #expect(close(try #require(host.element(named: "header")).screenFrame.height, 180))
  }
}

