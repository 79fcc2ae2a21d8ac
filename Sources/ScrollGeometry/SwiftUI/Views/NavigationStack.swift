/// A navigation stack showing its root view under a navigation bar, as SwiftUI's
/// `NavigationStack` (U26). Pushing is not modelled.
///
/// The bar stands over the top of the content: the content's safe area starts below it, and
/// a scroll view inside extends under it and scrolls its content under it. With a large
/// title the bar is taller at the top of the content and collapses as the content scrolls up.
public struct NavigationStack: _PrimitiveView {
  let root: any View

  /// Creates a navigation stack with a root view.
  public init<Root: View>(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    .navigationStack(context.resolve(root, at: "root"))
  }
}

/// How a navigation bar shows its title, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode` (U26).
public enum TitleDisplayMode: Hashable, Sendable {
  /// Large at the root of a stack (the model has only roots).
  case automatic
  /// In the bar.
  case inline
  /// Large, below the bar, collapsing into it while the content scrolls up.
  case large
}

/// Where `toolbarBackground` applies, as SwiftUI's `ToolbarPlacement`.
public enum ToolbarPlacement: Hashable, Sendable {
  /// The navigation bar.
  case navigationBar
  /// The tab bar.
  case tabBar
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// A setting a view gives the navigation bar of its stack (U26).
enum NavigationItemSetting {
  case title(String)
  case displayMode(TitleDisplayMode)
  case background(Visibility)
  case barVisibility(Visibility)
}

/// The bar a `NavigationStack` draws: heights from the device's size class (U26).
struct NavigationBarLayout {
  /// The standard bar: 44 points, 32 in a compact height (a landscape iPhone).
  static let regularBarHeight: CGFloat = 44
  static let compactBarHeight: CGFloat = 32
  /// The large title's extra height below the bar, at full size.
  static let largeTitleHeight: CGFloat = 52

  var title = ""
  var displayMode = TitleDisplayMode.automatic
  var background = Visibility.automatic
  /// `toolbar(.hidden, for: .navigationBar)` hides the bar (W17).
  var barVisibility = Visibility.automatic

  /// The settings found in `node`'s subtree (the first of each kind, in tree order), not
  /// looking into nested stacks or geometry readers.
  init(settingsIn node: ViewNode) {
    var found: [NavigationItemSetting] = []
    node.collectNavigationSettings(into: &found)
    for setting in found.reversed() {
      switch setting {
      case .title(let value): title = value
      case .displayMode(let value): displayMode = value
      case .background(let value): background = value
      case .barVisibility(let value): barVisibility = value
      }
    }
  }

  /// Whether a large title shows in a container of `size`: asked for (or automatic) with a
  /// title, and not in a compact height.
  func showsLargeTitle(in size: CGSize) -> Bool {
    displayMode != .inline && !title.isEmpty && size.height >= size.width
  }

  /// The bar's height without the large title.
  func barHeight(in size: CGSize) -> CGFloat {
    size.height >= size.width ? Self.regularBarHeight : Self.compactBarHeight
  }
}

extension ViewNode {
  /// A navigation stack over `child`, with the bar's settings found in it.
  static func navigationStack(_ child: ViewNode) -> ViewNode {
    ViewNode(.navigationStack(child: child, bar: NavigationBarLayout(settingsIn: child)))
  }

  /// Appends the navigation settings of this subtree, in tree order.
  func collectNavigationSettings(into found: inout [NavigationItemSetting]) {
    switch kind {
    case .navigationItem(let setting, let child):
      found.append(setting)
      child.collectNavigationSettings(into: &found)
    case .navigationStack:
      return
    default:
      for child in children { child.collectNavigationSettings(into: &found) }
    }
  }
}

extension View {
  /// Sets the title of the navigation bar of the enclosing stack (U26).
  public func navigationTitle(_ title: String) -> ModifiedView {
    ModifiedView(self, "navigationTitle") { ViewNode(.navigationItem(.title(title), child: $0)) }
  }

  /// Sets how the enclosing stack's bar shows the title (U26).
  public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> ModifiedView {
    ModifiedView(self, "navigationBarTitleDisplayMode") {
      ViewNode(.navigationItem(.displayMode(mode), child: $0))
    }
  }

  /// Shows or hides the bar's background; changes no geometry (U26).
  public func toolbarBackground(_ visibility: Visibility, for placement: ToolbarPlacement...) -> ModifiedView {
    ModifiedView(self, "toolbarBackground") { ViewNode(.navigationItem(.background(visibility), child: $0)) }
  }

  /// Shows or hides the enclosing stack's navigation bar (W17): hidden, the bar and its
  /// large title leave the safe area's top.
  public func toolbar(_ visibility: Visibility, for placement: ToolbarPlacement...) -> ModifiedView {
    ModifiedView(self, "toolbar") {
      placement.contains(.navigationBar) ? ViewNode(.navigationItem(.barVisibility(visibility), child: $0)) : $0
    }
  }

  /// Sets the bar's background colour; changes no geometry (U26).
  public func toolbarBackground(_ color: Color, for placement: ToolbarPlacement...) -> ModifiedView {
    ModifiedView(self, "toolbarBackground") { ViewNode(.passthrough(child: $0)) }
  }
}
