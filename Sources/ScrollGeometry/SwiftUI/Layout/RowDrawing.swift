/// What one row of a lazy stack drew the last time it was placed, kept by the stack's node
/// (which lives until the next body evaluation) so that a later update draws it again without
/// walking it (P3).
///
/// Only a row whose subtree only draws (`ViewNode.onlyDraws`) is kept: what it draws is then a
/// function of its frame, the layout environment and the walk's transform, clip and
/// alignment, all of which the entry records and a reuse compares exactly. Nothing in such a
/// row reads the scroll offset, state or geometry, registers an action or a preference, or
/// names an element: skipping its walk changes nothing but the time.
struct RowDrawing {
  var frame: CGRect
  var environment: LayoutEnvironment
  var transform: VisualTransform
  var clip: CGRect?
  var alignsTopLeading: Bool
  var isOfferedNoWidth = false
  var nestedScrollBounds: CGRect?
  /// The pieces drawn, in order.
  var leaves: [Renderer.Leaf]

  /// Whether the row, placed at `frame` by a walk in this state, draws `leaves` again.
  func matches(frame: CGRect, environment: LayoutEnvironment, _ context: Renderer.Context) -> Bool {
    self.frame == frame && self.environment == environment && transform == context.transform
      && clip == context.clip && alignsTopLeading == context.alignsTopLeading && context.region == nil
      && isOfferedNoWidth == context.isOfferedNoWidth && nestedScrollBounds == context.nestedScrollBounds
  }
}

extension ViewNode {
  /// Whether placing this view only draws: its pieces depend on where it is placed, the
  /// layout environment and the walk's transform, clip and alignment, and on nothing else
  /// (no geometry reader, visual effect, action, preference, lifecycle, named element or
  /// space, nested scroll view or lazy stack, safe area or container-relative size) (P3).
  var onlyDraws: Bool {
    switch kind {
    case .empty, .text, .fill, .image:
      return true
    case .aspectRatio(_, _, let child), .fixedFrame(_, _, _, let child), .flexibleFrame(_, _, let child),
      .padding(_, let child), .scale(_, _, _, let child), .offset(_, let child), .clipped(let child),
      .passthrough(let child):
      return child.onlyDraws
    case .group(let nodes), .zStack(_, let nodes), .vStack(_, _, let nodes), .hStack(_, _, _, let nodes):
      return nodes.allSatisfy(\.onlyDraws)
    case .section(let header, let content, let footer):
      return (header?.onlyDraws ?? true) && content.allSatisfy(\.onlyDraws) && (footer?.onlyDraws ?? true)
    case .background(let layer, _, let child), .overlay(let layer, _, let child):
      return layer.onlyDraws && child.onlyDraws
    default:
      return false
    }
  }
}
