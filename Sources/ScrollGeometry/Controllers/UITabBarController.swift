/// A model of `UITabBarController` showing its selected controller above the tab bar and the
/// home indicator (W15 in docs/semantics.md). The other tabs are not modelled: switching
/// away and back is the selected controller disappearing and appearing again (C9).
///
/// ```swift
/// let tabs = UITabBarController(selectedViewController: UINavigationController(rootViewController: list))
/// let host = ViewControllerHost(tabs, screen: screen, recorder: recorder)
/// host.present()   // the list's bottom safe area is 49 + 34 on an iPhone 12
/// ```
open class UITabBarController: UIViewController {
  /// The controller of the selected tab.
  public let selectedViewController: UIViewController
  /// The device's bar heights (W15): set before the view appears.
  public var barMetrics = BarMetrics(idiom: .phone)
  /// Whether the tab bar is translucent. Default true: the selected view extends under it.
  public var isTabBarTranslucent = true
  /// The screen's own bottom inset (the home indicator), when the container's bottom safe
  /// area also holds a keyboard (W1): the tab bar stands on the home indicator, and the
  /// keyboard, when taller, covers it (W15). Nil: the container's bottom safe area.
  public var homeIndicatorInset: CGFloat?

  /// Creates a tab bar controller showing `selectedViewController`.
  public init(selectedViewController: UIViewController) {
    self.selectedViewController = selectedViewController
    super.init()
    addChild(selectedViewController)
  }

  open override func loadView() {
    let container = TabBarContainerView(frame: CGRect(origin: .zero, size: initialViewSize))
    container.controller = self
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    let child: UIView = selectedViewController.view
    view.addSubview(child)
    let content = (child as? UIScrollView) ?? (child.subviews.first as? UIScrollView)
    content?.isContentViewOfContainerController = true
  }

  /// The tab bar's top edge in the container's coordinates: its height above the home
  /// indicator (the container's bottom safe area) (W15).
  public var tabBarTop: CGFloat {
    view.bounds.height - (homeIndicatorInset ?? view.safeAreaInsets.bottom) - barMetrics.tabBarHeight(in: view.bounds.size)
  }
}

/// A tab bar controller's view: lays the selected view out over (or above) the tab bar and
/// gives it the safe area the bar leaves (W15).
final class TabBarContainerView: UIView {
  weak var controller: UITabBarController?

  override var isContainerView: Bool { true }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller, controller.selectedViewController.isViewLoaded else { return }
    let child: UIView = controller.selectedViewController.view
    let barTop = controller.tabBarTop
    let extends = controller.isTabBarTranslucent || controller.selectedViewController.extendedLayoutIncludesOpaqueBars
    let bottom = extends ? bounds.height : barTop
    let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bottom))
    if child.frame != frame { child.frame = frame }
    var insets = safeAreaInsets
    // A keyboard taller than the tab bar covers it (W1, W15).
    insets.bottom = max(0, safeAreaInsets.bottom - (bounds.height - bottom), bottom - barTop)
    // The child's own additionalSafeAreaInsets add to what the bar leaves (W32).
    child.safeAreaInsets = insets + controller.selectedViewController.additionalSafeAreaInsets
    child.passSafeAreaToPinnedSubviews()
  }
}
