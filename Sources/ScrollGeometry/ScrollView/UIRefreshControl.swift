/// A model of `UIRefreshControl`: a spinner above the content's top edge that a pull far
/// enough past the top starts (`.valueChanged`), or the app starts and ends (W40 to W43).
///
/// While it refreshes, its scroll view's adjusted top inset includes its height, so the
/// content can rest below it (W41).
///
/// ```swift
/// let control = UIRefreshControl()
/// control.valueChanged = { [weak self] in self?.loadNewItems() }  // addTarget(_:action:for: .valueChanged)
/// tableView.refreshControl = control
/// control.endRefreshing()  // when the items have arrived
/// ```
open class UIRefreshControl: UIView {
  /// The control's height, which a refresh adds to the adjusted top inset (W41).
  public static let height: CGFloat = 60
  /// How far past its top edge the content must be pulled for a drag to start a refresh (W40).
  public static let triggerDistance: CGFloat = 100

  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false
  /// The app's action for `.valueChanged` (a pull started a refresh): what
  /// `addTarget(_:action:for: .valueChanged)` or `addAction(_:for:)` installs in UIKit.
  public var valueChanged: (() -> Void)?
  /// The scroll view it is installed in (`UIScrollView.refreshControl`).
  public internal(set) weak var scrollView: UIScrollView?

  /// Creates a control; install it with `UIScrollView.refreshControl`. Without a frame it has
  /// UIKit's default height (`height`, W41), just above the content (W43).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame == .zero ? CGRect(x: 0, y: -Self.height, width: 0, height: Self.height) : frame)
  }

  /// The app starts a refresh: the control refreshes and the adjusted top inset grows by its
  /// height, but the content does not move to show it (W41). Nothing when it refreshes already.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    scrollView?.refreshControlDidChange(ending: false)
  }

  /// The refresh is over: the adjusted top inset loses the control's height; a view resting
  /// where the control showed animates up to the new top edge (W42). Nothing when it does not
  /// refresh.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    scrollView?.refreshControlDidChange(ending: true)
  }
}
