/// The engine's resolved description of a view: what `body` chains end in. Built anew on
/// every body evaluation; not for users.
public struct ViewNode {
  indirect enum Kind {
    case empty
    case text(String)
    /// An image or a colour: fills what it is offered (U6).
    case fill
    /// Views layered (a group outside a stack, or a `ZStack`); `topLeading` inside a
    /// `GeometryReader`, centred elsewhere.
    case group([ViewNode])
    case vStack(spacing: CGFloat?, [ViewNode])
    case zStack([ViewNode])
    case lazyVStack(LazyStackNode)
    case section(header: ViewNode?, content: [ViewNode], footer: ViewNode?)
    case scrollView(axes: Axis.Set, content: ViewNode)
    case geometryReader(path: String, content: (GeometryProxy, inout _ResolveContext) -> ViewNode)
    case fixedFrame(width: CGFloat?, height: CGFloat?, child: ViewNode)
    case flexibleFrame(FlexibleFrame, child: ViewNode)
    case padding(PaddingSpec, child: ViewNode)
    case scale(CGFloat, anchor: UnitPoint, child: ViewNode)
    case offset(CGSize, child: ViewNode)
    case clipped(child: ViewNode)
    case background(ViewNode, child: ViewNode)
    case onChange(OnChangeRegistration, child: ViewNode)
    case coordinateSpace(name: String, child: ViewNode)
    case bounceBehavior(ScrollBounceBehavior, child: ViewNode)
    /// A modifier with no effect on geometry (`resizable`, `cornerRadius`, `shadow`...).
    case passthrough(child: ViewNode)
  }

  var kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  static var empty: ViewNode { ViewNode(.empty) }
  static func group(_ nodes: [ViewNode]) -> ViewNode {
    nodes.count == 1 ? nodes[0] : ViewNode(.group(nodes))
  }

  /// The children a stack lays out one after another: groups are flattened.
  var stackChildren: [ViewNode] {
    switch kind {
    case .group(let nodes): return nodes.flatMap(\.stackChildren)
    case .empty: return []
    default: return [self]
    }
  }
}

/// The bounds of a flexible frame, `nil` where not given.
struct FlexibleFrame {
  var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
}

/// Padding per edge; `nil` on an included edge means the default padding (U7).
struct PaddingSpec {
  var top: CGFloat??, leading: CGFloat??, bottom: CGFloat??, trailing: CGFloat??

  /// The resolved insets, with `defaultLength` for edges padded by default.
  func insets(defaultLength: CGFloat) -> EdgeInsets {
    func value(_ edge: CGFloat??) -> CGFloat {
      switch edge {
      case .none: return 0
      case .some(.none): return defaultLength
      case .some(.some(let length)): return length
      }
    }
    return EdgeInsets(
      top: value(top), leading: value(leading), bottom: value(bottom), trailing: value(trailing))
  }
}

/// An `onChange(of:)` met during an update: its identity, current value and action.
struct OnChangeRegistration {
  /// The structural identity of the modifier (its path in the view tree).
  var path: String
  var value: any Equatable
  /// Whether `value` equals a previously seen value.
  var isEqual: (any Equatable) -> Bool
  /// Runs the action with the old and the new value.
  var action: (_ old: any Equatable) -> Void
  /// Whether the action also runs when the modifier first appears (iOS 17 `initial: true`).
  var runsInitially: Bool
}

/// A `LazyVStack`'s children and the cache of their sizes at one width. A class, because the
/// cache belongs to this evaluation of the body and is shared by every pass until the next.
final class LazyStackNode {
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let children: [ViewNode]
  var cachedLayout: (width: CGFloat, layout: LazyStackLayout)?

  init(spacing: CGFloat?, pinnedViews: PinnedScrollableViews, children: [ViewNode]) {
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.children = children
  }
}
