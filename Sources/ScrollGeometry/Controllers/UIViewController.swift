/// A model of `UIViewController`'s view lifecycle: the view is loaded on first access
/// (`loadView`, then `viewDidLoad`, at the storyboard's placeholder size), laid out by its
/// host (`viewDidLayoutSubviews` after each layout of the view), and told of size changes.
///
/// Subclass it as in UIKit:
/// ```swift
/// final class StretchyController: UIViewController {
///   let tableView = UITableView()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(tableView)
///     tableView.isPinnedToSuperviewEdges = true
///   }
/// }
/// ```
open class UIViewController {
  /// The size a storyboard gives the view before the real screen is known (C1):
  /// an iPhone 8's 375 x 667 points, Interface Builder's usual canvas.
  public static let placeholderSize = CGSize(width: 375, height: 667)

  /// The screen's size while a host loads a controller's view: what a code-built
  /// controller's default `loadView` sizes its view to (C1).
  @TaskLocal public static var screenSizeAtLoad = UIViewController.placeholderSize

  /// The canvas size of the storyboard scene this controller's view is decoded from, or nil
  /// for a controller built in code (C1). A storyboard view starts at its canvas size; a
  /// code-built one at the screen's.
  public var storyboardCanvasSize: CGSize?

  /// The size the view starts at when loaded (C1).
  public var initialViewSize: CGSize {
    guard let canvas = storyboardCanvasSize else { return Self.screenSizeAtLoad }
    if canvas != Self.screenSizeAtLoad { EngineAssumptions.exercised("C1") }
    return EngineAssumptions.uses("screen", for: "C1") ? Self.screenSizeAtLoad : canvas
  }

  /// Insets the app adds to the safe area its window gives the view (W32): the root view's
  /// safe area is the window's plus these. A host applies them when it shows the view and
  /// when `ViewControllerHost.setAdditionalSafeAreaInsets(_:)` changes them.
  public var additionalSafeAreaInsets: UIEdgeInsets = .zero

  private var loadedView: UIView?
  private var isLoadingView = false

  /// The title and large-title setting a navigation bar shows for this controller (W11).
  public let navigationItem = UINavigationItem()

  /// Whether the view extends under an opaque navigation or tab bar (W12). Default false: an
  /// opaque bar's container lays the view out below (above) the bar.
  public var extendedLayoutIncludesOpaqueBars = false

  /// The container controller this one is a child of (a navigation or tab bar controller).
  public internal(set) weak var parent: UIViewController?

  /// The controllers this one shows in its view, as a container does (UIKit's `children`).
  public private(set) var children: [UIViewController] = []

  /// Whether appearance calls pass on to `children` (C20). True, as UIKit's default; a
  /// container that sends them itself overrides it to return false.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Makes `child` a child of this controller (`addChild(_:)`): it hears the appearance and
  /// size-change calls this one hears (C20).
  public func addChild(_ child: UIViewController) {
    child.parent = self
    children.append(child)
  }

  /// The nearest navigation controller above this one, if any.
  public var navigationController: UINavigationController? {
    var candidate = parent
    while let current = candidate {
      if let navigation = current as? UINavigationController { return navigation }
      candidate = current.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this one, if any.
  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let tabs = current as? UITabBarController { return tabs }
      candidate = current.parent
    }
    return nil
  }

  /// Creates a controller; its view is loaded on first access.
  public init() {}

  /// The root view, loaded on first access (`loadView`, then `viewDidLoad`, C1).
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewDelegate = nil
      loadedView = newValue
      newValue?.viewDelegate = self
    }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()` (C1).
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { view = UIView(frame: CGRect(origin: .zero, size: initialViewSize)) }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the root view: at the storyboard's canvas size, or at the screen's size for a
  /// controller built in code (C1). Subclasses override.
  open func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: initialViewSize))
  }

  /// Called once, after the view is loaded and before it has its final size (C1).
  open func viewDidLoad() {}

  /// Called before each layout pass of the root view (C4).
  open func viewWillLayoutSubviews() {}

  /// Called after each layout pass of the root view, before its subviews run their own
  /// passes (C4): subviews have their new frames, not yet their own layout.
  open func viewDidLayoutSubviews() {}

  /// Called when the root view's safe area changes, also just before it first appears (C9).
  open func viewSafeAreaInsetsDidChange() {}

  /// Called before the view is added to a window (C9).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the window with its size, safe area and scale, before its
  /// first layout pass of this appearance (C9).
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared and was laid out (C9).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the window (C9).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left the window (C9).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view changes to `size` (rotation, C7). UIKit's own implementation
  /// passes the call on to the children, so an override calls `super` (C20).
  open func viewWillTransition(to size: CGSize) {
    for child in children { child.viewWillTransition(to: size) }
  }
}
