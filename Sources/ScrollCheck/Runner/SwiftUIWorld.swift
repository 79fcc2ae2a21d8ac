import ScrollGeometry
import Strategies

/// A SwiftUI strategy's view hosted in a `HostingScrollView` the size of the scenario's
/// screen, with as many items as the scenario has rows.
public final class SwiftUIWorld: World {
  public let recorder = TraceRecorder()
  let scenario: Scenario
  let host: HostingScrollView
  public private(set) var isLandscape: Bool
  /// The ids of the app's data items the view shows now, in order (U44): 0 to n - 1 at
  /// first; an inserted item gets the next unused id.
  public internal(set) var itemIDs: [Int]
  /// The id the next inserted item gets.
  var nextItemID: Int
  /// The number of items the view shows now.
  public var itemCount: Int { itemIDs.count }
  /// Whether the strategy's view identifies its items by their data (U44) or by their index
  /// (U42): which identity a row's own state belongs to (U45).
  let identifiesItems: Bool
  /// Builds the strategy's view with the items' ids, whether the navigation bar is hidden,
  /// the header's text and its base height.
  private let makeRootView: ([Int], Bool, String, CGFloat) -> any View
  /// The header's text as the app passes it to its view now (U40).
  private var headerText: String
  /// Whether the strategy's view shows the header's text (U40).
  private let showsHeaderText: Bool
  /// The keyboard and the status bar (W1, W2).
  var environment = WorldEnvironment()
  /// Whether the app hid the navigation stack's bar (W17).
  var navigationBarHidden = false

  /// The view with the current items, as the world shows it now.
  func makeView() -> any View {
    // The app's content margins (W30, U41) around the strategy's view, always there (0 until
    // the app adds some) so that the view's identity, and its state, do not change with them.
    let margins = appContentMargins
    return makeRootView(itemIDs, navigationBarHidden, headerText, baseHeight)
      .contentMargins(.top, margins.top, for: .scrollContent)
      .contentMargins(.bottom, margins.bottom, for: .scrollContent)
  }
  /// The app's own content margins, changed by `change-content-inset` (W30, U41).
  var appContentMargins = UIEdgeInsets.zero
  /// The hosting controller's `additionalSafeAreaInsets` (W32).
  var additionalSafeAreaInsets = UIEdgeInsets.zero
  /// The header's base height as the app passes it to its view now: the scenario's, then
  /// whatever `set-header-height` set (W50).
  var baseHeight: CGFloat
  /// The heights the strategy declares for a base height (W50: a strategy whose declaration
  /// does not follow the proposal keeps its base height in a constant).
  let declaredHeights: (CGFloat) -> HeaderHeights

  init<S: StickyHeaderStrategy>(scenario: Scenario, strategy: S) throws {
    self.scenario = scenario
    self.isLandscape = scenario.device.startsInLandscape
    // A page sheet may be shown at its medium detent (W55).
    self.environment.sheetAtMediumDetent = scenario.showsMediumDetentFirst
    let screen = Self.screen(scenario.initialScreen, with: scenario.container, metrics: scenario.device.barMetrics)
    let navigationBar = scenario.container.navigationBar
    let isRefreshable = scenario.refreshControl
    baseHeight = scenario.maximumHeaderHeight
    let minimum = scenario.minimumHeaderHeight
    let environment = scenario.headerEnvironment(on: scenario.initialScreen, landscape: scenario.device.startsInLandscape)
    declaredHeights = { base in
      let declared = strategy.declaration(for: HeaderHeights(minimum: minimum, maximum: base), in: environment)
      return HeaderHeights(minimum: declared.minimumHeight, maximum: declared.maximumHeight)
    }
    makeRootView = { items, hidden, text, baseHeight in
      let made: any View = strategy.makeView(items: items, baseHeight: baseHeight, headerText: text)
      // The app's `refreshable` around the strategy's view (K11), as `TableWorld` installs a
      // refresh control on the table (W40): what it runs is the app's, not the header's.
      let view: any View = isRefreshable ? made.refreshable(action: {}) : made
      guard let navigationBar else { return view }
      return SwiftUIWorld.inNavigationStack(view, navigationBar, hidden: hidden)
    }
    itemIDs = Array(0..<scenario.content.rowCount)
    nextItemID = itemIDs.count
    identifiesItems = strategy.identifiesItems
    headerText = scenario.headerText
    showsHeaderText = strategy.showsHeaderText
    let view = makeRootView(itemIDs, false, headerText, baseHeight)
      .contentMargins(.top, 0, for: .scrollContent).contentMargins(.bottom, 0, for: .scrollContent)
    host = try HostingScrollView(
      rootView: view, frame: screen.bounds, safeAreaInsets: screen.safeAreaInsets,
      contentScaleFactor: screen.scale, images: strategy.images)
  }

  public var scrollView: UIScrollView { host }

  /// SwiftUI has no call that starts a refresh (no `beginRefreshing()`): only a pull does (K11).
  public var beginsRefreshingProgrammatically: Bool { false }

  /// The strategy's view as the root of a `NavigationStack` titled "Title" (U26): a large
  /// title where UIKit's bar would show one (W11), inline otherwise. SwiftUI's bars are
  /// always drawn over the content, so translucency changes nothing here.
  static func inNavigationStack(_ view: any View, _ bar: Container.NavigationBar, hidden: Bool = false) -> any View {
    let mode: TitleDisplayMode =
      !bar.asksForLargeTitle ? .inline : bar.largeTitleDisplayMode == .always ? .large : .automatic
    let titled = view.navigationTitle("Title").navigationBarTitleDisplayMode(mode)
      .toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    return NavigationStack { titled }
  }

  /// The screen the hosted view sees: a `TabView`'s tab bar adds to the bottom safe area
  /// above the home indicator, unless a taller keyboard covers it (W15, W1).
  static func screen(_ screen: Screen, with container: Container, metrics: BarMetrics, keyboardBottom: CGFloat? = nil) -> Screen {
    guard container.tabBar else { return screen }
    var screen = screen
    let home = screen.safeAreaInsets.bottom
    let bar = metrics.tabBarHeight(in: screen.size)
    screen.safeAreaInsets.bottom = max(keyboardBottom ?? home, home + bar)
    return screen
  }

  public func appear() {
    // A view shown in a page sheet: the sheet's pan takes a pull past the top (W56).
    host.pullsMoveSheet = scenario.isShownAsPageSheet
    // ... and, at its medium detent, a drag scrolling up grows it first (W57).
    letDragsExpandSheet(scenario)
    host.recorder = recorder
    host.record(.layoutPass(1))
  }

  public func rotate() {
    isLandscape.toggle()
    let screen = currentScreen
    resizeHost(to: screen)
  }

  /// The window changes width, as a rotation changes size (W19, U12).
  public func resizeWindow() {
    guard DeviceModel.otherSplitViewWidth(for: scenario.device.screen(landscape: isLandscape).size) != nil else { return }
    environment.windowResized.toggle()
    let screen = currentScreen
    resizeHost(to: screen)
  }

  /// Whether the page sheet is at its medium detent now (W53).
  public var sheetIsAtMediumDetent: Bool { environment.sheetAtMediumDetent }

  /// How far a drag grows the sheet from its medium detent to its large one now (W57).
  public var sheetGrowthDistance: CGFloat? {
    environment.sheetGrowthDistance(on: scenario.device.screen(landscape: isLandscape))
  }

  /// An iPhone page sheet moves to its medium detent or back, as a rotation changes size
  /// (W53, U12).
  public func changeDetent() {
    guard !environment.keyboardShown,
      DeviceModel.mediumDetentHeight(for: scenario.device.screen(landscape: isLandscape).size) != nil
    else { return }
    environment.sheetAtMediumDetent.toggle()
    let screen = currentScreen
    resizeHost(to: screen)
  }

  /// Items appended at the end (whatever the section: the view has one list of items), as
  /// an app whose data grew gives its hosting controller a new root view.
  public func insertRows(section: Int, heights: [CGFloat]) {
    insertItems(at: itemCount, count: heights.count)
  }

  /// Up to `count` items removed from the end.
  public func deleteRows(section: Int, count: Int) {
    deleteItems(at: itemCount - min(max(0, count), itemCount), count: count)
  }

  /// The app passes a new title to its view: SwiftUI evaluates it again, state kept, and its
  /// text re-wraps (U40). A strategy that shows no text is unchanged.
  public func setHeaderText(_ text: String) {
    guard showsHeaderText, text != headerText else { return }
    headerText = text
    host.replaceRootView(currentRootView())
  }

  public func redeliver() { host.redeliverUpdate() }

  public func reachTargets() -> [ReachTarget] { [] }
}
