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

  private var loadedView: UIView?
  private var isLoadingView = false

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
    if loadedView == nil { view = UIView(frame: CGRect(origin: .zero, size: Self.placeholderSize)) }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the root view at the placeholder size. Subclasses override (C1).
  open func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: Self.placeholderSize))
  }

  /// Called once, after the view is loaded and before it has its final size (C1).
  open func viewDidLoad() {}

  /// Called after each layout of the root view and the views below it (C4).
  open func viewDidLayoutSubviews() {}

  /// Called before the view changes to `size` (rotation, C7).
  open func viewWillTransition(to size: CGSize) {}
}
