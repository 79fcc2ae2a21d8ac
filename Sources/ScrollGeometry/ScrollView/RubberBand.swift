/// UIScrollView's rubber band: how far the content moves when the finger drags past an
/// edge. Rule S8 of `docs/semantics.md` (community formula, constant 0.55).
public enum RubberBand {
  /// The resistance constant.
  public static let coefficient: CGFloat = 0.55

  /// The distance the content moves when the finger has dragged `distance` points past an
  /// edge of a view of the given `dimension` (its height): `(1 - 1 / (x c / d + 1)) d`.
  public static func offset(forDragDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard distance > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
  }

  /// The finger distance past the edge that produces a content overshoot of `offset`: the
  /// inverse of `offset(forDragDistance:dimension:)`. Overshoots the band can never reach
  /// (at or beyond `dimension`, e.g. set by a delegate) map to a finite large distance.
  public static func dragDistance(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
    guard offset > 0, dimension > 0 else { return 0 }
    let reachable = min(offset, dimension * 0.999_999)
    return reachable * dimension / (coefficient * (dimension - reachable))
  }
}
