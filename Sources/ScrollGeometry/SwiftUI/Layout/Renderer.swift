/// One update's walk over a view tree: places every view, pins section headers and footers,
/// evaluates `GeometryReader` and `visualEffect` closures with fresh proxies, collects the
/// `onChange`, preference and lifecycle modifiers met, and reports elements (U4 to U27).
///
/// It walks either the scroll content (content coordinates of the scroll view) or, in window
/// mode, the whole tree around the scroll view (window coordinates), where it lays out the
/// safe area, finds the scroll view and its settings and reports the views outside it.
struct Renderer {
  /// What the walk needs to know about where it draws.
  struct Scene {
    var contentOffset: CGPoint
    /// The window position of the coordinates' origin moved by the offset: the scroll view's
    /// top-left corner (content mode), zero (window mode).
    var windowOrigin: CGPoint
    /// The window position of the `.scrollView` space: the top-leading corner of the scroll
    /// view's safe area; nil outside a scroll view.
    var scrollViewSpaceOrigin: CGPoint?
    /// The visible area, in the walk's coordinates.
    var visibleRect: CGRect
    /// The pin lines, in content coordinates: the top and bottom of the safe area (U5).
    var pinTop: CGFloat
    var pinBottom: CGFloat
    var namedSpaces: [String: CGPoint]
    /// Window mode: the offset of the hosted scroll view, for a large title's collapse (U26).
    var hostedOffsetY: CGFloat?
    /// Content mode: how far the scroll view reaches above its safe area's top (the hosting
    /// view's `safeAreaInsets.top`): where `ignoresSafeArea` at the content's top may extend
    /// a view under `U15=extends`.
    var contentSafeTop: CGFloat = 0
    /// Content mode: the top safe area the `.scrollView` space's start counts or, under
    /// `U8=host`, leaves out (the hosting view's `safeAreaInsets.top`).
    var scrollViewSafeTop: CGFloat = 0
    /// Inside a nested horizontal scroll view: the window position of its space's origin,
    /// its top-leading corner (U50).
    var horizontalScrollViewSpaceOrigin: CGPoint?
  }

  /// A drawn piece: where it is drawn and at what scale.
  struct Leaf {
    var frame: CGRect
    var scale: CGFloat
  }

  /// The safe area of the tree around the scroll view (window mode, U15, U16).
  struct SafeRegion {
    /// Where ignoring views extend to: the screen.
    var container: CGRect
    /// Where views are laid out; `ignoresSafeArea` widens it for its content.
    var safe: CGRect
    /// The safe area the system reports to geometry proxies: only bars narrow it.
    var reported: CGRect
    /// How far up from the screen's bottom the keyboard's region reaches past the
    /// container's safe area (0 without a keyboard, or for a view that ignores it) (U15, W1).
    var keyboardOverlap: CGFloat = 0
  }

  struct Context {
    var transform = VisualTransform.identity
    var clip: CGRect?
    /// Layered children are placed top-leading (directly inside a `GeometryReader`).
    var alignsTopLeading = false
    /// Rows of a lazy stack nested inside an element are not elements themselves.
    var insideElement = false
    /// Window mode: the safe area.
    var region: SafeRegion?
    /// Window mode: the settings met on the way down to a scroll view.
    var scrollSettings: [ScrollSetting] = []
    /// The bounce behaviour met on the way down to a scroll view.
    var bounce = ScrollBounceBehavior.automatic
    /// The next lazy stack's children are the scroll targets (U25).
    var isTargetLayout = false
    /// Inside a nested horizontal scroll view's content, where no frame has set a width
    /// since: a horizontal stack here was offered no width, only its ideal one (U49, U50).
    var isOfferedNoWidth = false
    /// Inside a nested horizontal scroll view: its layout frame (untransformed, in the walk's
    /// coordinates), where a lazy horizontal stack builds its children (U49).
    var nestedScrollBounds: CGRect?
    /// Inside a nested scroll view: a `scrollTargetLayout()` there marks its targets, not the
    /// hosted scroll view's (U50).
    var isInsideNestedScrollView = false
  }

  /// Where the scroll view is and what it holds (window mode).
  struct ScrollPlacement {
    /// Its SwiftUI frame, in the window.
    var layoutFrame: CGRect
    /// The hosting `UIScrollView`'s frame: the layout frame extended under the safe area (U1).
    var hostFrame: CGRect
    /// The hosting view's safe area: how far it extends past the safe area on each edge.
    var safeAreaInsets: UIEdgeInsets
    var content: ViewNode
    var axes: Axis.Set
    var settings: [ScrollSetting]
    var bounce: ScrollBounceBehavior
  }

  var environment: LayoutEnvironment
  let graph: StateGraph
  var scene: Scene
  let isWindow: Bool
  private(set) var leaves: [Leaf] = []
  private(set) var onChanges: [OnChangeRegistration] = []
  private(set) var lifecycles: [LifecycleRegistration] = []
  /// The rows of the outermost lazy stack, as elements (content mode) (U10).
  private(set) var rowElements: [ElementFrame] = []
  /// Named views (`scrollCheckHeader()`) and bars, as elements, in the walk's coordinates (U14).
  private(set) var namedElements: [ElementFrame] = []
  private(set) var scrollPlacement: ScrollPlacement?
  /// How much of a navigation stack's large title is collapsed (U26): 0 when none shows.
  private(set) var collapsedLargeTitle: CGFloat = 0
  /// The hosted offset at which a large title is fully collapsed, when one shows (U26):
  /// `-(collapsed bar bottom)`.
  private(set) var largeTitleGoneOffsetY: CGFloat?
  /// The tops of the scroll targets, in content coordinates (U25).
  private(set) var targetFrames: [CGRect] = []
  /// The identity of each target, as `targetFrames`: its `ForEach` element's id when that is
  /// an integer, nil otherwise (U31, U47).
  private(set) var targetIDs: [Int?] = []
  /// The tops of the scroll targets, in content coordinates.
  var targetTops: [CGFloat] { targetFrames.map(\.minY) }
  /// Preferences set by the views walked so far, innermost collection last (U18).
  private var preferenceFrames: [[PreferenceValue]] = [[]]
  /// Window mode: the preferences the scroll content set, as if set by the scroll view (U18).
  var scrollContentPreferences: [PreferenceValue] = []

  /// The preferences the whole walk set, in tree order.
  var topPreferences: [PreferenceValue] { preferenceFrames.first ?? [] }

  init(environment: LayoutEnvironment, graph: StateGraph, scene: Scene, isWindow: Bool = false) {
    self.environment = environment
    self.graph = graph
    self.scene = scene
    self.isWindow = isWindow
  }

  /// The window position of a point in the walk's coordinates.
  func windowPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: scene.windowOrigin.x + point.x - scene.contentOffset.x,
      y: scene.windowOrigin.y + point.y - scene.contentOffset.y)
  }

  /// Places `node` in `rect` (its layout frame, in the walk's coordinates).
  mutating func place(_ node: ViewNode, in rect: CGRect, _ context: Context) {
    switch node.kind {
    case .empty:
      return
    case .text, .fill, .image:
      draw(rect, context)
    case .aspectRatio(_, _, let child):
      // It offers its child a size of its ratio: a width, even where it was offered none.
      var inner = context
      inner.isOfferedNoWidth = false
      place(child, in: rect, inner)
    case .group(let nodes):
      var inner = context
      inner.alignsTopLeading = false
      for child in nodes {
        let size = child.size(proposed: offer(rect, context), environment)
        let alignment: Alignment = context.alignsTopLeading ? .topLeading : .center
        place(child, in: alignment.place(size, in: rect), inner)
      }
    case .zStack(let alignment, let nodes):
      var inner = context
      inner.alignsTopLeading = false
      for child in nodes {
        let size = child.size(proposed: offer(rect, context), environment)
        place(child, in: alignment.place(size, in: rect), inner)
      }
    case .vStack(let spacing, let alignment, let nodes):
      placeVertically(
        nodes, in: rect, offeredHeight: isWindow ? rect.height : nil,
        spacing: spacing ?? environment.defaultSpacing, alignment: alignment, context)
    case .hStack(let spacing, let alignment, let lazy, let nodes):
      placeHorizontally(
        nodes, in: rect, spacing: spacing ?? environment.defaultSpacing, alignment: alignment, lazy: lazy,
        context)
    case .section(let header, let content, let footer):
      let nodes = (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
      placeVertically(
        nodes, in: rect, offeredHeight: nil, spacing: environment.defaultSpacing, alignment: .center, context)
    case .lazyVStack(let stack):
      placeLazyStack(stack, in: rect, context)
    case .scrollView(let axes, let content) where axes == .horizontal:
      placeNestedScrollView(content, in: rect, context)
    case .scrollView(let axes, let content):
      placeScrollView(content: content, axes: axes, in: rect, context)
    case .list(let style, let content):
      placeScrollView(content: ListLayout.contentNode(style, content), axes: .vertical, in: rect, context)
    case .geometryReader(let path, let content):
      let proxy = makeProxy(rect, context)
      var resolveContext = _ResolveContext(path: path, graph: graph)
      let child = content(proxy, &resolveContext)
      var inner = context
      inner.alignsTopLeading = true
      inner.isOfferedNoWidth = false  // the reader offers its own size
      let size = child.size(proposed: ProposedSize(rect.size), environment)
      place(child, in: CGRect(origin: rect.origin, size: size), inner)
    case .fixedFrame(let width, let height, let alignment, let child):
      let childOffer = ProposedSize(width: width ?? offer(rect, context).width, height: height ?? rect.height)
      var inner = context
      if width != nil { inner.isOfferedNoWidth = false }
      placeAligned(child, offer: childOffer, alignment: alignment, in: rect, inner)
    case .flexibleFrame(let frame, let alignment, let child):
      var inner = context
      // Offered no width, a flexible frame offers its ideal width, or none (the objc.io rule).
      if frame.idealWidth != nil { inner.isOfferedNoWidth = false }
      placeAligned(
        child, offer: frame.childProposal(for: offer(rect, context)), alignment: alignment, in: rect,
        inner)
    case .containerRelativeFrame(let axes, let alignment, let length, let child):
      let childOffer = ContainerRelative.proposal(axes, length, offer(rect, context), environment)
      var inner = context
      if axes.contains(.horizontal) { inner.isOfferedNoWidth = false }
      placeAligned(child, offer: childOffer, alignment: alignment, in: rect, inner)
    case .padding(let spec, let child):
      let insets = spec.insets(defaultLength: environment.defaultPadding)
      let inner = CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: Swift.max(0, rect.width - insets.leading - insets.trailing),
        height: Swift.max(0, rect.height - insets.top - insets.bottom))
      place(child, in: inner, context)
    case .scale(let x, let y, let anchor, let child):
      var inner = context
      inner.transform = context.transform.scaled(x: x, y: y, around: anchor.point(in: rect))
      place(child, in: rect, inner)
    case .offset(let offset, let child):
      var inner = context
      inner.transform = context.transform.translated(by: offset)
      place(child, in: rect, inner)
    case .clipped(let child):
      var inner = context
      let bounds = context.transform.apply(rect)
      inner.clip = context.clip.map { $0.intersection(bounds) } ?? bounds
      place(child, in: rect, inner)
    case .background(let background, let alignment, let child):
      placeLayer(background, alignment: alignment, in: rect, context)
      place(child, in: rect, context)
    case .overlay(let overlay, let alignment, let child):
      place(child, in: rect, context)
      placeLayer(overlay, alignment: alignment, in: rect, context)
    case .onChange(let registration, let child):
      onChanges.append(registration)
      place(child, in: rect, context)
    case .coordinateSpace(let name, let child):
      scene.namedSpaces[name] = windowPoint(context.transform.apply(rect).origin)
      place(child, in: rect, context)
    case .bounceBehavior(let behavior, let child):
      var inner = context
      inner.bounce = behavior
      place(child, in: rect, inner)
    case .element(let name, let child):
      placeElement(named: name, child, in: rect, context)
    case .ignoresSafeArea(let edges, let regions, let child):
      guard let region = context.region else {
        return placeIgnoringContentSafeArea(child, regions.contains(.container) ? edges : [], in: rect, context)
      }
      let ignored = SafeAreaLayout.ignoring(regions, edges: edges, region)
      let expanded = SafeAreaLayout.expand(rect, edges: edges, ignored.limit)
      var inner = context
      inner.region = ignored.content
      inner.region?.safe = SafeAreaLayout.widen(region.safe, to: expanded, edges: edges)
      place(child, in: expanded, inner)
    case .safeAreaInset(let edge, let spacing, let inset, let child):
      let height = inset.size(proposed: ProposedSize(width: rect.width, height: nil), environment).height
      let bar: CGRect
      var childRect = rect
      if edge == .top {
        bar = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
        childRect.origin.y += height + spacing
        childRect.size.height = Swift.max(0, rect.height - height - spacing)
      } else {
        bar = CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
        childRect.size.height = Swift.max(0, rect.height - height - spacing)
      }
      place(inset, in: bar, context)
      var inner = context
      if var region = context.region {
        region.safe = SafeAreaLayout.inset(region.safe, to: childRect, edge: edge)
        region.reported = SafeAreaLayout.inset(region.reported, to: childRect, edge: edge)
        inner.region = region
      }
      place(child, in: childRect, inner)
    case .preference(let value, let child):
      let values = collectingPreferences { $0.place(child, in: rect, context) }
      preferenceFrames[preferenceFrames.count - 1] += values.filter { $0.key != value.key } + [value]
    case .anchorPreference(let key, let source, let transform, let child):
      let drawn = context.transform.apply(rect)
      let window = CGRect(origin: windowPoint(drawn.origin), size: drawn.size)
      let value = PreferenceValue(key: key, value: transform(source(window)))
      let values = collectingPreferences { $0.place(child, in: rect, context) }
      preferenceFrames[preferenceFrames.count - 1] += values.filter { $0.key != key } + [value]
    case .onPreferenceChange(let observer, let child):
      let values = collectingPreferences { $0.place(child, in: rect, context) }
      onChanges.append(observer.registration(values))
      preferenceFrames[preferenceFrames.count - 1] += values
    case .lifecycle(let registration, let child):
      lifecycles.append(registration)
      place(child, in: rect, context)
    case .visualEffect(let effect, let child):
      let chain = effect(makeProxy(rect, context))
      var inner = context
      for step in chain.steps.reversed() {
        switch step {
        case .scale(let x, let y, let anchor):
          inner.transform = inner.transform.scaled(x: x, y: y, around: anchor.point(in: rect))
        case .offset(let offset):
          inner.transform = inner.transform.translated(by: offset)
        }
      }
      place(child, in: rect, inner)
    case .scrollSetting(let setting, let child):
      var inner = context
      if case .targetLayout = setting {
        inner.isTargetLayout = !context.isInsideNestedScrollView
      } else {
        inner.scrollSettings.append(setting)
      }
      place(child, in: rect, inner)
    case .navigationStack(let child, let bar):
      placeNavigationStack(child, bar: bar, in: rect, context)
    case .navigationItem(_, let child), .passthrough(let child):
      place(child, in: rect, context)
    }
  }

  // MARK: Drawing

  private mutating func draw(_ rect: CGRect, _ context: Context) {
    var frame = context.transform.apply(rect)
    if let clip = context.clip {
      frame = frame.intersection(clip)
      if frame.isNull { return }
    }
    leaves.append(Leaf(frame: frame, scale: context.transform.scale))
  }

  private mutating func placeAligned(
    _ child: ViewNode, offer: ProposedSize, alignment: Alignment, in rect: CGRect, _ context: Context
  ) {
    let size = child.size(proposed: offer, environment)
    place(child, in: alignment.place(size, in: rect), context)
  }

  /// A background or an overlay: offered the size of the view it is attached to.
  private mutating func placeLayer(_ layer: ViewNode, alignment: Alignment, in rect: CGRect, _ context: Context) {
    var inner = context
    inner.isOfferedNoWidth = false
    placeAligned(layer, offer: ProposedSize(rect.size), alignment: alignment, in: rect, inner)
  }

  /// What a container offers a child laid out in `rect`: the rect's size, but no width in a
  /// nested horizontal scroll view's content where no frame has set one (U50).
  private func offer(_ rect: CGRect, _ context: Context) -> ProposedSize {
    ProposedSize(width: context.isOfferedNoWidth ? nil : rect.width, height: rect.height)
  }

  private mutating func placeVertically(
    _ nodes: [ViewNode], in rect: CGRect, offeredHeight: CGFloat?, spacing: CGFloat,
    alignment: HorizontalAlignment, _ context: Context
  ) {
    var y = rect.minY
    let sizes = VerticalStacking.sizes(
      of: nodes, width: offer(rect, context).width, height: offeredHeight, spacing: spacing, environment)
    for (index, node) in nodes.enumerated() {
      if index > 0 { y += spacing }
      let size = sizes[index]
      let frame = Alignment(horizontal: alignment, vertical: .top)
        .place(size, in: CGRect(x: rect.minX, y: y, width: rect.width, height: size.height))
      place(node, in: frame, context)
      y += size.height
    }
  }

  /// Places children side by side (U49): offered the rect's width, or, in a nested
  /// horizontal scroll view's content where no frame set a width, their ideal widths. A lazy
  /// stack there places only the children within the scroll view's bounds.
  private mutating func placeHorizontally(
    _ nodes: [ViewNode], in rect: CGRect, spacing: CGFloat, alignment: VerticalAlignment, lazy: Bool,
    _ context: Context
  ) {
    var x = rect.minX
    let sizes = lazy
      ? LazyHorizontalStacking.sizes(of: nodes, height: rect.height, environment)
      : HorizontalStacking.sizes(
        of: nodes, width: context.isOfferedNoWidth ? nil : rect.width, height: rect.height, spacing: spacing,
        environment)
    var inner = context
    inner.isOfferedNoWidth = false
    for (index, node) in nodes.enumerated() {
      if index > 0 { x += spacing }
      let size = sizes[index]
      let frame = Alignment(horizontal: .leading, vertical: alignment)
        .place(size, in: CGRect(x: x, y: rect.minY, width: size.width, height: rect.height))
      x += size.width
      // A lazy stack builds what its layout puts within the scroll view's bounds: effects
      // drawn on the way do not move layout (U9, U48).
      if lazy, let bounds = context.nestedScrollBounds, !frame.intersects(bounds) { continue }
      place(node, in: frame, inner)
    }
  }

  /// A horizontal scroll view inside the tree (U50): its content, offered no width and the
  /// scroll view's height, is laid out from its leading edge (it never scrolls: no script
  /// swipes sideways), clipped to the scroll view's bounds unless `scrollClipDisabled()`,
  /// with the scroll view as the container of `containerRelativeFrame` and as the
  /// `.scrollView` coordinate space. Its own scroll settings (`scrollTargetBehavior`,
  /// `onScrollGeometryChange`, ...) have nothing to act on.
  private mutating func placeNestedScrollView(_ content: ViewNode, in rect: CGRect, _ context: Context) {
    let savedEnvironment = environment
    let savedOrigin = scene.horizontalScrollViewSpaceOrigin
    environment = NestedScrolling.contentEnvironment(width: rect.width, environment)
    let size = content.size(proposed: ProposedSize(width: nil, height: rect.height), environment)
    let drawn = context.transform.apply(rect)
    scene.horizontalScrollViewSpaceOrigin = windowPoint(drawn.origin)
    var inner = context
    let clipDisabled = context.scrollSettings.last { if case .clipDisabled = $0 { true } else { false } }
    if case .clipDisabled(true) = clipDisabled {} else {
      inner.clip = context.clip.map { $0.intersection(drawn) } ?? drawn
    }
    inner.scrollSettings = []
    inner.isTargetLayout = false
    inner.isInsideNestedScrollView = true
    inner.isOfferedNoWidth = true
    inner.nestedScrollBounds = rect
    inner.alignsTopLeading = false
    place(content, in: CGRect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), inner)
    environment = savedEnvironment
    // The named spaces the content declared stay; the scroll view's own space ends here.
    scene.horizontalScrollViewSpaceOrigin = savedOrigin
  }

  /// A proxy for a view laid out at `rect`, as drawn by its ancestors (U8, U19).
  private func makeProxy(_ rect: CGRect, _ context: Context) -> GeometryProxy {
    let drawn = context.transform.apply(rect)
    let global = CGRect(origin: windowPoint(drawn.origin), size: drawn.size)
    return GeometryProxy(
      size: rect.size, globalFrame: global, scrollViewOrigin: scene.scrollViewSpaceOrigin,
      namedOrigins: scene.namedSpaces,
      safeAreaInsets: context.region.map { SafeAreaLayout.insets(of: global, in: $0.reported) } ?? EdgeInsets(),
      scrollViewSafeTop: scene.scrollViewSafeTop, horizontalScrollViewOrigin: scene.horizontalScrollViewSpaceOrigin)
  }

  /// Runs `body` with a fresh preference collection and returns what it collected.
  private mutating func collectingPreferences(_ body: (inout Renderer) -> Void) -> [PreferenceValue] {
    preferenceFrames.append([])
    body(&self)
    return preferenceFrames.removeLast()
  }

  // MARK: Elements

  /// Places `child` and reports what it draws as the element `name` (U14).
  /// In the window, a view outside the scroll view is drawn under all of it when it comes
  /// before the scroll view (placing follows drawing order: a `ZStack`'s earlier children, a
  /// `background`) and over all of it when it comes after (later children, an `overlay`),
  /// as UIKit draws a view outside a scroll view (V3); one that holds the scroll view keeps
  /// the content's order.
  private mutating func placeElement(named name: String, _ child: ViewNode, in rect: CGRect, _ context: Context) {
    let mark = leaves.count
    let placedBeforeScrollView = scrollPlacement == nil
    place(child, in: rect, context)
    let drawn = Array(leaves[mark...])
    var placed = element(name: name, frame: rect, drawn: drawn, context)
    if isWindow {
      if !placedBeforeScrollView {
        placed.zIndex = DrawingOrder.overScrollView
      } else if scrollPlacement == nil {
        placed.zIndex = DrawingOrder.behindScrollView
      }
    }
    namedElements.append(placed)
  }

  private func element(name: String, frame: CGRect, drawn: [Leaf], _ context: Context) -> ElementFrame {
    let visual = drawn.reduce(CGRect.null) { $0.union($1.frame) }
    let screen = (visual.isNull ? context.transform.apply(frame) : visual)
      .offsetBy(dx: -scene.contentOffset.x, dy: -scene.contentOffset.y)
    var largest: Leaf?
    for leaf in drawn
    where leaf.frame.width * leaf.frame.height > (largest.map { $0.frame.width * $0.frame.height } ?? -1) {
      largest = leaf
    }
    return ElementFrame(
      kind: .swiftUI(name: name), contentFrame: frame, screenFrame: screen,
      scale: largest?.scale ?? context.transform.scale)
  }

  // MARK: Scroll views

  /// In window mode, records where the scroll view is (the first one met) and its settings;
  /// a scroll view inside scroll content is not modelled and draws its frame only.
  private mutating func placeScrollView(content: ViewNode, axes: Axis.Set, in rect: CGRect, _ context: Context) {
    guard isWindow, scrollPlacement == nil, let region = context.region else {
      draw(rect, context)
      return
    }
    let host = SafeAreaLayout.expand(rect, edges: .all, region)
    scrollPlacement = ScrollPlacement(
      layoutFrame: rect, hostFrame: host,
      safeAreaInsets: UIEdgeInsets(
        top: rect.minY - host.minY, left: rect.minX - host.minX, bottom: host.maxY - rect.maxY,
        right: host.maxX - rect.maxX),
      content: content, axes: axes, settings: context.scrollSettings, bounce: context.bounce)
    preferenceFrames[preferenceFrames.count - 1] += scrollContentPreferences
  }

  // MARK: Navigation

  /// Lays a navigation bar over the top of `rect` and its root below it (U26).
  private mutating func placeNavigationStack(
    _ child: ViewNode, bar: NavigationBarLayout, in rect: CGRect, _ context: Context
  ) {
    let size = context.region?.container.size ?? rect.size
    guard bar.barVisibility != .hidden else {
      // A hidden bar takes no room: the root is laid out in the whole rect (W17).
      place(child, in: rect, context)
      return
    }
    var height = bar.barHeight(in: size)
    if bar.showsLargeTitle(in: size) {
      let large = NavigationBarLayout.largeTitleHeight
      let collapsed = rect.minY + height - (context.region?.container.minY ?? 0)
      if let offset = scene.hostedOffsetY {
        let visible = Swift.min(large, Swift.max(0, -offset - collapsed))
        height += visible
        collapsedLargeTitle = large - visible
        largeTitleGoneOffsetY = -collapsed
      } else {
        height += large
      }
    }
    let barBottom = rect.minY + height
    let top = context.region?.container.minY ?? rect.minY
    let barFrame = CGRect(x: rect.minX, y: top, width: rect.width, height: barBottom - top)
    namedElements.append(
      ElementFrame(
        kind: .swiftUI(name: "navigation bar"), contentFrame: barFrame, screenFrame: barFrame,
        zIndex: DrawingOrder.bars))
    var childRect = rect
    childRect.origin.y = barBottom
    childRect.size.height = Swift.max(0, rect.maxY - barBottom)
    var inner = context
    if var region = context.region {
      region.safe = SafeAreaLayout.inset(region.safe, to: childRect, edge: .top)
      region.reported = SafeAreaLayout.inset(region.reported, to: childRect, edge: .top)
      inner.region = region
    }
    place(child, in: childRect, inner)
  }

  // MARK: Lazy stacks

  /// Lays out a lazy stack: pins headers and footers (U5), places only the rows that are
  /// on screen (U4), and reports each as an element when this is the outermost stack (U10).
  private mutating func placeLazyStack(_ stack: LazyStackNode, in rect: CGRect, _ context: Context) {
    let layout = stack.layout(width: rect.width, environment)
    var inner = context
    inner.isTargetLayout = false
    for (sectionIndex, span) in layout.sections.enumerated() {
      let sectionTop = rect.minY + span.minY
      let sectionBottom = rect.minY + span.maxY
      for rowIndex in walkedRows(of: span, in: layout, stackTop: rect.minY, context) {
        let row = layout.rows[rowIndex]
        var frame = row.frame.offsetBy(dx: rect.minX, dy: rect.minY)
        if context.isTargetLayout {
          targetFrames.append(frame)
          targetIDs.append(row.node.identity.flatMap { Int($0) })
        }
        let natural = frame.minY
        if row.role == .header, stack.pinnedViews.contains(.sectionHeaders) {
          // U5: the header follows the content below the pin line and during a top bounce,
          // stays on the pin line while its section passes, and is pushed off by the
          // section's end.
          let pinned = Swift.min(Swift.max(scene.pinTop, frame.minY), sectionBottom - frame.height)
          frame.origin.y = Swift.max(frame.minY, pinned)
        } else if row.role == .footer, stack.pinnedViews.contains(.sectionFooters) {
          let pinned = Swift.max(Swift.min(scene.pinBottom - frame.height, frame.minY), sectionTop)
          frame.origin.y = Swift.min(frame.minY, pinned)
        }
        // A row of no height is on screen where its top is, its edges included: a pinned one
        // sits exactly on the pin line, which floating-point sums may put a rounding below
        // the visible top (round 13: a zero-height pinned header lost that way was reported
        // "not on screen").
        guard frame.intersects(scene.visibleRect) || (frame.height == 0 && Self.touches(frame.origin.y, scene.visibleRect))
        else { continue }
        let pins =
          (row.role == .header && stack.pinnedViews.contains(.sectionHeaders))
          || (row.role == .footer && stack.pinnedViews.contains(.sectionFooters))
        placeRow(
          row, at: rowIndex, of: stack, frame: frame, section: sectionIndex,
          z: pins ? DrawingOrder.sectionHeader : DrawingOrder.content,
          pinned: pins && abs(frame.minY - natural) > 1e-9, inner)
      }
    }
  }

  /// Whether `y` lies within `rect`'s vertical extent, edges included, to a millionth of a point.
  static func touches(_ y: CGFloat, _ rect: CGRect) -> Bool {
    y >= rect.minY - 1e-6 && y <= rect.maxY + 1e-6
  }

  /// Places a row of a lazy stack and returns what it drew (appended to `leaves` too). A row
  /// that only draws is walked once per frame and context: its pieces are kept by the stack's
  /// node and drawn again as they were while both stay the same (P3).
  private mutating func drawing(
    _ node: ViewNode, at index: Int, of stack: LazyStackNode, frame: CGRect, _ context: Context
  ) -> [Leaf] {
    if stack.rowOnlyDraws.count <= index {
      let missing = index + 1 - stack.rowOnlyDraws.count
      stack.rowOnlyDraws += Array(repeating: nil, count: missing)
      stack.rowDrawings += Array(repeating: nil, count: missing)
      stack.rowNames += Array(repeating: nil, count: missing)
    }
    if let kept = stack.rowDrawings[index], kept.matches(frame: frame, environment: environment, context) {
      leaves += kept.leaves
      return kept.leaves
    }
    let mark = leaves.count
    place(node, in: frame, context)
    let drawn = Array(leaves[mark...])
    let onlyDraws = stack.rowOnlyDraws[index] ?? node.onlyDraws
    stack.rowOnlyDraws[index] = onlyDraws
    if onlyDraws, context.region == nil {
      stack.rowDrawings[index] = RowDrawing(
        frame: frame, environment: environment, transform: context.transform, clip: context.clip,
        alignsTopLeading: context.alignsTopLeading, isOfferedNoWidth: context.isOfferedNoWidth,
        nestedScrollBounds: context.nestedScrollBounds, leaves: drawn)
    }
    return drawn
  }

  /// The rows of a section a lazy stack's walk visits, in order: every row when they are
  /// scroll targets (each one's frame is recorded); otherwise the header, the items that may
  /// be on screen, and the footer (P3). The rows left out are items the walk would find off
  /// screen and not draw.
  private func walkedRows(
    of span: LazyStackLayout.SectionSpan, in layout: LazyStackLayout, stackTop: CGFloat, _ context: Context
  ) -> [Int] {
    guard !context.isTargetLayout else { return Array(span.rows) }
    let items = layout.visibleItems(of: span, stackTop: stackTop, visible: scene.visibleRect)
    var walked: [Int] = []
    walked.reserveCapacity(items.count + 2)
    if let first = span.rows.first, layout.rows[first].role == .header { walked.append(first) }
    walked += items
    if let last = span.rows.last, layout.rows[last].role == .footer { walked.append(last) }
    return walked
  }

  private mutating func placeRow(
    _ row: LazyStackLayout.Row, at index: Int, of stack: LazyStackNode, frame: CGRect, section: Int,
    z: Int = DrawingOrder.content, pinned: Bool = false, _ context: Context
  ) {
    guard !context.insideElement, !isWindow else {
      place(row.node, in: frame, context)
      return
    }
    var inner = context
    inner.insideElement = true
    let drawn = drawing(row.node, at: index, of: stack, frame: frame, inner)
    // A row that is itself a named element is reported under that name only (U14).
    if case .element = row.node.kind { return }
    let name = stack.rowNames[index] ?? Self.name(of: row.role, section: section)
    stack.rowNames[index] = name
    var frameElement = element(name: name, frame: frame, drawn: drawn, context)
    frameElement.zIndex = z
    frameElement.isPinned = pinned
    rowElements.append(frameElement)
  }

  /// `"header"`, `"item 3"`, `"footer"` in the first section; `"header 1"`, `"item 1.3"`,
  /// `"footer 1"` in later ones (U10).
  static func name(of role: LazyStackLayout.Role, section: Int) -> String {
    let suffix = section == 0 ? "" : " \(section)"
    switch role {
    case .header: return "header" + suffix
    case .footer: return "footer" + suffix
    case .item(let index): return section == 0 ? "item \(index)" : "item \(section).\(index)"
    }
  }
}

/// The safe-area arithmetic of window mode (U1, U15, U16).
extension Renderer {
  /// `ignoresSafeArea` inside the scroll content (U15): by default it has no effect; under
  /// `U15=extends` a view whose frame touches the content's top and ignores the top edge is
  /// extended up under the scroll view's top safe area (the status bar, a bar), as it would be
  /// at the safe area's edge outside a scroll view, and its content laid out in that frame.
  mutating func placeIgnoringContentSafeArea(_ child: ViewNode, _ edges: Edge.Set, in rect: CGRect, _ context: Context) {
    let top = scene.contentSafeTop
    guard !isWindow, edges.contains(.top), top > 0, rect.minY <= 0.001 else { return place(child, in: rect, context) }
    EngineAssumptions.exercised("U15")
    guard EngineAssumptions.uses("extends", for: "U15") else { return place(child, in: rect, context) }
    place(child, in: CGRect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top), context)
  }
}

enum SafeAreaLayout {
  /// `rect` extended on `edges` to the container's edges where it reaches the safe area's.
  static func expand(_ rect: CGRect, edges: Edge.Set, _ region: Renderer.SafeRegion) -> CGRect {
    let eps: CGFloat = 0.001
    var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
    if edges.contains(.top), rect.minY <= region.safe.minY + eps { minY = Swift.min(rect.minY, region.container.minY) }
    if edges.contains(.bottom), rect.maxY >= region.safe.maxY - eps { maxY = Swift.max(rect.maxY, region.container.maxY) }
    if edges.contains(.leading), rect.minX <= region.safe.minX + eps { minX = Swift.min(rect.minX, region.container.minX) }
    if edges.contains(.trailing), rect.maxX >= region.safe.maxX - eps {
      maxX = Swift.max(rect.maxX, region.container.maxX)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// What a view that ignores `regions` on `edges` may extend to, and the region its content
  /// is laid out in (U15). Ignoring both regions, the screen's edges (behind a keyboard too).
  /// Ignoring the container's alone, the same except that the bottom stops at a keyboard
  /// that is up. Ignoring the keyboard's alone, no edge moves but the bottom, which comes
  /// down from the keyboard's top to the container's safe area (the home indicator, a tab
  /// bar); the content's safe area and reported safe area then no longer hold the keyboard.
  /// The content's container stays the screen: a scroll view inside still reaches under
  /// what is left of the safe area (U1).
  static func ignoring(
    _ regions: SafeAreaRegions, edges: Edge.Set, _ region: Renderer.SafeRegion
  ) -> (limit: Renderer.SafeRegion, content: Renderer.SafeRegion) {
    var limit = region
    var content = region
    let keyboard = region.keyboardOverlap
    switch (regions.contains(.container), regions.contains(.keyboard)) {
    case (true, true):
      content.keyboardOverlap = 0
    case (true, false):
      if keyboard > 0 { limit.container.size.height = Swift.max(0, region.safe.maxY - region.container.minY) }
    case (false, true):
      limit.container = region.safe
      if keyboard > 0, edges.contains(.bottom) {
        limit.container.size.height += keyboard
        content.reported.size.height += keyboard
        content.keyboardOverlap = 0
      }
    case (false, false):
      limit.container = region.safe
    }
    return (limit, content)
  }

  /// The safe rect with its `edges` moved out to `expanded`'s.
  static func widen(_ safe: CGRect, to expanded: CGRect, edges: Edge.Set) -> CGRect {
    var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
    if edges.contains(.top) { minY = Swift.min(minY, expanded.minY) }
    if edges.contains(.bottom) { maxY = Swift.max(maxY, expanded.maxY) }
    if edges.contains(.leading) { minX = Swift.min(minX, expanded.minX) }
    if edges.contains(.trailing) { maxX = Swift.max(maxX, expanded.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The safe rect with its top (or bottom) edge moved in to `rect`'s.
  static func inset(_ safe: CGRect, to rect: CGRect, edge: Edge) -> CGRect {
    var minY = safe.minY, maxY = safe.maxY
    if edge == .top { minY = Swift.max(minY, rect.minY) } else { maxY = Swift.min(maxY, rect.maxY) }
    return CGRect(x: safe.minX, y: minY, width: safe.width, height: Swift.max(0, maxY - minY))
  }

  /// How far `frame` reaches past each edge of `safe`.
  static func insets(of frame: CGRect, in safe: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: Swift.min(frame.height, Swift.max(0, safe.minY - frame.minY)),
      leading: Swift.min(frame.width, Swift.max(0, safe.minX - frame.minX)),
      bottom: Swift.min(frame.height, Swift.max(0, frame.maxY - safe.maxY)),
      trailing: Swift.min(frame.width, Swift.max(0, frame.maxX - safe.maxX)))
  }
}
