/// The kinds of safe area `ignoresSafeArea(_:edges:)` may ignore, as SwiftUI's
/// `SafeAreaRegions` (U15): the container's (device and bars) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The safe area of the device and of bars (status bar, navigation bar, home indicator).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The software keyboard's area.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Extends the view's frame to the container's edges on `edges` where the view touches the
  /// safe area's edge, and lets its content use that space (U15).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView {
    ModifiedView(self, "ignoresSafeArea") { ViewNode(.ignoresSafeArea(edges, regions: regions, child: $0)) }
  }

  /// The iOS 13 spelling of `ignoresSafeArea(.container, edges:)` (U15).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView {
    ignoresSafeArea(.container, edges: edges)
  }

  /// Places `content` on `edge` of the view's safe area, and insets the safe area of the view
  /// by its size plus `spacing` (0 when nil): a scroll view below scrolls its content under
  /// the bar (U16).
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> ModifiedView {
    let inset = content()
    let spacing = spacing ?? 0
    return ModifiedView(self, "safeAreaInset") { child, context in
      ViewNode(
        .safeAreaInset(
          edge: edge == .top ? .top : .bottom, spacing: spacing,
          inset: context.resolve(inset, at: "inset"), child: child))
    }
  }
}

/// The top or the bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}
