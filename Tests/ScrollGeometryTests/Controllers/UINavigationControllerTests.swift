import Testing
@testable import ScrollGeometry

/// An iPhone 12's screen in portrait: status bar (sensor housing) 47, home indicator 34.
private let iPhone12 = Screen(
  size: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
private let iPhone12Landscape = Screen(
  size: CGSize(width: 844, height: 390), scale: 3, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

/// A table of `rows` 44-point rows in a `UITableViewController`.
private func tableController(rows: Int = 40) -> UITableViewController {
  let controller = UITableViewController()
  controller.tableView.content = TableContent(sections: 1, rowsPerSection: rows)
  return controller
}

/// A navigation controller around `root`, shown on `screen`.
private func show(
  _ root: UIViewController, largeTitles: Bool = false, translucent: Bool = true, on screen: Screen = iPhone12,
  idiom: BarMetrics.Idiom = .phone
) -> (UINavigationController, ViewControllerHost) {
  let navigation = UINavigationController(rootViewController: root)
  navigation.barMetrics = BarMetrics(idiom: idiom)
  navigation.navigationBar.prefersLargeTitles = largeTitles
  navigation.navigationBar.isTranslucent = translucent
  let host = ViewControllerHost(navigation, screen: screen)
  host.present()
  return (navigation, host)
}

@Suite struct UINavigationControllerTests {
  @Test func w10StandardBarHeightsByIdiomAndSizeClass() {
    let phone = BarMetrics(idiom: .phone)
    #expect(phone.navigationBarHeight(in: CGSize(width: 390, height: 844)) == 44)
    #expect(phone.navigationBarHeight(in: CGSize(width: 844, height: 390)) == 32)
    #expect(BarMetrics(idiom: .pad).navigationBarHeight(in: CGSize(width: 1194, height: 834)) == 50)
    let table = tableController()
    _ = show(table)
    // A translucent bar: the table extends under it and its safe area ends at the bar's bottom.
    #expect(table.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(table.tableView.safeAreaInsets.top == CGFloat(47 + 44))
    #expect(table.tableView.contentOffset.y == CGFloat(-(47 + 44)))
    let onPad = tableController()
    _ = show(onPad, on: Screen(size: CGSize(width: 834, height: 1194), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)), idiom: .pad)
    #expect(onPad.tableView.safeAreaInsets.top == CGFloat(24 + 50))
  }

  @Test func w11LargeTitleAddsFiftyTwoPointsExceptInCompactHeightOrWhenRefused() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true)
    #expect(navigation.showsLargeTitle(in: iPhone12.size))
    #expect(table.tableView.adjustedContentInset.top == CGFloat(47 + 96))
    #expect(table.tableView.contentOffset.y == CGFloat(-(47 + 96)))
    let landscape = tableController()
    _ = show(landscape, largeTitles: true, on: iPhone12Landscape)
    #expect(landscape.tableView.adjustedContentInset.top == 32)
    let refused = tableController()
    refused.navigationItem.largeTitleDisplayMode = .never
    _ = show(refused, largeTitles: true)
    #expect(refused.tableView.adjustedContentInset.top == CGFloat(47 + 44))
  }

  @Test func w13LargeTitleCollapsesWithTheContentChangingTheAdjustedInsetDuringTheScroll() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.drag(by: -30)
    // The title lost 30 points; the content's top still meets the bar's bottom.
    #expect(navigation.largeTitleVisibleHeight == 22)
    #expect(scroll.adjustedContentInset.top == CGFloat(47 + 44 + 22))
    #expect(scroll.contentOffset.y == CGFloat(-(47 + 44 + 22)))
    scroll.drag(by: -100)
    #expect(navigation.largeTitleVisibleHeight == 0)
    #expect(scroll.adjustedContentInset.top == CGFloat(47 + 44))
    #expect(close(scroll.contentOffset.y, CGFloat(-(47 + 44) + 78)))
    // Back down: the title comes back as the content's top passes the bar.
    scroll.drag(by: 100)
    #expect(navigation.largeTitleVisibleHeight == 22)
    scroll.release()
    // Released half-collapsed (22 of 52, less than half), it snaps closed, scrolling the content.
    #expect(navigation.largeTitleVisibleHeight == 0)
    #expect(close(scroll.contentOffset.y, CGFloat(-(47 + 44))))
  }

  @Test func w13HalfCollapsedTitleSnapsOpenAtHalfOrMore() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.drag(by: -20)
    scroll.release()
    #expect(navigation.largeTitleVisibleHeight == 52)
    #expect(close(scroll.contentOffset.y, CGFloat(-(47 + 96))))
  }

  @Test func w13StatusBarTapExpandsTheLargeTitle() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.drag(by: -400)
    scroll.release()
    #expect(navigation.largeTitleVisibleHeight == 0)
    scroll.tapStatusBar()
    #expect(close(navigation.largeTitleVisibleHeight, 52))
    #expect(close(scroll.contentOffset.y, CGFloat(-(47 + 96))))
  }

  @Test func w13TheLargeTitleKeepsItsStateThroughARotation() {
    let table = tableController()
    let (navigation, host) = show(table, largeTitles: true)
    host.transition(to: iPhone12Landscape)
    #expect(table.tableView.contentOffset.y == -32)
    host.transition(to: iPhone12)
    #expect(navigation.largeTitleVisibleHeight == 52)
    #expect(table.tableView.contentOffset.y == CGFloat(-(47 + 96)))
    // Collapsed and brought to the top edge programmatically, it stays collapsed.
    table.tableView.drag(by: -400)
    table.tableView.release()
    table.tableView.setContentOffset(CGPoint(x: 0, y: table.tableView.minimumContentOffsetY), animated: false)
    host.transition(to: iPhone12Landscape)
    host.transition(to: iPhone12)
    #expect(navigation.largeTitleVisibleHeight == 0)
    #expect(table.tableView.contentOffset.y == CGFloat(-(47 + 44)))
    #expect(table.tableView.expandedTopOffsetY == CGFloat(-(47 + 96)))
  }

  @Test func w13PullingDownAtTheTopExpandsTheTitleWithTheFinger() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.drag(by: -400)
    scroll.release()
    scroll.setContentOffset(CGPoint(x: 0, y: scroll.minimumContentOffsetY), animated: false)
    scroll.drag(by: 30)
    // No rubber band while the title expands: the content follows the finger.
    #expect(scroll.contentOffset.y == CGFloat(-(47 + 44 + 30)))
    #expect(navigation.largeTitleVisibleHeight == 30)
  }

  @Test func w18AnyRestOverShortContentBringsTheLargeTitleBackExpanded() throws {
    // Not a release: the app sets an offset that collapses the title over three rows. At the
    // end of the turn the content comes back to the expanded title's top (round 11).
    let table = tableController(rows: 3)
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.setContentOffset(CGPoint(x: 0, y: -(47 + 44)), animated: false)
    #expect(navigation.largeTitleVisibleHeight == 0)
    let log = ExerciseLog()
    EngineAssumptions.$log.withValue(log) { scroll.containerRestObserver?(scroll) }
    #expect(navigation.largeTitleVisibleHeight == BarMetrics.largeTitleHeight)
    #expect(scroll.contentOffset.y == CGFloat(-(47 + 96)))
    #expect(log.exercised == ["W18"])
    // The alternative leaves it collapsed, and says it was reached.
    let other = tableController(rows: 3)
    let (otherNavigation, _) = show(other, largeTitles: true)
    other.tableView.setContentOffset(CGPoint(x: 0, y: -(47 + 44)), animated: false)
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W18=follows"])) {
      other.tableView.containerRestObserver?(other.tableView)
    }
    #expect(otherNavigation.largeTitleVisibleHeight == 0)
    // Long content: a collapsed title at rest is W13's, not W18's, and nothing moves.
    let long = tableController()
    let (longNavigation, _) = show(long, largeTitles: true)
    long.tableView.setContentOffset(CGPoint(x: 0, y: -(47 + 44)), animated: false)
    let untouched = ExerciseLog()
    EngineAssumptions.$log.withValue(untouched) { long.tableView.containerRestObserver?(long.tableView) }
    #expect(longNavigation.largeTitleVisibleHeight == 0 && untouched.exercised.isEmpty)
    // Mid-drag is no rest.
    let dragged = tableController(rows: 3)
    let (draggedNavigation, _) = show(dragged, largeTitles: true)
    dragged.tableView.drag(by: -200)
    dragged.tableView.containerRestObserver?(dragged.tableView)
    #expect(draggedNavigation.largeTitleVisibleHeight == 0)
  }

  @Test func w18AReleaseOverShortContentBringsTheLargeTitleBackExpanded() throws {
    // Three rows: far too short to scroll under a 96-point bar on an iPhone 12.
    let table = tableController(rows: 3)
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    scroll.drag(by: -200)
    #expect(navigation.largeTitleVisibleHeight == 0)
    scroll.release()
    #expect(navigation.largeTitleVisibleHeight == BarMetrics.largeTitleHeight)
    #expect(scroll.contentOffset.y == CGFloat(-(47 + 96)))
    // The alternative: the range follows the collapse and the title stays collapsed.
    let other = tableController(rows: 3)
    let (otherNavigation, _) = show(other, largeTitles: true)
    try EngineAssumptions.$current.withValue(EngineAssumptions(["W18=follows"])) {
      other.tableView.drag(by: -200)
      other.tableView.release()
    }
    #expect(otherNavigation.largeTitleVisibleHeight == 0)
    // Content that scrolls less than the title (14 rows: its bottom edge between the expanded
    // and the collapsed top): back to that edge, the title showing what it leaves, no snap.
    let medium = tableController(rows: 14)
    let (mediumNavigation, _) = show(medium, largeTitles: true)
    let bottomEdge = medium.tableView.contentSize.height + 34 - 844
    #expect(bottomEdge > -143 && bottomEdge < -91)
    medium.tableView.drag(by: -300)
    medium.tableView.release()
    #expect(medium.tableView.contentOffset.y == bottomEdge)
    #expect(mediumNavigation.largeTitleVisibleHeight == 52 - (bottomEdge + 143))
    // Long content keeps W13's snap: fully collapsed stays collapsed.
    let long = tableController()
    let (longNavigation, _) = show(long, largeTitles: true)
    long.tableView.drag(by: -200)
    long.tableView.release()
    #expect(longNavigation.largeTitleVisibleHeight == 0)
  }

  @Test func w20ATitleOverAViewThatIgnoresTheSafeAreaKeepsItsHeight() {
    let table = tableController()
    table.tableView.contentInsetAdjustmentBehavior = .never
    let (navigation, _) = show(table, largeTitles: true)
    let scroll = table.tableView!
    #expect(scroll.minimumContentOffsetY == 0)
    scroll.drag(by: -200)
    #expect(navigation.largeTitleVisibleHeight == BarMetrics.largeTitleHeight)
    scroll.release()
    #expect(navigation.largeTitleVisibleHeight == BarMetrics.largeTitleHeight)
    #expect(scroll.expandedTopOffsetY == scroll.minimumContentOffsetY)
    #expect(scroll.contentOffset.y >= 0)
  }

  @Test func w20ATableStartingBelowTheBarLeavesTheTitleExpanded() {
    let root = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 143, width: 390, height: 700))
    table.content = TableContent(sections: 1, rowsPerSection: 40)
    root.view.addSubview(table)
    let (navigation, _) = show(root, largeTitles: true)
    #expect(table.safeAreaInsets.top == 0)
    table.drag(by: -200)
    table.release()
    #expect(navigation.largeTitleVisibleHeight == BarMetrics.largeTitleHeight)
  }

  @Test func w12OpaqueBarLaysTheViewOutBelowItUnlessItExtends() {
    let table = tableController()
    _ = show(table, translucent: false)
    #expect(table.tableView.frame.minY == CGFloat(47 + 44))
    #expect(table.tableView.safeAreaInsets.top == 0)
    #expect(table.tableView.contentOffset.y == 0)
    let extended = tableController()
    extended.extendedLayoutIncludesOpaqueBars = true
    _ = show(extended, translucent: false)
    #expect(extended.tableView.frame.minY == 0)
    #expect(extended.tableView.safeAreaInsets.top == CGFloat(47 + 44))
  }

  @Test func w13OpaqueBarCollapsesFasterThanTheFinger() {
    let table = tableController()
    let (navigation, _) = show(table, largeTitles: true, translucent: false)
    let scroll = table.tableView!
    #expect(scroll.frame.minY == CGFloat(47 + 96))
    scroll.drag(by: -10)
    // The content moved 10 in the table and the table moved up 10 with the bar: 20 on screen.
    #expect(navigation.largeTitleVisibleHeight == 42)
    #expect(scroll.frame.minY == CGFloat(47 + 86))
    #expect(scroll.frame.minY - scroll.contentOffset.y == CGFloat(47 + 96 - 20))
  }

  @Test func w14HidingTheBarGivesTheSafeAreaBackToTheStatusBar() {
    let table = tableController()
    let (navigation, host) = show(table)
    navigation.setNavigationBarHidden(true, animated: false)
    host.layoutIfNeeded()
    #expect(table.tableView.safeAreaInsets.top == 47)
    #expect(table.tableView.contentOffset.y == -47)
    navigation.setNavigationBarHidden(false, animated: false)
    host.layoutIfNeeded()
    #expect(table.tableView.contentOffset.y == CGFloat(-(47 + 44)))
  }

  @Test func w14TableInsideAPlainViewGetsTheBarFromItsPinnedEdges() {
    let root = UIViewController()
    let table = UITableView()
    table.content = TableContent(sections: 1, rowsPerSection: 40)
    root.view.addSubview(table)
    table.isPinnedToSuperviewEdges = true
    let (navigation, _) = show(root, largeTitles: true)
    #expect(navigation.trackedScrollView === table)
    #expect(table.safeAreaInsets.top == CGFloat(47 + 96))
    table.drag(by: -10)
    #expect(navigation.largeTitleVisibleHeight == 42)
    #expect(table.safeAreaInsets.top == CGFloat(47 + 86))
  }

  @Test func w14HidesBarsOnSwipeHidesOnAnUpwardSwipeAndShowsOnADownwardOne() {
    let table = tableController()
    let (navigation, _) = show(table)
    navigation.hidesBarsOnSwipe = true
    let scroll = table.tableView!
    scroll.drag(by: -5)
    #expect(!navigation.isNavigationBarHidden)
    scroll.drag(by: -10)
    #expect(navigation.isNavigationBarHidden)
    #expect(scroll.safeAreaInsets.top == 47)
    scroll.release()
    scroll.drag(by: 20)
    #expect(!navigation.isNavigationBarHidden)
    #expect(scroll.safeAreaInsets.top == CGFloat(47 + 44))
  }

  @Test func w13UnderTheInsetAlternativeATopInsetCollapsesTheTitle() {
    let table = tableController()
    table.tableView.contentInset.top = 100
    let log = ExerciseLog()
    let (navigation, _) = EngineAssumptions.$log.withValue(log) { show(table, largeTitles: true) }
    EngineAssumptions.$log.withValue(log) { table.tableView.drag(by: -1) }
    #expect(log.exercised.contains("W13"))
    #expect(navigation.largeTitleVisibleHeight == 52)
    let other = tableController()
    other.tableView.contentInset.top = 100
    let (otherNavigation, _) = show(other, largeTitles: true)
    EngineAssumptions.$current.withValue(try! EngineAssumptions(["W13=inset"])) { other.tableView.drag(by: -1) }
    #expect(otherNavigation.largeTitleVisibleHeight == 51)
  }

  @Test func w15TheKeyboardCoversTheTabBar() {
    let table = tableController()
    let tabs = UITabBarController(selectedViewController: table)
    tabs.homeIndicatorInset = 34
    let host = ViewControllerHost(tabs, screen: iPhone12)
    host.present()
    #expect(table.tableView.safeAreaInsets.bottom == 83)
    host.changeSafeArea(to: UIEdgeInsets(top: 47, left: 0, bottom: 294, right: 0), recording: .marker("keyboard"))
    #expect(table.tableView.safeAreaInsets.bottom == 294)
  }

  @Test func c9ContainerForwardsAppearanceToItsRoot() {
    let root = CountingController()
    let (_, host) = show(root)
    #expect(root.calls == ["willAppear", "isAppearing", "didAppear"])
    host.disappear()
    host.reappear()
    #expect(root.calls.suffix(5) == ["willDisappear", "didDisappear", "willAppear", "isAppearing", "didAppear"])
  }

  @Test func c20NestedContainersForwardAppearanceAndSizeChangesEvenWhenAnOverrideSkipsSuper() {
    let root = CountingController()
    let navigation = SilentNavigationController(rootViewController: root)
    let tabs = UITabBarController(selectedViewController: navigation)
    #expect(tabs.children.count == 1 && tabs.children[0] === navigation && navigation.children[0] === root)
    #expect(root.navigationController === navigation && root.tabBarController === tabs)
    let host = ViewControllerHost(tabs, screen: iPhone12)
    host.present()
    #expect(navigation.heard == ["willAppear"])
    #expect(root.calls == ["willAppear", "isAppearing", "didAppear"])
    host.transition(to: iPhone12Landscape)
    #expect(root.calls.last == "transition 844x390")
  }

  @Test func w15TabBarAddsItsHeightAboveTheHomeIndicator() {
    let table = tableController()
    let tabs = UITabBarController(selectedViewController: UINavigationController(rootViewController: table))
    let host = ViewControllerHost(tabs, screen: iPhone12)
    host.present()
    #expect(table.tableView.safeAreaInsets.bottom == CGFloat(49 + 34))
    #expect(table.tableView.safeAreaInsets.top == CGFloat(47 + 44))
    host.transition(to: iPhone12Landscape)
    #expect(table.tableView.safeAreaInsets.bottom == CGFloat(32 + 21))
  }

  @Test func o1ObservationsMeasureTheContentControllersView() {
    let table = tableController()
    _ = show(table, translucent: false)
    let observation = table.tableView.observe(.marker("x"))
    #expect(observation.frameInRootView == CGRect(x: 0, y: 0, width: 390, height: 844 - 91))
    #expect(observation.rootViewBounds?.size == CGSize(width: 390, height: 844 - 91))
  }
}

private final class CountingController: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func viewIsAppearing(_ animated: Bool) { calls.append("isAppearing") }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  override func viewWillTransition(to size: CGSize) {
    super.viewWillTransition(to: size)
    calls.append("transition \(Int(size.width))x\(Int(size.height))")
  }
}

/// A navigation controller whose `viewWillAppear` forgets `super`: UIKit still forwards (C20).
private final class SilentNavigationController: UINavigationController {
  var heard: [String] = []
  override func viewWillAppear(_ animated: Bool) { heard.append("willAppear") }
}
