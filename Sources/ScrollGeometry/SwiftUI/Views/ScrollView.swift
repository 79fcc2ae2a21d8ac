/// A scrollable view, as SwiftUI's `ScrollView`, hosted by `HostingScrollView` (a
/// `UIScrollView`). Only vertical scrolling is modelled (U1, U2).
public struct ScrollView: _PrimitiveView {
  let axes: Axis.Set
  let content: any View

  /// Creates a scroll view of `content`.
  public init<Content: View>(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(.scrollView(axes: axes, content: context.resolve(content, at: "content")))
  }
}
