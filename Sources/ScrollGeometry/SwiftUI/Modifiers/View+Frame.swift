extension View {
  /// A frame of fixed width and/or height; the content is offered that size and placed in
  /// it by `alignment` (U6). On an axis without a length the frame takes the content's.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedView
  {
    ModifiedView(self, "frame") {
      ViewNode(.fixedFrame(width: width, height: height, alignment: alignment, child: $0))
    }
  }

  /// A flexible frame: the offer clamped to the bounds goes to the content, and the frame's
  /// size is the content's clamped between the bounds, taking the whole offer up to the
  /// maximum (`maxWidth: .infinity` fills the offered width) (U6).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedView {
    let bounds = FlexibleFrame(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
    return ModifiedView(self, "frame") { ViewNode(.flexibleFrame(bounds, alignment: alignment, child: $0)) }
  }
}

