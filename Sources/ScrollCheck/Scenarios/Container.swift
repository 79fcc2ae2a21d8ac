import ScrollGeometry

/// The container controllers a scenario shows its strategy's controller in: a navigation
/// controller (its bar, large titles, translucency) and a tab bar controller (W10 to W15 in
/// docs/semantics.md). The SwiftUI world puts its view in a `NavigationStack` (U26) for a
/// navigation bar. A scenario field of its own (token field tag 10), absent from old tokens:
/// `Container.none`, the bare controller, as before.
public struct Container: Hashable, Sendable, Codable {
  /// The navigation controller's settings, as an app gives them.
  public struct NavigationBar: Hashable, Sendable, Codable {
    /// `navigationBar.prefersLargeTitles` (W11).
    public var prefersLargeTitles: Bool
    /// The root's `navigationItem.largeTitleDisplayMode` (W11).
    public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode
    /// `navigationBar.isTranslucent` (W12).
    public var isTranslucent: Bool
    /// The root's `extendedLayoutIncludesOpaqueBars` (W12).
    public var extendedLayoutIncludesOpaqueBars: Bool
    /// `hidesBarsOnSwipe` (W14).
    public var hidesBarsOnSwipe: Bool

    /// Creates bar settings; by default UIKit's: a translucent bar with standard titles.
    public init(
      prefersLargeTitles: Bool = false, largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic,
      isTranslucent: Bool = true, extendedLayoutIncludesOpaqueBars: Bool = false, hidesBarsOnSwipe: Bool = false
    ) {
      self.prefersLargeTitles = prefersLargeTitles
      self.largeTitleDisplayMode = largeTitleDisplayMode
      self.isTranslucent = isTranslucent
      self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
      self.hidesBarsOnSwipe = hidesBarsOnSwipe
    }

    /// Whether a large title is asked for (it still does not show in a compact height).
    public var asksForLargeTitle: Bool { prefersLargeTitles && largeTitleDisplayMode != .never }

    /// "large titles (.automatic), translucent"
    public var plainDescription: String {
      var parts: [String] = []
      if prefersLargeTitles {
        parts.append("large titles" + (largeTitleDisplayMode == .automatic ? "" : " (.\(largeTitleDisplayMode.rawValue))"))
      } else {
        parts.append("standard title")
      }
      if isTranslucent {
        parts.append("translucent")
      } else {
        parts.append(extendedLayoutIncludesOpaqueBars ? "opaque, extendedLayoutIncludesOpaqueBars" : "opaque")
      }
      if hidesBarsOnSwipe { parts.append("hidesBarsOnSwipe") }
      return parts.joined(separator: ", ")
    }
  }

  /// The navigation controller around the strategy's controller, or nil for none.
  public var navigationBar: NavigationBar?
  /// Whether a tab bar controller shows it (around the navigation controller, if any).
  public var tabBar: Bool

  /// Creates a container; by default none at all.
  public init(navigationBar: NavigationBar? = nil, tabBar: Bool = false) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
  }

  /// No container: the strategy's controller is the window's root, as before.
  public static let none = Container()

  /// Whether this is no container at all.
  public var isNone: Bool { self == .none }

  /// "in a navigation controller (large titles, translucent) in a tab bar controller", or nil
  /// for none.
  public var plainDescription: String? {
    var parts: [String] = []
    if let navigationBar { parts.append("in a navigation controller (\(navigationBar.plainDescription))") }
    if tabBar { parts.append("in a tab bar controller") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The same containers as the SwiftUI world builds them (U26, W15): "in a NavigationStack
  /// (inline title) in a TabView", or nil for none. SwiftUI's bars are always drawn over the
  /// content, so translucency is not said, nor `hidesBarsOnSwipe` (the SwiftUI world has no
  /// such bar setting); the title's display mode is the one `SwiftUIWorld.inNavigationStack`
  /// passes.
  public var swiftUIPlainDescription: String? {
    var parts: [String] = []
    if let navigationBar {
      let mode =
        !navigationBar.asksForLargeTitle
        ? "inline title" : navigationBar.largeTitleDisplayMode == .always ? "large title" : "large title (.automatic)"
      parts.append("in a NavigationStack (\(mode))")
    }
    if tabBar { parts.append("in a TabView") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// Puts `controller` in the containers, innermost first, with the device's bar heights.
  public func wrap(_ controller: UIViewController, metrics: BarMetrics) -> UIViewController {
    var shown = controller
    if let bar = navigationBar {
      controller.navigationItem.title = "Title"
      controller.navigationItem.largeTitleDisplayMode = bar.largeTitleDisplayMode
      controller.extendedLayoutIncludesOpaqueBars = bar.extendedLayoutIncludesOpaqueBars
      let navigation = UINavigationController(rootViewController: controller)
      navigation.barMetrics = metrics
      navigation.navigationBar.prefersLargeTitles = bar.prefersLargeTitles
      navigation.navigationBar.isTranslucent = bar.isTranslucent
      navigation.hidesBarsOnSwipe = bar.hidesBarsOnSwipe
      shown = navigation
    }
    if tabBar {
      let tabs = UITabBarController(selectedViewController: shown)
      tabs.barMetrics = metrics
      shown = tabs
    }
    return shown
  }
}

extension Device {
  /// The device's bar heights (W10): a tablet's for a catalogue iPad (and its windows), else
  /// by the screen's size.
  public var barMetrics: BarMetrics {
    if let model { return BarMetrics(idiom: model.name.hasPrefix("iPad") ? .pad : .phone) }
    return BarMetrics(idiom: BarMetrics.idiom(for: CGSize(width: width, height: height)))
  }
}
