/// A size offered to a view; `nil` on an axis means "your ideal size" (as a scroll view
/// offers its content's height).
struct ProposedSize {
  var width: CGFloat?
  var height: CGFloat?

  init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }
}

/// The values layout reads from the host: default padding and spacing, the font model.
struct LayoutEnvironment: Equatable {
  /// `padding()` without a length (U7).
  var defaultPadding: CGFloat
  /// `LazyVStack(spacing: nil)` and `VStack(spacing: nil)` (U4, assumption).
  var defaultSpacing: CGFloat = 8
  /// The font model of `Text` (U6, assumption).
  var characterWidth: CGFloat = 9
  var lineHeight: CGFloat = 22
  /// What a flexible view (`GeometryReader`, `Color`, `Image`) takes on an axis offered `nil`:
  /// SwiftUI's placeholder size (U6, community).
  var unspecifiedLength: CGFloat = 10
  /// The size `containerRelativeFrame` measures against: the nearest scroll view's size less
  /// its safe-area insets, or the screen's safe area outside any (U21).
  var containerSize: CGSize = .zero
}

extension ViewNode {
  /// The size this view takes when offered `proposal` (U6, U13, U21).
  func size(proposed proposal: ProposedSize, _ environment: LayoutEnvironment) -> CGSize {
    if let child = sizeTransparentChild { return child.size(proposed: proposal, environment) }
    switch kind {
    case .empty:
      return .zero
    case .text(let string):
      let ideal = CGFloat(string.count) * environment.characterWidth
      let width = proposal.width.map { Swift.min($0, ideal) } ?? ideal
      let lines = width > 0 ? Swift.max(1, (ideal / width).rounded(.up)) : 1
      return CGSize(width: width, height: lines * environment.lineHeight)
    case .scrollView(let axes, let content) where axes == .horizontal:
      return NestedScrolling.size(of: content, proposed: proposal, environment)
    case .fill, .geometryReader, .scrollView, .list, .navigationStack:
      return CGSize(
        width: proposal.width ?? environment.unspecifiedLength,
        height: proposal.height ?? environment.unspecifiedLength)
    case .image(let intrinsic, let resizable):
      guard resizable else { return intrinsic }
      return CGSize(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height)
    case .aspectRatio(let ratio, let mode, let child):
      return child.size(proposed: AspectFitting.proposal(ratio, mode, child, proposal, environment), environment)
    case .group(let nodes), .zStack(_, let nodes):
      return nodes.reduce(CGSize.zero) { union, node in
        let size = node.size(proposed: proposal, environment)
        return CGSize(width: Swift.max(union.width, size.width), height: Swift.max(union.height, size.height))
      }
    case .vStack(let spacing, _, let nodes):
      return VerticalStacking.size(
        of: nodes, width: proposal.width, height: proposal.height,
        spacing: spacing ?? environment.defaultSpacing, environment)
    case .hStack(let spacing, _, let lazy, let nodes):
      if lazy {
        return LazyHorizontalStacking.size(
          of: nodes, height: proposal.height, spacing: spacing ?? environment.defaultSpacing, environment)
      }
      return HorizontalStacking.size(
        of: nodes, width: proposal.width, height: proposal.height,
        spacing: spacing ?? environment.defaultSpacing, environment)
    case .section(let header, let content, let footer):
      let nodes = (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
      return VerticalStacking.size(
        of: nodes, width: proposal.width, spacing: environment.defaultSpacing, environment)
    case .lazyVStack(let stack):
      let layout = stack.layout(width: proposal.width, environment)
      return CGSize(width: layout.width, height: layout.height)
    case .fixedFrame(let width, let height, _, let child):
      let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let childSize = child.size(proposed: offer, environment)
      return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    case .flexibleFrame(let frame, _, let child):
      let childSize = child.size(proposed: frame.childProposal(for: proposal), environment)
      return frame.size(for: proposal, childSize: childSize)
    case .containerRelativeFrame(let axes, _, let length, let child):
      let offer = ContainerRelative.proposal(axes, length, proposal, environment)
      let childSize = child.size(proposed: offer, environment)
      return CGSize(
        width: axes.contains(.horizontal) ? offer.width ?? childSize.width : childSize.width,
        height: axes.contains(.vertical) ? offer.height ?? childSize.height : childSize.height)
    case .padding(let spec, let child):
      let insets = spec.insets(defaultLength: environment.defaultPadding)
      let horizontal = insets.leading + insets.trailing
      let vertical = insets.top + insets.bottom
      let offer = ProposedSize(
        width: proposal.width.map { Swift.max(0, $0 - horizontal) },
        height: proposal.height.map { Swift.max(0, $0 - vertical) })
      let childSize = child.size(proposed: offer, environment)
      return CGSize(width: childSize.width + horizontal, height: childSize.height + vertical)
    default:
      return .zero
    }
  }
}

/// `aspectRatio(_:contentMode:)`'s rule (U13): the offer is replaced by the size of the
/// ratio that fits in it (`.fit`) or covers it (`.fill`); an axis offered nothing takes its
/// length from the other; offered nothing at all, the child's ideal width sets the size.
enum AspectFitting {
  static func proposal(
    _ ratio: CGFloat?, _ mode: ContentMode, _ child: ViewNode, _ proposal: ProposedSize,
    _ environment: LayoutEnvironment
  ) -> ProposedSize {
    let r: CGFloat
    if let ratio, ratio > 0, ratio.isFinite {
      r = ratio
    } else {
      let ideal = child.size(proposed: ProposedSize(width: nil, height: nil), environment)
      guard ideal.width > 0, ideal.height > 0 else { return proposal }
      r = ideal.width / ideal.height
    }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let chosen = mode == .fit ? Swift.min(width, height * r) : Swift.max(width, height * r)
      return ProposedSize(width: chosen, height: chosen / r)
    case (let width?, nil):
      return ProposedSize(width: width, height: width / r)
    case (nil, let height?):
      return ProposedSize(width: height * r, height: height)
    case (nil, nil):
      let ideal = child.size(proposed: proposal, environment)
      return ProposedSize(width: ideal.width, height: ideal.width / r)
    }
  }
}

/// `containerRelativeFrame`'s rule (U21): on its axes the offer is the length the closure
/// computes from the container's size; elsewhere the offer passes through.
enum ContainerRelative {
  static func proposal(
    _ axes: Axis.Set, _ length: (CGFloat, Axis) -> CGFloat, _ proposal: ProposedSize,
    _ environment: LayoutEnvironment
  ) -> ProposedSize {
    let container = environment.containerSize
    return ProposedSize(
      width: axes.contains(.horizontal) ? Swift.max(0, length(container.width, .horizontal)) : proposal.width,
      height: axes.contains(.vertical) ? Swift.max(0, length(container.height, .vertical)) : proposal.height)
  }
}

extension FlexibleFrame {
  /// The offer the content gets: the frame's offer clamped to its bounds, or its ideal size
  /// on an axis offered `nil`.
  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: Self.offer(proposal.width, minWidth, idealWidth, maxWidth),
      height: Self.offer(proposal.height, minHeight, idealHeight, maxHeight))
  }

  /// The frame's size: the content's, clamped to the bounds, taking the offer up to the
  /// maximum (the layout rule reverse-engineered in objc.io's "Thinking in SwiftUI").
  func size(for proposal: ProposedSize, childSize: CGSize) -> CGSize {
    CGSize(
      width: Self.length(proposal.width, childSize.width, minWidth, idealWidth, maxWidth),
      height: Self.length(proposal.height, childSize.height, minHeight, idealHeight, maxHeight))
  }

  static func offer(_ offered: CGFloat?, _ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> CGFloat? {
    guard var value = offered else { return ideal }
    if let low { value = Swift.max(value, low) }
    if let high { value = Swift.min(value, high) }
    return value
  }

  static func length(
    _ offered: CGFloat?, _ child: CGFloat, _ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?
  ) -> CGFloat {
    guard low != nil || high != nil else { return child }
    let offer = offered ?? ideal ?? child
    var result = child
    if let low { result = Swift.max(low, Swift.min(result, offer)) }
    if let high { result = Swift.min(high, Swift.max(result, offer)) }
    return result
  }
}

/// Children one after another along an axis: the rule `VStack`, `HStack` and a section
/// outside a lazy stack share (SwiftUI's stacks use one algorithm with the axes swapped:
/// swiftuifieldguide.com, "HStack"). Offered no length along the axis (in scroll content),
/// each child takes its ideal length. Offered a length, the space left after the spacing is
/// shared out as SwiftUI's stacks do: the least flexible child first, each offered an equal
/// share of what remains (U6, U49). `across` is the offer on the other axis.
enum Stacking {
  static func size(
    of nodes: [ViewNode], along axis: Axis, length: CGFloat?, across: CGFloat?, spacing: CGFloat,
    _ environment: LayoutEnvironment
  ) -> CGSize {
    let sizes = self.sizes(of: nodes, along: axis, length: length, across: across, spacing: spacing, environment)
    var along: CGFloat = 0
    var wide: CGFloat = 0
    for (index, child) in sizes.enumerated() {
      wide = Swift.max(wide, axis == .vertical ? child.width : child.height)
      along += (axis == .vertical ? child.height : child.width) + (index > 0 ? spacing : 0)
    }
    return axis == .vertical ? CGSize(width: wide, height: along) : CGSize(width: along, height: wide)
  }

  /// Each child's size, in order.
  static func sizes(
    of nodes: [ViewNode], along axis: Axis, length: CGFloat?, across: CGFloat?, spacing: CGFloat,
    _ environment: LayoutEnvironment
  ) -> [CGSize] {
    func offer(_ length: CGFloat?) -> ProposedSize {
      axis == .vertical ? ProposedSize(width: across, height: length) : ProposedSize(width: length, height: across)
    }
    func extent(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    guard let length else {
      return nodes.map { $0.size(proposed: offer(nil), environment) }
    }
    let huge: CGFloat = 1_000_000
    let flexibility = nodes.map { node -> CGFloat in
      let low = extent(node.size(proposed: offer(0), environment))
      let high = extent(node.size(proposed: offer(huge), environment))
      return high - low
    }
    let order = nodes.indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
    var remaining = Swift.max(0, length - spacing * CGFloat(Swift.max(0, nodes.count - 1)))
    var sizes = Array(repeating: CGSize.zero, count: nodes.count)
    for (position, index) in order.enumerated() {
      let share = remaining / CGFloat(nodes.count - position)
      let size = nodes[index].size(proposed: offer(share), environment)
      sizes[index] = size
      remaining = Swift.max(0, remaining - extent(size))
    }
    return sizes
  }
}

/// Children one below another (`VStack`, a section outside a lazy stack): `Stacking` along
/// the vertical axis.
enum VerticalStacking {
  static func size(
    of nodes: [ViewNode], width: CGFloat?, height: CGFloat? = nil, spacing: CGFloat,
    _ environment: LayoutEnvironment
  ) -> CGSize {
    Stacking.size(of: nodes, along: .vertical, length: height, across: width, spacing: spacing, environment)
  }

  /// Each child's size, in order.
  static func sizes(
    of nodes: [ViewNode], width: CGFloat?, height: CGFloat?, spacing: CGFloat,
    _ environment: LayoutEnvironment
  ) -> [CGSize] {
    Stacking.sizes(of: nodes, along: .vertical, length: height, across: width, spacing: spacing, environment)
  }
}

/// Children side by side (`HStack`): `Stacking` along the horizontal axis (U49). A
/// `LazyHStack` is `LazyHorizontalStacking`.
enum HorizontalStacking {
  static func size(
    of nodes: [ViewNode], width: CGFloat?, height: CGFloat?, spacing: CGFloat, _ environment: LayoutEnvironment
  ) -> CGSize {
    Stacking.size(of: nodes, along: .horizontal, length: width, across: height, spacing: spacing, environment)
  }

  /// Each child's size, in order.
  static func sizes(
    of nodes: [ViewNode], width: CGFloat?, height: CGFloat?, spacing: CGFloat, _ environment: LayoutEnvironment
  ) -> [CGSize] {
    Stacking.sizes(of: nodes, along: .horizontal, length: width, across: height, spacing: spacing, environment)
  }
}

/// Children side by side in a `LazyHStack` (U49, U51): as a `LazyVStack` with the axes
/// swapped, each child is offered its ideal width and the stack's height; the stack is as
/// wide as its children and, offered a height, as tall as that (`U51=fills`, the default) or
/// as its tallest child (`U51=hugs`).
enum LazyHorizontalStacking {
  /// Each child's size, in order.
  static func sizes(of nodes: [ViewNode], height: CGFloat?, _ environment: LayoutEnvironment) -> [CGSize] {
    nodes.map { $0.size(proposed: ProposedSize(width: nil, height: height), environment) }
  }

  /// The stack's height for children of `sizes` offered `height`.
  static func height(offered height: CGFloat?, _ sizes: [CGSize]) -> CGFloat {
    let tallest = sizes.reduce(0) { Swift.max($0, $1.height) }
    guard let height, abs(height - tallest) > 1e-9 else { return tallest }
    EngineAssumptions.exercised("U51")
    return EngineAssumptions.uses("hugs", for: "U51") ? tallest : height
  }

  static func size(of nodes: [ViewNode], height: CGFloat?, spacing: CGFloat, _ environment: LayoutEnvironment) -> CGSize {
    let sizes = self.sizes(of: nodes, height: height, environment)
    let width = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(Swift.max(0, sizes.count - 1))
    return CGSize(width: width, height: self.height(offered: height, sizes))
  }
}

/// A horizontal `ScrollView` inside the tree (U50): as wide as offered and as tall as its
/// content, which it offers no width (its ideal width) and its own offered height; the
/// content's `containerRelativeFrame` measures against the scroll view's width ("a vertical
/// scroll view always becomes exactly as tall as proposed ... it only becomes as wide as the
/// width of its contents", swiftuifieldguide.com "Scroll View", with the axes swapped).
enum NestedScrolling {
  /// The environment the content is laid out in: the container is the scroll view, as wide
  /// as `width`; its height, which its content decides, is taken as the outer container's
  /// (assumption), in sizing and in placing alike.
  static func contentEnvironment(width: CGFloat?, _ environment: LayoutEnvironment) -> LayoutEnvironment {
    var inner = environment
    inner.containerSize = CGSize(width: width ?? environment.containerSize.width, height: environment.containerSize.height)
    return inner
  }

  static func size(of content: ViewNode, proposed proposal: ProposedSize, _ environment: LayoutEnvironment) -> CGSize {
    let inner = contentEnvironment(width: proposal.width, environment)
    let contentSize = content.size(proposed: ProposedSize(width: nil, height: proposal.height), inner)
    return CGSize(width: proposal.width ?? contentSize.width, height: contentSize.height)
  }
}
