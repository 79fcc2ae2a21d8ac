extension UIScrollView {
  /// The rate at which a fling's momentum dies: the share of its velocity the content keeps
  /// each millisecond (S20). Apple documents `.normal` as 0.998 and `.fast` as 0.99.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The share of the velocity kept per millisecond, between 0 and 1.
    public var rawValue: CGFloat
    /// Creates a rate; a value outside 0..<1 is clamped into it.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue.isFinite ? min(max(rawValue, 0), 0.999_999) : 0.998
    }
    /// The default deceleration rate: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast deceleration rate: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Past an edge, each millisecond of momentum keeps this share of both the velocity and the
  /// distance beyond the edge (S24; Grant Paul's reverse-engineered bounce constant).
  public static let bounceRate: CGFloat = 0.99

  /// A lift slower than this (points per second) starts no momentum (S22; XNScrollView's
  /// minimum deceleration velocity).
  public static let minimumFlingVelocity: CGFloat = 25

  /// The velocity (points per millisecond) under which a bounce is over (S24).
  static let restingVelocity: CGFloat = 0.001

  /// The longest an animation may run before it is stopped and recorded as an event: 10
  /// seconds, whatever the frame pacing (S13).
  public static let maximumAnimationSeconds = 10

  /// Where momentum of `velocity` (points per millisecond) from `offset` would stop with no
  /// edge in the way: `offset + velocity · rate / (1 − rate)`, the sum of every millisecond's
  /// move (S20).
  public static func projectedOffset(
    from offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal
  ) -> CGFloat {
    let r = rate.rawValue
    return offset + velocity * r / (1 - r)
  }

  /// The most frames an animation may run at 60 Hz (S13).
  public static let maximumAnimationFrames = 600

  /// The most frames an animation may run at the view's pacing (S13): 10 seconds' worth.
  var animationFrameBound: Int { Self.maximumAnimationSeconds * framePacing.framesPerSecond }

  /// Runs a release's momentum frame by frame until the view rests (S20, S24): the velocity
  /// (points per millisecond, the content offset's) shrinks by `decelerationRate` each
  /// millisecond; past an edge of the valid range, the distance beyond it and the velocity also
  /// shrink by `bounceRate` each millisecond, so momentum that runs past an edge slows, turns
  /// and comes back, and a view released out of range at no velocity returns to the edge.
  /// Each frame (at the view's pacing, S21) sets the offset, calling `scrollViewDidScroll`, and
  /// is recorded; the next frame continues from the offset and the range the delegate left. With
  /// `bounces` false the content stops at the edge.
  func runMomentum(velocity initialVelocity: CGFloat) {
    let epsilon = PixelGrid.pixel(scale: contentScaleFactor) / 4
    var velocity = initialVelocity
    var frame = 0
    var elapsed = 0
    while true {
      let range = validContentOffsetYRange
      let rate = decelerationRate.rawValue
      var y = contentOffset.y
      var finished = false
      let frameEnd = framePacing.millisecondsElapsed(atFrame: frame + 1)
      while elapsed < frameEnd, !finished {
        elapsed += 1
        velocity *= rate
        y += velocity
        let edge = min(max(y, range.lowerBound), range.upperBound)
        if y != edge {
          guard bounces else {
            y = edge
            finished = true
            break
          }
          y = edge + (y - edge) * Self.bounceRate
          velocity *= Self.bounceRate
          if abs(velocity) <= Self.restingVelocity, abs(y - edge) <= epsilon {
            y = edge
            finished = true
          }
        } else {
          let remaining = velocity * rate / (1 - rate)
          if abs(remaining) <= epsilon {
            y = min(max(y + remaining, range.lowerBound), range.upperBound)
            finished = true
          }
        }
      }
      frame += 1
      if y != contentOffset.y {
        contentOffset.y = y
        record(.animationFrame(frame))
      }
      if finished { return }
      if frame >= animationFrameBound {
        recorder?.note(.settleBoundHit(frames: frame))
        return
      }
    }
  }
}
