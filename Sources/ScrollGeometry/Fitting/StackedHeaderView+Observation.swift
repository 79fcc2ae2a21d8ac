extension StackedHeaderView {
  /// The self-sizing facts of the header for a table of width `width` (F12).
  ///
  /// - `fittingHeight`: `systemLayoutSizeFitting` at `width` with `.required` horizontally and
  ///   `.fittingSizeLevel` vertically, from `layoutFittingCompressedSize.height`.
  /// - `isTextTruncated`: a label with `numberOfLines > 0` needs more lines than that at the
  ///   width the header's current frame gives it.
  /// - `isContentClipped`: at the header's current frame, an item extends more than a pixel
  ///   below the frame, or a label is compressed more than a pixel below its natural height.
  public func fitObservation(atWidth width: CGFloat) -> HeaderFitObservation {
    let scale = AxisFitting.sanitized(scale: contentScaleFactor)
    let fitting = fittingSize(
      for: CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      horizontalPriority: .required, verticalPriority: .fittingSizeLevel)
    let size = frame.size
    let itemWidth = size.width - padding.left - padding.right
    let truncated = labels.contains { $0.isTextTruncated(atWidth: itemWidth) }
    return HeaderFitObservation(
      fittingHeight: fitting.height, width: width, isTextTruncated: truncated,
      isContentClipped: isContentClipped(in: size, scale: scale))
  }

  /// Whether some content does not fit a header of `size` (F12).
  func isContentClipped(in size: CGSize, scale: CGFloat) -> Bool {
    let pixel = PixelGrid.pixel(scale: scale)
    let itemWidth = size.width - padding.left - padding.right
    let natural = measuredStack(atItemWidth: itemWidth, scale: scale).naturalHeights
    let frames = itemFrames(in: size)
    for (index, frame) in frames.enumerated() where natural[index] > 0 {
      if frame.maxY > size.height + pixel { return true }
      if frame.height < natural[index] - pixel { return true }
    }
    return false
  }
}
