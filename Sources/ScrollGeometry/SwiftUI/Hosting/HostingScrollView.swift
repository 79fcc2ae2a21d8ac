/// The `UIScrollView` that hosts a SwiftUI `ScrollView`, as on iOS: drags, releases, the
/// rubber band and the settle animation are the scroll view's own; on every
/// `scrollViewDidScroll` (and size change) the SwiftUI graph updates (U1, U11).
///
///     let host = try HostingScrollView(
///       rootView: StretchyHeaderView(),
///       frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///       safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
///     host.drag(by: 120)   // pulls down: the header's GeometryReader reads a larger minY
///     host.release()       // settles frame by frame, updating on each frame
///
/// `frame` is in window coordinates: its origin is where the scroll view sits below whatever
/// is above it, and `.global` frames include it. The content is laid out inside the safe
/// area; the view itself extends under it (U1).
public final class HostingScrollView: UIScrollView {
  /// The view being hosted: evaluated again whenever its state changes.
  private(set) var rootView: any View
  let graph = StateGraph()
  var environment: LayoutEnvironment

  /// How many update passes one update may run (each pass: body if needed, layout, geometry,
  /// `onChange` actions) before it stops and records `layoutPassBoundHit` (U11).
  public var maximumUpdatePasses = HostingScrollView.updatePassBound

  /// The update-pass bound new hosts take: 16, or more in a confirming re-run (U11, C5).
  @TaskLocal public static var updatePassBound = 16

  /// How many times the root body has been evaluated.
  public private(set) var bodyEvaluationCount = 0

  /// How many `onChange` actions have run.
  public private(set) var onChangeActionCount = 0

  /// The window the root view fills, in window coordinates.
  public private(set) var windowBounds: CGRect
  /// The window's safe area (status bar, home indicator).
  public private(set) var windowSafeArea: UIEdgeInsets
  /// How much of `windowSafeArea.bottom` is the keyboard's region beyond the container's
  /// safe area (U15, W1).
  public private(set) var windowKeyboardOverlap: CGFloat = 0

  /// What the scroll view is doing, as `onScrollPhaseChange` reports it (U23).
  public private(set) var scrollPhase = ScrollPhase.idle

  private var rootNode = ViewNode.empty
  private var placement: Renderer.ScrollPlacement?
  private var hasLaidOut = false
  private var previousValues: [String: OnChangeRegistration] = [:]
  private var previousLifecycles: [LifecycleRegistration] = []
  /// Tasks whose view appeared and that complete at the start of the first update after the
  /// frame it appeared in was recorded (`U17=later`), with the frames recorded when they
  /// appeared.
  private var pendingTasks: [(action: () -> Void, drawnAt: Int)] = []
  /// The frames (observations) recorded so far; 0 without a recorder, so a task that appears
  /// before one is attached waits for its first frame.
  private var framesRecorded: Int { recorder?.trace.observations.count ?? 0 }
  private var isUpdating = false
  private var needsAnotherPass = false
  private var elements: [ElementFrame] = []
  private var targetFrames: [CGRect] = []
  /// The identity of each target (U31): its `ForEach` element's integer id, or its index
  /// among the targets when it has none.
  private var targetIDs: [Int] = []
  private var targetTops: [CGFloat] { targetFrames.map(\.minY) }
  /// The position binding's value as the scroll view last saw or wrote it (U31, U32).
  private var lastPosition: ScrollPosition?
  private var lastPositionID: Int??
  /// How much of a `NavigationStack`'s large title is collapsed at the last layout (U26).
  private var collapsedLargeTitle: CGFloat = 0
  /// The offset at which the large title is fully collapsed, when one shows (U26): content
  /// whose bottom edge lies above it cannot scroll the title away (W18).
  private var largeTitleGoneOffsetY: CGFloat?
  /// The content margins on the leading and trailing edges (U24): the content is laid out
  /// that much narrower, inside the safe area's sides.
  private var sideMargins = (leading: CGFloat(0), trailing: CGFloat(0))
  private lazy var phaseDelegate = PhaseDelegate(host: self)

  /// Hosts `rootView`, which must contain a vertical `ScrollView` or a `List` (the first one
  /// met is the one hosted), in a window of `frame`: lays it out and rests it at the top of its
  /// content. Nothing is recorded yet.
  ///
  /// - Parameters:
  ///   - frame: the window's frame (the screen), in which the root view is laid out; the
  ///     scroll view's own frame follows from the layout (U1, U15).
  ///   - safeAreaInsets: the window's safe area (status bar, home indicator).
  ///   - defaultPadding: the length of `padding()` without arguments (16 on iPhone, U7).
  ///   - images: the intrinsic sizes of the images the view names (U13).
  public init(
    rootView: some View, frame: CGRect, safeAreaInsets: UIEdgeInsets = .zero,
    defaultPadding: CGFloat = 16, contentScaleFactor: CGFloat = 3, images: ImageCatalog = ImageCatalog()
  ) throws {
    try Self.validate(frame.size, safeAreaInsets)
    guard defaultPadding.isFinite, defaultPadding >= 0 else {
      throw SwiftUIModelError.invalidGeometry("default padding \(defaultPadding)")
    }
    self.rootView = rootView
    self.environment = LayoutEnvironment(defaultPadding: defaultPadding)
    self.windowBounds = frame
    self.windowSafeArea = safeAreaInsets
    super.init(frame: frame)
    graph.images = images
    self.contentScaleFactor = contentScaleFactor
    // U1: SwiftUI lays the content out inside the safe area on every edge.
    contentInsetAdjustmentBehavior = .always
    self.safeAreaInsets = safeAreaInsets
    delegate = phaseDelegate
    // A collapsed large title expands as the content comes down, and a half-collapsed one
    // snaps open or closed at a release (U26, as UIKit's W13).
    expandableTopInset = { [unowned self] in self.expandableLargeTitle }
    containerReleaseObserver = { [unowned self] _ in self.snapLargeTitle() }
    containerRestObserver = { [unowned self] _ in self.largeTitleCameToRest() }
    try evaluateBody()
    guard layOutWindow() != nil else {
      throw SwiftUIModelError.rootIsNotAScrollView(found: "\(rootNode.kind)".prefix(80).description)
    }
    if safeAreaInsets != .zero {
      // U11: one first layout, at the window's safe area (the default), or two: the first
      // before the safe area arrives (the hosting view not yet in its window), then this one.
      EngineAssumptions.exercised("U11")
      if EngineAssumptions.uses("two", for: "U11") {
        windowSafeArea = .zero
        self.safeAreaInsets = .zero
        update(forcingBody: false)
        setContentOffset(CGPoint(x: 0, y: minimumContentOffsetY), animated: false)
        update(forcingBody: false)
        windowSafeArea = safeAreaInsets
        self.safeAreaInsets = safeAreaInsets
      }
    }
    update(forcingBody: false)
    setContentOffset(CGPoint(x: 0, y: minimumContentOffsetY), animated: false)
    update(forcingBody: false)
  }

  static func validate(_ size: CGSize, _ insets: UIEdgeInsets) throws {
    let values = [size.width, size.height, insets.top, insets.left, insets.bottom, insets.right]
    guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw SwiftUIModelError.invalidGeometry("size \(size), safe area \(insets)")
    }
  }

  // MARK: Public operations

  /// The window changes size (rotation): new bounds and safe area, a SwiftUI update, and the
  /// offset kept — except that a view resting at its top stays at its top (U12), its large
  /// title expanded if it was (U26). Records
  /// `.sizeChange`.
  ///
  /// `keyboardOverlap` is how much of the bottom safe area is the keyboard's region beyond
  /// the container's: what a view that ignores the keyboard's region gives back (U15).
  public func changeSize(to size: CGSize, safeAreaInsets newInsets: UIEdgeInsets, keyboardOverlap: CGFloat = 0) throws {
    try Self.validate(size, newInsets)
    windowKeyboardOverlap = keyboardOverlap.isFinite ? Swift.max(0, Swift.min(keyboardOverlap, newInsets.bottom)) : 0
    // At its top with the title expanded, or at its top edge with the title collapsed.
    let wasExpandedAtTop = isAtRest && contentOffset.y == expandedTopOffsetY
    let wasAtTop = isAtRest && contentOffset.y == minimumContentOffsetY
    isUpdating = true
    windowBounds = CGRect(origin: windowBounds.origin, size: size)
    windowSafeArea = newInsets
    isUpdating = false
    update(forcingBody: false)
    // At its top with the large title expanded, it stays so (U26); at its top edge with the
    // title collapsed, it stays at its top edge, title collapsed (S16).
    if wasExpandedAtTop, contentOffset.y != expandedTopOffsetY {
      contentOffset.y = expandedTopOffsetY
    } else if wasAtTop, !wasExpandedAtTop, contentOffset.y != minimumContentOffsetY {
      contentOffset.y = minimumContentOffsetY
    } else {
      rangeDidChange()
    }
    record(.sizeChange)
  }

  /// A large title left partly collapsed at a release snaps open (at half or more) or
  /// closed, scrolling the content, animated (U26, as UIKit's W13); over content too short to
  /// scroll the title away, the content comes back to its bottom edge instead (W18).
  func snapLargeTitle() {
    let full = NavigationBarLayout.largeTitleHeight
    let collapsed = collapsedLargeTitle
    // Over content too short to scroll the whole title away, back to the bottom edge as the
    // expanded title gives it, no snap (W18).
    let expandedTop = expandedTopOffsetY
    if contentBottomOffsetY < shortContentLimit {
      if collapsed > 0 { EngineAssumptions.exercised("W18") }
      if EngineAssumptions.uses("expanded", for: "W18") {
        let edge = max(contentBottomOffsetY, expandedTop)
        if contentOffset.y > edge { setContentOffset(CGPoint(x: contentOffset.x, y: edge), animated: true) }
        return
      }
    }
    guard collapsed > 0, collapsed < full else { return }
    let opens = full - collapsed >= full / 2
    let target = contentOffset.y + (opens ? -collapsed : full - collapsed)
    setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: true)
  }

  /// How much of a collapsed large title expands as the content comes down past its top edge
  /// (W13, U26): all of it, unless at the top edge with all of it expanded the offset would
  /// not show it all, as when the scroll view ignores the top safe area (its top edge does not
  /// move with the title): then none, and the only rest at the top has the title as the offset
  /// leaves it (round 11: W18 sent the README's artist screen 52 points outside its range).
  private var expandableLargeTitle: CGFloat {
    let collapsed = collapsedLargeTitle
    guard collapsed > 0, let gone = largeTitleGoneOffsetY else { return collapsed }
    let full = NavigationBarLayout.largeTitleHeight
    let shown = Swift.min(full, Swift.max(0, gone - (minimumContentOffsetY - collapsed)))
    return shown >= full - 1e-9 ? collapsed : 0
  }

  /// The bottom edge below which content is too short to scroll the whole large title away
  /// (W18): the offset at which the title is fully collapsed. (Until round 11 it was the
  /// expanded top plus the title's height, which is the same only when nothing else, a
  /// refreshing control's 60 points, a content margin, adds to the top inset.)
  private var shortContentLimit: CGFloat {
    largeTitleGoneOffsetY ?? expandedTopOffsetY + NavigationBarLayout.largeTitleHeight
  }

  /// A turn that leaves the content at rest (not a release) over content too short to scroll
  /// the whole title away, above the bottom edge the expanded title gives it: back to that
  /// edge at once under W18's `expanded`, left as it is under `follows` (U26, as UIKit's
  /// `trackedViewCameToRest`).
  func largeTitleCameToRest() {
    guard collapsedLargeTitle > 0, isAtRest else { return }
    let expandedTop = expandedTopOffsetY
    guard contentBottomOffsetY < shortContentLimit else { return }
    let edge = max(contentBottomOffsetY, expandedTop)
    // Only within the title's own collapse zone (an offset assigned past it is S11's).
    guard contentOffset.y > edge, contentOffset.y <= (largeTitleGoneOffsetY ?? edge) + 1e-9 else { return }
    EngineAssumptions.exercised("W18")
    guard EngineAssumptions.uses("expanded", for: "W18") else { return }
    setContentOffset(CGPoint(x: contentOffset.x, y: edge), animated: false)
  }

  /// Runs a SwiftUI update again at the same position, body included, and records
  /// `.redeliver`: for the idempotence check (nothing should change).
  public func redeliverUpdate() {
    update(forcingBody: true)
    record(.redeliver)
  }

  /// The app gives the hosting controller a new root view (its data changed: items inserted
  /// or removed): the body is evaluated again with the state each view had (U3), an update
  /// runs, an offset left out of range at rest is pulled back (S11), and `.contentUpdate` is
  /// recorded.
  public func replaceRootView(_ view: any View) {
    let anchor = positionAnchor()
    rootView = view
    update(forcingBody: true)
    keep(anchor)
    rangeDidChange()
    record(.contentUpdate)
  }

  /// The view a scroll position binding holds (U31, U32) and how far its top is below the
  /// visible area's top, before the content changes (U47): nil without a binding, with no
  /// view in it, or when the view is not laid out.
  private func positionAnchor() -> (id: Int, distance: CGFloat)? {
    guard let settings = placement?.settings else { return nil }
    for setting in settings {
      let id: Int?
      switch setting {
      case .positionID(let binding, _): id = binding.wrappedValue
      case .position(let binding, _): id = binding.wrappedValue.viewID
      default: continue
      }
      guard let id, let index = targetIDs.firstIndex(of: id) else { return nil }
      return (id, targetFrames[index].minY - contentOffset.y)
    }
    return nil
  }

  /// After a content change, scrolls so that the view the position binding holds is as far
  /// below the visible area's top as before, clamped to the valid range (U47): SwiftUI keeps
  /// a scroll position stable when the content changes. At rest only: a finger or momentum
  /// keeps its own offset.
  private func keep(_ anchor: (id: Int, distance: CGFloat)?) {
    guard let anchor, !isTracking, !isDecelerating, let index = targetIDs.firstIndex(of: anchor.id) else { return }
    let range = validContentOffsetYRange
    let y = Swift.min(Swift.max(targetFrames[index].minY - anchor.distance, range.lowerBound), range.upperBound)
    if abs(y - contentOffset.y) > 1e-9 { contentOffset.y = y }
  }

  /// How much taller the `ForEach` element of identity `identity` (its data's id, or its
  /// index in a `ForEach(0..<n)`) is than its view alone: the state the app's row keeps for
  /// it (an expanded detail drawn below its content, across its width), kept by the
  /// element's identity (U45).
  public func rowExtraHeight(forElement identity: String) -> CGFloat {
    graph.rowExtraHeights[identity] ?? 0
  }

  /// The row of identity `identity` changes its own state so that it is `extra` points
  /// taller than its view alone (never less than 0): SwiftUI evaluates it again and lays the
  /// stack out again in one update; the offset stays where S11 leaves it, and
  /// `.contentUpdate` is recorded (U45). `nil` forgets the state (the element went away).
  public func setRowExtraHeight(_ extra: CGFloat?, forElement identity: String) {
    let new = extra.map { Swift.max(0, $0) }
    guard graph.rowExtraHeights[identity] != new else { return }
    graph.rowExtraHeights[identity] = new
    guard new != nil else { return }
    let anchor = positionAnchor()
    update(forcingBody: true)
    keep(anchor)
    rangeDidChange()
    record(.contentUpdate)
  }

  /// A `NavigationStack` pushes a view over this one and pops back to it (U46): at the push
  /// every view laid out disappears (`onDisappear`, in tree order), its state and the scroll
  /// view's offset kept; at the pop the view is laid out again at the same offset, so every
  /// view on screen appears (`onAppear`) in the update that follows, and the large title
  /// shows as the offset leaves it. The same for a tab switched away and back. Nothing is
  /// observed while covered (as UIKit's C9); `.redeliver` is recorded after the return.
  public func coverAndReturn() {
    let leaving = previousLifecycles.filter { $0.kind == .disappear }
    previousLifecycles = []
    for registration in leaving {
      onChangeActionCount += 1
      registration.action()
    }
    update(forcingBody: true)
    record(.redeliver)
  }

  /// The Dynamic Type scale of body text (U43): `Text` measures `9 × scale` points per
  /// character and `22 × scale` per line; 1 at the default size (`.large`). Setting another
  /// scale lays every text out again in one update, as SwiftUI does when the user changes
  /// the text size; the offset stays where S11 leaves it.
  public var textScale: CGFloat {
    get { environment.lineHeight / 22 }
    set {
      guard newValue > 0, newValue != textScale else { return }
      environment.characterWidth = 9 * newValue
      environment.lineHeight = 22 * newValue
      update(forcingBody: true)
      rangeDidChange()
      record(.contentUpdate)
    }
  }

  /// Runs an update if state was changed from outside (a test assigning a `@State`); the
  /// body is evaluated again only if it read that state (P6).
  public func updateIfNeeded() {
    if graph.isDirty { update(forcingBody: false) }
  }

  /// The element of the given name on screen now (`"header"`, `"item 0"`...), if any.
  public func element(named name: String) -> ElementFrame? {
    elements.first { $0.kind == .swiftUI(name: name) }
  }

  /// Where a release at the current offset comes to rest under the scroll target behaviour
  /// (`.paging`, `.viewAligned`), or nil without one (U25).
  public func scrollTargetOffsetY() -> CGFloat? {
    guard let kind = placement?.settings.lazy.compactMap({ setting -> ScrollTargetKind? in
      if case .targetBehavior(let kind) = setting { return kind }
      return nil
    }).first
    else { return nil }
    return ScrollTargets.restingOffset(
      kind, offset: contentOffset.y, range: validContentOffsetYRange,
      page: Swift.max(1, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom),
      topInset: adjustedContentInset.top, targetTops: targetTops)
  }

  // MARK: UIScrollView hooks

  /// Runs an update on every offset change, so that geometry readers see the new offset.
  public override func didScroll() {
    super.didScroll()
    update(forcingBody: false)
  }

  /// A change of the adjusted inset alone (a refresh beginning or ending at an offset it
  /// leaves in range) moves what SwiftUI lays out when its layout counts the change (U34=space:
  /// the spinner's band): an update follows, as one follows an offset change. Round 14's sweep
  /// (seed 5, `swiftui-sticky-header.modern` x `idempotent` under U34=space, `...-5922de29`)
  /// found the header 60 points low after `endRefreshing()` until the next scroll.
  public override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    if hasLaidOut { update(forcingBody: false) }
  }

  /// Where the window's status bar ends over a scroll view that ignores the top safe area
  /// (U15: it then has no safe area there), in its own coordinates; nil when its safe area
  /// counts it (Z3).
  override var statusBarBottomOutsideSafeArea: CGFloat? {
    let bottom = windowBounds.minY + windowSafeArea.top - frame.minY
    return bottom > safeAreaInsets.top + 0.001 ? bottom : nil
  }

  /// Each on-screen lazy-stack row and named element as laid out and as drawn at the last
  /// update (U10, U14).
  public override func elementFrames() -> [ElementFrame] { elements }

  // MARK: The update cycle (U11)

  /// One update: passes of body (when state changed), layout, geometry and actions, until no
  /// state changes, bounded by `maximumUpdatePasses`.
  func update(forcingBody: Bool) {
    if isUpdating {
      needsAnotherPass = true
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    // U17=later: tasks whose view appeared before a frame that has since been drawn have
    // finished by this update.
    if !pendingTasks.isEmpty {
      let drawn = framesRecorded
      let finished = pendingTasks.filter { $0.drawnAt < drawn }
      pendingTasks.removeAll { $0.drawnAt < drawn }
      for task in finished {
        onChangeActionCount += 1
        task.action()
      }
    }
    var force = forcingBody
    var passes = 0
    repeat {
      needsAnotherPass = false
      if passes == maximumUpdatePasses {
        recorder?.note(.layoutPassBoundHit(passes: passes))
        return
      }
      passes += 1
      if force || graph.needsBody {
        try? evaluateBody()
        force = false
      } else if graph.isDirty {
        // Only state the body did not read changed: its layout closures see it (P6).
        graph.didKeepBody()
      }
      let actions = layOut()
      for action in actions {
        onChangeActionCount += 1
        action()
      }
      if graph.isDirty { needsAnotherPass = true }
    } while needsAnotherPass
  }

  /// Evaluates the root body with the current state, noting the observable models it reads
  /// (U3, U28).
  func evaluateBody() throws {
    var context = _ResolveContext(path: "root", graph: graph)
    rootNode = graph.tracking { graph.resolvingBody { context.resolveHere(rootView) } }
    graph.didEvaluate()
    bodyEvaluationCount += 1
  }

  /// Lays the whole tree out in the window and finds the scroll view (U1, U15, U16, U26).
  @discardableResult
  private func layOutWindow(contentPreferences: [PreferenceValue] = []) -> (Renderer, Renderer.ScrollPlacement)? {
    let safe = CGRect(
      x: windowBounds.minX + windowSafeArea.left, y: windowBounds.minY + windowSafeArea.top,
      width: Swift.max(0, windowBounds.width - windowSafeArea.left - windowSafeArea.right),
      height: Swift.max(0, windowBounds.height - windowSafeArea.top - windowSafeArea.bottom))
    var windowEnvironment = environment
    windowEnvironment.containerSize = safe.size
    let scene = Renderer.Scene(
      contentOffset: .zero, windowOrigin: .zero, scrollViewSpaceOrigin: nil, visibleRect: windowBounds,
      pinTop: safe.minY, pinBottom: safe.maxY, namedSpaces: [:],
      hostedOffsetY: hasLaidOut ? contentOffset.y : nil)
    var renderer = Renderer(environment: windowEnvironment, graph: graph, scene: scene, isWindow: true)
    renderer.scrollContentPreferences = contentPreferences
    var context = Renderer.Context()
    context.region = Renderer.SafeRegion(
      container: windowBounds, safe: safe, reported: safe, keyboardOverlap: windowKeyboardOverlap)
    graph.tracking { renderer.place(rootNode, in: safe, context) }
    guard let found = renderer.scrollPlacement ?? placement else { return nil }
    return (renderer, found)
  }

  /// Lays the window and the content out at the current offset, renders them, and returns
  /// the actions due: appearances, `onChange` and preference changes, scroll geometry and
  /// phase changes (U3, U11, U17, U18, U22, U23).
  private func layOut() -> [() -> Void] {
    guard var (window, found) = layOutWindow() else { return [] }
    placement = found
    collapsedLargeTitle = window.collapsedLargeTitle
    largeTitleGoneOffsetY = window.largeTitleGoneOffsetY
    apply(found)
    hasLaidOut = true

    let insets = safeAreaInsets
    let sides = sideMargins
    let width = Swift.max(0, bounds.width - insets.left - insets.right - sides.leading - sides.trailing)
    var contentEnvironment = environment
    contentEnvironment.containerSize = CGSize(
      width: width, height: Swift.max(0, bounds.height - insets.top - insets.bottom))
    let size = found.content.size(proposed: ProposedSize(width: width, height: nil), contentEnvironment)
    let newContentSize = CGSize(width: width, height: size.height)
    if contentSize != newContentSize {
      contentSize = newContentSize  // may move the offset at rest (S11): another pass follows
    }
    let adjusted = adjustedContentInset
    // The spinner's band while refreshing, and how much of it SwiftUI's layout counts (U34).
    let band = refreshInsetTop
    let bandCounted = swiftUICountsRefreshBand ? band : 0
    // U8: the space starts at the scroll view's SwiftUI frame (the top of its safe area), or
    // (alternative) at the hosting view's full frame, under the status bar.
    let safeTopCounted = insets.top > 0 && EngineAssumptions.uses("host", for: "U8") ? 0 : insets.top
    let spaceOrigin = CGPoint(
      x: frame.minX + insets.left, y: frame.minY + safeTopCounted + bandCounted + topMarginCounted)
    let scene = Renderer.Scene(
      contentOffset: contentOffset, windowOrigin: frame.origin,
      scrollViewSpaceOrigin: spaceOrigin, visibleRect: bounds,
      pinTop: contentOffset.y + adjusted.top - band + bandCounted,
      pinBottom: contentOffset.y + bounds.height - adjusted.bottom,
      namedSpaces: window.scene.namedSpaces, hostedOffsetY: nil, contentSafeTop: insets.top,
      scrollViewSafeTop: insets.top)
    var renderer = Renderer(environment: contentEnvironment, graph: graph, scene: scene)
    graph.tracking {
      renderer.place(
        found.content, in: CGRect(x: insets.left + sides.leading, y: 0, width: width, height: size.height),
        Renderer.Context())
    }
    targetFrames = renderer.targetFrames
    targetIDs = renderer.targetIDs.enumerated().map { $0.element ?? $0.offset }
    // Preferences the content set reach observers around the scroll view: walk the window
    // again with them (U18).
    if !renderer.topPreferences.isEmpty, let again = layOutWindow(contentPreferences: renderer.topPreferences) {
      window = again.0
    }
    elements = combinedElements(content: renderer, window: window)

    var actions: [() -> Void] = []
    actions += lifecycleActions(window.lifecycles + renderer.lifecycles)
    var registrations = window.onChanges + renderer.onChanges
    for setting in found.settings {
      if case .onGeometryChange(_, let make) = setting { registrations.append(make(scrollGeometry)) }
    }
    for registration in registrations {
      let previous = previousValues[registration.path]
      previousValues[registration.path] = registration
      if let previous {
        if !registration.isEqual(previous.value) {
          actions.append { registration.action(previous.value) }
        }
      } else if registration.runsInitially {
        actions.append { registration.action(registration.value) }
      }
    }
    actions += phaseActions(found.settings)
    actions += positionActions(found.settings)
    return actions
  }

  /// Whether SwiftUI's layout counts a refreshing spinner's band as an inset of the scroll
  /// view (U34, asked only while it refreshes): under `space` it does, so the `.scrollView`
  /// space starts below the band and pinned section headers pin below it; under `content`
  /// (the default) the band is the `UIScrollView`'s inset alone: the space stays at the
  /// scroll view's frame (the content reads 60 points lower, as if pulled) and headers pin
  /// at the top of the safe area, over the band.
  private var swiftUICountsRefreshBand: Bool {
    guard refreshInsetTop > 0 else { return false }
    EngineAssumptions.exercised("U34")
    return EngineAssumptions.uses("space", for: "U34")
  }

  /// How much of a top content margin the `.scrollView` space leaves out (U36): none under
  /// `content` (the default: the space is the scroll view's frame, as for a safe area the
  /// scroll view reaches under, U8), all of it under `space`.
  private var topMarginCounted: CGFloat {
    guard contentInset.top > 0 else { return 0 }
    EngineAssumptions.exercised("U36")
    return EngineAssumptions.uses("space", for: "U36") ? contentInset.top : 0
  }

  /// Gives the hosting view the frame, safe area, margins and bounce the layout found.
  private func apply(_ found: Renderer.ScrollPlacement) {
    if frame != found.hostFrame { frame = found.hostFrame }
    if safeAreaInsets != found.safeAreaInsets { safeAreaInsets = found.safeAreaInsets }
    var margins = UIEdgeInsets.zero
    for setting in found.settings {
      guard case .contentMargins(let edges, let length) = setting else { continue }
      if edges.contains(.top) { margins.top += length }
      if edges.contains(.bottom) { margins.bottom += length }
      if edges.contains(.leading) { margins.left += length }
      if edges.contains(.trailing) { margins.right += length }
    }
    // Vertical margins are the scroll view's content insets; side margins narrow the
    // content (there is no horizontal scrolling to inset), U24.
    sideMargins = (margins.left, margins.right)
    margins.left = 0
    margins.right = 0
    if contentInset != margins { contentInset = margins }
    // K11: `refreshable` gives the hosting scroll view UIKit's refresh control (W40).
    let refreshable = found.settings.contains { if case .refreshable = $0 { true } else { false } }
    if refreshable, refreshControl == nil { refreshControl = UIRefreshControl() }
    if !refreshable, refreshControl != nil { refreshControl = nil }
    // U2: SwiftUI scroll views bounce even when the content fits, unless `.basedOnSize`.
    let bounce = found.bounce != .basedOnSize
    if alwaysBounceVertical != bounce { alwaysBounceVertical = bounce }
  }

  /// The content's elements, then the window's in the scroll view's coordinates. When a view
  /// is named `header` (`scrollCheckHeader()`), the lazy stack's section headers are reported
  /// as `section header`, `section header 1`... (U10, U14).
  private func combinedElements(content: Renderer, window: Renderer) -> [ElementFrame] {
    let converted = (window.rowElements + window.namedElements).map { element -> ElementFrame in
      let screen = element.screenFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
      // The window's order is kept: the navigation bar over the scroll view (Z3), a view
      // before the scroll view behind it, one after it over it (V3).
      return ElementFrame(
        kind: element.kind, contentFrame: screen.offsetBy(dx: contentOffset.x, dy: contentOffset.y),
        screenFrame: screen, scale: element.scale, zIndex: element.zIndex, drawsNothing: element.drawsNothing)
    }
    let named = content.namedElements + converted
    var rows = content.rowElements
    if named.contains(where: { $0.kind == .swiftUI(name: "header") }) {
      rows = rows.map { row in
        guard case .swiftUI(let name) = row.kind, name.hasPrefix("header") else { return row }
        var renamed = row
        renamed.kind = .swiftUI(name: "section " + name)
        return renamed
      }
    }
    return rows + named
  }

  /// The scroll view's geometry as SwiftUI reports it (U22).
  var scrollGeometry: ScrollGeometry {
    let adjusted = adjustedContentInset
    return ScrollGeometry(
      contentOffset: contentOffset, contentSize: contentSize,
      contentInsets: EdgeInsets(top: adjusted.top, leading: adjusted.left, bottom: adjusted.bottom, trailing: adjusted.right),
      containerSize: bounds.size)
  }

  /// The actions of views that appeared or disappeared since the last layout (U17).
  private func lifecycleActions(_ current: [LifecycleRegistration]) -> [() -> Void] {
    if current.isEmpty && previousLifecycles.isEmpty { return [] }
    let before = Set(previousLifecycles.map(\.path))
    let now = Set(current.map(\.path))
    var actions: [() -> Void] = []
    for registration in previousLifecycles where registration.kind == .disappear && !now.contains(registration.path) {
      actions.append(registration.action)
    }
    for registration in current where registration.kind == .appear && !before.contains(registration.path) {
      if registration.isTask {
        // U17: a task completes before the frame, or (alternative) at the next update.
        EngineAssumptions.exercised("U17")
        if EngineAssumptions.uses("later", for: "U17") {
          pendingTasks.append((registration.action, framesRecorded))
          continue
        }
      }
      actions.append(registration.action)
    }
    previousLifecycles = current
    return actions
  }

  /// The phase now, from the scroll view's state (U23).
  var currentPhase: ScrollPhase {
    if isTracking { return isDragging ? .interacting : .tracking }
    if isDecelerating { return .decelerating }
    if isAnimating { return .animating }
    return .idle
  }

  /// The `onScrollPhaseChange` actions due when the phase changed (U23).
  private func phaseActions(_ settings: [ScrollSetting]) -> [() -> Void] {
    let phase = currentPhase
    guard phase != scrollPhase else { return [] }
    let old = scrollPhase
    scrollPhase = phase
    guard hasPhaseActions else { return [] }
    let context = ScrollPhaseChangeContext(geometry: scrollGeometry)
    return settings.compactMap { setting in
      guard case .onPhaseChange(_, let action) = setting else { return nil }
      return { action(old, phase, context) }
    }
  }

  /// The identity (index) of the top-most target the visible area shows: the first whose
  /// bottom is below the visible top (U31).
  var topMostTargetID: Int? {
    let visibleTop = contentOffset.y + adjustedContentInset.top
    return targetFrames.firstIndex { $0.maxY > visibleTop + 1e-9 }.map { targetIDs[$0] }
  }

  /// The offset that shows target `id` with its `anchor` (`.top` when nil) at the same point of
  /// the visible area, clamped to the valid range; nil for an unknown identity (U31).
  func offset(showingTarget id: Int, anchor: UnitPoint?) -> CGFloat? {
    guard let index = targetIDs.firstIndex(of: id) else { return nil }
    let frame = targetFrames[index]
    let unit = anchor?.y ?? 0
    let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
    let y = frame.minY + unit * frame.height - adjustedContentInset.top - unit * visible
    let range = validContentOffsetYRange
    return Swift.min(Swift.max(y, range.lowerBound), range.upperBound)
  }

  /// The scroll position bindings' work at an update (U31, U32): a value the app changed
  /// scrolls the view there at once; the user's scrolling (a finger down or momentum) writes
  /// the top-most target back.
  private func positionActions(_ settings: [ScrollSetting]) -> [() -> Void] {
    let userScrolling = isTracking || isDecelerating
    for setting in settings {
      switch setting {
      case .position(let binding, let anchor):
        let value = binding.wrappedValue
        let asks = value.point != nil || value.edge != nil || value.viewID != nil
        if value != lastPosition, !value.isPositionedByUser, asks {
          // The app asked for a place (first appearance included): go there at once.
          lastPosition = value
          let range = validContentOffsetYRange
          var target: CGFloat?
          if let point = value.point { target = point.y }
          if let edge = value.edge { target = edge == .bottom ? range.upperBound : range.lowerBound }
          if let id = value.viewID { target = offset(showingTarget: id, anchor: value.anchor ?? anchor) }
          guard let target else { return [] }
          let clamped = Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
          return [{ [unowned self] in self.scrollProgrammatically(to: clamped) }]
        }
        if lastPosition == nil || !userScrolling {
          if lastPosition == nil { lastPosition = value }
          return []
        }
        let written = ScrollPosition.positionedByUser(viewID: topMostTargetID, generation: value.generation)
        guard written != value else { return [] }
        lastPosition = written
        return [{ binding.wrappedValue = written }]
      case .positionID(let binding, let anchor):
        let value = binding.wrappedValue
        if lastPositionID.map({ $0 != value }) ?? true, let id = value {
          lastPositionID = .some(value)
          guard let target = offset(showingTarget: id, anchor: anchor) else { return [] }
          return [{ [unowned self] in self.scrollProgrammatically(to: target) }]
        }
        if lastPositionID == nil || !userScrolling {
          if lastPositionID == nil { lastPositionID = .some(value) }
          return []
        }
        let top = topMostTargetID
        guard top != value else { return [] }
        lastPositionID = .some(top)
        return [{ binding.wrappedValue = top }]
      default:
        continue
      }
    }
    return []
  }

  /// Moves the offset for a position binding: at once, as an assignment does (S12, U31).
  private func scrollProgrammatically(to y: CGFloat) {
    if contentOffset.y != y { contentOffset.y = y }
  }

  /// The target a release comes to rest on under the scroll target behaviour, from the
  /// natural one UIKit proposes (U30); nil without a behaviour.
  func releaseTarget(natural: CGFloat) -> CGFloat? {
    guard let kind = placement?.settings.lazy.compactMap({ setting -> ScrollTargetKind? in
      if case .targetBehavior(let kind) = setting { return kind }
      return nil
    }).first
    else { return nil }
    return ScrollTargets.releaseTarget(
      kind, natural: natural, liftOffset: contentOffset.y, range: validContentOffsetYRange,
      page: Swift.max(1, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom),
      topInset: adjustedContentInset.top, targetTops: targetTops)
  }

  /// Called when a release or an animation ends, which moves nothing: the phase becomes idle
  /// (U23).
  func scrollDidComeToRest() {
    guard currentPhase != scrollPhase else { return }
    if hasPhaseActions { update(forcingBody: false) } else { scrollPhase = currentPhase }
  }

  /// Whether the scroll view has `onScrollPhaseChange` actions.
  private var hasPhaseActions: Bool {
    placement?.settings.contains { if case .onPhaseChange = $0 { return true } else { return false } } ?? false
  }
}

/// The hosting view's own delegate: SwiftUI owns it, so a port never sets it (U23).
/// Its host owns it (`phaseDelegate`), so it holds the host `unowned`, not `weak`: a weak
/// reference would give the host a side table, and every retain of it the slow path (P2).
final class PhaseDelegate: UIScrollViewDelegate {
  unowned let unownedHost: HostingScrollView
  var host: HostingScrollView? { unownedHost }
  init(host: HostingScrollView) { self.unownedHost = host }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { host?.scrollDidComeToRest() }
  /// The scroll target behaviour moves the natural target of a release (U30).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if let target = host?.releaseTarget(natural: targetContentOffset.pointee.y) {
      targetContentOffset.pointee.y = target
    }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    host?.scrollDidComeToRest()
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { host?.scrollDidComeToRest() }
}
