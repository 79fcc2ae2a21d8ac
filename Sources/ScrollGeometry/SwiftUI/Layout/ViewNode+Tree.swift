extension ViewNode {
  /// For a modifier whose size is its child's (effects, preferences, settings, markers...):
  /// the child. Nil for views with a layout of their own.
  var sizeTransparentChild: ViewNode? {
    switch kind {
    case .scale(_, _, _, let child), .offset(_, let child), .clipped(let child),
      .background(_, _, let child), .overlay(_, _, let child), .onChange(_, let child),
      .coordinateSpace(_, let child), .bounceBehavior(_, let child), .passthrough(let child),
      .element(_, let child), .ignoresSafeArea(_, _, let child), .safeAreaInset(_, _, _, let child),
      .preference(_, let child), .anchorPreference(_, _, _, let child),
      .onPreferenceChange(_, let child), .lifecycle(_, let child), .visualEffect(_, let child),
      .scrollSetting(_, let child), .navigationItem(_, let child):
      return child
    default:
      return nil
    }
  }

  /// The resolved children (not the content of a `GeometryReader`, built only when placed).
  var children: [ViewNode] {
    if let child = sizeTransparentChild {
      switch kind {
      case .background(let extra, _, _), .overlay(let extra, _, _), .safeAreaInset(_, _, let extra, _):
        return [extra, child]
      default:
        return [child]
      }
    }
    switch kind {
    case .group(let nodes), .vStack(_, _, let nodes), .zStack(_, let nodes), .hStack(_, _, _, let nodes): return nodes
    case .lazyVStack(let stack): return stack.children
    case .section(let header, let content, let footer):
      return (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
    case .scrollView(_, let content), .list(_, let content): return [content]
    case .fixedFrame(_, _, _, let child), .flexibleFrame(_, _, let child), .padding(_, let child),
      .aspectRatio(_, _, let child), .containerRelativeFrame(_, _, _, let child),
      .navigationStack(let child, _):
      return [child]
    default: return []
    }
  }

  /// This node with its single child replaced by `transform(child)`; other nodes unchanged.
  func mapChild(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
    switch kind {
    case .scale(let x, let y, let anchor, let child): return ViewNode(.scale(x, y, anchor: anchor, child: transform(child)))
    case .offset(let offset, let child): return ViewNode(.offset(offset, child: transform(child)))
    case .clipped(let child): return ViewNode(.clipped(child: transform(child)))
    case .passthrough(let child): return ViewNode(.passthrough(child: transform(child)))
    case .element(let name, let child): return ViewNode(.element(name: name, child: transform(child)))
    case .ignoresSafeArea(let edges, let regions, let child):
      return ViewNode(.ignoresSafeArea(edges, regions: regions, child: transform(child)))
    case .scrollSetting(let setting, let child): return ViewNode(.scrollSetting(setting, child: transform(child)))
    case .navigationItem(let setting, let child): return ViewNode(.navigationItem(setting, child: transform(child)))
    case .bounceBehavior(let behavior, let child): return ViewNode(.bounceBehavior(behavior, child: transform(child)))
    case .coordinateSpace(let name, let child): return ViewNode(.coordinateSpace(name: name, child: transform(child)))
    case .padding(let spec, let child): return ViewNode(.padding(spec, child: transform(child)))
    case .fixedFrame(let w, let h, let alignment, let child):
      return ViewNode(.fixedFrame(width: w, height: h, alignment: alignment, child: transform(child)))
    case .flexibleFrame(let frame, let alignment, let child):
      return ViewNode(.flexibleFrame(frame, alignment: alignment, child: transform(child)))
    case .navigationStack(let child, _): return .navigationStack(transform(child))
    case .group(let nodes): return ViewNode(.group(nodes.map(transform)))
    case .zStack(let alignment, let nodes): return ViewNode(.zStack(alignment: alignment, nodes.map(transform)))
    case .vStack(let spacing, let alignment, let nodes):
      return ViewNode(.vStack(spacing: spacing, alignment: alignment, nodes.map(transform)))
    case .hStack(let spacing, let alignment, let lazy, let nodes):
      return ViewNode(.hStack(spacing: spacing, alignment: alignment, lazy: lazy, nodes.map(transform)))
    default: return self
    }
  }
}
