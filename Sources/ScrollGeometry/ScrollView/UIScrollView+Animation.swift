extension UIScrollView {
  /// The share of the remaining distance covered by each 60 Hz frame of an animated
  /// `setContentOffset` (S15, assumption: UIKit's curve is not documented; any monotone
  /// approach gives the same resting state).
  public static let animationStepFraction: CGFloat = 0.25

  /// The share covered by each frame at the view's pacing: the same curve in time (S21).
  var animationStepFractionPerFrame: CGFloat {
    let perSixtieth = 1 - Self.animationStepFraction
    return 1 - CGFloat(pow(Double(perSixtieth), 60 / Double(framePacing.framesPerSecond)))
  }

  /// Animates the offset to `target` frame by frame, calling `scrollViewDidScroll` on each
  /// frame (S15). Like UIKit, the target is not clamped to the valid range: an animated
  /// `setContentOffset` may leave the view out of range, where it rests until the range
  /// changes or the next drag.
  func animateContentOffset(to target: CGPoint) {
    let wasAnimating = isAnimating
    let rangeBefore = validContentOffsetYRange
    isAnimating = true
    runAnimation(towards: target.y)
    isAnimating = wasAnimating
    // The at-rest rule (S11) is about range changes: apply it only if the range moved
    // while the animation ran.
    if validContentOffsetYRange != rangeBefore { rangeDidChange() }
  }

  /// Runs animation frames until the offset rests on `target` (S15), at the view's pacing
  /// (S21). Each frame is recorded.
  func runAnimation(towards target: CGFloat) {
    let epsilon = PixelGrid.pixel(scale: contentScaleFactor) / 4
    let fraction = animationStepFractionPerFrame
    var frame = 0
    while true {
      let y = contentOffset.y
      if abs(target - y) <= epsilon {
        if target != y {
          frame += 1
          contentOffset.y = target
          record(.animationFrame(frame))
        }
        return
      }
      if frame >= animationFrameBound {
        recorder?.note(.settleBoundHit(frames: frame))
        return
      }
      frame += 1
      contentOffset.y = y + (target - y) * fraction
      record(.animationFrame(frame))
    }
  }
}
