import Testing
@testable import ScrollGeometry

@Suite struct HostingScrollViewTests {
  @Test func u1ContentRestsInsideTheSafeArea() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    #expect(host.contentOffset.y == -47)
    #expect(host.adjustedContentInset.top == 47)
    let header = try #require(host.element(named: "header"))
    // padding 16 inside the safe area 47
    #expect(close(header.contentFrame, CGRect(x: 16, y: 16, width: 358, height: 200)))
    #expect(close(header.screenFrame.minY, 63))
    // 101 rows of 60 with spacing 8 below a 200 header, padded 16 above and below.
    let expectedHeight: CGFloat = 16 + 200 + 101 * (8 + 60) + 16
    #expect(close(host.contentSize.height, expectedHeight))
  }

  @Test func u2BouncesEvenWithOneRow() throws {
    struct OneRow: View {
      var body: some View {
        ScrollView { LazyVStack { Color.gray.frame(height: 60) } }
      }
    }
    let host = try Phone.host(OneRow())
    host.drag(by: 100)
    #expect(host.contentOffset.y < -47 - 10)
    let row = try #require(host.element(named: "item 0"))
    #expect(close(row.screenFrame.minY, 47 + RubberBand.offset(forDragDistance: 100, dimension: 844)))
  }

  @Test func u2BasedOnSizeDoesNotBounceShortContent() throws {
    struct OneRow: View {
      var body: some View {
        ScrollView { LazyVStack { Color.gray.frame(height: 60) } }
          .scrollBounceBehavior(.basedOnSize)
      }
    }
    let host = try Phone.host(OneRow())
    host.drag(by: 100)
    #expect(host.contentOffset.y == -47)
  }

  @Test func u5HeaderPinsToTheTopOfTheSafeAreaWhenScrolledUp() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    host.drag(by: -300)
    #expect(host.contentOffset.y == 253)
    let header = try #require(host.element(named: "header"))
    // Pinned at the safe-area top: content y = offset + 47.
    #expect(close(header.contentFrame.minY, 300))
    #expect(close(header.screenFrame.minY, 47))
    // Rows scroll under it.
    let row = try #require(host.element(named: "item 2"))
    #expect(close(row.screenFrame.minY, 224 + 2 * 68 - 253))
  }

  @Test func u5HeaderFollowsTheContentDuringATopBounce() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    host.drag(by: 150)
    let pull = RubberBand.offset(forDragDistance: 150, dimension: 844)
    #expect(close(host.contentOffset.y, -47 - pull))
    let header = try #require(host.element(named: "header"))
    #expect(close(header.contentFrame.minY, 16))
    #expect(close(header.screenFrame.minY, 63 + pull))
  }

  @Test func u5NextSectionPushesThePinnedHeaderOff() throws {
    struct TwoSections: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            Section { ForEach(0..<3) { _ in Color.blue.frame(height: 100) } } header: {
              Color.red.frame(height: 50)
            }
            Section { ForEach(0..<20) { _ in Color.blue.frame(height: 100) } } header: {
              Color.red.frame(height: 50)
            }
          }
        }
      }
    }
    let host = try Phone.host(TwoSections(), safeArea: .zero)
    // Section 0 spans 0..<350. At offset 320 its header would pin at 320 but is pushed to 300.
    host.drag(by: -320)
    let first = try #require(host.element(named: "header"))
    #expect(close(first.contentFrame.minY, 300))
    let second = try #require(host.element(named: "header 1"))
    #expect(close(second.contentFrame.minY, 350))
    host.drag(by: -100)
    #expect(host.element(named: "header") == nil)
    #expect(close(try #require(host.element(named: "header 1")).contentFrame.minY, 420))
  }

  @Test func u8GlobalMinYOfARubberBandPull() throws {
    let log = GeometryLog()
    let host = try Phone.host(ReaderView(log: log), frame: CGRect(x: 0, y: 100, width: 390, height: 744))
    host.drag(by: 80)
    let pull = RubberBand.offset(forDragDistance: 80, dimension: 744)
    let proxy = try #require(log.last)
    // window: 100 above the scroll view + 47 safe area + 16 padding + the pull
    #expect(close(proxy.frame(in: .global).minY, 100 + 47 + 16 + pull))
    #expect(close(proxy.frame(in: .scrollView).minY, 16 + pull))
    #expect(close(proxy.frame(in: .named("scroll")).minY, 16 + pull))
  }

  @Test func u8HostStartsTheScrollViewSpaceUnderTheStatusBar() throws {
    func minY(_ settings: [String]) throws -> (scrollView: CGFloat, global: CGFloat, exercised: [String]) {
      let log = ExerciseLog()
      let geometry = GeometryLog()
      return try EngineAssumptions.$current.withValue(try EngineAssumptions(settings)) {
        try EngineAssumptions.$log.withValue(log) {
          _ = try Phone.host(ReaderView(log: geometry))
          let proxy = try #require(geometry.last)
          return (proxy.frame(in: .scrollView).minY, proxy.frame(in: .global).minY, log.exercised)
        }
      }
    }
    let safe = try minY([])
    let host = try minY(["U8=host"])
    // At rest: 16 of padding below the 47-point safe area; under `host` the space starts at
    // the hosting view's top, so the reader reads the safe area too. `.global` is the same.
    #expect(close(safe.scrollView, 16) && close(host.scrollView, 47 + 16))
    #expect(close(safe.global, host.global))
    #expect(safe.exercised.contains("U8") && host.exercised.contains("U8"))
  }

  @Test func u10TraceRecordsEveryStepWithSwiftUIFrames() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    host.drag(by: 40)
    host.drag(by: 40)
    host.release()
    let observations = host.recorder!.trace.observations
    #expect(observations.count >= 4)
    #expect(observations.allSatisfy { $0.element(.swiftUI(name: "header")) != nil })
    #expect(observations.contains { if case .animationFrame = $0.cause { true } else { false } })
    #expect(close(host.contentOffset.y, -47))
  }

  @Test func u11SeedScalesAfterAReleaseBecauseGlobalMinYIsNotZeroAtRest() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    host.drag(by: 100)
    host.release()
    let header = try #require(host.element(named: "header"))
    // At rest the header's global minY is 47 + 16 = 63, so the seed keeps scale 1 + 63/200.
    #expect(close(header.scale, 1 + 63 / 200))
    #expect(close(header.screenFrame, CGRect(x: 16, y: 63, width: 358, height: 200)))
  }

  @Test func u11RedeliveredUpdateChangesNothing() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    host.drag(by: 60)
    let before = host.observe(.redeliver)
    let actions = host.onChangeActionCount
    host.redeliverUpdate()
    let after = host.observe(.redeliver)
    #expect(before == after)
    #expect(host.onChangeActionCount == actions)
  }

  @Test func u11UpdatesThatNeverSettleAreBounded() throws {
    struct Runaway: View {
      @State private var n = 0
      var body: some View {
        ScrollView {
          LazyVStack {
            Section { Text("row") } header: {
              GeometryReader { geo in
                Color.red
                  .onChange(of: geo.frame(in: .global).minY) { _ in n += 1 }
                  .onChange(of: n) { value in n = value + 1 }
              }
              .frame(height: 100)
            }
          }
        }
      }
    }
    let host = try Phone.host(Runaway())
    host.drag(by: 10)
    let events = host.recorder!.trace.events.map(\.event)
    #expect(events.contains(.layoutPassBoundHit(passes: host.maximumUpdatePasses)))
  }

  @Test func u12RotationKeepsARestingViewAtItsTop() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    try host.changeSize(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(host.contentOffset.y == 0)
    let header = try #require(host.element(named: "header"))
    #expect(close(header.contentFrame, CGRect(x: 47 + 16, y: 16, width: 844 - 94 - 32, height: 200)))
    #expect(host.recorder!.trace.observations.last?.cause == .sizeChange)
  }

  @Test func u12BadGeometryIsAClearError() {
    #expect(throws: SwiftUIModelError.self) {
      try HostingScrollView(
        rootView: SeedStretchyHeaderView(), frame: CGRect(x: 0, y: 0, width: -1, height: 10))
    }
    struct NotAScrollView: View {
      var body: some View { Text("hello") }
    }
    #expect(throws: SwiftUIModelError.self) {
      try HostingScrollView(rootView: NotAScrollView(), frame: Phone.frame)
    }
  }
}

/// A header that logs its `GeometryReader` proxy on every update.
struct ReaderView: View {
  let log: GeometryLog
  var body: some View {
    ScrollView {
      LazyVStack(pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<3) { _ in Color.gray.frame(height: 60) }
        } header: {
          GeometryReader { geo in
            let _ = log.proxies.append(geo)
            Color.red
          }
          .frame(height: 100)
        }
      }
      .padding()
    }
    .coordinateSpace(name: "scroll")
  }
}
