extension UIScrollView {
  /// The share of the remaining distance covered by each 60 Hz animation frame (S10,
  /// assumption: UIKit's curve is not documented; any monotone approach gives the same
  /// resting state).
  public static let animationStepFraction: CGFloat = 0.25

  /// The most frames an animation may run before it is stopped and recorded as an event
  /// (10 seconds at 60 Hz).
  public static let maximumAnimationFrames = 600

  /// Animates the offset to `target` frame by frame, calling `scrollViewDidScroll` on each
  /// frame (S15). The target is clamped to the valid range as it is on each frame.
  func animateContentOffset(to target: CGPoint) {
    isAnimating = true
    runAnimation(towards: target.y)
    isAnimating = false
    rangeDidChange()
  }

  /// Runs animation frames until the offset rests on its target. With no fixed target the
  /// target is the nearest valid offset, re-aimed on every frame from the range the delegate
  /// left behind (S10). Each frame is recorded.
  func runAnimation(towards fixedTarget: CGFloat?) {
    let epsilon = PixelGrid.pixel(scale: contentScaleFactor) / 4
    var frame = 0
    while true {
      let range = validContentOffsetYRange
      let y = contentOffset.y
      let wanted = fixedTarget ?? y
      let target = min(max(wanted, range.lowerBound), range.upperBound)
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
