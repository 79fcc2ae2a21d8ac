import ScrollGeometry
import Strategies

/// A UIKit strategy's view controller shown by a host on the scenario's device, its table
/// given the scenario's content as its data source (through `StoryboardAttributes`).
public final class TableWorld: World {
  public let recorder = TraceRecorder()
  let scenario: Scenario
  let controller: UIViewController
  let host: ViewControllerHost
  let attributes: StoryboardAttributes
  let textSetter: ((String, UIViewController) -> Void)?
  /// The strategy's hook for a new maximum header height (W47), and the heights in force.
  let maximumHeightSetter: ((CGFloat, UIViewController) -> Bool)?
  /// The strategy's path to a new table-wide section header height (W51), for a family whose
  /// headers are section headers.
  let sectionHeaderHeightSetter: ((CGFloat, UIViewController) -> Bool)?
  /// The header heights in force: the scenario's, then whatever `set-header-height` set (W47).
  var headerHeightsInForce: HeaderHeights
  public private(set) var isLandscape: Bool
  private var table: UITableView?
  /// The keyboard and the status bar (W1, W2).
  var environment = WorldEnvironment()
  /// The app's own share of the table's `contentInset`, never below zero (W30).
  var appContentInset = UIEdgeInsets.zero
  /// The controller's `additionalSafeAreaInsets` before the app first set them (W32): what
  /// `GestureEvent.takeBackAppAdditionalSafeArea` gives back; nil while the app has not set them.
  var additionalSafeAreaBeforeApp: UIEdgeInsets?
  /// What the keyboard handling last added to the scroll view's `contentInset.bottom`
  /// (UIKit's `lastAdjustment` for a `UITableViewController`, or the app's, W1).
  var keyboardInsetAdjustment: CGFloat = 0

  /// Builds the world; the controller is created with the scenario's storyboard attributes
  /// in force, so its tables start with the scenario's content.
  init(
    scenario: Scenario, storyboard: Bool, makeController: () -> UIViewController,
    setHeaderText: ((String, UIViewController) -> Void)? = nil,
    setMaximumHeight: ((CGFloat, UIViewController) -> Bool)? = nil,
    setSectionHeaderHeight: ((CGFloat, UIViewController) -> Bool)? = nil,
    heights: HeaderHeights? = nil
  ) {
    self.scenario = scenario
    self.maximumHeightSetter = setMaximumHeight
    self.sectionHeaderHeightSetter = setSectionHeaderHeight
    self.headerHeightsInForce =
      heights ?? HeaderHeights(minimum: scenario.minimumHeaderHeight, maximum: scenario.maximumHeaderHeight)
    // The data source (the content) reaches every port's table; the storyboard's own
    // attributes and canvas only a storyboard table (T18, C1).
    let attributes = storyboard
      ? StoryboardAttributes(
        content: scenario.content.tableContent,
        // "Automatic" in the size inspector: the property is left unset (T3 decides what
        // reading it gives).
        sectionHeaderHeight: Self.storyboardValue(scenario.content.sectionHeaderHeight),
        sectionFooterHeight: Self.storyboardValue(scenario.content.sectionFooterHeight),
        sectionHeaderTopPadding: scenario.content.sectionHeaderTopPadding,
        contentInsetAdjustmentBehavior: scenario.device.adjustment,
        frame: Self.storyboardFrame(scenario), pin: scenario.storyboardTablePin,
        style: scenario.groupedSections ? .grouped : nil, estimatedRowHeight: scenario.rowEstimate)
      : StoryboardAttributes(
        content: scenario.content.answeredByDelegate.tableContent, style: scenario.groupedSections ? .grouped : nil,
        estimatedRowHeight: scenario.rowEstimate)
    self.attributes = attributes
    // Views built before the window exists start at the main screen's scale (C11).
    let controller = UIView.$mainScreenScale.withValue(scenario.device.initialScreen.scale) {
      StoryboardAttributes.$current.withValue(attributes) { makeController() }
    }
    if storyboard { controller.storyboardCanvasSize = UIViewController.placeholderSize }
    self.controller = controller
    self.isLandscape = scenario.device.startsInLandscape
    // The navigation and tab bar controllers the scenario shows it in (W10 to W15).
    let shown = scenario.container.wrap(controller, metrics: scenario.device.barMetrics)
    // A page sheet may be shown at its medium detent (W55).
    self.environment.sheetAtMediumDetent = scenario.showsMediumDetentFirst
    self.host = ViewControllerHost(shown, screen: scenario.initialScreen, recorder: recorder)
    self.textSetter = setHeaderText
    updateHomeIndicator()
    // The bars over the table, for pictures (Z3).
    recorder.systemBars = { [weak self] in self?.systemBars() ?? [] }
    // Where the top bars end, at markers (C44); bars that end above the table's top (a table
    // laid out below them) end at its top: 0.
    recorder.topBarsBottom = { [weak self] in
      self?.topSystemBars().map { $0.map(\.frame.maxY).reduce(0, max) }
    }
    // The app's identified views over the table, at markers (V5, C44).
    recorder.viewsOverScrollView = { [weak self] in self?.scrollView.identifiedViewsOverScrollView() ?? [] }
  }

  /// The size of the storyboard table's frame when it is decoded: the canvas (C1), or the
  /// screen's under `C1=screen`.
  static func storyboardFrameSize(_ scenario: Scenario) -> CGSize {
    let screen = scenario.device.initialScreen.size
    if screen != UIViewController.placeholderSize { EngineAssumptions.exercised("C1") }
    return EngineAssumptions.uses("screen", for: "C1") ? screen : UIViewController.placeholderSize
  }

  /// The table the strategy built (the first in its view hierarchy), or, for a port without
  /// a table (an inset header on a plain `UIScrollView`), its first scroll view.
  public var scrollView: UIScrollView {
    if let resolved { return resolved }
    let found: UIScrollView = realTable ?? host.scrollViews.first ?? tableView
    resolved = found
    return found
  }
  /// The storyboard table's frame when it is decoded: the canvas (or the screen, C1), inside
  /// its safe area when the scene pins the table to the Safe Area (the canvas, an iPhone 8,
  /// has a 20-point status bar; C30).
  static func storyboardFrame(_ scenario: Scenario) -> CGRect {
    let size = storyboardFrameSize(scenario)
    guard scenario.storyboardTablePin == .safeArea else { return CGRect(origin: .zero, size: size) }
    let safe = size == UIViewController.placeholderSize
      ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : scenario.device.initialScreen.safeAreaInsets
    return CGRect(
      x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
      height: size.height - safe.top - safe.bottom)
  }

  /// A table-wide height as a storyboard gives it: `automaticDimension` ("Automatic" in the
  /// size inspector) leaves the property unset.
  static func storyboardValue(_ height: CGFloat) -> CGFloat? {
    height == UITableView.automaticDimension ? nil : height
  }

  private var resolved: UIScrollView?
  private var searchedTable = false
  private var foundTable: UITableView?

  /// The strategy's table, if it built one (looked for once).
  var realTable: UITableView? {
    if !searchedTable {
      foundTable = host.scrollViews.compactMap { $0 as? UITableView }.first
      searchedTable = true
    }
    return foundTable
  }

  /// The strategy's table, or a stand-in without rows for a port that has none.
  var tableView: UITableView {
    if let table { return table }
    let found = realTable ?? UITableView()
    table = found
    return found
  }

  public func appear() {
    StoryboardAttributes.$current.withValue(attributes) { host.present() }
    // The app's refresh control (W40), on the world's scroll view, once it is shown.
    if scenario.refreshControl, scrollView.refreshControl == nil { scrollView.refreshControl = UIRefreshControl() }
    // A controller shown as a page sheet: the sheet's pan takes a pull past the top (W56).
    scrollView.pullsMoveSheet = scenario.isShownAsPageSheet
    // ... and, at its medium detent, a drag scrolling up grows it first (W57).
    letDragsExpandSheet(scenario)
  }

  public func rotate() {
    isLandscape.toggle()
    updateHomeIndicator()
    host.transition(to: currentScreen)
    // The keyboard's frame changed with the rotation: its handling follows (W1).
    if environment.keyboardShown, insetsForKeyboard {
      adjustInsetForKeyboard()
      host.layOutAndRecord(.environmentChange("keyboard frame changed"))
    }
  }

  /// The window changes width as a rotation changes size, without rotating (W19, C7).
  public func resizeWindow() {
    let screen = scenario.device.screen(landscape: isLandscape)
    guard DeviceModel.otherSplitViewWidth(for: screen.size) != nil else { return }
    environment.windowResized.toggle()
    host.transition(to: currentScreen)
  }

  /// Whether the page sheet is at its medium detent now (W53).
  public var sheetIsAtMediumDetent: Bool { environment.sheetAtMediumDetent }

  /// How far a drag grows the sheet from its medium detent to its large one now (W57).
  public var sheetGrowthDistance: CGFloat? {
    environment.sheetGrowthDistance(on: scenario.device.screen(landscape: isLandscape))
  }

  /// An iPhone page sheet moves to its medium detent, or back to large: its height changes as
  /// a rotation changes size, without rotating (W53, C7). No-op elsewhere, at compact
  /// height, and while the keyboard is up (the sheet keeps its large detent then).
  public func changeDetent() {
    guard !environment.keyboardShown,
      DeviceModel.mediumDetentHeight(for: scenario.device.screen(landscape: isLandscape).size) != nil
    else { return }
    environment.sheetAtMediumDetent.toggle()
    host.transition(to: currentScreen)
  }

  /// The window's size now: the device's screen in the current orientation, or the Split
  /// View width a `window-resize` left (W19).
  public var windowSize: CGSize? { currentScreen.size }

  /// The device's screen in the current orientation, as the environment leaves it.
  var currentScreen: Screen {
    environment.apply(
      to: scenario.device.screen(landscape: isLandscape), keyboardInSafeArea: Self.safeAreaFollowsKeyboard)
  }

  /// Whether the app lets the safe area follow the keyboard (`W1=follows`); UIKit does not.
  static var safeAreaFollowsKeyboard: Bool { EngineAssumptions.uses("follows", for: "W1") }

  public func insertRows(section: Int, heights: [CGFloat]) {
    let table = tableView
    guard table.content.sections.indices.contains(section) else { return }
    host.update {
      var content = table.content
      content.sections[section].rowHeights += heights.map { Optional($0) }
      recorder.worldChange { table.content = content }
    }
  }

  public func deleteRows(section: Int, count: Int) {
    let table = tableView
    guard table.content.sections.indices.contains(section), count > 0 else { return }
    host.update {
      var content = table.content
      let rows = content.sections[section].rowHeights.count
      content.sections[section].rowHeights.removeLast(min(count, rows))
      recorder.worldChange { table.content = content }
    }
  }

  public func setHeaderText(_ text: String) {
    guard let textSetter else { return }
    host.update { textSetter(text, controller) }
  }

  public var appContent: TableContent? { realTable?.content }

  public func applyAppContent(_ content: TableContent) {
    guard let table = realTable, table.content != content else { return }
    host.update { recorder.worldChange { table.content = content } }
  }

  public func redeliver() { scrollView.redeliverDidScroll() }

  /// The twin's table adopts this table's row measurements (T20), so that both lay out the
  /// same rows at the same heights: what the user scrolled through is measured in both.
  public func shareRowMeasurements(with twin: any World) {
    guard let mine = realTable, let theirs = (twin as? TableWorld)?.realTable,
      mine.rowMeasurements != theirs.rowMeasurements
    else { return }
    (twin as? TableWorld)?.host.update { theirs.rowMeasurements = mine.rowMeasurements }
  }

  /// Each section's header and footer (when not empty) and its first and last row that has
  /// a height (a row a height change left 0 tall, W34, has nothing to show: the nearest row
  /// with a height stands in for it), at most 24 targets, top to bottom.
  public func reachTargets() -> [ReachTarget] {
    let table = tableView
    var targets: [ReachTarget] = []
    for section in 0..<table.numberOfSections {
      let header = table.rectForHeader(inSection: section)
      let footer = table.rectForFooter(inSection: section)
      let floats = table.style == .plain
      if header.height > 0 { targets.append(ReachTarget(kind: .sectionHeader(section: section), frame: header)) }
      let tall = (0..<table.numberOfRows(inSection: section)).filter {
        table.rectForRow(at: IndexPath(row: $0, section: section)).height > 0
      }
      let ends = [tall.first, tall.last].compactMap { $0 }
      for row in ends.count == 2 && ends[0] == ends[1] ? [ends[0]] : ends {
        targets.append(
          ReachTarget(
            kind: .row(section: section, row: row), frame: table.rectForRow(at: IndexPath(row: row, section: section)),
            clearanceAbove: floats ? header.height : 0, clearanceBelow: floats ? footer.height : 0))
      }
      if footer.height > 0 { targets.append(ReachTarget(kind: .sectionFooter(section: section), frame: footer)) }
      if targets.count >= 24 { break }
    }
    return Array(targets.prefix(24))
  }

  /// The padding the table declares above a section header.
  var resolvedTopPadding: CGFloat {
    guard realTable != nil else { return 0 }
    let padding = tableView.sectionHeaderTopPadding
    if padding >= 0 { return padding }
    return tableView.style == .plain ? UITableView.automaticSectionHeaderTopPadding : 0
  }

  /// Room pinned section headers and footers may cover (plain style only).
  var largestPinnedHeight: CGFloat {
    let table = tableView
    guard table.style == .plain else { return 0 }
    var header: CGFloat = 0
    var footer: CGFloat = 0
    for section in 0..<table.numberOfSections {
      header = max(header, table.rectForHeader(inSection: section).height)
      footer = max(footer, table.rectForFooter(inSection: section).height)
    }
    return header + footer
  }
}

extension Content {
  /// The content as the table's data source answers it.
  var tableContent: TableContent {
    TableContent(sections.map {
      TableContent.Section(
        rowHeights: $0.rowHeights.map { Optional($0) }, headerHeight: $0.headerHeight,
        footerHeight: $0.footerHeight)
    })
  }
}
