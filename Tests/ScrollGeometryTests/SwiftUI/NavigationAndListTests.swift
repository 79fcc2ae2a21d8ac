import Testing
@testable import ScrollGeometry

/// Three 100-point items under a large title: too short to scroll the title away (W18).
private struct ShortInbox: View {
  var body: some View {
    NavigationStack {
      ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3) { _ in Color.gray.frame(height: 100) } } }
        .navigationTitle("Inbox")
    }
  }
}

/// U26, U27: navigation bars and lists.
@Suite struct NavigationAndListTests {
  struct Tall: View {
    var body: some View {
      ScrollView { LazyVStack(spacing: 0) { ForEach(0..<40) { _ in Color.gray.frame(height: 100) } } }
    }
  }

  @Test func u26AnInlineBarInsetsTheScrollViewBelowTheStatusBar() throws {
    struct Inline: View {
      var body: some View {
        NavigationStack {
          Tall().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
        }
      }
    }
    let host = try Phone.host(Inline())
    #expect(close(host.frame, Phone.frame))
    #expect(close(host.safeAreaInsets.top, 47 + 44))
    #expect(close(host.contentOffset.y, -91))
    #expect(close(try #require(host.element(named: "navigation bar")).screenFrame, CGRect(x: 0, y: 0, width: 390, height: 91)))
  }

  @Test func u26ALargeTitleCollapsesAsTheContentScrollsUp() throws {
    struct Large: View {
      var body: some View { NavigationStack { Tall().navigationTitle("Inbox") } }
    }
    let host = try Phone.host(Large())
    #expect(close(host.safeAreaInsets.top, 47 + 44 + 52))
    #expect(close(host.contentOffset.y, -143))
    let rowTop = try #require(host.element(named: "item 0")).screenFrame.minY
    #expect(close(rowTop, 143))
    host.drag(by: -30)
    // The title collapsed by 30: the bar's bottom follows the content's top.
    #expect(close(host.safeAreaInsets.top, 113))
    #expect(close(try #require(host.element(named: "navigation bar")).screenFrame.height, 113))
    #expect(close(try #require(host.element(named: "item 0")).screenFrame.minY, 113))
    host.drag(by: -100)
    #expect(close(host.safeAreaInsets.top, 91))
    #expect(close(try #require(host.element(named: "item 0")).screenFrame.minY, 143 - 130))
  }

  @Test func w18OverShortContentAReleaseBringsTheLargeTitleBackExpanded() throws {
    let host = try Phone.host(ShortInbox())
    host.drag(by: -200)
    #expect(close(host.safeAreaInsets.top, 91))
    host.release()
    #expect(close(host.safeAreaInsets.top, 143))
    #expect(close(host.contentOffset.y, -143))
  }

  @Test func w18AnyRestOverShortContentBringsTheLargeTitleBackExpanded() throws {
    let host = try Phone.host(ShortInbox())
    host.setContentOffset(CGPoint(x: 0, y: -91), animated: false)
    #expect(close(host.safeAreaInsets.top, 91))
    host.containerRestObserver?(host)
    #expect(close(host.safeAreaInsets.top, 143) && close(host.contentOffset.y, -143))
    let other = try Phone.host(ShortInbox())
    other.setContentOffset(CGPoint(x: 0, y: -91), animated: false)
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W18=follows"])) { other.containerRestObserver?(other) }
    #expect(close(other.safeAreaInsets.top, 91))
  }

  @Test func u26AKeyboardLeavesACollapsedTitleCollapsedAtTheTopEdge() throws {
    struct Large: View {
      var body: some View { NavigationStack { Tall().navigationTitle("Inbox") } }
    }
    let host = try Phone.host(Large())
    host.drag(by: -52)
    host.release()
    #expect(close(host.contentOffset.y, -91) && close(host.safeAreaInsets.top, 91))
    // The keyboard changes only the bottom: the view stays where it rests (S11, S16).
    try host.changeSize(to: host.frame.size, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
    #expect(close(host.contentOffset.y, -91) && close(host.safeAreaInsets.top, 91))
  }

  @Test func u26NoLargeTitleInACompactHeight() throws {
    struct Large: View {
      var body: some View { NavigationStack { Tall().navigationTitle("Inbox") } }
    }
    let host = try HostingScrollView(
      rootView: Large(), frame: CGRect(x: 0, y: 0, width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(close(host.safeAreaInsets.top, 32))
  }

  @Test func u27APlainListPinsItsSectionHeaders() throws {
    struct Plain: View {
      var body: some View {
        List {
          Section { ForEach(0..<30) { _ in Text("Row") } } header: { Text("First") }
          Section { ForEach(0..<30) { _ in Text("Row") } } header: { Text("Second") }
        }
        .listStyle(.plain)
      }
    }
    let host = try Phone.host(Plain())
    let row = try #require(host.element(named: "item 0"))
    #expect(close(row.contentFrame, CGRect(x: 0, y: 22, width: 390, height: 44)))
    host.drag(by: -300)
    #expect(close(try #require(host.element(named: "header")).screenFrame.minY, 47))
  }

  @Test func u27AnInsetGroupedListInsetsItsRowsAndSpacesItsSections() throws {
    struct Grouped: View {
      var body: some View {
        List {
          Section { ForEach(0..<3) { _ in Text("Row") } } header: { Text("First") }
        }
      }
    }
    let host = try Phone.host(Grouped())
    #expect(close(try #require(host.element(named: "header")).contentFrame.minY, 35))
    let row = try #require(host.element(named: "item 0"))
    #expect(close(row.contentFrame, CGRect(x: 0, y: 57, width: 390, height: 44)))
    #expect(close(row.screenFrame.minX, 20) && close(row.screenFrame.width, 350))
    host.drag(by: -100)
    host.release()
    // Grouped headers do not float.
    #expect(host.element(named: "header").map { close($0.contentFrame.minY, 35) } ?? true)
  }
}
