/// One update's walk over the scroll content: places every on-screen view, pins section
/// headers and footers, evaluates `GeometryReader` content with fresh proxies, collects the
/// `onChange` modifiers met, and reports each lazy-stack row as an element (U4 to U10).
struct Renderer {
  /// What the walk needs to know about the scroll view at this moment.
  struct Scene {
    var contentOffset: CGPoint
    /// The window position of the scroll view's top-left corner (its `frame.origin`).
    var windowOrigin: CGPoint
    /// The window position of the `.scrollView` space: the top-leading corner of its safe area.
    var scrollViewSpaceOrigin: CGPoint
    /// The visible area, in content coordinates (`bounds`).
    var visibleRect: CGRect
    /// The pin lines, in content coordinates: the top and bottom of the safe area (U5).
    var pinTop: CGFloat
    var pinBottom: CGFloat
    var namedSpaces: [String: CGPoint]
  }

  /// A drawn piece: where it is drawn (content coordinates) and at what scale.
  struct Leaf {
    var frame: CGRect
    var scale: CGFloat
  }

  struct Context {
    var transform = VisualTransform.identity
    var clip: CGRect?
    /// Layered children are placed top-leading (directly inside a `GeometryReader`).
    var alignsTopLeading = false
    /// Rows of a lazy stack nested inside an element are not elements themselves.
    var insideElement = false
  }

  let environment: LayoutEnvironment
  let graph: StateGraph
  var scene: Scene
  private(set) var leaves: [Leaf] = []
  private(set) var onChanges: [OnChangeRegistration] = []
  private(set) var elements: [ElementFrame] = []

  init(environment: LayoutEnvironment, graph: StateGraph, scene: Scene) {
    self.environment = environment
    self.graph = graph
    self.scene = scene
  }

  /// The window position of a point in content coordinates.
  func windowPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: scene.windowOrigin.x + point.x - scene.contentOffset.x,
      y: scene.windowOrigin.y + point.y - scene.contentOffset.y)
  }

  /// Places `node` in `rect` (its layout frame, content coordinates).
  mutating func place(_ node: ViewNode, in rect: CGRect, _ context: Context) {
    switch node.kind {
    case .empty:
      return
    case .text, .fill:
      draw(rect, context)
    case .group(let nodes), .zStack(let nodes):
      let topLeading: Bool
      if case .group = node.kind { topLeading = context.alignsTopLeading } else { topLeading = false }
      var inner = context
      inner.alignsTopLeading = false
      for child in nodes {
        let size = child.size(proposed: ProposedSize(rect.size), environment)
        let frame = topLeading ? CGRect(origin: rect.origin, size: size) : centred(size, in: rect)
        place(child, in: frame, inner)
      }
    case .vStack(let spacing, let nodes):
      placeVertically(nodes, in: rect, spacing: spacing ?? environment.defaultSpacing, context)
    case .section(let header, let content, let footer):
      let nodes = (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
      placeVertically(nodes, in: rect, spacing: environment.defaultSpacing, context)
    case .lazyVStack(let stack):
      placeLazyStack(stack, in: rect, context)
    case .scrollView:
      // A scroll view nested in the content is not modelled: it draws its frame only.
      draw(rect, context)
    case .geometryReader(let path, let content):
      let drawn = context.transform.apply(rect)
      let proxy = GeometryProxy(
        size: rect.size,
        globalFrame: CGRect(origin: windowPoint(drawn.origin), size: drawn.size),
        scrollViewOrigin: scene.scrollViewSpaceOrigin,
        namedOrigins: scene.namedSpaces)
      var resolveContext = _ResolveContext(path: path, graph: graph)
      let child = content(proxy, &resolveContext)
      var inner = context
      inner.alignsTopLeading = true
      let size = child.size(proposed: ProposedSize(rect.size), environment)
      place(child, in: CGRect(origin: rect.origin, size: size), inner)
    case .fixedFrame(let width, let height, let child):
      let offer = ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
      placeCentred(child, offer: offer, in: rect, context)
    case .flexibleFrame(let frame, let child):
      placeCentred(child, offer: frame.childProposal(for: ProposedSize(rect.size)), in: rect, context)
    case .padding(let spec, let child):
      let insets = spec.insets(defaultLength: environment.defaultPadding)
      let inner = CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: Swift.max(0, rect.width - insets.leading - insets.trailing),
        height: Swift.max(0, rect.height - insets.top - insets.bottom))
      place(child, in: inner, context)
    case .scale(let factor, let anchor, let child):
      var inner = context
      inner.transform = context.transform.scaled(by: factor, around: anchor.point(in: rect))
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
    case .background(let background, let child):
      place(background, in: rect, context)
      place(child, in: rect, context)
    case .onChange(let registration, let child):
      onChanges.append(registration)
      place(child, in: rect, context)
    case .coordinateSpace(let name, let child):
      scene.namedSpaces[name] = windowPoint(context.transform.apply(rect).origin)
      place(child, in: rect, context)
    case .bounceBehavior(_, let child), .passthrough(let child):
      place(child, in: rect, context)
    }
  }

  private mutating func draw(_ rect: CGRect, _ context: Context) {
    var frame = context.transform.apply(rect)
    if let clip = context.clip {
      frame = frame.intersection(clip)
      if frame.isNull { return }
    }
    leaves.append(Leaf(frame: frame, scale: context.transform.scale))
  }

  private func centred(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  private mutating func placeCentred(
    _ child: ViewNode, offer: ProposedSize, in rect: CGRect, _ context: Context
  ) {
    let size = child.size(proposed: offer, environment)
    place(child, in: centred(size, in: rect), context)
  }

  private mutating func placeVertically(
    _ nodes: [ViewNode], in rect: CGRect, spacing: CGFloat, _ context: Context
  ) {
    var y = rect.minY
    for (index, node) in nodes.enumerated() {
      if index > 0 { y += spacing }
      let size = node.size(proposed: ProposedSize(width: rect.width, height: nil), environment)
      place(node, in: CGRect(x: rect.midX - size.width / 2, y: y, width: size.width, height: size.height), context)
      y += size.height
    }
  }

  /// Lays out a lazy stack: pins headers and footers (U5), places only the rows that are
  /// on screen (U4), and reports each as an element when this is the outermost stack (U10).
  private mutating func placeLazyStack(_ stack: LazyStackNode, in rect: CGRect, _ context: Context) {
    let layout = stack.layout(width: rect.width, environment)
    for (sectionIndex, span) in layout.sections.enumerated() {
      let sectionTop = rect.minY + span.minY
      let sectionBottom = rect.minY + span.maxY
      for rowIndex in span.rows {
        let row = layout.rows[rowIndex]
        var frame = row.frame.offsetBy(dx: rect.minX, dy: rect.minY)
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
        guard frame.intersects(scene.visibleRect) || (frame.height == 0 && scene.visibleRect.contains(frame.origin))
        else { continue }
        let pins =
          (row.role == .header && stack.pinnedViews.contains(.sectionHeaders))
          || (row.role == .footer && stack.pinnedViews.contains(.sectionFooters))
        placeRow(
          row, frame: frame, section: sectionIndex, z: pins ? DrawingOrder.sectionHeader : DrawingOrder.content,
          pinned: pins && abs(frame.minY - natural) > 1e-9, context)
      }
    }
  }

  private mutating func placeRow(
    _ row: LazyStackLayout.Row, frame: CGRect, section: Int, z: Int = DrawingOrder.content,
    pinned: Bool = false, _ context: Context
  ) {
    guard !context.insideElement else {
      place(row.node, in: frame, context)
      return
    }
    let outer = leaves
    leaves = []
    var inner = context
    inner.insideElement = true
    place(row.node, in: frame, inner)
    let drawn = leaves
    leaves = outer + drawn
    let visual = drawn.reduce(CGRect.null) { $0.union($1.frame) }
    let screen = (visual.isNull ? context.transform.apply(frame) : visual)
      .offsetBy(dx: -scene.contentOffset.x, dy: -scene.contentOffset.y)
    var largest: Leaf?
    for leaf in drawn where leaf.frame.width * leaf.frame.height > (largest.map { $0.frame.width * $0.frame.height } ?? -1) {
      largest = leaf
    }
    elements.append(
      ElementFrame(
        kind: .swiftUI(name: Self.name(of: row.role, section: section)), contentFrame: frame,
        screenFrame: screen, scale: largest?.scale ?? context.transform.scale, zIndex: z, isPinned: pinned))
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
