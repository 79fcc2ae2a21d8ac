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
}
