extension UIScrollView {
  /// The share of the remaining distance covered by each 60 Hz animation frame (S10,
  /// assumption: UIKit's curve is not documented; any monotone approach gives the same
  /// resting state).
  public static let animationStepFraction: CGFloat = 0.25

  /// The most frames an animation may run before it is stopped and recorded as an event
  /// (10 seconds at 60 Hz).
  public static let maximumAnimationFrames = 600

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

  /// Runs animation frames until the offset rests on its target. With no fixed target the
  /// target is the nearest valid offset, re-aimed on every frame from the range the delegate
  /// left behind (S10); a fixed target is used as given (S15). Each frame is recorded.
  func runAnimation(towards fixedTarget: CGFloat?) {
    let epsilon = PixelGrid.pixel(scale: contentScaleFactor) / 4
    var frame = 0
    while true {
      let range = validContentOffsetYRange
      let y = contentOffset.y
      let target = fixedTarget ?? min(max(y, range.lowerBound), range.upperBound)
      if abs(target - y) <= epsilon {
        if target != y {
          frame += 1
          contentOffset.y = target
          record(.animationFrame(frame))
        }
        return
      }
      if frame >= Self.maximumAnimationFrames {
        recorder?.note(.settleBoundHit(frames: frame))
        return
      }
      frame += 1
      contentOffset.y = y + (target - y) * Self.animationStepFraction
      record(.animationFrame(frame))
    }
  }
}
