extension UIScrollView {
  /// Whether a vertical drag moves the content at all (S9): it scrolls, or it bounces and
  /// always bounces vertically.
  public var isVerticallyDraggable: Bool {
    canScrollVertically || (bounces && alwaysBounceVertical)
  }

  /// Moves the finger down by `translation` points (negative: up), as one pan-gesture
  /// change. The first move of a drag begins it, calling `scrollViewWillBeginDragging`.
  ///
  /// Inside the valid range the content moves exactly with the finger; past an edge the
  /// finger's distance beyond the edge is rubber-banded (S8). The edge is the range as the
  /// delegate has left it *now*, so a delegate that moves the range is honoured step by
  /// step. A view that cannot scroll and does not bounce neither moves nor calls back (S9).
  public func drag(by translation: CGFloat) {
    isTracking = true
    guard isVerticallyDraggable else {
      record(.drag(translation: translation))
      return
    }
    if !isDragging {
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
    }
    fingerTranslation += translation
    let y = contentOffset.y
    let newY: CGFloat
    if bounces {
      newY = offset(forFingerPosition: fingerPosition(forOffset: y) - translation)
    } else {
      newY = min(max(y - translation, draggingTopEdge), maximumContentOffsetY)
    }
    contentOffset.y = newY
    record(.drag(translation: translation))
  }

  /// Lifts the finger. Out of the valid range the view then animates back to the nearest
  /// valid edge frame by frame (S10); the delegate hears `scrollViewDidEndDragging` first.
  /// Releases are at zero velocity: there is no momentum scrolling (S10, assumption).
  public func release() {
    guard isTracking else { return }
    let wasDragging = isDragging
    isTracking = false
    isDragging = false
    fingerTranslation = 0
    let range = validContentOffsetYRange
    let outOfRange = !range.contains(contentOffset.y)
    // The bounce back is already under way when the delegate hears of the release, so an
    // inset change made in `scrollViewDidEndDragging` (pull-to-refresh) re-aims the
    // animation instead of snapping the offset at rest (S10, S11).
    isDecelerating = outOfRange
    if wasDragging {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: outOfRange)
    }
    record(.release)
    if outOfRange {
      runAnimation(towards: nil)
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
      // Whatever the animation left behind is subject to the at-rest rule (S11).
      rangeDidChange()
    } else {
      rangeDidChange()
    }
    // A container tracking the view (a half-collapsed large title snapping, W13).
    containerReleaseObserver?(self)
  }

  /// Maps an offset to the unbounded finger position that produces it (S8's inverse).
  func fingerPosition(forOffset y: CGFloat) -> CGFloat {
    let low = draggingTopEdge
    let high = maximumContentOffsetY
    let d = bounds.height
    if y < low { return low - RubberBand.dragDistance(forOffset: low - y, dimension: d) }
    if y > high { return high + RubberBand.dragDistance(forOffset: y - high, dimension: d) }
    return y
  }

  /// Maps an unbounded finger position to the offset shown, rubber-banding past the edges (S8).
  func offset(forFingerPosition f: CGFloat) -> CGFloat {
    let low = draggingTopEdge
    let high = maximumContentOffsetY
    let d = bounds.height
    if f < low { return low - RubberBand.offset(forDragDistance: low - f, dimension: d) }
    if f > high { return high + RubberBand.offset(forDragDistance: f - high, dimension: d) }
    return f
  }
}
