/// A scrolling list of rows in sections, as SwiftUI's `List`, styled by `listStyle(_:)`
/// (U27). It scrolls as a `ScrollView` does (U1, U2); its rows are laid out as a lazy stack
/// with the style's row height, insets and pinning.
public struct List: _PrimitiveView {
  let content: any View

  /// Creates a list.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(.list(.automatic, content: context.resolve(content, at: "content")))
  }
}

/// A list style, as SwiftUI's `ListStyle` values (U27).
public enum ListStyle: Hashable, Sendable {
  /// `.automatic`: on iPhone, `.insetGrouped`.
  case automatic
  /// `.plain`: edge-to-edge rows, section headers and footers float (pin).
  case plain
  /// `.grouped`: edge-to-edge rows in groups, nothing floats.
  case grouped
  /// `.insetGrouped`: rows in rounded groups inset from the sides, nothing floats.
  case insetGrouped

  /// The style as laid out (`.automatic` resolved).
  var resolved: ListStyle { self == .automatic ? .insetGrouped : self }

  /// The smallest row height: 44 (U27).
  static let minimumRowHeight: CGFloat = 44
  /// The side inset of `.insetGrouped` groups: 20 (U27).
  static let groupInset: CGFloat = 20
  /// The space above each group of a grouped style: 35 (U27).
  static let groupSpacing: CGFloat = 35
}

extension View {
  /// Sets the style of the lists inside (U27).
  public func listStyle(_ style: ListStyle) -> ModifiedView {
    ModifiedView(self, "listStyle") { child, _ in child.restyledLists(style) }
  }
}

extension ViewNode {
  /// This node with the lists at its top (through modifiers) restyled.
  func restyledLists(_ style: ListStyle) -> ViewNode {
    switch kind {
    case .list(_, let content): return ViewNode(.list(style, content: content))
    default:
      return mapChild { $0.restyledLists(style) }
    }
  }
}

/// How a list lays out its rows (U27): a lazy stack without spacing whose rows are at least
/// 44 points tall and draw a background across the width (inset by 20 on each side in
/// `.insetGrouped`); headers and footers span the width with a background; `.plain` pins
/// section headers and footers, the grouped styles leave 35 points above each section.
enum ListLayout {
  static func contentNode(_ style: ListStyle, _ content: ViewNode) -> ViewNode {
    let style = style.resolved
    func row(_ node: ViewNode) -> ViewNode {
      var bounds = FlexibleFrame()
      bounds.minHeight = ListStyle.minimumRowHeight
      bounds.maxWidth = .infinity
      // A row draws its cell's background across its whole frame.
      let framed = ViewNode(
        .background(ViewNode(.fill), alignment: .center, child: ViewNode(.flexibleFrame(bounds, alignment: .leading, child: node))))
      guard style == .insetGrouped else { return framed }
      let inset = ListStyle.groupInset
      return ViewNode(
        .padding(PaddingSpec(top: .some(0), leading: .some(inset), bottom: .some(0), trailing: .some(inset)), child: framed))
    }
    func header(_ node: ViewNode) -> ViewNode {
      var bounds = FlexibleFrame()
      bounds.maxWidth = .infinity
      return ViewNode(
        .background(ViewNode(.fill), alignment: .center, child: ViewNode(.flexibleFrame(bounds, alignment: .leading, child: node))))
    }
    let children = content.stackChildren.map { child -> ViewNode in
      if case .section(let h, let rows, let f) = child.kind {
        return ViewNode(.section(header: h.map(header), content: rows.map(row), footer: f.map(header)))
      }
      return row(child)
    }
    return ViewNode(
      .lazyVStack(
        LazyStackNode(
          spacing: 0, pinnedViews: style == .plain ? [.sectionHeaders, .sectionFooters] : [],
          children: children, sectionSpacing: style == .plain ? 0 : ListStyle.groupSpacing)))
  }
}
