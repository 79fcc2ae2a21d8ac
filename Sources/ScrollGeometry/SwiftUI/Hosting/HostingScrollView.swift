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
  let rootView: any View
  let graph = StateGraph()
  let environment: LayoutEnvironment

  /// How many update passes one update may run (each pass: body if needed, layout, geometry,
  /// `onChange` actions) before it stops and records `layoutPassBoundHit` (U11).
  public var maximumUpdatePasses = 16

  /// How many times the root body has been evaluated.
  public private(set) var bodyEvaluationCount = 0

  /// How many `onChange` actions have run.
  public private(set) var onChangeActionCount = 0

  private var content = ViewNode.empty
  private var namedScrollSpaces: [String] = []
  private var hasEvaluated = false
  private var previousValues: [String: OnChangeRegistration] = [:]
  private var isUpdating = false
  private var needsAnotherPass = false
  private var elements: [ElementFrame] = []

  /// Hosts `rootView`, whose body must be a vertical `ScrollView` (optionally modified by
  /// `coordinateSpace(name:)` or `scrollBounceBehavior(_:)`), lays it out and rests it at
  /// the top of its content. Nothing is recorded yet.
  ///
  /// - Parameters:
  ///   - frame: the scroll view's frame in window coordinates.
  ///   - safeAreaInsets: the safe area over the scroll view (status bar, navigation bar,
  ///     home indicator).
  ///   - defaultPadding: the length of `padding()` without arguments (16 on iPhone, U7).
  public init(
    rootView: some View, frame: CGRect, safeAreaInsets: UIEdgeInsets = .zero,
    defaultPadding: CGFloat = 16, contentScaleFactor: CGFloat = 3
  ) throws {
    try Self.validate(frame.size, safeAreaInsets)
    guard defaultPadding.isFinite, defaultPadding >= 0 else {
      throw SwiftUIModelError.invalidGeometry("default padding \(defaultPadding)")
    }
    self.rootView = rootView
    self.environment = LayoutEnvironment(defaultPadding: defaultPadding)
    super.init(frame: frame)
    self.contentScaleFactor = contentScaleFactor
    // U1: SwiftUI lays the content out inside the safe area on every edge.
    contentInsetAdjustmentBehavior = .always
    self.safeAreaInsets = safeAreaInsets
    try evaluateBody()
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

  /// The view changes size (rotation): new bounds and safe area, a SwiftUI update, and the
  /// offset kept — except that a view resting at its top stays at its top (U12). Records
  /// `.sizeChange`.
  public func changeSize(to size: CGSize, safeAreaInsets newInsets: UIEdgeInsets) throws {
    try Self.validate(size, newInsets)
    let wasAtTop = isAtRest && contentOffset.y == minimumContentOffsetY
    isUpdating = true
    frame = CGRect(origin: frame.origin, size: size)
    safeAreaInsets = newInsets
    isUpdating = false
    update(forcingBody: false)
    if wasAtTop, contentOffset.y != minimumContentOffsetY {
      contentOffset.y = minimumContentOffsetY
    } else {
      rangeDidChange()
    }
    record(.sizeChange)
  }

  /// Runs a SwiftUI update again at the same position, body included, and records
  /// `.redeliver`: for the idempotence check (nothing should change).
  public func redeliverUpdate() {
    update(forcingBody: true)
    record(.redeliver)
  }

  /// Runs an update if state was changed from outside (a test assigning a `@State`).
  public func updateIfNeeded() {
    if graph.isDirty { update(forcingBody: false) }
  }

  /// The element of the given name on screen now (`"header"`, `"item 0"`...), if any.
  public func element(named name: String) -> ElementFrame? {
    elements.first { $0.kind == .swiftUI(name: name) }
  }

  // MARK: UIScrollView hooks

  /// Runs an update on every offset change, so that geometry readers see the new offset.
  public override func didScroll() {
    super.didScroll()
    update(forcingBody: false)
  }

  /// Each on-screen lazy-stack row as laid out and as drawn at the last update (U10).
  public override func elementFrames() -> [ElementFrame] { elements }

  // MARK: The update cycle (U11)

  /// One update: passes of body (when state changed), layout, geometry and `onChange`
  /// actions, until no state changes, bounded by `maximumUpdatePasses`.
  func update(forcingBody: Bool) {
    if isUpdating {
      needsAnotherPass = true
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    var force = forcingBody
    var passes = 0
    repeat {
      needsAnotherPass = false
      if passes == maximumUpdatePasses {
        recorder?.note(.layoutPassBoundHit(passes: passes))
        return
      }
      passes += 1
      if force || graph.isDirty {
        try? evaluateBody()
        force = false
      }
      let actions = layOut()
      for action in actions {
        onChangeActionCount += 1
        action()
      }
      if graph.isDirty { needsAnotherPass = true }
    } while needsAnotherPass
  }

  /// Evaluates the root body with the current state and finds the scroll view in it.
  func evaluateBody() throws {
    var context = _ResolveContext(path: "root", graph: graph)
    var node = context.resolveHere(rootView)
    graph.didEvaluate()
    bodyEvaluationCount += 1
    var names: [String] = []
    var bounce = ScrollBounceBehavior.automatic
    while true {
      switch node.kind {
      case .coordinateSpace(let name, let child):
        names.append(name)
        node = child
        continue
      case .bounceBehavior(let behavior, let child):
        bounce = behavior
        node = child
        continue
      case .passthrough(let child), .background(_, let child):
        node = child
        continue
      case .scrollView(let axes, let scrollContent):
        guard axes.contains(.vertical) && !axes.contains(.horizontal) else {
          throw SwiftUIModelError.horizontalScrollingNotModelled
        }
        content = scrollContent
        namedScrollSpaces = names
        // U2: SwiftUI scroll views bounce even when the content fits, unless `.basedOnSize`.
        alwaysBounceVertical = bounce != .basedOnSize
        hasEvaluated = true
        return
      default:
        throw SwiftUIModelError.rootIsNotAScrollView(found: "\(node.kind)".prefix(80).description)
      }
    }
  }

  /// Lays the content out at the current offset, renders it, and returns the `onChange`
  /// actions due (U3, U11).
  private func layOut() -> [() -> Void] {
    let insets = safeAreaInsets
    let width = Swift.max(0, bounds.width - insets.left - insets.right)
    let size = content.size(proposed: ProposedSize(width: width, height: nil), environment)
    let newContentSize = CGSize(width: width, height: size.height)
    if contentSize != newContentSize {
      contentSize = newContentSize  // may move the offset at rest (S11): another pass follows
    }
    let adjusted = adjustedContentInset
    let spaceOrigin = CGPoint(x: frame.minX + insets.left, y: frame.minY + insets.top)
    var named: [String: CGPoint] = [:]
    for name in namedScrollSpaces { named[name] = spaceOrigin }
    let scene = Renderer.Scene(
      contentOffset: contentOffset, windowOrigin: frame.origin,
      scrollViewSpaceOrigin: spaceOrigin, visibleRect: bounds,
      pinTop: contentOffset.y + adjusted.top,
      pinBottom: contentOffset.y + bounds.height - adjusted.bottom,
      namedSpaces: named)
    var renderer = Renderer(environment: environment, graph: graph, scene: scene)
    renderer.place(
      content, in: CGRect(x: insets.left, y: 0, width: width, height: size.height), Renderer.Context())
    elements = renderer.elements

    var actions: [() -> Void] = []
    for registration in renderer.onChanges {
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
    return actions
  }
}
