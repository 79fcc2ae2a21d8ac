import ScrollGeometry

/// Compares two resting states by what they draw (rule C31): every element on screen, its
/// frame in root-view coordinates and its scale, to one pixel. The scroll view's offset,
/// insets and content size are not compared on their own: they are a finding only where they
/// change the picture (C32). Returns the first difference, in words, with the frames to mark.
public enum StateComparison {
  /// A difference between two observations.
  public struct Difference: Hashable, Sendable {
    /// What differs, with both values, in one sentence.
    public var message: String
    /// The screen frames to mark on a picture of the actual observation.
    public var marks: [CGRect]
  }

  /// The first drawn difference between `expected` and `actual`, or nil when they draw the
  /// same picture (C31).
  public static func firstDifference(
    expected: Observation, actual: Observation
  ) -> Difference? {
    DrawnState.firstDifference(expected: expected, actual: actual)
  }

  /// A violation when the state at the marker `after` differs from the state at the marker
  /// `before` (never when the app changed its content in between, V4); `context` introduces the difference in the message ("after a release, ...").
  public static func violation(
    in run: CheckedRun, from before: String, to after: String, context: String
  ) -> Violation? {
    guard let beforeIndex = run.index(ofMarker: before), let afterIndex = run.index(ofMarker: after),
      // The app's own code changed its data in between (a page loaded, V4): ordinary app
      // behaviour, not a difference to report.
      !run.appChangedContent(after: min(beforeIndex, afterIndex), through: max(beforeIndex, afterIndex)),
      let difference = firstDifference(
        expected: run.observations[beforeIndex], actual: run.observations[afterIndex])
    else { return nil }
    return Violation(
      observationIndex: afterIndex, comparedIndex: beforeIndex,
      message: "\(context), \(difference.message)", marks: difference.marks)
  }

  /// `y 12..56 (h 44)` style, for messages.
  public static func describe(_ rect: CGRect) -> String {
    "y \(rect.minY.compactDescription)..\(rect.maxY.compactDescription) "
      + "(h \(rect.height.compactDescription))"
  }
}
