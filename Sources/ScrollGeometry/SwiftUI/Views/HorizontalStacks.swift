/// A horizontal stack, as SwiftUI's `HStack`: children side by side, `spacing` apart, each
/// offered its share of the width (the least flexible first, as `VStack` shares its height)
/// and the stack's height, aligned vertically by `alignment` (U49).
public struct HStack: _PrimitiveView {
  let spacing: CGFloat?
  let alignment: VerticalAlignment
  let content: any View

  /// Creates a stack.
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode.hStack(spacing: spacing, alignment: alignment, lazy: false, content, &context)
  }
}

/// A lazy horizontal stack, as SwiftUI's `LazyHStack`: laid out as `LazyVStack` with the
/// axes swapped, each child at its ideal width, the stack as tall as the height it is offered
/// (U51); inside a horizontal scroll view only the children whose layout frames meet its
/// bounds are built (their `onAppear` runs), as a lazy stack builds only what is visible
/// (U49, U50). `pinnedViews` is accepted
/// for porting and pins nothing: a nested scroll view never scrolls in the model.
public struct LazyHStack: _PrimitiveView {
  let spacing: CGFloat?
  let alignment: VerticalAlignment
  let content: any View

  /// Creates a lazy stack.
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode.hStack(spacing: spacing, alignment: alignment, lazy: true, content, &context)
  }
}

extension ViewNode {
  /// A horizontal stack of `content`'s children (U49).
  static func hStack(
    spacing: CGFloat?, alignment: VerticalAlignment, lazy: Bool, _ content: any View, _ context: inout _ResolveContext
  ) -> ViewNode {
    ViewNode(
      .hStack(spacing: spacing, alignment: alignment, lazy: lazy, context.resolve(content, at: "content").stackChildren))
  }
}
