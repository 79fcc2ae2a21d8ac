/// The smallest part of `UIView` the engine needs: a frame, bounds, safe-area insets and
/// layout requests.
///
/// A class, because identity matters: a table keeps *the* header view it was given, and a
/// strategy changes that same object's frame.
open class UIView {
  /// The view's frame in its superview's coordinates. Setting it resizes `bounds`; a new
  /// size asks for a layout pass, as in UIKit.
  @exclusivity(unchecked)
  open var frame: CGRect {
    didSet {
      bounds.size = frame.size
      if oldValue.size != frame.size { setNeedsLayout() }
    }
  }

  /// The view's own coordinate space. For a scroll view the origin is the content offset.
  @exclusivity(unchecked)
  open var bounds: CGRect

  /// The safe-area insets the host gives this view (status bar, notch, home indicator).
  /// Set by the view controller's screen; UIKit derives them from the window.
  @exclusivity(unchecked)
  open var safeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      if oldValue != safeAreaInsets {
        setNeedsLayout()
        safeAreaInsetsDidChange()
      }
    }
  }

  /// The main screen's scale (`UIScreen.main.scale`, 2 or 3) while a host or a world builds
  /// views: a new view's `contentScaleFactor` starts at it (C11). 3 outside any host.
  @TaskLocal public static var mainScreenScale: CGFloat = 3

  /// The screen's pixel scale (2 or 3), used for pixel rounding. A new view starts at the
  /// main screen's scale, before it joins a window (C11); the host gives the window's screen
  /// scale, passed down to subviews, as UIKit's `contentScaleFactor` follows it (C3).
  @exclusivity(unchecked)
  open var contentScaleFactor: CGFloat = UIView.mainScreenScale {
    didSet {
      guard oldValue != contentScaleFactor else { return }
      for subview in subviews { subview.contentScaleFactor = contentScaleFactor }
    }
  }

  /// Whether a layout pass has been requested and not yet run.
  @exclusivity(unchecked)
  public private(set) var needsLayout = false

  /// The views added with `addSubview(_:)`, back to front.
  @exclusivity(unchecked)
  public private(set) var subviews: [UIView] = []

  /// The view this one was added to, if any.
  public private(set) var superview: UIView? {
    get { unretainedSuperview }
    set { unretainedSuperview = newValue }
  }

  /// `superview`, unretained as UIKit's own pointer is, and not `weak`: a weak reference gives
  /// its target a side table, and every retain and release of that view (a table, at every
  /// frame) then takes the runtime's slow path (P2). Safe: a view is in its superview's
  /// `subviews` (which retains it) for as long as this points there, and a view's `deinit`
  /// clears it in each of its subviews, so it is nil once the superview is gone, as `weak` was.
  @exclusivity(unchecked)
  private unowned(unsafe) var unretainedSuperview: UIView?

  /// The view that holds this one without it being a subview (a table's header and footer
  /// views), whose coordinates its frame is in. Unretained, not `weak` (P2): the holder keeps
  /// every view it ever held (`UITableView`) and clears this in them when it goes.
  @exclusivity(unchecked)
  unowned(unsafe) var holder: UIView?

  /// The views a view holds in its coordinates without them being subviews (a table's header
  /// and footer views); none by default.
  open var heldViews: [UIView] { [] }

  /// The view as a `SelfSizingView`, or nil: the protocol cast is a conformance lookup in the
  /// runtime's tables, asked at every fitting and every observation of a table header, so
  /// whether the view's class conforms is found once per view (P7).
  var asSelfSizing: (any SelfSizingView)? {
    if let stacked = self as? StackedHeaderView { return stacked }  // a class cast: no lookup
    if conformsToSelfSizing == nil { conformsToSelfSizing = self is any SelfSizingView }
    return conformsToSelfSizing == true ? self as? any SelfSizingView : nil
  }

  /// Whether the view conforms to `SelfSizingView`, once asked (P7).
  @exclusivity(unchecked)
  private var conformsToSelfSizing: Bool?

  /// An integer the app uses to find the view again (`viewWithTag(_:)`); 0 by default.
  public var tag = 0

  /// The colour the view fills its bounds with; `nil` by default, which UIKit draws as a
  /// transparent background (C34).
  open var backgroundColor: UIColor?

  /// Whether the view draws something of its own besides its background colour and its
  /// subviews (C34). A plain `UIView` draws nothing of its own; a label draws its text; any
  /// other subclass may draw in `draw(_:)` or in its layer, which the model does not see, so
  /// it counts as drawing (a finding may then stay that a device would not show, never the
  /// reverse). The engine's stand-ins for a plain view with constraints say no.
  open var drawsOwnContent: Bool { type(of: self) != UIView.self }

  /// A name for the view, as UI tests and the accessibility APIs use it
  /// (`UIAccessibilityIdentification`); a named view inside a scroll view is observed as an
  /// element of that name (V2).
  public var accessibilityIdentifier: String?

  /// Stands for four constraints pinning this view to its superview's edges
  /// (`translatesAutoresizingMaskIntoConstraints = false` plus top, leading, trailing and
  /// bottom anchors equal): each layout of the superview gives it the superview's bounds
  /// size and safe area.
  public var isPinnedToSuperviewEdges = false {
    didSet { if isPinnedToSuperviewEdges { superview?.setNeedsLayout() } }
  }

  /// Stands for four constraints pinning this view to its superview's safe area layout guide
  /// (Interface Builder's default for new constraints since Xcode 9, C30): each layout of the
  /// superview gives it the superview's bounds inset by the superview's safe area, and no
  /// safe area of its own (Apple: a view entirely within the safe area has insets of 0).
  public var isPinnedToSafeArea = false {
    didSet { if isPinnedToSafeArea { superview?.setNeedsLayout() } }
  }

  /// The view controller whose root view this is (UIKit's private view delegate): told
  /// after each layout of this view (`viewDidLayoutSubviews`).
  weak var viewDelegate: UIViewController?

  /// Creates a view with the given frame.
  public init(frame: CGRect = .zero) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
  }

  /// A view that goes leaves its subviews without a superview (P2), as UIKit removes them.
  deinit {
    for view in subviews where view.unretainedSuperview === self { view.unretainedSuperview = nil }
  }

  /// Adds a view on top of the others and asks for a layout pass. A view already in another
  /// view moves here.
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    // Added again to the same view, it only moves to the end of the subviews (Apple: the
    // previous superview is removed only when it "is not the receiver").
    if view.superview === self {
      moveToEnd(view)
      setNeedsLayout()
      return
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.contentScaleFactor = contentScaleFactor
    setNeedsLayout()
  }

  /// Moves a subview to the front of its siblings, drawn over them (Z1). A view that is not
  /// a subview is left alone; a table also takes it for its header or footer view.
  open func bringSubviewToFront(_ view: UIView) {
    moveToEnd(view)
  }

  /// Moves a subview to the end of `subviews` (the front); nothing for another view.
  private func moveToEnd(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Takes the view out of its superview, which hears of it first (`willRemoveSubview(_:)`).
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// A subview is about to be removed. Nothing by default; a table forgets the place in its
  /// drawing order the app gave the view (Z1).
  open func willRemoveSubview(_ subview: UIView) {}

  /// Asks for a layout pass at the next `layoutIfNeeded()`.
  open func setNeedsLayout() { needsLayout = true }

  /// The user's preferred text size changed (UIKit's `traitCollectionDidChange(_:)` with a
  /// new `preferredContentSizeCategory`, W35). Nothing by default; a label that adjusts its
  /// font takes the new size.
  open func preferredContentSizeCategoryDidChange(to category: UIContentSizeCategory) {}

  /// Runs a requested pass top-down, as UIKit's layer layout does (C4): the view controller
  /// whose root view this is hears `viewWillLayoutSubviews`, the view runs `layoutSubviews()`
  /// (which gives pinned subviews their frames), the controller hears
  /// `viewDidLayoutSubviews`, and only then does each subview run its own pass. So
  /// `viewDidLayoutSubviews` sees its subviews' new frames but not their own layout (a
  /// table's `contentSize` from before).
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      viewDelegate?.viewWillLayoutSubviews()
      layoutSubviews()
      viewDelegate?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Whether this view or any view below it has a layout pass pending.
  public var needsLayoutInHierarchy: Bool {
    needsLayout || subviews.contains { $0.needsLayoutInHierarchy }
  }

  /// Lays out the view's content: gives each subview pinned to the edges this view's bounds
  /// size and safe area, and each pinned to the safe area the bounds inside the safe area
  /// (C30). Subclasses override and call `super`.
  open func layoutSubviews() {
    for subview in subviews where subview.isPinnedToSuperviewEdges {
      let frame = CGRect(origin: .zero, size: bounds.size)
      if subview.frame != frame { subview.frame = frame }
      subview.safeAreaInsets = safeAreaInsets
    }
    for subview in subviews where subview.isPinnedToSafeArea && !subview.isPinnedToSuperviewEdges {
      let safe = safeAreaInsets
      let frame = CGRect(
        x: safe.left, y: safe.top, width: max(0, bounds.width - safe.left - safe.right),
        height: max(0, bounds.height - safe.top - safe.bottom))
      if subview.frame != frame { subview.frame = frame }
      subview.safeAreaInsets = .zero
    }
  }

  /// Called when `safeAreaInsets` changes; tells the view controller whose root view this
  /// is (`viewSafeAreaInsetsDidChange`, C9). Subclasses override and call `super`.
  open func safeAreaInsetsDidChange() {
    viewDelegate?.viewSafeAreaInsetsDidChange()
  }

  /// This view's frame in the coordinates of the top of its hierarchy (O1): the root view
  /// itself covers its own bounds.
  public var frameInRootView: CGRect {
    guard let superview = superview ?? holder else { return CGRect(origin: .zero, size: bounds.size) }
    let parent = superview.frameInRootView
    return CGRect(
      x: parent.minX + frame.minX - superview.bounds.minX, y: parent.minY + frame.minY - superview.bounds.minY,
      width: frame.width, height: frame.height)
  }

  /// The top of this view's hierarchy.
  var rootOfHierarchy: UIView { superview?.rootOfHierarchy ?? self }

  /// Whether this view is a container controller's own view (a navigation or tab bar
  /// controller's), which lays out its child's view (W10, W15).
  var isContainerView: Bool { false }

  /// The root view of the content controller this view belongs to (O1): the top of its
  /// hierarchy, or the child's view a container controller lays out.
  var controllerRootView: UIView {
    guard let superview, !superview.isContainerView else { return self }
    return superview.controllerRootView
  }

  /// This view's frame in the coordinates of its content controller's root view (O1).
  var frameInControllerRootView: CGRect {
    guard let superview, !superview.isContainerView else { return CGRect(origin: .zero, size: bounds.size) }
    let parent = superview.frameInControllerRootView
    return CGRect(
      x: parent.minX + frame.minX - superview.bounds.minX, y: parent.minY + frame.minY - superview.bounds.minY,
      width: frame.width, height: frame.height)
  }

  // MARK: Layout cycle

  /// The most layout passes one layout cycle runs before it stops and reports the bound
  /// (C5): a controller that asks for another pass from every pass would otherwise hang.
  public static let maximumLayoutPasses = 8

  /// The layout-pass bound in force: `maximumLayoutPasses`, or more in a confirming re-run
  /// that tells an endless layout loop from a long but finite one (C5).
  @TaskLocal public static var layoutPassBound = maximumLayoutPasses

  /// Forgets pending layout requests in this hierarchy: a cycle stopped by its bound stops
  /// (C5); the next step's requests start a new cycle.
  func dropLayoutRequests() {
    needsLayout = false
    for subview in subviews { subview.dropLayoutRequests() }
  }

  /// A layout cycle is running on this (root) view: nested requests join it.
  var isRunningLayoutCycle = false

  /// UIKit's layout at the end of a run-loop turn: lays out the whole hierarchy from its
  /// root, again while anything asks for another pass, at most `layoutPassBound` times.
  /// Returns the number of passes run and whether the bound stopped it (then pending
  /// requests are dropped). Does nothing (0
  /// passes) when called from inside a running cycle.
  @discardableResult
  public func runLayoutCycle() -> (passes: Int, boundHit: Bool) {
    let root = rootOfHierarchy
    guard !root.isRunningLayoutCycle else { return (0, false) }
    root.isRunningLayoutCycle = true
    defer { root.isRunningLayoutCycle = false }
    var passes = 0
    let bound = UIView.layoutPassBound
    while root.needsLayoutInHierarchy {
      if passes == bound {
        root.dropLayoutRequests()
        return (passes, true)
      }
      passes += 1
      root.layoutIfNeeded()
    }
    return (passes, false)
  }
}
