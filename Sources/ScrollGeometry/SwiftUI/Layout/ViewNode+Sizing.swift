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
struct LayoutEnvironment {
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
}

extension ViewNode {
  /// The size this view takes when offered `proposal` (U6).
  func size(proposed proposal: ProposedSize, _ environment: LayoutEnvironment) -> CGSize {
    switch kind {
    case .empty:
      return .zero
    case .text(let string):
      let ideal = CGFloat(string.count) * environment.characterWidth
      let width = proposal.width.map { Swift.min($0, ideal) } ?? ideal
      let lines = width > 0 ? Swift.max(1, (ideal / width).rounded(.up)) : 1
      return CGSize(width: width, height: lines * environment.lineHeight)
    case .fill, .geometryReader, .scrollView:
      return CGSize(
        width: proposal.width ?? environment.unspecifiedLength,
        height: proposal.height ?? environment.unspecifiedLength)
    case .group(let nodes), .zStack(let nodes):
      return nodes.reduce(CGSize.zero) { union, node in
        let size = node.size(proposed: proposal, environment)
        return CGSize(width: Swift.max(union.width, size.width), height: Swift.max(union.height, size.height))
      }
    case .vStack(let spacing, let nodes):
      return VerticalStacking.size(
        of: nodes, width: proposal.width, spacing: spacing ?? environment.defaultSpacing,
        environment)
    case .section(let header, let content, let footer):
      let nodes = (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
      return VerticalStacking.size(
        of: nodes, width: proposal.width, spacing: environment.defaultSpacing, environment)
    case .lazyVStack(let stack):
      let layout = stack.layout(width: proposal.width, environment)
      return CGSize(width: layout.width, height: layout.height)
    case .fixedFrame(let width, let height, let child):
      let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let childSize = child.size(proposed: offer, environment)
      return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    case .flexibleFrame(let frame, let child):
      let childSize = child.size(proposed: frame.childProposal(for: proposal), environment)
      return frame.size(for: proposal, childSize: childSize)
    case .padding(let spec, let child):
      let insets = spec.insets(defaultLength: environment.defaultPadding)
      let horizontal = insets.leading + insets.trailing
      let vertical = insets.top + insets.bottom
      let offer = ProposedSize(
        width: proposal.width.map { Swift.max(0, $0 - horizontal) },
        height: proposal.height.map { Swift.max(0, $0 - vertical) })
      let childSize = child.size(proposed: offer, environment)
      return CGSize(width: childSize.width + horizontal, height: childSize.height + vertical)
    case .scale(_, _, let child), .offset(_, let child), .clipped(let child),
      .background(_, let child), .onChange(_, let child), .coordinateSpace(_, let child),
      .bounceBehavior(_, let child), .passthrough(let child):
      return child.size(proposed: proposal, environment)
    }
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

/// Children one below another: the rule shared by `VStack` and a section outside a lazy stack.
enum VerticalStacking {
  static func size(
    of nodes: [ViewNode], width: CGFloat?, spacing: CGFloat, _ environment: LayoutEnvironment
  ) -> CGSize {
    var size = CGSize.zero
    for (index, node) in nodes.enumerated() {
      let child = node.size(proposed: ProposedSize(width: width, height: nil), environment)
      size.width = Swift.max(size.width, child.width)
      size.height += child.height + (index > 0 ? spacing : 0)
    }
    return size
  }
}
