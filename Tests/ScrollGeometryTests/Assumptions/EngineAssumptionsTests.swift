import Testing

@testable import ScrollGeometry

@Suite("Engine assumptions and their alternatives")
struct EngineAssumptionsTests {
  @Test func parsesSettingsAndRefusesUnknownOnes() throws {
    let chosen = try EngineAssumptions(["S11=stay", "t8=reread"])
    #expect(chosen.choice("S11") == "stay")
    #expect(chosen.choice("T8") == "reread")
    #expect(chosen.choice("C1") == "canvas")
    #expect(chosen.settings == ["S11=stay", "T8=reread"])
    #expect(throws: AssumptionError.unknownAssumption("X9")) { try EngineAssumptions(["X9=a"]) }
    #expect(throws: AssumptionError.malformed("S11")) { try EngineAssumptions(["S11"]) }
    #expect(throws: AssumptionError.unknownAlternative("S11", "maybe", ["pull", "stay"])) {
      try EngineAssumptions(["S11=maybe"])
    }
  }

  @Test func s11StayLeavesAnOutOfRangeOffsetAtRest() throws {
    func settle(_ assumptions: EngineAssumptions) -> (CGFloat, [String]) {
      let log = ExerciseLog()
      return EngineAssumptions.$current.withValue(assumptions) {
        EngineAssumptions.$log.withValue(log) {
          let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
          view.contentSize = CGSize(width: 320, height: 2000)
          view.contentOffset.y = 1400
          view.contentSize = CGSize(width: 320, height: 1000)  // range now 0...500
          return (view.contentOffset.y, log.exercised)
        }
      }
    }
    #expect(settle(EngineAssumptions()) == (500, ["S11"]))
    #expect(settle(try EngineAssumptions(["S11=stay"])) == (1400, ["S11"]))
  }

  @Test func t8RereadMovesTheRowsWithTheHeadersFrame() throws {
    func firstRowY(_ assumptions: EngineAssumptions) -> (CGFloat, [String]) {
      let log = ExerciseLog()
      return EngineAssumptions.$current.withValue(assumptions) {
        EngineAssumptions.$log.withValue(log) {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
          table.content = TableContent([.init(rows: 2, headerHeight: 0, footerHeight: 0)])
          let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
          table.tableHeaderView = header
          table.layoutIfNeeded()
          header.frame.size.height = 150
          table.setNeedsContentLayout()
          table.layoutIfNeeded()
          return (table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, log.exercised)
        }
      }
    }
    // (Its section's header is 0 tall, so T6 decides the padding above it too.)
    #expect(firstRowY(EngineAssumptions()) == (100, ["T6", "T8"]))
    #expect(firstRowY(try EngineAssumptions(["T8=reread"])) == (150, ["T6", "T8"]))
  }

  @Test func t9RereadGrowsTheContentWithTheFootersFrame() throws {
    func contentHeight(_ assumptions: EngineAssumptions) -> (CGFloat, CGFloat, Bool) {
      let log = ExerciseLog()
      return EngineAssumptions.$current.withValue(assumptions) {
        EngineAssumptions.$log.withValue(log) {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
          table.content = TableContent([.init(rowHeights: [44, 44], headerHeight: 0, footerHeight: 0)])
          let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
          table.tableFooterView = footer
          table.layoutIfNeeded()
          footer.frame.size.height = 150
          table.setNeedsContentLayout()
          table.layoutIfNeeded()
          return (table.contentSize.height, footer.frame.minY, log.exercised.contains("T9"))
        }
      }
    }
    // 88 points of rows, then the footer: 100 captured, 150 re-read; its origin stays.
    #expect(contentHeight(EngineAssumptions()) == (188, 88, true))
    #expect(contentHeight(try EngineAssumptions(["T9=reread"])) == (238, 88, true))
  }

  /// T31 (round 17): a grouped table with no header view, or one 0 points tall, leaves a
  /// 35-point band above its first section (T31=band); T31=none leaves none. A header view of
  /// any positive height takes its own height, and a plain table never has the band.
  @Test func t31AGroupedTableWithNoHeaderViewLeavesABandAboveItsFirstSection() throws {
    func firstRowY(_ style: UITableView.Style, header: CGFloat?, _ assumptions: EngineAssumptions) -> (CGFloat, Bool) {
      let log = ExerciseLog()
      return EngineAssumptions.$current.withValue(assumptions) {
        EngineAssumptions.$log.withValue(log) {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: style)
          table.content = TableContent([.init(rowHeights: [44, 44], headerHeight: 0, footerHeight: 0)])
          if let header { table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: header)) }
          table.layoutIfNeeded()
          return (table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, log.exercised.contains("T31"))
        }
      }
    }
    let none = try EngineAssumptions(["T31=none"])
    #expect(firstRowY(.grouped, header: nil, EngineAssumptions()) == (35, true))
    #expect(firstRowY(.grouped, header: nil, try EngineAssumptions(["T31=band"])) == (35, true))
    #expect(firstRowY(.grouped, header: nil, none) == (0, true))
    #expect(firstRowY(.grouped, header: 0, EngineAssumptions()) == (35, true))
    #expect(firstRowY(.grouped, header: 0, none) == (0, true))
    // The usual fix: a header view too small to draw takes the band's place.
    let tiny = firstRowY(.grouped, header: .leastNormalMagnitude, EngineAssumptions())
    #expect(tiny.0 < 0.001 && !tiny.1)
    #expect(firstRowY(.grouped, header: 120, EngineAssumptions()) == (120, false))
    #expect(firstRowY(.plain, header: nil, EngineAssumptions()) == (0, false))
  }

  @Test func t3AutomaticReadsMinusOneAndLaysOutTheSame() throws {
    let log = ExerciseLog()
    let automatic = try EngineAssumptions(["T3=automatic"])
    let (read, height) = EngineAssumptions.$current.withValue(automatic) {
      EngineAssumptions.$log.withValue(log) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: .plain)
        table.content = TableContent([.init(rows: 0)])
        table.layoutIfNeeded()
        return (table.sectionHeaderHeight, table.rectForHeader(inSection: 0).height)
      }
    }
    #expect(read == UITableView.automaticDimension)
    #expect(height == 28)
    #expect(log.exercised == ["T3"])
    #expect(UITableView(frame: .zero, style: .plain).sectionHeaderHeight == 28)
  }

  @Test func c1ScreenStartsAStoryboardViewAtTheScreensSize() throws {
    let controller = UIViewController()
    controller.storyboardCanvasSize = UIViewController.placeholderSize
    let screen = try EngineAssumptions(["C1=screen"])
    let size = EngineAssumptions.$current.withValue(screen) {
      UIViewController.$screenSizeAtLoad.withValue(CGSize(width: 390, height: 844)) { controller.initialViewSize }
    }
    #expect(size == CGSize(width: 390, height: 844))
    #expect(controller.initialViewSize == UIViewController.placeholderSize)
  }

  @Test func t6AlwaysPadsAboveAnEmptyHeader() throws {
    func firstRowY(_ assumptions: EngineAssumptions) -> (CGFloat, [String]) {
      let log = ExerciseLog()
      return EngineAssumptions.$current.withValue(assumptions) {
        EngineAssumptions.$log.withValue(log) {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: .plain)
          table.content = TableContent([.init(rows: 2, headerHeight: 0, footerHeight: 0)])
          table.layoutIfNeeded()
          return (table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, log.exercised)
        }
      }
    }
    #expect(firstRowY(EngineAssumptions()) == (0, ["T6"]))
    #expect(firstRowY(try EngineAssumptions(["T6=always"])) == (22, ["T6"]))
  }

  @Test func u11TwoFirstLayoutsFireOnChangeAtAppearance() throws {
    func appear(_ assumptions: EngineAssumptions) throws -> (Int, [String]) {
      let log = ExerciseLog()
      let calls = GeometryLog()
      return try EngineAssumptions.$current.withValue(assumptions) {
        try EngineAssumptions.$log.withValue(log) {
          _ = try Phone.host(CountingView(calls: calls))
          return (calls.proxies.count, log.exercised)
        }
      }
    }
    // One first layout: onChange never sees the first value change.
    let one = try appear(EngineAssumptions())
    #expect(one.0 == 0)
    #expect(one.1.contains("U11"))
    // Two: the header's global minY moves by the status bar between them.
    let two = try appear(try EngineAssumptions(["U11=two"]))
    #expect(two.0 == 1)
    #expect(two.1.contains("U11"))
  }
  /// U34: where the `.scrollView` space starts while a `refreshable` scroll view refreshes.
  /// The content rests 60 points lower on screen under both alternatives (`.global`); only
  /// what `.scrollView` reports differs.
  @Test func u34TheScrollViewSpaceUnderARefreshIsModelledBothWays() throws {
    struct TopReader: View {
      let log: GeometryLog
      var body: some View {
        ScrollView { ContentTopReader(log: log) }
          .refreshable {}
      }
    }
    func read(_ assumptions: EngineAssumptions) throws -> (scrollView: CGFloat, global: CGFloat, exercised: [String]) {
      let log = ExerciseLog()
      let proxies = GeometryLog()
      return try EngineAssumptions.$current.withValue(assumptions) {
        try EngineAssumptions.$log.withValue(log) {
          let host = try Phone.host(TopReader(log: proxies))
          let control = try #require(host.refreshControl)
          #expect(log.exercised.contains("U34") == false)  // no refresh yet: nothing rests on U34
          let before = try #require(proxies.last)
          #expect(before.frame(in: .scrollView).minY == 0)
          control.beginRefreshing()
          // The content rests below the spinner, at the new top edge.
          host.setContentOffset(CGPoint(x: 0, y: host.minimumContentOffsetY), animated: false)
          let during = try #require(proxies.last)
          return (during.frame(in: .scrollView).minY, during.frame(in: .global).minY, log.exercised)
        }
      }
    }
    let content = try read(EngineAssumptions())
    #expect(content.scrollView == UIRefreshControl.height)
    #expect(content.global == Phone.safeArea.top + UIRefreshControl.height)
    #expect(content.exercised.contains("U34"))
    let space = try read(try EngineAssumptions(["U34=space"]))
    #expect(space.scrollView == 0)
    #expect(space.global == Phone.safeArea.top + UIRefreshControl.height)
    #expect(space.exercised.contains("U34"))
  }
  /// U36: where the `.scrollView` space starts under a top content margin.
  @Test func u36TheScrollViewSpaceUnderATopMarginIsModelledBothWays() throws {
    struct Margined: View {
      let log: GeometryLog
      var body: some View {
        ScrollView { ContentTopReader(log: log) }
          .contentMargins(.top, 30, for: .scrollContent)
      }
    }
    func read(_ assumptions: EngineAssumptions) throws -> (CGFloat, CGFloat, [String]) {
      let log = ExerciseLog()
      let proxies = GeometryLog()
      return try EngineAssumptions.$current.withValue(assumptions) {
        try EngineAssumptions.$log.withValue(log) {
          _ = try Phone.host(Margined(log: proxies))
          let proxy = try #require(proxies.last)
          return (proxy.frame(in: .scrollView).minY, proxy.frame(in: .global).minY, log.exercised)
        }
      }
    }
    let content = try read(EngineAssumptions())
    #expect(content.0 == 30)
    #expect(content.1 == Phone.safeArea.top + 30)
    #expect(content.2.contains("U36"))
    let space = try read(try EngineAssumptions(["U36=space"]))
    #expect(space.0 == 0)
    #expect(space.1 == Phone.safeArea.top + 30)
  }
}

/// A scroll view's content for the U34 and U36 tests: a 100-point reader at the content's top,
/// logging every proxy it is given, above 2,000 points of content.
private struct ContentTopReader: View {
  let log: GeometryLog
  func logged(_ proxy: GeometryProxy) -> Color {
    log.proxies.append(proxy)
    return Color.blue
  }
  var body: some View {
    VStack(spacing: 0) {
      GeometryReader { proxy in logged(proxy) }.frame(height: 100)
      Color.white.frame(height: 2000)
    }
  }
}
