/// A model of `UINavigationController` showing one root controller under its bar (W10 to
/// W14 in docs/semantics.md): the bar's height by device, the large title collapsing into
/// the bar as the content scrolls, translucent and opaque bars, hiding and showing the bar.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: controller)
/// navigation.navigationBar.prefersLargeTitles = true
/// let host = ViewControllerHost(navigation, screen: screen, recorder: recorder)
/// host.present()   // the table rests at -(status bar + 44 + 52)
/// ```
///
/// Pushing other controllers is modelled as the root disappearing and appearing again
/// (`ViewControllerHost.disappear()` / `reappear()`, C9).
open class UINavigationController: UIViewController {
  /// The controller shown under the bar.
  public let rootViewController: UIViewController
  /// The bar's geometry settings.
  public let navigationBar = UINavigationBar()
  /// The device's bar heights (W10): set before the view appears.
  public var barMetrics = BarMetrics(idiom: .phone)
  /// Whether the bar is hidden (`setNavigationBarHidden(_:animated:)`, W14).
  public private(set) var isNavigationBarHidden = false
  /// How much of the bar shows, 0 (hidden) to 1, while it animates in or out (W14).
  public internal(set) var navigationBarShownFraction: CGFloat = 1
  /// Whether an upward swipe hides the bar and a downward one shows it (W14).
  public var hidesBarsOnSwipe = false
  /// The large title's visible height now, 0 (collapsed) to 52 (W11, W13). It starts
  /// expanded and keeps its state through size changes and while the bar is hidden.
  public internal(set) var largeTitleVisibleHeight: CGFloat = BarMetrics.largeTitleHeight
  /// The scroll view whose offset collapses the large title (W13).
  public private(set) weak var trackedScrollView: UIScrollView?

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    self.rootViewController = rootViewController
    super.init()
    addChild(rootViewController)
  }

  /// The container view, which lays the root's view out under the bar.
  open override func loadView() {
    let container = NavigationContainerView(frame: CGRect(origin: .zero, size: initialViewSize))
    container.controller = self
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    let child: UIView = rootViewController.view
    view.addSubview(child)
    trackScrollView()
  }

  // MARK: The bar

  /// The standard bar's height in the container's current size (W10).
  public var barHeight: CGFloat { barMetrics.navigationBarHeight(in: view.bounds.size) }

  /// Whether the root's item shows a large title in a container of `size` (W11): the bar
  /// prefers large titles, the item does not refuse them, and the height is not compact.
  public func showsLargeTitle(in size: CGSize) -> Bool {
    navigationBar.prefersLargeTitles && rootViewController.navigationItem.largeTitleDisplayMode != .never
      && !barMetrics.isCompactHeight(size)
  }

  /// The bar's bottom edge in the container's coordinates: the status bar (the container's
  /// safe area top), the bar and the visible part of the large title, as much as shows (W10,
  /// W11, W14).
  public var barBottom: CGFloat {
    let size = view.bounds.size
    let large = showsLargeTitle(in: size) ? largeTitleVisibleHeight : 0
    return view.safeAreaInsets.top + (barMetrics.navigationBarHeight(in: size) + large) * navigationBarShownFraction
  }

  /// Whether the root's view extends under the bar (W12): a translucent bar, an opaque one
  /// the root asks to extend under, or no bar at all.
  public var rootExtendsUnderBar: Bool {
    navigationBar.isTranslucent || rootViewController.extendedLayoutIncludesOpaqueBars
      || (isNavigationBarHidden && navigationBarShownFraction == 0)
  }

  /// Hides or shows the bar (W14). Not animated, the change is at once; animated, the world
  /// moves `navigationBarShownFraction` frame by frame (`animateBar(to:)`).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != isNavigationBarHidden else { return }
    isNavigationBarHidden = hidden
    if !animated { setBarShownFraction(hidden ? 0 : 1) }
  }

  /// Sets how much of the bar shows and lays the root out again. The large title keeps its
  /// state while the bar is away (W13).
  public func setBarShownFraction(_ fraction: CGFloat) {
    navigationBarShownFraction = min(1, max(0, fraction))
    (view as? NavigationContainerView)?.layOutChild()
  }

  // MARK: The large title (W13)

  /// Finds the scroll view whose offset collapses the title: the root's view when it is a
  /// scroll view, else its first subview when that is one (W13), and marks it as the content
  /// view of a container (S5).
  func trackScrollView() {
    let root: UIView = rootViewController.view
    let candidate = (root as? UIScrollView) ?? (root.subviews.first as? UIScrollView)
    trackedScrollView = candidate
    guard let candidate else { return }
    candidate.isContentViewOfContainerController = true
    candidate.containerScrollObserver = { [weak self] scrollView in self?.trackedViewDidScroll(scrollView) }
    candidate.containerReleaseObserver = { [weak self] scrollView in self?.trackedViewDidRelease(scrollView) }
    candidate.expandableTopInset = { [weak self, weak candidate] in
      guard let self, let candidate, self.rootExtendsUnderBar, self.showsLargeTitle(in: self.view.bounds.size),
        self.navigationBarShownFraction == 1, !self.isNavigationBarHidden, self.tracks(candidate)
      else { return 0 }
      return BarMetrics.largeTitleHeight - self.largeTitleVisibleHeight
    }
    lastTrackedOffsetY = candidate.contentOffset.y
  }

  /// Whether the title follows `scrollView` (W20): under a bar the view extends under, only a
  /// view that reaches under the bar (its safe area's top is not 0: not pinned below the bar)
  /// and whose adjusted top inset includes that safe area (not `.never`); below an opaque bar,
  /// always (it follows the scrolled distance).
  func tracks(_ scrollView: UIScrollView) -> Bool {
    !rootExtendsUnderBar || (scrollView.safeAreaInsets.top > 0 && scrollView.addsSafeAreaTop)
  }

  /// After a size change (a rotation, a window resize), the title under a bar the view
  /// extends under takes the height the offset the view kept gives it, as the next scroll
  /// would (W13); a title kept expanded over a view that stayed scrolled would otherwise
  /// jump at the next `scrollViewDidScroll`. Returns whether it changed.
  @discardableResult
  public func followTrackedViewAfterSizeChange() -> Bool {
    guard rootExtendsUnderBar, let scrollView = trackedScrollView else { return false }
    let before = largeTitleVisibleHeight
    trackedViewDidScroll(scrollView)
    return largeTitleVisibleHeight != before
  }

  /// The tracked view's offset at its last scroll, for an opaque bar's title (W13).
  var lastTrackedOffsetY: CGFloat = 0

  /// The top of the tracked view's content on screen (the container's coordinates).
  func contentTop(of scrollView: UIScrollView) -> CGFloat {
    var top = scrollView.frame.minY
    var ancestor = scrollView.superview
    while let current = ancestor, current !== view {
      top += current.frame.minY - current.bounds.minY
      ancestor = current.superview
    }
    return top - scrollView.contentOffset.y
  }

  /// The large title's height follows the content's top: under a bar the view extends
  /// under, it shows as much of the title as lies between the standard bar's bottom and the
  /// content's top, 0 to 52; below an opaque bar it loses what the content scrolls up past
  /// its top and regains what it scrolls back (W13).
  func trackedViewDidScroll(_ scrollView: UIScrollView) {
    let previousY = lastTrackedOffsetY
    lastTrackedOffsetY = scrollView.contentOffset.y
    if hidesBarsOnSwipe, scrollView.isTracking { followSwipe(of: scrollView) }
    guard showsLargeTitle(in: view.bounds.size), navigationBarShownFraction == 1, !isNavigationBarHidden,
      tracks(scrollView)
    else { return }
    let full = BarMetrics.largeTitleHeight
    let height: CGFloat
    if rootExtendsUnderBar {
      let collapsedBottom = view.safeAreaInsets.top + barHeight
      // W13's alternative: the title follows the top of the inset area, contentInset.top
      // counted (under a stretchy header's large top inset it collapses as soon as the content scrolls).
      let inset = scrollView.contentInset.top
      if inset != 0 { EngineAssumptions.exercised("W13") }
      let counted = EngineAssumptions.uses("inset", for: "W13") ? inset : 0
      height = min(full, max(0, contentTop(of: scrollView) - counted - collapsedBottom))
    } else {
      // The view moves with the bar, so the title follows the scrolled distance below the
      // top instead: each point scrolled takes a point of title, and the view, laid out
      // below the bar, moves up with it (the content moves twice as far as the finger).
      let scrolled = max(0, scrollView.contentOffset.y) - max(0, previousY)
      height = min(full, max(0, largeTitleVisibleHeight - scrolled))
    }
    guard height != largeTitleVisibleHeight else { return }
    largeTitleVisibleHeight = height
    (view as? NavigationContainerView)?.layOutChild()
  }

  /// How far the finger must move up (down) in one drag for `hidesBarsOnSwipe` to hide (show)
  /// the bar (W14).
  public static let swipeThreshold: CGFloat = 10

  /// `hidesBarsOnSwipe`: a drag whose finger moved up past the threshold hides the bar, one
  /// that moved down past it shows it, at once (W14).
  func followSwipe(of scrollView: UIScrollView) {
    let moved = scrollView.fingerTranslation
    if moved < -Self.swipeThreshold, !isNavigationBarHidden {
      setNavigationBarHidden(true, animated: false)
    } else if moved > Self.swipeThreshold, isNavigationBarHidden {
      setNavigationBarHidden(false, animated: false)
    }
  }

  /// At the end of a release a half-collapsed large title snaps open or closed, whichever is
  /// nearer (open at exactly half): a translucent bar's by scrolling the content, animated;
  /// an opaque bar's by setting the title's height (W13).
  /// Over content too short to scroll the whole title away (its bottom edge above the
  /// collapsed top), a release brings the content back to that bottom edge as the expanded
  /// title gives it, and the title shows what the offset leaves, with no snap (W18, an
  /// assumption with the alternative `follows`).
  func trackedViewDidRelease(_ scrollView: UIScrollView) {
    guard showsLargeTitle(in: view.bounds.size), navigationBarShownFraction == 1, !isNavigationBarHidden,
      tracks(scrollView)
    else { return }
    let height = largeTitleVisibleHeight
    let full = BarMetrics.largeTitleHeight
    if rootExtendsUnderBar {
      let expandedTop = scrollView.expandedTopOffsetY
      let bottom = scrollView.contentBottomOffsetY
      if bottom < expandedTop + full {
        if height < full { EngineAssumptions.exercised("W18") }
        if EngineAssumptions.uses("expanded", for: "W18") {
          let edge = max(bottom, expandedTop)
          if scrollView.contentOffset.y > edge {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: edge), animated: true)
          }
          return
        }
      }
    } else if scrollView.contentBottomOffsetY <= scrollView.minimumContentOffsetY, height < full {
      // Below an opaque bar, over content that does not scroll at all, the title reopens.
      EngineAssumptions.exercised("W18")
      if EngineAssumptions.uses("expanded", for: "W18") {
        largeTitleVisibleHeight = full
        (view as? NavigationContainerView)?.layOutChild()
        return
      }
    }
    guard height > 0, height < full else { return }
    let opens = height >= full / 2
    if rootExtendsUnderBar {
      let target = scrollView.contentOffset.y + (opens ? -(full - height) : height)
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: true)
    } else {
      largeTitleVisibleHeight = opens ? full : 0
      (view as? NavigationContainerView)?.layOutChild()
    }
  }
}

/// A navigation controller's view: lays the root's view out under (or below) the bar and
/// gives it the safe area the bar leaves (W10, W12).
final class NavigationContainerView: UIView {
  weak var controller: UINavigationController?

  override var isContainerView: Bool { true }

  override func layoutSubviews() {
    super.layoutSubviews()
    layOutChild()
  }

  /// Gives the root's view its frame (from the top, or from the bar's bottom under an opaque
  /// bar it does not extend under) and the safe area the bar leaves (W12); the scroll view
  /// the title tracks hears of its new safe area at once, other views at their next pass.
  func layOutChild() {
    guard let controller, controller.rootViewController.isViewLoaded else { return }
    let child: UIView = controller.rootViewController.view
    let barBottom = controller.barBottom
    let top = controller.rootExtendsUnderBar ? 0 : barBottom
    let frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    if child.frame != frame { child.frame = frame }
    var insets = safeAreaInsets
    insets.top = max(0, barBottom - top)
    // The child's own additionalSafeAreaInsets add to what the bar leaves (W32).
    child.safeAreaInsets = insets + controller.rootViewController.additionalSafeAreaInsets
    child.passSafeAreaToPinnedSubviews()
  }
}

extension UIView {
  /// Gives every subview pinned to this view's edges (and theirs) this view's size and safe
  /// area now, as the next layout pass would (C3).
  func passSafeAreaToPinnedSubviews() {
    for subview in subviews where subview.isPinnedToSuperviewEdges {
      let frame = CGRect(origin: .zero, size: bounds.size)
      if subview.frame != frame { subview.frame = frame }
      subview.safeAreaInsets = safeAreaInsets
      subview.passSafeAreaToPinnedSubviews()
    }
  }
}
