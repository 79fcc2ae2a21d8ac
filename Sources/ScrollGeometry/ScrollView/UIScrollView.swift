/// A model of `UIScrollView` for vertical scrolling: offset, insets, adjusted insets, the
/// valid offset range, delegate calls with re-entrancy, and (in the `+Dragging` and
/// `+Animation` files) drags, releases and animations.
///
/// Every rule cites `docs/semantics.md` by number (S1, S2, ...).
open class UIScrollView: UIView {
  /// The delegate, called as UIKit calls it.
  public weak var delegate: UIScrollViewDelegate?

  /// Receives an observation after every step, when set.
  @exclusivity(unchecked)
  public var recorder: TraceRecorder?


  /// The size of the content. Setting it at rest pulls an out-of-range offset back (S11).
  @exclusivity(unchecked)
  open var contentSize: CGSize = .zero {
    didSet {
      if oldValue != contentSize { rangeDidChange() }
      notifyObservers(\.contentSize, old: oldValue, new: contentSize)
    }
  }

  /// The custom inset of the content from the safe area or the view's edges (S1). Setting
  /// it never moves the offset, except at rest when the offset falls out of range (S11).
  @exclusivity(unchecked)
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      if oldValue != contentInset { rangeDidChange() }
      notifyObservers(\.contentInset, old: oldValue, new: contentInset)
    }
  }

  /// How the safe area is added to `contentInset` (S2 to S5).
  @exclusivity(unchecked)
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    willSet { wasRestingAtTopEdge = isRestingAtTopEdge }
    didSet {
      if oldValue != contentInsetAdjustmentBehavior { rangeDidChange() }
      followTopEdgeIfResting()
    }
  }

  /// Whether the scroll view is in a page sheet whose own pan takes a pull past the content's
  /// top edge (W56): the world sets it for a controller shown as a page sheet.
  public var pullsMoveSheet = false
  /// How far the current drag has pulled the sheet down past the content's top edge (W56).
  var sheetPull: CGFloat = 0
  /// The page sheet a drag scrolling up grows before the content scrolls (W57): the world
  /// sets it for a controller shown as a page sheet whose app keeps UIKit's default
  /// (`prefersScrollingExpandsWhenScrolledToEdge`); nil elsewhere.
  public var sheetExpansion: SheetExpansion?
  /// How far the current drag has grown the sheet from its medium detent toward its large
  /// one (W57).
  public internal(set) var sheetGrowth: CGFloat = 0
  /// The steps (`TraceRecorder.step`) at which a drag took the sheet to its large detent
  /// (W57), so that a comparison twin is given the detent change where it happened.
  public internal(set) var sheetExpansionSteps: [Int] = []

  /// The app's refresh control, if any (W40): while it refreshes, the adjusted top inset
  /// includes its height (W41).
  @exclusivity(unchecked)
  open var refreshControl: UIRefreshControl? {
    didSet {
      if oldValue !== refreshControl {
        oldValue?.scrollView = nil
        refreshControl?.scrollView = self
        rangeDidChange()
      }
    }
  }

  /// Handlers registered with `observe(_:options:changeHandler:)` (K1).
  var observers: [ScrollViewObserver] = []
  var nextObserverIdentifier = 0

  /// Called on every offset change, before the delegate, by the container controller that
  /// tracks this view (a navigation controller's large title, W13).
  var containerScrollObserver: ((UIScrollView) -> Void)?

  /// Called at the end of every release, once the view is at rest, by the container
  /// controller that tracks this view (a half-collapsed large title snaps, W13).
  var containerReleaseObserver: ((UIScrollView) -> Void)?

  /// Called at the end of a run-loop turn (a script event, a probe step) that leaves the view
  /// at rest, by the container controller that tracks this view (a large title left
  /// collapsed over content too short to scroll it away, W18).
  public internal(set) var containerRestObserver: ((UIScrollView) -> Void)?

  /// How much further up than `-adjustedContentInset.top` the content's top edge lies for a
  /// finger or a status-bar tap: the collapsed part of a large title, which expands as the
  /// content comes down (W13). Zero outside such a container.
  var expandableTopInset: (() -> CGFloat)?

  /// The top edge a drag rubber-bands past and a status-bar tap scrolls to: the top of the
  /// valid range, less the collapsed part of a large title (W13).
  var draggingTopEdge: CGFloat { minimumContentOffsetY - (expandableTopInset?() ?? 0) }

  /// The offset of the view at the top of its content as a person brings it there: the top
  /// of the valid range, with any collapsed large title expanded (W13). Outside a
  /// navigation controller with large titles, `minimumContentOffsetY`.
  public var expandedTopOffsetY: CGFloat { draggingTopEdge }

  /// Set just before a safe-area or behaviour change, for S16.
  var wasRestingAtTopEdge = false

  /// For `.automatic`: whether this view is the content view of a controller inside a
  /// navigation or tab bar controller, where UIKit always adjusts vertically (S5).
  @exclusivity(unchecked)
  open var isContentViewOfContainerController = false {
    didSet { if oldValue != isContentViewOfContainerController { rangeDidChange() } }
  }

  /// Whether the content rubber-bands past its edges (S9). Default true.
  @exclusivity(unchecked)
  open var bounces = true

  /// How fast the momentum of a fling dies: the share of its velocity the content keeps each
  /// millisecond (S20). Default `.normal` (0.998).
  @exclusivity(unchecked)
  open var decelerationRate: DecelerationRate = .normal

  /// The display's frame rate that animations are drawn at (S21): the scenario's, through
  /// `UIScrollView.framePacing`, read when the view is created.
  @exclusivity(unchecked)
  public var framePacing: FramePacing = UIScrollView.framePacing

  /// The frame pacing given to scroll views created now (S21): 60 Hz unless a caller sets
  /// another for a task, as the runner does for a scenario's pacing.
  @TaskLocal public static var framePacing: FramePacing = .hz60

  /// Whether a tap on the status bar scrolls this view to its top (S17). Default true.
  open var scrollsToTop = true

  /// Whether a vertical drag moves the content even when it is not taller than the view
  /// (S9). Default false; `UITableView` sets it to true.
  @exclusivity(unchecked)
  open var alwaysBounceVertical = false {
    didSet { if oldValue != alwaysBounceVertical { rangeDidChange() } }
  }

  /// A finger is down on the view.
  @exclusivity(unchecked)
  public internal(set) var isTracking = false
  /// A drag has begun moving the content.
  @exclusivity(unchecked)
  public internal(set) var isDragging = false
  /// An animation after a release is running (the bounce back).
  @exclusivity(unchecked)
  public internal(set) var isDecelerating = false
  /// A programmatic scroll animation is running.
  @exclusivity(unchecked)
  public internal(set) var isAnimating = false
  /// The finger's total translation since the drag began.
  @exclusivity(unchecked)
  public internal(set) var fingerTranslation: CGFloat = 0

  /// How deep `scrollViewDidScroll` may re-enter itself before further calls are cut and
  /// an event is recorded (S13). Views take `UIScrollView.didScrollDepthBound` when created.
  @exclusivity(unchecked)
  public var maximumDidScrollDepth = UIScrollView.didScrollDepthBound

  /// The re-entrancy bound given to scroll views created now (S13): 16 unless a caller
  /// raises it for a task, as the runner does to confirm that a loop it cut is endless.
  @TaskLocal public static var didScrollDepthBound = 16
  @exclusivity(unchecked)
  var didScrollDepth = 0

  /// Creates a scroll view with the given frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  // MARK: Offset

  /// The point of the content at the view's top-left corner: `bounds.origin`.
  /// Setting a different value calls `scrollViewDidScroll`, also from inside that method (S12).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let old = bounds.origin
      if newValue != old {
        bounds.origin = newValue
        notifyDidScroll()
      }
      // Foundation reads the new value when it sends the notification: a correction made
      // inside `scrollViewDidScroll` (a range pulled back, S11) is what observers see (K1).
      notifyObservers(\.contentOffset, old: old, new: bounds.origin)
    }
  }

  /// Sets the offset; `animated` runs a frame-by-frame animation to it (S15).
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    if animated {
      animateContentOffset(to: offset)
    } else {
      contentOffset = offset
      record(.setContentOffset)
    }
  }

  /// Delivers `scrollViewDidScroll` again without moving, as code that calls
  /// `[self scrollViewDidScroll:self.tableView]` does: the delegate alone hears it. UIKit's
  /// own reactions to an offset change (a table repositioning its pinned headers, a
  /// navigation bar following the offset for its large title, W13) do not run, since the
  /// offset did not change (round 13: a sweep's `idempotent` finding on a plain table, the
  /// large title collapsing at a call that moved nothing).
  open func redeliverDidScroll() {
    if didScrollDepth < maximumDidScrollDepth {
      didScrollDepth += 1
      delegate?.scrollViewDidScroll(self)
      didScrollDepth -= 1
    } else {
      recorder?.note(.reentrancyBoundHit(depth: didScrollDepth))
    }
    record(.redeliver)
  }

  /// Calls the delegate, bounding re-entrancy (S13), then lets subclasses react.
  func notifyDidScroll() {
    guard didScrollDepth < maximumDidScrollDepth else {
      recorder?.note(.reentrancyBoundHit(depth: didScrollDepth))
      return
    }
    didScrollDepth += 1
    defer { didScrollDepth -= 1 }
    didScroll()
    // A container tracking this view (a large title collapsing, W13) hears of the offset
    // before the delegate, so the delegate sees the insets that go with it.
    containerScrollObserver?(self)
    delegate?.scrollViewDidScroll(self)
  }

  /// Called on every offset change before the delegate (UIKit's `layoutSubviews` on
  /// scroll): a table view repositions its pinned section headers here.
  open func didScroll() {}

  // MARK: Insets and range

  /// `contentInset` plus the parts of the safe area the adjustment behaviour includes (S2 to S5).
  open var adjustedContentInset: UIEdgeInsets {
    guard refreshControl != nil else { return safeAreaAdjustedContentInset }
    var insets = safeAreaAdjustedContentInset
    insets.top += refreshInsetTop
    return insets
  }

  /// `contentInset` plus the parts of the safe area the adjustment behaviour includes (S2 to
  /// S5), without a refreshing refresh control's height (W41).
  var safeAreaAdjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let verticalSafe = UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
    switch contentInsetAdjustmentBehavior {
    case .never:
      return contentInset
    case .always:
      return contentInset + safe
    case .scrollableAxes:
      return scrollsVertically ? contentInset + verticalSafe : contentInset
    case .automatic:
      return (isContentViewOfContainerController || scrollsVertically)
        ? contentInset + verticalSafe : contentInset
    }
  }

  /// For `.scrollableAxes`: the content is taller than the view, or the view always
  /// bounces vertically (S4).
  var scrollsVertically: Bool {
    contentSize.height > bounds.height || alwaysBounceVertical
  }

  /// The smallest valid vertical offset: `-adjustedContentInset.top` (S6).
  public var minimumContentOffsetY: CGFloat { -adjustedContentInset.top }

  /// The largest valid vertical offset (S6):
  /// `max(contentSize.height + adjustedContentInset.bottom - bounds.height, minimum)`.
  public var maximumContentOffsetY: CGFloat {
    max(contentSize.height + adjustedContentInset.bottom - bounds.height, minimumContentOffsetY)
  }

  /// The valid vertical offsets: where the view may rest.
  public var validContentOffsetYRange: ClosedRange<CGFloat> {
    // The two bounds above with the adjusted inset worked out once, not three times (P3).
    let adjusted = adjustedContentInset
    let minimum = -adjusted.top
    return minimum...max(contentSize.height + adjusted.bottom - bounds.height, minimum)
  }

  /// Where the content's bottom edge would put the offset, whatever the top inset:
  /// `contentSize.height + adjustedContentInset.bottom - bounds.height` (S6 before its `max`).
  var contentBottomOffsetY: CGFloat { contentSize.height + adjustedContentInset.bottom - bounds.height }

  /// Whether the adjusted top inset includes the safe area's top (S2 to S5): a large title's
  /// collapse can then change the range, and the title follows the view (W20).
  var addsSafeAreaTop: Bool {
    switch contentInsetAdjustmentBehavior {
    case .never: return false
    case .always: return true
    case .scrollableAxes: return scrollsVertically
    case .automatic: return isContentViewOfContainerController || scrollsVertically
    }
  }

  /// The content is taller than the space the insets leave: a drag moves it 1:1 (S7).
  public var canScrollVertically: Bool { maximumContentOffsetY > minimumContentOffsetY }

  /// Whether the view is at rest: no finger down and no animation running.
  public var isAtRest: Bool { !isTracking && !isDecelerating && !isAnimating }

  /// At rest, an offset left outside a shrunken range is pulled back to its nearest edge,
  /// calling `scrollViewDidScroll`. During a drag or an animation nothing moves here: the
  /// animation re-aims each frame instead (S11).
  func rangeDidChange() {
    noteAdjustedContentInset()
    guard isAtRest else { return }
    let range = validContentOffsetYRange
    let y = contentOffset.y
    let clamped = min(max(y, range.lowerBound), range.upperBound)
    guard clamped != y else { return }
    EngineAssumptions.exercised("S11")
    if EngineAssumptions.uses("stay", for: "S11") { return }
    contentOffset.y = clamped
  }

  /// The adjusted inset last reported by `adjustedContentInsetDidChange()` (K10).
  var reportedAdjustedContentInset: UIEdgeInsets = .zero

  /// Calls `adjustedContentInsetDidChange()` when the adjusted inset differs from the one
  /// last reported: after any change of what it is made of (K10).
  func noteAdjustedContentInset() {
    let current = adjustedContentInset
    guard current != reportedAdjustedContentInset else { return }
    reportedAdjustedContentInset = current
    adjustedContentInsetDidChange()
  }

  /// Called when the adjusted content inset changes, before any offset change that follows
  /// from it; tells the delegate (`scrollViewDidChangeAdjustedContentInset`). Subclasses
  /// override and call `super` (K10).
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// A change of the view's size (rotation, keyboard, a layout pass) changes the valid
  /// range: at rest an out-of-range offset is pulled back (S11).
  open override var bounds: CGRect {
    didSet {
      if oldValue.size != bounds.size { rangeDidChange() }
      notifyObservers(\.bounds, old: oldValue, new: bounds)
    }
  }

  /// At rest, pulls an offset left outside the new valid range back to its nearest edge (S11).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    rangeDidChange()
  }

  /// A view resting at its top edge stays at its top edge when the safe-area part of the
  /// adjusted inset changes (first appearance, rotation): the offset follows to the new
  /// `-adjustedContentInset.top` (S16).
  open override var safeAreaInsets: UIEdgeInsets {
    willSet { wasRestingAtTopEdge = isRestingAtTopEdge }
    didSet { followTopEdgeIfResting() }
  }

  /// Whether the view is at rest exactly at its top edge.
  var isRestingAtTopEdge: Bool {
    isAtRest && abs(contentOffset.y + adjustedContentInset.top) < 1e-9
  }

  /// Moves a view that rested at its old top edge to the new one (S16).
  func followTopEdgeIfResting() {
    defer { wasRestingAtTopEdge = false }
    guard wasRestingAtTopEdge, isAtRest else { return }
    let top = -adjustedContentInset.top
    if contentOffset.y != top { contentOffset.y = top }
  }

  // MARK: Observation

  /// The frames of everything on screen, in content and screen coordinates. Subclasses
  /// (table view, SwiftUI host) override.
  open func elementFrames() -> [ElementFrame] { [] }

  /// The natural places floating footers have left on screen (C33). A table overrides.
  open func vacatedFooterPlaces() -> [CGRect] { [] }

  /// The natural places pinned section headers have left on screen (W45). A table overrides.
  open func vacatedHeaderPlaces() -> [CGRect] { [] }

  /// The top paddings a table lays out above its sections, on screen (C38). A table overrides.
  open func sectionPaddingPlaces() -> [CGRect] { [] }

  /// Where a subview the app added is drawn among the scroll view's own elements (V3): by
  /// default at the content's level, or over it when it is the last subview.
  open func drawingTier(ofSubview view: UIView) -> Int {
    subviews.last === view && subviews.count > 1 ? DrawingOrder.broughtToFront : DrawingOrder.content
  }

  /// Where the refresh control is drawn (Z4): behind every view of the scroll view
  /// (`atBack`, the default), or over the views it had when it was installed (`added`).
  /// A table also draws a control the app brought to the front over what it brought before.
  func refreshControlTier(_ control: UIRefreshControl) -> Int {
    EngineAssumptions.uses("added", for: "Z4") ? refreshControlAddedTier : DrawingOrder.refreshControl
  }

  /// Notes Z4 as exercised where its alternatives draw `elements` in another order: an
  /// element between the control's two tiers (a table header view, the app's subviews, SwiftUI's
  /// content) overlaps the control, which the app has not brought to the front.
  func noteRefreshControlOrder(in elements: [ElementFrame]) {
    guard let control = elements.first(where: { $0.kind == .refreshControl }),
      control.zIndex == DrawingOrder.refreshControl || control.zIndex == refreshControlAddedTier
    else { return }
    let between = (DrawingOrder.refreshControl + 1)..<refreshControlAddedTier
    let reordered = elements.contains { element in
      guard element.kind != .refreshControl, between.contains(element.zIndex) else { return false }
      let overlap = element.screenFrame.intersection(control.screenFrame)
      return !overlap.isNull && overlap.width > 0 && overlap.height > 0
    }
    if reordered { EngineAssumptions.exercised("Z4") }
  }

  /// The tier of a control added over the views the scroll view has (Z4=added): over
  /// everything SwiftUI draws in a hosting scroll view.
  var refreshControlAddedTier: Int { DrawingOrder.refreshControlAddedOverHostedContent }

  /// The header's self-sizing facts, if it has a fitting layout. Subclasses override.
  open func headerFitObservation() -> HeaderFitObservation? { nil }

  /// Converts a rectangle in content coordinates to the scroll view's own coordinates
  /// (what is on screen, with the view's top-left corner at zero).
  public func screenRect(fromContent rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
  }

  /// Where the status bar ends when the view's own safe area leaves it out (nil in UIKit,
  /// whose safe area always counts it; a SwiftUI host that ignores the top safe area says).
  var statusBarBottomOutsideSafeArea: CGFloat? { nil }

  /// A snapshot of the view now.
  public func observe(_ cause: ObservationCause) -> Observation {
    let own = refreshControl == nil ? elementFrames() : refreshControlFrames() + elementFrames()
    let hierarchy = hierarchyElementFrames()
    var observation = Observation(
      step: 0, cause: cause, contentOffset: contentOffset, contentInset: contentInset,
      adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
      contentSize: contentSize, bounds: bounds, validOffsetY: validContentOffsetYRange,
      isTracking: isTracking, isDragging: isDragging, fingerTranslation: fingerTranslation,
      elements: hierarchy.isEmpty ? own : own + hierarchy, headerFit: headerFitObservation(), scale: contentScaleFactor)
    if refreshControl != nil { noteRefreshControlOrder(in: observation.elements) }
    observation.frameInRootView = frameInControllerRootView
    observation.statusBarBottom = statusBarBottomOutsideSafeArea
    observation.vacatedFooterPlaces = vacatedFooterPlaces()
    observation.vacatedHeaderPlaces = vacatedHeaderPlaces()
    observation.sectionPaddingPlaces = sectionPaddingPlaces()
    let root = controllerRootView
    observation.rootViewBounds = CGRect(origin: .zero, size: root.bounds.size)
    observation.rootViewOriginInWindow = root.frameInRootView.origin  // O2
    return observation
  }

  /// Ends a step: runs the pending layout cycle of the view's hierarchy (UIKit lays out at
  /// the end of each run-loop turn, C6), then records an observation, if a recorder is
  /// attached.
  public func record(_ cause: ObservationCause) {
    let cycle = runLayoutCycle()
    if cycle.boundHit { recorder?.note(.layoutPassBoundHit(passes: cycle.passes)) }
    guard let recorder else { return }
    recorder.record(observe(cause))
  }
}
