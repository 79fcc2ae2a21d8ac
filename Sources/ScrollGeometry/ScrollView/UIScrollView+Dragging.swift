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
      sheetPull = 0
      sheetGrowth = 0
      delegate?.scrollViewWillBeginDragging(self)
    }
    fingerTranslation += translation
    // W56: a finger moving back up first brings back the sheet it pulled down; the content
    // scrolls with what is left of the move.
    var move = translation
    if sheetPull > 0, move < 0 {
      let back = min(sheetPull, -move)
      sheetPull -= back
      move += back
      recorder?.note(.sheetTookPull(translation: -back))
      if move == 0 {
        record(.drag(translation: translation))
        return
      }
    }
    // W57: at its medium detent a sheet grows before the content scrolls up, and a finger
    // moving back down first shrinks it back.
    move = growSheet(with: shrinkGrownSheet(with: move))
    if move == 0 {
      record(.drag(translation: translation))
      return
    }
    let y = contentOffset.y
    let newY: CGFloat
    if bounces {
      newY = offset(forFingerPosition: fingerPosition(forOffset: y) - move)
    } else {
      newY = min(max(y - move, draggingTopEdge), maximumContentOffsetY)
    }
    // In a page sheet the sheet's own pan takes a pull past the top edge, unless a refresh
    // control wants it (W56): the content stops at the edge (the part of the move before it
    // still scrolls) while the sheet follows the finger.
    if pullsMoveSheet, refreshControl == nil, newY < draggingTopEdge, y >= draggingTopEdge - 1e-9,
      sheetTakesPull()
    {
      let taken = max(0, move - max(0, y - draggingTopEdge))
      sheetPull += taken
      contentOffset.y = draggingTopEdge
      recorder?.note(.sheetTookPull(translation: taken))
      record(.drag(translation: translation))
      return
    }
    contentOffset.y = newY
    // A touch that does not move pulls nothing: only a finger's movement past the trigger
    // distance starts a refresh (W40), not a still touch on a view a programmatic offset left
    // out of range (the probe's `settle()`; sweep seed 2, ...-876783be).
    if refreshControl != nil, translation != 0 { startRefreshingIfPulledFarEnough() }
    record(.drag(translation: translation))
  }

  /// Whether the sheet takes a pull past the top edge (W56, noted as exercised).
  private func sheetTakesPull() -> Bool {
    EngineAssumptions.exercised("W56")
    return !EngineAssumptions.uses("content", for: "W56")
  }

  /// Lifts the finger after it stopped moving: a release at no velocity (S22). Out of the
  /// valid range the view then returns to the nearest edge frame by frame (S24).
  public func release() {
    lift(fingerVelocity: 0)
  }

  /// Lifts the finger while it moves at `velocity` points per second (positive: down, as
  /// `drag(by:)`'s translation): a fling. The content keeps moving with the finger's momentum
  /// and decelerates (S20), bouncing where it runs past an edge (S24); the delegate may change
  /// where it comes to rest in `scrollViewWillEndDragging` (S22). Without a finger down, nothing
  /// happens.
  public func fling(velocity: CGFloat) {
    lift(fingerVelocity: velocity.isFinite ? velocity : 0)
  }

  /// The end of a touch (S22, S23): `scrollViewWillEndDragging` with the velocity and the target
  /// (the projected resting offset, inside the valid range), `scrollViewDidEndDragging`,
  /// `scrollViewWillBeginDecelerating`, the momentum frames, `scrollViewDidEndDecelerating`.
  /// A target the delegate changed is reached by the same deceleration curve, started at the
  /// velocity that ends there. `isDecelerating` is already true when `scrollViewDidEndDragging`
  /// is called, so an inset change made there (pull-to-refresh) re-aims the animation rather
  /// than snapping at rest (S10, S11).
  func lift(fingerVelocity: CGFloat) {
    guard isTracking else { return }
    let wasDragging = isDragging
    isTracking = false
    isDragging = false
    fingerTranslation = 0
    // The content moves against the finger: a finger moving down lowers the offset. The
    // velocity is in points per millisecond, as UIKit reports it to the delegate.
    // W56: a release moving down while the sheet holds the pull flings the sheet, not the
    // content.
    let sheetHeld = sheetPull > 0
    sheetPull = 0
    // W57: a release while the sheet holds part of the drag is the sheet's: it settles at a
    // detent once the content is at rest (below), and the content does not fling.
    let grownSheet = sheetGrowthAtRelease()
    let flung = wasDragging && abs(fingerVelocity) >= Self.minimumFlingVelocity
      && !(sheetHeld && fingerVelocity > 0) && grownSheet == 0
    var velocity: CGFloat = flung ? -fingerVelocity / 1000 : 0
    if wasDragging {
      let y = contentOffset.y
      let range = validContentOffsetYRange
      let projected = Self.projectedOffset(from: y, velocity: velocity, rate: decelerationRate)
      let proposed = CGPoint(x: contentOffset.x, y: min(max(projected, range.lowerBound), range.upperBound))
      var target = proposed
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate?.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: 0, y: velocity), targetContentOffset: pointer)
      }
      if target.y != proposed.y, target.y.isFinite {
        // The same curve, started at the velocity whose projection is the new target (S22).
        let rate = decelerationRate.rawValue
        velocity = (target.y - contentOffset.y) * (1 - rate) / rate
      }
    }
    let outOfRange = !validContentOffsetYRange.contains(contentOffset.y)
    let willDecelerate = velocity != 0 || outOfRange
    isDecelerating = willDecelerate
    if wasDragging {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }
    if willDecelerate { delegate?.scrollViewWillBeginDecelerating(self) }
    record(.release)
    if willDecelerate {
      runMomentum(velocity: velocity)
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
    // Whatever the animation left behind is subject to the at-rest rule (S11), in the same
    // run-loop turn as its last frame: when it moves the offset, that is the state drawn at
    // rest, and it is recorded (S25).
    let lastFrameOffset = contentOffset.y
    rangeDidChange()
    if willDecelerate, contentOffset.y != lastFrameOffset { record(.restClamp) }
    // W57: the sheet a drag grew part of the way settles at a detent once the content is at
    // rest (sweep of seed 7, round 15: resized while the content bounced back, the at-rest
    // rule never met it, and the content rested out of range).
    if grownSheet > 0 { settleGrownSheet(fingerVelocity: fingerVelocity) }
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
