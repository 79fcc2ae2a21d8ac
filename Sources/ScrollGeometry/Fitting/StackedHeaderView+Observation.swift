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
    if let kept = fitObservationMemo, kept.width == width, kept.size == frame.size, kept.scale == scale {
      return kept.value
    }
    let value = computeFitObservation(atWidth: width, scale: scale)
    fitObservationMemo = (width, frame.size, scale, value)
    return value
  }

  /// `fitObservation(atWidth:)` without the memo.
  func computeFitObservation(atWidth width: CGFloat, scale: CGFloat) -> HeaderFitObservation {
    let fitting = fittingSize(
      for: CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      horizontalPriority: .required, verticalPriority: .fittingSizeLevel)
    let size = frame.size
    let itemWidth = size.width - padding.left - padding.right
    let truncated = labels.contains { $0.isTextTruncated(atWidth: itemWidth) }
    let pixel = PixelGrid.pixel(scale: scale)
    let natural = measuredStack(atItemWidth: itemWidth, scale: scale).naturalHeights
    let frames = itemFrames(in: size)
    let squeezed = zip(items, zip(frames, natural)).contains { item, measured in
      item.view is UILabel && measured.1 > 0 && measured.0.height < measured.1 - pixel
    }
    let contentMaxY = zip(frames, natural).filter { $0.1 > 0 }.map(\.0.maxY).max()
    return HeaderFitObservation(
      fittingHeight: fitting.height, width: width, isTextTruncated: truncated,
      isContentClipped: isContentClipped(in: size, scale: scale), contentMaxY: contentMaxY,
      isLabelSqueezed: squeezed)
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

extension StackedHeaderView {
  /// The lines of every stacked label where it lays them out, in the header's own
  /// coordinates: the lines its text needs at its frame's width, as many as
  /// `numberOfLines` allows (the last one ending in `…` when cut short, F4), one line
  /// height apart from the label's top. A line that reaches more than a pixel below the
  /// label's frame or the header's bounds is marked clipped (F11, F12). For pictures.
  public func textLines() -> [TextLine] {
    let scale = AxisFitting.sanitized(scale: contentScaleFactor)
    let pixel = PixelGrid.pixel(scale: scale)
    let frames = itemFrames(in: bounds.size)
    var lines: [TextLine] = []
    for (item, frame) in zip(items, frames) {
      guard let label = item.view as? UILabel else { continue }
      let wrapped = label.wrappedLines(atWidth: frame.width)
      let shown = label.numberOfLines > 0 ? Array(wrapped.prefix(label.numberOfLines)) : wrapped
      let height = label.font.lineHeight
      for (index, text) in shown.enumerated() {
        let rect = CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * height, width: frame.width, height: height)
        let truncated = index == shown.count - 1 && shown.count < wrapped.count
        lines.append(
          TextLine(
            text: truncated ? text + "…" : text, frame: rect,
            isClipped: rect.maxY > frame.maxY + pixel || rect.maxY > bounds.height + pixel,
            isTruncated: truncated))
      }
    }
    return lines
  }
}
