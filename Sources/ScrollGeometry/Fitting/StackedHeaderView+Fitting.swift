extension StackedHeaderView {
  /// The size the header's constraints give it for `targetSize` at the given priorities,
  /// rounded to the nearest pixel; the header's frame does not change (F6 to F10).
  public func fittingSize(
    for targetSize: CGSize, horizontalPriority: UILayoutPriority,
    verticalPriority: UILayoutPriority
  ) -> CGSize {
    if let kept = fittingMemo.first(where: {
      $0.target == targetSize && $0.horizontal == horizontalPriority && $0.vertical == verticalPriority
    }) {
      return kept.size
    }
    let size = computeFittingSize(
      for: targetSize, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    if fittingMemo.count >= 8 { fittingMemo.removeFirst() }
    fittingMemo.append((targetSize, horizontalPriority, verticalPriority, size))
    return size
  }

  /// `fittingSize(for:horizontalPriority:verticalPriority:)` without the memo.
  func computeFittingSize(
    for targetSize: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
  ) -> CGSize {
    let scale = AxisFitting.sanitized(scale: contentScaleFactor)
    let horizontalPadding = padding.left + padding.right
    let naturalContentWidth = labels.map { $0.intrinsicWidth(scale: scale) }.max() ?? 0
    let width = AxisFitting.resolve(
      target: targetSize.width, priority: horizontalPriority,
      natural: horizontalPadding + naturalContentWidth, minimum: horizontalPadding)
    let height: CGFloat
    if hasBottomConstraint && !items.isEmpty {
      let stack = measuredStack(atItemWidth: width - horizontalPadding, scale: scale)
      height = AxisFitting.resolve(
        target: targetSize.height, priority: verticalPriority, natural: stack.naturalHeight,
        minimum: stack.minimumHeight)
    } else {
      // Nothing relates the header's height to its content: the target wins (F8).
      height = AxisFitting.sanitized(targetSize.height)
    }
    return CGSize(
      width: Swift.max(0, PixelGrid.round(width, scale: scale)),
      height: Swift.max(0, PixelGrid.round(height, scale: scale)))
  }

  /// The frames Auto Layout gives the stacked items when the header has `size` (F11).
  ///
  /// With a bottom constraint, extra height stretches the lowest label and missing height
  /// compresses labels from the bottom up; when fixed items and padding alone do not fit,
  /// the bottom constraint gives way and items extend below. Without a bottom constraint
  /// every item keeps its natural height.
  public func itemFrames(in size: CGSize) -> [CGRect] {
    let scale = AxisFitting.sanitized(scale: contentScaleFactor)
    let itemWidth = size.width - padding.left - padding.right
    let stack = measuredStack(atItemWidth: itemWidth, scale: scale)
    var heights = stack.naturalHeights
    if hasBottomConstraint {
      var excess = size.height - stack.naturalHeight
      let labelIndices = items.indices.filter { items[$0].fixedHeight == nil }
      if excess > 0, let last = labelIndices.last {
        heights[last] += excess
      } else if excess < 0 {
        for index in labelIndices.reversed() where excess < 0 {
          let squeeze = Swift.min(heights[index], -excess)
          heights[index] -= squeeze
          excess += squeeze
        }
      }
    }
    var frames: [CGRect] = []
    var y = padding.top
    for height in heights {
      frames.append(
        CGRect(x: padding.left, y: y, width: Swift.max(0, itemWidth), height: height))
      y += height + spacing
    }
    return frames
  }

  /// The natural heights of the items at `itemWidth`, and the header heights they add up to.
  func measuredStack(atItemWidth itemWidth: CGFloat, scale: CGFloat) -> MeasuredStack {
    let heights = items.map { item -> CGFloat in
      if let fixed = item.fixedHeight { return fixed }
      if let label = item.view as? UILabel {
        return label.intrinsicHeight(atWidth: itemWidth, scale: scale)
      }
      return 0
    }
    let fixed = items.map { $0.fixedHeight ?? 0 }
    let rigid = padding.top + padding.bottom + spacing * CGFloat(Swift.max(0, items.count - 1))
    return MeasuredStack(
      naturalHeights: heights, naturalHeight: rigid + heights.reduce(0, +),
      minimumHeight: rigid + fixed.reduce(0, +))
  }

  /// The stack's heights at one width.
  struct MeasuredStack {
    /// Each item's natural height, top to bottom.
    var naturalHeights: [CGFloat]
    /// The header height when every item has its natural height.
    var naturalHeight: CGFloat
    /// The header height the required constraints alone allow (labels compressed to 0).
    var minimumHeight: CGFloat
  }
}
