import ScrollGeometry

/// Compares two resting states: offset, insets, content size and every element both show.
/// Returns the first difference beyond one pixel, in words, with the frames to mark.
public enum StateComparison {
  /// A difference between two observations.
  public struct Difference: Hashable, Sendable {
    /// What differs, with both values, in one sentence.
    public var message: String
    /// The screen frames to mark on a picture of the actual observation.
    public var marks: [CGRect]
  }

  /// The first difference between `expected` and `actual`, or nil when they agree.
  public static func firstDifference(
    expected: Observation, actual: Observation
  ) -> Difference? {
    let tolerance = max(expected.tolerance, actual.tolerance)
    func differs(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > tolerance }
    if differs(expected.contentOffset.y, actual.contentOffset.y) {
      return Difference(
        message: "contentOffset.y is \(actual.contentOffset.y.compactDescription), "
          + "expected \(expected.contentOffset.y.compactDescription)",
        marks: [])
    }
    let insetPairs: [(String, CGFloat, CGFloat)] = [
      ("contentInset.top", expected.contentInset.top, actual.contentInset.top),
      ("contentInset.bottom", expected.contentInset.bottom, actual.contentInset.bottom),
      ("adjustedContentInset.top", expected.adjustedContentInset.top, actual.adjustedContentInset.top),
      ("adjustedContentInset.bottom", expected.adjustedContentInset.bottom, actual.adjustedContentInset.bottom),
      ("contentSize.height", expected.contentSize.height, actual.contentSize.height),
    ]
    for (name, a, b) in insetPairs where differs(a, b) {
      return Difference(
        message: "\(name) is \(b.compactDescription), expected \(a.compactDescription)", marks: [])
    }
    for element in expected.elements {
      guard let other = actual.element(element.kind) else { continue }
      let e = element.screenFrame
      let o = other.screenFrame
      if differs(e.minY, o.minY) || differs(e.height, o.height) || differs(e.minX, o.minX)
        || differs(e.width, o.width)
      {
        return Difference(
          message: "\(element.kind) is at \(describe(o)) on screen, expected \(describe(e))",
          marks: [o])
      }
      if abs(element.scale - other.scale) > 0.001 {
        return Difference(
          message: "\(element.kind) is scaled \(other.scale.compactDescription), "
            + "expected \(element.scale.compactDescription)",
          marks: [o])
      }
    }
    return nil
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
