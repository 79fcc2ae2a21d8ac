extension View {
  /// Scales the rendering around `anchor` (the centre by default) without changing layout
  /// (U9).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the rendering by different factors on each axis around `anchor` (U9).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView {
    ModifiedView(self, "scaleEffect") { ViewNode(.scale(x, y, anchor: anchor, child: $0)) }
  }

  /// Moves the rendering without changing layout (U9).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
    offset(CGSize(width: x, height: y))
  }

  /// Moves the rendering without changing layout (U9).
  public func offset(_ offset: CGSize) -> ModifiedView {
    ModifiedView(self, "offset") { ViewNode(.offset(offset, child: $0)) }
  }

  /// Clips the rendering to the view's layout frame (U9).
  public func clipped() -> ModifiedView {
    ModifiedView(self, "clipped") { ViewNode(.clipped(child: $0)) }
  }
}
