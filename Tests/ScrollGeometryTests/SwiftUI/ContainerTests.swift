import Testing
@testable import ScrollGeometry

/// U14 to U16, U19: roots other than a scroll view, named elements, the safe area.
@Suite struct ContainerTests {
  struct Rows: View {
    var body: some View {
      LazyVStack(spacing: 0) { ForEach(0..<30) { _ in Color.gray.frame(height: 50) } }
    }
  }

  @Test func u14AMarkedViewIsTheHeaderWhereverItIs() throws {
    struct Overlaid: View {
      var body: some View {
        ZStack(alignment: .top) {
          ScrollView { Rows().padding(.top, 120) }
          Color.blue.frame(height: 120).scrollCheckHeader()
        }
      }
    }
    let host = try Phone.host(Overlaid())
    let header = try #require(host.element(named: "header"))
    // Above the scroll view, at the top of the safe area, in the scroll view's coordinates.
    #expect(close(header.screenFrame, CGRect(x: 0, y: 47, width: 390, height: 120)))
    #expect(close(host.frame, Phone.frame))
    host.drag(by: -100)
    #expect(close(try #require(host.element(named: "header")).screenFrame.minY, 47))
  }

  @Test func u14AMarkedHeaderRenamesTheStacksSectionHeaders() throws {
    struct Marked: View {
      var body: some View {
        ScrollView {
          LazyVStack(pinnedViews: [.sectionHeaders]) {
            Color.red.frame(height: 100).scrollCheckHeader()
            Section { Color.gray.frame(height: 50) } header: { Color.blue.frame(height: 30) }
          }
        }
      }
    }
    let host = try Phone.host(Marked())
    #expect(close(try #require(host.element(named: "header")).screenFrame.height, 100))
    #expect(host.element(named: "section header 1") != nil)
    #expect(host.element(named: "header 1") == nil)
  }

  @Test func u15AScrollViewUnderAFixedHeaderStartsBelowItWithoutATopSafeArea() throws {
    struct Stacked: View {
      var body: some View {
        VStack(spacing: 0) {
          Color.blue.frame(height: 100)
          ScrollView { ContainerTests.Rows() }
        }
      }
    }
    let host = try Phone.host(Stacked())
    // The stack sits in the safe area: the scroll view starts 100 below its top and reaches
    // down under the home indicator.
    #expect(close(host.frame, CGRect(x: 0, y: 147, width: 390, height: 697)))
    #expect(host.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(host.contentOffset.y == 0)
  }

  @Test func u15IgnoringTheTopSafeAreaPutsTheContentUnderTheStatusBar() throws {
    struct FullBleed: View {
      var body: some View {
        ScrollView { Rows() }.ignoresSafeArea(edges: .top)
      }
    }
    let host = try Phone.host(FullBleed())
    #expect(close(host.frame, Phone.frame))
    #expect(host.safeAreaInsets.top == 0)
    #expect(host.safeAreaInsets.bottom == 34)
    #expect(close(try #require(host.element(named: "item 0")).screenFrame.minY, 0))
  }

  @Test func u15InsideScrollContentIgnoringTheSafeAreaExtendsOnlyUnderExtends() throws {
    struct StretchyTop: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Color.blue.ignoresSafeArea(edges: .top).frame(height: 200).scrollCheckHeader()
            Color.gray.ignoresSafeArea(edges: .top).frame(height: 100).scrollCheckElement("below")
            Color.gray.frame(height: 2000)
          }
        }
      }
    }
    func frames(_ settings: [String]) throws -> (header: CGRect, below: CGRect, exercised: [String]) {
      let log = ExerciseLog()
      return try EngineAssumptions.$current.withValue(try EngineAssumptions(settings)) {
        try EngineAssumptions.$log.withValue(log) {
          let host = try Phone.host(StretchyTop())
          return (
            try #require(host.element(named: "header")).screenFrame,
            try #require(host.element(named: "below")).screenFrame, log.exercised)
        }
      }
    }
    let none = try frames([])
    let extends = try frames(["U15=extends"])
    #expect(none.exercised.contains("U15") && extends.exercised.contains("U15"))
    #expect(close(none.header.height, 200))
    // Extended up under the 47-point status bar, its bottom where it was.
    #expect(close(extends.header.height, 247))
    #expect(close(extends.header.maxY, none.header.maxY))
    // The view below does not touch the content's top: unchanged under both.
    #expect(close(extends.below, none.below))
  }

  @Test func u15IgnoringTheSafeAreaOnAContainerExtendsItsChildren() throws {
    struct Background: View {
      var body: some View {
        ZStack {
          Color.blue.scrollCheckElement("backdrop")
          ScrollView { ContainerTests.Rows() }
        }
        .ignoresSafeArea()
      }
    }
    let host = try Phone.host(Background())
    #expect(close(try #require(host.element(named: "backdrop")).screenFrame, Phone.frame))
    // The scroll view, laid out in the widened area, touches no safe edge: no inset.
    #expect(host.safeAreaInsets == .zero)
  }

  @Test func u16ASafeAreaInsetBarInsetsTheScrollViewsContent() throws {
    struct Barred: View {
      var body: some View {
        ScrollView { ContainerTests.Rows() }
          .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 60).scrollCheckElement("bar") }
      }
    }
    let host = try Phone.host(Barred())
    #expect(close(host.frame, Phone.frame))
    #expect(host.safeAreaInsets.top == 107)
    #expect(host.contentOffset.y == -107)
    #expect(close(try #require(host.element(named: "bar")).screenFrame, CGRect(x: 0, y: 47, width: 390, height: 60)))
    #expect(close(try #require(host.element(named: "item 0")).screenFrame.minY, 107))
  }

  @Test func u19AReaderAroundTheScrollViewReadsTheSafeAreaEvenWhenIgnoringIt() throws {
    final class Box { var insets = EdgeInsets(); var size = CGSize.zero }
    struct Reading: View {
      let box: Box
      var body: some View {
        GeometryReader { geo in
          ScrollView { Rows().padding(.top, geo.safeAreaInsets.top) }
            .onAppear { box.insets = geo.safeAreaInsets; box.size = geo.size }
        }
        .ignoresSafeArea()
      }
    }
    let box = Box()
    let host = try Phone.host(Reading(box: box))
    #expect(box.insets.top == 47 && box.insets.bottom == 34)
    #expect(box.size == Phone.frame.size)
    #expect(close(try #require(host.element(named: "item 0")).screenFrame.minY, 47))
  }

  @Test func u19ProxiesInsideTheScrollContentHaveNoSafeArea() throws {
    final class Box { var insets = EdgeInsets(top: -1) }
    struct Reading: View {
      let box: Box
      var body: some View {
        ScrollView {
          GeometryReader { geo in Color.red.onAppear { box.insets = geo.safeAreaInsets } }.frame(height: 100)
        }
      }
    }
    let box = Box()
    _ = try Phone.host(Reading(box: box))
    #expect(box.insets == EdgeInsets())
  }

  @Test func u6OverlayAndBackgroundAreAlignedInTheViewsFrame() throws {
    struct Layered: View {
      var body: some View {
        ScrollView {
          Color.gray.frame(height: 200)
            .overlay(alignment: .bottomLeading) { Color.red.frame(width: 50, height: 20).scrollCheckElement("badge") }
            .background(alignment: .top) { Color.blue.frame(height: 10).scrollCheckElement("line") }
        }
      }
    }
    let host = try Phone.host(Layered())
    #expect(close(try #require(host.element(named: "badge")).screenFrame, CGRect(x: 0, y: 47 + 180, width: 50, height: 20)))
    #expect(close(try #require(host.element(named: "line")).screenFrame, CGRect(x: 0, y: 47, width: 390, height: 10)))
  }

  @Test func u1ARootWithoutAScrollViewIsAnError() {
    struct Plain: View { var body: some View { Color.red } }
    #expect(throws: SwiftUIModelError.self) { try Phone.host(Plain()) }
  }
}

/// U15's regions with the keyboard up (W1): 336 points of bottom safe area, 302 of them the
/// keyboard's beyond the home indicator's 34.
@Suite struct KeyboardRegionTests {
  struct Plain: View {
    let regions: SafeAreaRegions?
    let edges: Edge.Set
    var body: some View {
      if let regions {
        ScrollView { ContainerTests.Rows() }.ignoresSafeArea(regions, edges: edges)
      } else {
        ScrollView { ContainerTests.Rows() }
      }
    }
  }

  func hostWithKeyboard(_ view: some View) throws -> HostingScrollView {
    let host = try Phone.host(view)
    var insets = Phone.safeArea
    insets.bottom = 336
    try host.changeSize(to: Phone.frame.size, safeAreaInsets: insets, keyboardOverlap: 302)
    return host
  }

  @Test func u15AScrollViewAvoidsTheKeyboardUnlessItIgnoresItsRegion() throws {
    // By default SwiftUI's safe area holds the keyboard: the content is inset above it.
    let avoiding = try hostWithKeyboard(Plain(regions: nil, edges: .all))
    #expect(avoiding.safeAreaInsets.bottom == 336)
    // `.ignoresSafeArea(.keyboard)`: only the home indicator's inset is left.
    let ignoring = try hostWithKeyboard(Plain(regions: .keyboard, edges: .all))
    #expect(ignoring.safeAreaInsets.bottom == 34)
    #expect(ignoring.safeAreaInsets.top == 47)  // the keyboard's region only: the top stays
  }

  @Test func u15IgnoringTheContainerAloneStillStopsAtTheKeyboard() throws {
    let host = try hostWithKeyboard(Plain(regions: .container, edges: .all))
    // Laid out from the screen's top, and down to the keyboard's top (844 - 336) only: the
    // scroll view reaches under the keyboard as any does, its content inset above it.
    #expect(host.safeAreaInsets.top == 0)
    #expect(host.safeAreaInsets.bottom == 336)
    // Both regions: down to the screen's bottom, behind the keyboard, with no inset.
    let all = try hostWithKeyboard(Plain(regions: .all, edges: .all))
    #expect(close(all.frame, Phone.frame))
    #expect(all.safeAreaInsets.bottom == 0)
  }

  @Test func u15TheKeyboardsRegionChangesNothingWithoutAKeyboard() throws {
    let host = try Phone.host(Plain(regions: .keyboard, edges: .all))
    #expect(host.safeAreaInsets == Phone.safeArea)
  }
}
