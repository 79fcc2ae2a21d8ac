/// How often the display draws a frame: 60 Hz on every iPhone and iPad, 120 Hz on ProMotion
/// displays (S21). Animations (a release's momentum and bounce, `setContentOffset(_:animated:)`)
/// deliver one offset, one `scrollViewDidScroll` and one drawn state per frame, so the pacing
/// decides how many states an animation draws, never where it comes to rest.
public enum FramePacing: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// 60 frames a second (every display; the default).
  case hz60 = 60
  /// 120 frames a second (ProMotion).
  case hz120 = 120

  /// Frames a second.
  public var framesPerSecond: Int { rawValue }

  /// The frame `index` (from 1) is drawn this many whole milliseconds after the animation began.
  public func millisecondsElapsed(atFrame index: Int) -> Int {
    (index * 1000 + framesPerSecond - 1) / framesPerSecond
  }

  /// "60 Hz"
  public var description: String { "\(rawValue) Hz" }
}
