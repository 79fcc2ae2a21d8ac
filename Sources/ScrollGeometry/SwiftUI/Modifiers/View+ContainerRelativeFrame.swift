extension View {
  /// Sizes the view on `axes` to the nearest container's size (a scroll view's size minus
  /// its safe-area insets; outside one, the screen's safe area), as iOS 17's
  /// `containerRelativeFrame(_:alignment:)`; on other axes the view keeps its size (U21).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedView {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view on `axes` to `length(containerLength, axis)` (U21).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ModifiedView {
    ModifiedView(self, "containerRelativeFrame") {
      ViewNode(.containerRelativeFrame(axes, alignment: alignment, length: length, child: $0))
    }
  }

  /// Sizes the view to `span` of `count` equal columns (rows) of the container, `spacing`
  /// apart (U21).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> ModifiedView {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let count = CGFloat(Swift.max(1, count))
      let column = (length - spacing * (count - 1)) / count
      return column * CGFloat(span) + spacing * CGFloat(Swift.max(0, span - 1))
    }
  }
}
