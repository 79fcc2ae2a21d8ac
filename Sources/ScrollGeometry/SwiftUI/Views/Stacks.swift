/// A lazy vertical stack, as SwiftUI's `LazyVStack`: children one below another, `spacing`
/// apart, with optionally pinned section headers and footers (U4, U5).
public struct LazyVStack: _PrimitiveView {
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: any View

  /// Creates a lazy stack. `alignment` is accepted for porting; children are centred.
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    let children = context.resolve(content, at: "content").stackChildren
    return ViewNode(
      .lazyVStack(LazyStackNode(spacing: spacing, pinnedViews: pinnedViews, children: children)))
  }
}

/// A vertical stack, as SwiftUI's `VStack`: children offered the full width and their ideal
/// height, one below another, aligned horizontally by `alignment` (U6).
public struct VStack: _PrimitiveView {
  let spacing: CGFloat?
  let alignment: HorizontalAlignment
  let content: any View

  /// Creates a stack.
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(
      .vStack(
        spacing: spacing, alignment: alignment, context.resolve(content, at: "content").stackChildren))
  }
}

/// An overlaying stack, as SwiftUI's `ZStack`: children layered in order (the last on top),
/// each placed by `alignment` in the stack's frame, which is the union of their sizes (U6).
public struct ZStack: _PrimitiveView {
  let alignment: Alignment
  let content: any View

  /// Creates a stack.
  public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(.zStack(alignment: alignment, context.resolve(content, at: "content").stackChildren))
  }
}

/// A section of a lazy stack, as SwiftUI's `Section`: content with an optional header and
/// footer, which the stack may pin (U5).
public struct Section: _PrimitiveView {
  let content: any View
  let header: (any View)?
  let footer: (any View)?

  /// A section with content only.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = content()
    header = nil
    footer = nil
  }

  /// A section with content and a header: `Section { rows } header: { header }`.
  public init<Content: View, Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
    self.header = header()
    footer = nil
  }

  /// A section with content and a footer.
  public init<Content: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    header = nil
    self.footer = footer()
  }

  /// A section with content, a header and a footer.
  public init<Content: View, Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(
      .section(
        header: header.map { context.resolve($0, at: "header") },
        content: context.resolve(content, at: "content").stackChildren,
        footer: footer.map { context.resolve($0, at: "footer") }))
  }
}

/// One view per element of a collection, as SwiftUI's `ForEach`. Each element's view has its
/// own identity, so its state, `onChange` values and appearance are its own (U3, U17):
///
/// - over a range (`ForEach(0..<100) { index in ... }`) the identities are the range's
///   integers, so an element inserted at index i leaves its identity to the element after it
///   (U42);
/// - over identified data (`ForEach(items, id: \.id)`, `ForEach(items, id: \.self)`, or
///   `ForEach(items)` of `Identifiable` elements) the identities are the data's, so the other
///   elements keep theirs across an insert or a delete at any index (U44).
///
/// An element may carry the state the app's row changed its height with (`change-row-height`,
/// U45), kept by its identity: the row then shows that much more drawn content below its own.
public struct ForEach: _PrimitiveView {
  /// Each element's identity (as text: the path component `element <id>`) and view.
  let elements: [(identity: String, make: () -> any View)]

  /// One view per element of a half-open range: `ForEach(0..<100) { index in ... }`.
  public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    elements = data.map { index in ("\(index)", { content(index) }) }
  }

  /// One view per element of a closed range: `ForEach(0...100) { index in ... }`.
  public init<Content: View>(
    _ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content
  ) {
    elements = data.map { index in ("\(index)", { content(index) }) }
  }

  /// One view per element of `data`, identified by the element's value at `id`:
  /// `ForEach(items, id: \.self) { item in ... }` (U44).
  public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    elements = data.map { element in ("\(element[keyPath: id])", { content(element) }) }
  }

  /// One view per element of `Identifiable` data, identified by each element's `id` (U44).
  public init<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    elements = data.map { element in ("\(element.id)", { content(element) }) }
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    let graph = context.graph
    return ViewNode(
      .group(
        elements.map { element in
          var node = context.resolve(element.make(), at: "element \(element.identity)")
          // The row's own state made it taller by this much (U45): it shows that much more
          // content below what it had (an expanded detail, drawn across its width).
          if let extra = graph.rowExtraHeights[element.identity], extra > 0 {
            if case .section = node.kind {} else {
              let detail = ViewNode(.fixedFrame(width: nil, height: extra, alignment: .center, child: ViewNode(.fill)))
              node = ViewNode(.vStack(spacing: 0, alignment: .center, [node, detail]))
            }
          }
          node.identity = element.identity
          return node
        }))
  }
}

/// A view that reads its own geometry, as SwiftUI's `GeometryReader`: it takes the whole
/// space offered and places its content at its top-leading corner; the content is
/// evaluated on every update with a fresh proxy (U8).
public struct GeometryReader: _PrimitiveView {
  let content: (GeometryProxy) -> any View

  /// Creates a reader whose content is built from the proxy.
  public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    let content = content
    return ViewNode(
      .geometryReader(
        path: context.path,
        content: { proxy, context in context.resolve(content(proxy), at: "content") }))
  }
}
