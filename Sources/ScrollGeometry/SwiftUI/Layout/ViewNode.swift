/// The engine's resolved description of a view: what `body` chains end in. Built anew on
/// every body evaluation; not for users.
public struct ViewNode {
  indirect enum Kind {
    case empty
    case text(String)
    /// A colour (or a shape): fills what it is offered (U6).
    case fill
    /// An image of an intrinsic size in points; a resizable one takes what it is offered
    /// on each axis (its intrinsic length on an axis offered nothing) (U13).
    case image(intrinsic: CGSize, resizable: Bool)
    /// `aspectRatio(_:contentMode:)`: the child sized to a ratio (its own intrinsic ratio when
    /// nil) that fits in or fills the offer (U13).
    case aspectRatio(CGFloat?, ContentMode, child: ViewNode)
    /// Views layered (a group outside a stack, or a `ZStack`); `topLeading` inside a
    /// `GeometryReader`, aligned elsewhere.
    case group([ViewNode])
    case vStack(spacing: CGFloat?, alignment: HorizontalAlignment, [ViewNode])
    case zStack(alignment: Alignment, [ViewNode])
    /// `HStack`, or `LazyHStack` (`lazy`: laid out as a `LazyVStack` with the axes swapped,
    /// U51, and inside a nested horizontal scroll view only the children within its bounds
    /// are placed) (U49).
    case hStack(spacing: CGFloat?, alignment: VerticalAlignment, lazy: Bool, [ViewNode])
    case lazyVStack(LazyStackNode)
    case section(header: ViewNode?, content: [ViewNode], footer: ViewNode?)
    /// A `ScrollView`: the hosted one (the first vertical one met in the window), or a
    /// horizontal one nested anywhere, laid out at its leading edge and never scrolled (U50).
    case scrollView(axes: Axis.Set, content: ViewNode)
    /// A `List`: a scroll view whose content is a stack styled by the list style (U27).
    case list(ListStyle, content: ViewNode)
    case geometryReader(path: String, content: (GeometryProxy, inout _ResolveContext) -> ViewNode)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: ViewNode)
    case flexibleFrame(FlexibleFrame, alignment: Alignment, child: ViewNode)
    case padding(PaddingSpec, child: ViewNode)
    case scale(CGFloat, CGFloat, anchor: UnitPoint, child: ViewNode)
    case offset(CGSize, child: ViewNode)
    case clipped(child: ViewNode)
    case background(ViewNode, alignment: Alignment, child: ViewNode)
    case overlay(ViewNode, alignment: Alignment, child: ViewNode)
    case onChange(OnChangeRegistration, child: ViewNode)
    case coordinateSpace(name: String, child: ViewNode)
    case bounceBehavior(ScrollBounceBehavior, child: ViewNode)
    /// A view `scrollCheckHeader()` or `scrollCheckElement(_:)` names as an element (U14).
    case element(name: String, child: ViewNode)
    /// `ignoresSafeArea(_:edges:)`: the view's frame extends past the safe area of the
    /// regions it ignores (the container's, the keyboard's) (U15).
    case ignoresSafeArea(Edge.Set, regions: SafeAreaRegions, child: ViewNode)
    /// `safeAreaInset(edge:spacing:content:)`: a bar on an edge that insets the safe area (U16).
    case safeAreaInset(edge: Edge, spacing: CGFloat, inset: ViewNode, child: ViewNode)
    /// `preference(key:value:)` (U18).
    case preference(PreferenceValue, child: ViewNode)
    /// `anchorPreference(key:value:transform:)`: a preference built from the view's drawn frame
    /// in the window (U19).
    case anchorPreference(key: ObjectIdentifier, source: (CGRect) -> Any, transform: (Any) -> Any, child: ViewNode)
    /// `onPreferenceChange(_:perform:)` (U18).
    case onPreferenceChange(PreferenceObserver, child: ViewNode)
    /// `onAppear`, `onDisappear`, `task` (U17).
    case lifecycle(LifecycleRegistration, child: ViewNode)
    /// `visualEffect { content, proxy in ... }` (U20).
    case visualEffect((GeometryProxy) -> VisualEffectChain, child: ViewNode)
    /// `containerRelativeFrame(_:alignment:_:)` (U21).
    case containerRelativeFrame(Axis.Set, alignment: Alignment, length: (CGFloat, Axis) -> CGFloat, child: ViewNode)
    /// A setting of the scroll view this modifier wraps (`contentMargins`,
    /// `onScrollGeometryChange`, `onScrollPhaseChange`, `scrollTargetBehavior`...) (U22 to U25).
    case scrollSetting(ScrollSetting, child: ViewNode)
    /// A `NavigationStack`: a bar above its content (U26), with the settings its content
    /// gives the bar, collected once when the node is made (`ViewNode.navigationStack(_:)`).
    case navigationStack(child: ViewNode, bar: NavigationBarLayout)
    /// `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbarBackground` (U26).
    case navigationItem(NavigationItemSetting, child: ViewNode)
    /// A modifier with no effect on geometry (`resizable`, `cornerRadius`, `shadow`...).
    case passthrough(child: ViewNode)
  }

  var kind: Kind
  /// The identity a `ForEach` gave this view (its element's id, or index over a range), if
  /// it is one of a `ForEach`'s elements: what a scroll target is identified by (U31, U47).
  var identity: String?

  init(_ kind: Kind) { self.kind = kind }

  static var empty: ViewNode { ViewNode(.empty) }
  static func group(_ nodes: [ViewNode]) -> ViewNode {
    nodes.count == 1 ? nodes[0] : ViewNode(.group(nodes))
  }

  /// The children a stack lays out one after another: groups are flattened.
  var stackChildren: [ViewNode] {
    switch kind {
    case .group(let nodes):
      // One array for the whole flattening, not one per child (P7).
      var children: [ViewNode] = []
      children.reserveCapacity(nodes.count)
      for node in nodes { node.appendStackChildren(to: &children) }
      return children
    case .empty: return []
    default: return [self]
    }
  }

  /// Appends `stackChildren` to `children`, in order.
  private func appendStackChildren(to children: inout [ViewNode]) {
    switch kind {
    case .group(let nodes): for node in nodes { node.appendStackChildren(to: &children) }
    case .empty: break
    default: children.append(self)
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
  /// Extra space above each section (a grouped list's, U27).
  let sectionSpacing: CGFloat
  var cachedLayout: (width: CGFloat, environment: LayoutEnvironment, layout: LazyStackLayout)?
  /// Whether each row only draws (`ViewNode.onlyDraws`), found when first placed (P3).
  var rowOnlyDraws: [Bool?] = []
  /// What each row that only draws drew when last placed (P3).
  var rowDrawings: [RowDrawing?] = []
  /// Each row's element name (`item 3`...), made when the row is first reported (P3).
  var rowNames: [String?] = []

  init(spacing: CGFloat?, pinnedViews: PinnedScrollableViews, children: [ViewNode], sectionSpacing: CGFloat = 0) {
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.children = children
    self.sectionSpacing = sectionSpacing
  }
}
