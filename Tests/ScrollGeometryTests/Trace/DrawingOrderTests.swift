import Testing
@testable import ScrollGeometry

@Suite struct DrawingOrderTests {
  func element(_ kind: ElementKind, in table: UITableView) -> ElementFrame? {
    table.elementFrames().first { $0.kind == kind }
  }

  @Test func z1RowsOverTheTableHeaderAndSectionHeadersOverTheRows() throws {
    let table = makeTable(content: TableContent(sections: 2, rowsPerSection: 4), header: 100)
    let header = try #require(element(.tableHeader, in: table))
    let row = try #require(element(.row(section: 0, row: 0), in: table))
    let section = try #require(element(.sectionHeader(section: 0), in: table))
    let footer = try #require(element(.sectionFooter(section: 0), in: table))
    #expect(header.zIndex < row.zIndex)
    #expect(row.zIndex < footer.zIndex)
    #expect(footer.zIndex < section.zIndex)
  }

  @Test func z1AHeaderBroughtToTheFrontIsOverEverything() throws {
    let table = makeTable(content: TableContent(sections: 2, rowsPerSection: 4), header: 100)
    let header = try #require(table.tableHeaderView)
    table.bringSubviewToFront(header)
    let front = try #require(element(.tableHeader, in: table))
    let section = try #require(element(.sectionHeader(section: 0), in: table))
    #expect(front.zIndex > section.zIndex)
    // A new header view is not in front until it is brought there.
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
    #expect(try #require(element(.tableHeader, in: table)).zIndex == DrawingOrder.tableHeaderAndFooter)
  }

  /// Round 16: a header view the table no longer holds, or a subview taken out of it, loses
  /// its place in front of the rows; assigned or added again, it is behind them until brought
  /// to the front again. The same header assigned again keeps its place (Z6's default).
  @Test func z1AViewThatLeavesTheTableLosesItsPlaceInFront() throws {
    let table = makeTable(content: TableContent(sections: 2, rowsPerSection: 4), header: 100)
    let header = try #require(table.tableHeaderView)
    table.bringSubviewToFront(header)
    table.tableHeaderView = header
    #expect(try #require(element(.tableHeader, in: table)).zIndex > DrawingOrder.sectionHeader)
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
    table.tableHeaderView = header
    #expect(try #require(element(.tableHeader, in: table)).zIndex == DrawingOrder.tableHeaderAndFooter)

    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    table.addSubview(badge)
    table.bringSubviewToFront(badge)
    #expect(table.drawingTier(ofSubview: badge) > DrawingOrder.sectionHeader)
    // Added again to the same table, it only moves to the end of the subviews: it keeps its
    // place (Apple: the superview is removed only when it "is not the receiver").
    table.addSubview(badge)
    #expect(table.drawingTier(ofSubview: badge) > DrawingOrder.sectionHeader)
    badge.removeFromSuperview()
    table.addSubview(badge)
    #expect(table.drawingTier(ofSubview: badge) == DrawingOrder.tableHeaderAndFooter)
  }

  /// Z6 (round 17): the same header or footer view assigned again keeps its place in front
  /// (`keeps`, the default) or goes behind the rows until brought to the front again
  /// (`back`); a view never brought to the front reaches no point where they differ.
  @Test func z6TheSameViewAssignedAgainKeepsOrLosesItsPlaceInFront() throws {
    func tiers(_ assumptions: EngineAssumptions) throws -> (header: Int, footer: Int, exercised: Bool) {
      let log = ExerciseLog()
      return try EngineAssumptions.$current.withValue(assumptions) {
        try EngineAssumptions.$log.withValue(log) {
          let table = makeTable(content: TableContent(sections: 2, rowsPerSection: 4), header: 100)
          let header = try #require(table.tableHeaderView)
          let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
          table.tableFooterView = footer
          table.bringSubviewToFront(header)
          table.bringSubviewToFront(footer)
          table.tableHeaderView = header
          table.tableFooterView = footer
          return (table.drawingTier(ofSubview: header), table.drawingTier(ofSubview: footer), log.exercised.contains("Z6"))
        }
      }
    }
    let keeps = try tiers(EngineAssumptions())
    #expect(keeps.header > DrawingOrder.sectionHeader && keeps.footer > DrawingOrder.sectionHeader && keeps.exercised)
    #expect(try tiers(EngineAssumptions(["Z6=keeps"])).header > DrawingOrder.sectionHeader)
    let back = try tiers(EngineAssumptions(["Z6=back"]))
    #expect(back.header == DrawingOrder.tableHeaderAndFooter && back.footer == DrawingOrder.tableHeaderAndFooter)
    #expect(back.exercised)
    // A header behind the rows assigned again: nothing to keep or lose.
    let log = ExerciseLog()
    EngineAssumptions.$log.withValue(log) {
      let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 2), header: 100)
      table.tableHeaderView = table.tableHeaderView
    }
    #expect(!log.exercised.contains("Z6"))
  }

  @Test func z1GroupedSectionHeadersAreAtTheRowsLevelAndNeverPinned() throws {
    let table = makeTable(style: .grouped, content: TableContent(sections: 2, rowsPerSection: 20))
    table.contentOffset.y = 300
    let headers = table.elementFrames().filter { if case .sectionHeader = $0.kind { return true } else { return false } }
    #expect(!headers.isEmpty)
    #expect(headers.allSatisfy { $0.zIndex == DrawingOrder.content && !$0.isPinned })
  }

  @Test func z1APlainSectionHeaderAwayFromItsPlaceIsPinned() throws {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 40))
    #expect(try #require(element(.sectionHeader(section: 0), in: table)).isPinned == false)
    table.contentOffset.y = 300
    let pinned = try #require(element(.sectionHeader(section: 0), in: table))
    #expect(pinned.isPinned)
    #expect(pinned.screenFrame.minY == 0)
  }

  @Test func z2SwiftUIPinnedHeadersAreOverTheItems() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    let header = try #require(host.element(named: "header"))
    let item = try #require(host.element(named: "item 0"))
    #expect(header.zIndex > item.zIndex)
    #expect(!header.isPinned)
    host.drag(by: -400)
    let pinned = try #require(host.element(named: "header"))
    #expect(pinned.isPinned)
  }

  @Test func o1TheScrollViewsFrameInItsRootView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.addSubview(table)
    let observation = table.observe(.marker("now"))
    #expect(observation.frameInRootView == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(observation.rootViewBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    table.isPinnedToSuperviewEdges = true
    root.layoutIfNeeded()
    #expect(table.observe(.marker("now")).frameInRootView == root.bounds)
    // A view inside a scrolled view moves with its superview's bounds.
    let inner = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
    table.addSubview(inner)
    table.contentOffset.y = 40
    #expect(inner.frameInRootView == CGRect(x: 10, y: 60, width: 50, height: 50))
  }
}

/// Round 16 (Z3, U15): a SwiftUI scroll view that ignores the top safe area has none there,
/// but the status bar is still drawn over its top: its observations say where it ends.
@Suite struct StatusBarOutsideTheSafeAreaTests {
  struct Listing: View {
    let ignoresTop: Bool
    var body: some View {
      if ignoresTop {
        ScrollView { Color.blue.frame(height: 1200) }.ignoresSafeArea(edges: .top)
      } else {
        ScrollView { Color.blue.frame(height: 1200) }
      }
    }
  }

  @Test func aScrollViewThatIgnoresTheTopSafeAreaStillHasTheStatusBarOverIt() throws {
    let ignoring = try Phone.host(Listing(ignoresTop: true))
    #expect(ignoring.safeAreaInsets.top == 0)
    #expect(ignoring.observe(.marker("rest")).statusBarBottom == Phone.safeArea.top)
    let keeping = try Phone.host(Listing(ignoresTop: false))
    #expect(keeping.safeAreaInsets.top == Phone.safeArea.top)
    #expect(keeping.observe(.marker("rest")).statusBarBottom == nil)
  }
}
