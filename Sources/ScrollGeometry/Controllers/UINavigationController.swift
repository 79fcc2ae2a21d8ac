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
    let wasAtTop = restsAtExpandedTop
    navigationBarShownFraction = min(1, max(0, fraction))
    (view as? NavigationContainerView)?.layOutChild()
    // A view resting at its top edge stays there, with the title expanded once the bar is
    // back (S16, W13; round 11: over content too short to scroll the title away the layout
    // could leave it at its bottom edge, the title partly collapsed).
    keepTrackedViewAtExpandedTop(wasAtTop: wasAtTop)
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
    candidate.containerRestObserver = { [weak self] scrollView in self?.trackedViewCameToRest(scrollView) }
    candidate.expandableTopInset = { [weak self, weak candidate] in
      guard let self, let candidate, self.rootExtendsUnderBar, self.showsLargeTitle(in: self.view.bounds.size),
        self.navigationBarShownFraction == 1, !self.isNavigationBarHidden, self.tracks(candidate)
      else { return 0 }
      // W13=offset under a negative `contentInset.top`: at the top edge the content's top
      // lies that far above the expanded title's bottom, so the title the offset gives is
      // smaller than the one the top edge assumed, and the only rest at the top is with the
      // title collapsed (round 11: a release or W18 sent the view to an "expanded" top
      // outside its own valid range). Nothing expands there.
      let inset = candidate.contentInset.top
      if inset < 0 {
        EngineAssumptions.exercised("W13")
        if !EngineAssumptions.uses("inset", for: "W13") { return 0 }
      }
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
    if largeTitleVisibleHeight != before { return true }
    // The title's state may have changed during the change's own passes, while the view was
    // still the old size, without the root laid out for it (round 11: a title collapsed
    // while the safe area kept the expanded one): lay the root out for the state it has.
    guard showsLargeTitle(in: view.bounds.size) else { return false }
    let safeTop = scrollView.safeAreaInsets.top
    (view as? NavigationContainerView)?.layOutChild()
    return scrollView.safeAreaInsets.top != safeTop
  }

  /// Whether the tracked view rests at its top edge with the title's state expanded (kept
  /// while a compact height or a hidden bar does not show it, W13).
  /// Only where a large title is asked for: a standard title has no state to keep (review r11).
  var restsAtExpandedTop: Bool {
    navigationBar.prefersLargeTitles && rootViewController.navigationItem.largeTitleDisplayMode != .never
      && trackedScrollView?.isRestingAtTopEdge == true && largeTitleVisibleHeight == BarMetrics.largeTitleHeight
  }

  /// After a size change (or a safe-area change, a bar shown), brings a tracked view that
  /// rested at its top edge with the title expanded before it back there, if the passes in
  /// between left it elsewhere (W13; a view at its top edge with the title collapsed keeps
  /// it collapsed).
  /// Only where the change's own passes collapsed the title (a header the app measured again
  /// shrank the content on the way, S11 clamped the offset, and the title followed it): the
  /// title keeps its state through such a change (W13). Where the title stayed expanded, the
  /// offset is left to S16 and to whatever the app's code did (review r11).
  /// Returns whether it moved.
  @discardableResult
  func keepTrackedViewAtExpandedTop(wasAtTop: Bool) -> Bool {
    guard wasAtTop, rootExtendsUnderBar, showsLargeTitle(in: view.bounds.size), navigationBarShownFraction == 1,
      !isNavigationBarHidden, largeTitleVisibleHeight < BarMetrics.largeTitleHeight,
      let scrollView = trackedScrollView, scrollView.isAtRest
    else { return false }
    let top = scrollView.expandedTopOffsetY
    guard abs(scrollView.contentOffset.y - top) > 1e-9 else { return false }
    scrollView.contentOffset.y = top
    return true
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

  /// The offset at which the title is fully collapsed, under a bar the view extends under: the
  /// content's top (the inset counted under W13=inset) at the standard bar's bottom. Content
  /// whose bottom edge lies above it is too short to scroll the whole title away (W18). (Until
  /// round 11 this was the expanded top plus the title's height, the same only when
  /// `contentInset.top` and any refreshing control add nothing to the top inset.)
  func titleGoneOffsetY(of scrollView: UIScrollView) -> CGFloat {
    if scrollView.contentInset.top != 0 { EngineAssumptions.exercised("W13") }
    let collapsedBottom = view.safeAreaInsets.top + barHeight
    let counted = EngineAssumptions.uses("inset", for: "W13") ? scrollView.contentInset.top : 0
    return contentTop(of: scrollView) + scrollView.contentOffset.y - counted - collapsedBottom
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
      if bottom < titleGoneOffsetY(of: scrollView) {
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

extension UINavigationController {
  /// A turn that leaves the tracked view at rest (not a release: an offset the app set, a
  /// reload or an inset change) over content too short to scroll the whole title away, with
  /// the content above the bottom edge the expanded title gives it: under W18's `expanded`
  /// the content comes back to that edge at once, as after a release; under `follows` the
  /// title stays as collapsed as the offset leaves it. Both are assumptions (round 11: until
  /// then only a release was modelled, so large titles were never generated).
  func trackedViewCameToRest(_ scrollView: UIScrollView) {
    guard showsLargeTitle(in: view.bounds.size), navigationBarShownFraction == 1, !isNavigationBarHidden,
      tracks(scrollView), rootExtendsUnderBar, scrollView.isAtRest
    else { return }
    let expandedTop = scrollView.expandedTopOffsetY
    let bottom = scrollView.contentBottomOffsetY
    guard bottom < titleGoneOffsetY(of: scrollView) else { return }
    let edge = max(bottom, expandedTop)
    // Only within the title's own collapse zone: an offset the app assigned past it, out of
    // range, is S11's (it stays), not a question of where the title rests (review r11).
    let gone = titleGoneOffsetY(of: scrollView)
    guard scrollView.contentOffset.y > edge, scrollView.contentOffset.y <= gone + 1e-9 else { return }
    EngineAssumptions.exercised("W18")
    guard EngineAssumptions.uses("expanded", for: "W18") else { return }
    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: edge), animated: false)
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
