import ScrollGeometry

/// What a person sees of one observation: every element with at least one screen pixel of it
/// inside the scroll view (and inside the root view, when recorded), in root-view (window)
/// coordinates (rule C31). An app's view that draws nothing (a blank spacer, C34) is not part
/// of the picture.
///
/// The comparisons of two states (`idempotent`, `no-hysteresis`, `round-trip`,
/// `bounces-back`) judge these frames, not the scroll view's properties: a different
/// `contentOffset` over an empty table, or a different `contentInset.bottom` at an offset
/// where it does not show, draws the same picture (C31). Where a property difference would
/// show once the view rests at an edge, the probes bring the view (and its twin) there and
/// compare what is drawn at that edge (C32).
public struct DrawnState: Sendable {
  /// One element as drawn: its whole frame in root-view coordinates (its content is laid
  /// out in it, so a frame that differs draws differently even where only part shows), and
  /// its visual scale.
  public struct Drawn: Sendable {
    /// What the element is.
    public var kind: ElementKind
    /// Its frame in root-view coordinates.
    public var frame: CGRect
    /// Its frame in the scroll view's coordinates, for marks on a picture.
    public var screenFrame: CGRect
    /// Its visual scale (1 for UIKit views).
    public var scale: CGFloat
  }

  /// The elements drawn (more than one pixel of them on screen), in the observation's order.
  public var elements: [Drawn]
  /// Every element the observation recorded, on screen or not (a table header off screen),
  /// except views that draw nothing (C34).
  public var recorded: [Drawn]
  /// One screen pixel (the coarser of the two screens when compared).
  public var tolerance: CGFloat

  /// The drawn state of an observation.
  public init(_ observation: Observation) {
    tolerance = observation.tolerance
    let origin = observation.frameInRootView?.origin ?? .zero
    // The area a person sees: the scroll view's bounds, in root-view coordinates, cut to
    // the root view when it is recorded.
    var visible = CGRect(
      x: origin.x, y: origin.y, width: observation.bounds.width, height: observation.bounds.height)
    if let root = observation.rootViewBounds { visible = visible.intersection(root) }
    // A view that draws nothing is left out, as if it were not there: its frame can change
    // without the screen changing (C34).
    recorded = observation.elements.filter { !$0.drawsNothing }.map { element in
      Drawn(
        kind: element.kind, frame: element.screenFrame.offsetBy(dx: origin.x, dy: origin.y),
        screenFrame: element.screenFrame, scale: element.scale)
    }
    // Drawn: more than one pixel of it shows, both ways (a sliver at the edge of the view
    // within a pixel is not a picture a person can tell apart).
    let threshold = observation.tolerance
    elements = recorded.filter { element in
      let shown = element.frame.intersection(visible)
      return !shown.isNull && shown.width > threshold && shown.height > threshold
    }
  }

  /// Whether nothing at all is drawn.
  public var isEmpty: Bool { elements.isEmpty }

  /// The drawn element of a kind, if drawn.
  public func element(_ kind: ElementKind) -> Drawn? { elements.first { $0.kind == kind } }

  /// The recorded element of a kind, drawn or not.
  public func recordedElement(_ kind: ElementKind) -> Drawn? { recorded.first { $0.kind == kind } }

  /// The first drawn difference between `expected` and `actual` (an element drawn in one and
  /// not the other, or drawn at another frame or scale, beyond one pixel of the coarser
  /// screen), or nil when both draw the same picture (C31).
  public static func firstDifference(expected: Observation, actual: Observation) -> StateComparison.Difference? {
    let before = DrawnState(expected)
    let after = DrawnState(actual)
    let tolerance = max(before.tolerance, after.tolerance)
    func differs(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > tolerance }
    // Each element drawn in either state: compared with its frame in the other (drawn or
    // just off screen there), or reported drawn in one only.
    for element in before.elements {
      guard let other = after.recordedElement(element.kind) else {
        return StateComparison.Difference(
          message: "\(element.kind) is no longer drawn (it was at \(StateComparison.describe(element.screenFrame)))",
          marks: [])
      }
      let e = element.frame
      let o = other.frame
      if differs(e.minY, o.minY) || differs(e.height, o.height) || differs(e.minX, o.minX) || differs(e.width, o.width) {
        // The numbers are the scroll view's own coordinates, as the picture's marks are; the
        // comparison itself is in the window's (C31).
        var message = "\(element.kind) is at \(StateComparison.describe(other.screenFrame)) in the scroll view, expected "
          + StateComparison.describe(element.screenFrame)
        if differs(e.minX, o.minX) || differs(e.width, o.width) {
          message += " (x \(o.minX.compactDescription)..\(o.maxX.compactDescription), expected "
            + "\(e.minX.compactDescription)..\(e.maxX.compactDescription))"
        } else if !differs(element.screenFrame.minY, other.screenFrame.minY),
          !differs(element.screenFrame.height, other.screenFrame.height)
        {
          message += " (the scroll view itself moved in the window)"
        }
        message += pixelNote(e, o, tolerance: tolerance)
        return StateComparison.Difference(message: message, marks: [other.screenFrame])
      }
      if abs(element.scale - other.scale) > 0.001 {
        return StateComparison.Difference(
          message: "\(element.kind) is scaled \(other.scale.compactDescription), "
            + "expected \(element.scale.compactDescription)",
          marks: [other.screenFrame])
      }
    }
    for element in after.elements {
      guard let other = before.recordedElement(element.kind) else {
        return StateComparison.Difference(
          message: "\(element.kind) is drawn at \(StateComparison.describe(element.screenFrame)), "
            + "expected not drawn",
          marks: [element.screenFrame])
      }
      let e = other.frame
      let o = element.frame
      guard differs(e.minY, o.minY) || differs(e.height, o.height) || differs(e.minX, o.minX) || differs(e.width, o.width)
      else { continue }
      return StateComparison.Difference(
        message: "\(element.kind) is drawn at \(StateComparison.describe(element.screenFrame)), "
          + "expected off screen at \(StateComparison.describe(other.screenFrame))",
        marks: [element.screenFrame])
    }
    return nil
  }

  /// `"; 1 px"` when the largest edge of two frames moves by less than 2.5 pixels of the
  /// coarser screen (`tolerance` is one pixel), so that a finding says it is a one- or
  /// two-pixel difference (issue 8's review: such demos are real but nearly invisible);
  /// empty for larger ones.
  static func pixelNote(_ a: CGRect, _ b: CGRect, tolerance: CGFloat) -> String {
    let largest = max(abs(a.minX - b.minX), abs(a.maxX - b.maxX), abs(a.minY - b.minY), abs(a.maxY - b.maxY))
    let pixels = largest / tolerance
    guard pixels < 2.5 else { return "" }
    return "; \(max(1, Int(pixels.rounded()))) px"
  }

  /// Whether the bars over the view differ between two observations: the safe area's top,
  /// which a large title collapsing or expanding moves (W13), differs by more than one pixel
  /// (C40).
  public static func barsDiffer(_ a: Observation, _ b: Observation) -> Bool {
    abs(a.safeAreaInsets.top - b.safeAreaInsets.top) > max(a.tolerance, b.tolerance)
  }

  /// Whether the bars moved since an observation: the view's safe-area top now differs from
  /// the one it recorded by more than its pixel (C40).
  static func barsDiffer(_ a: Observation, safeAreaTop: CGFloat) -> Bool {
    abs(a.safeAreaInsets.top - safeAreaTop) > a.tolerance
  }

  /// Whether two observations at the same place may differ in a large title's state (C41):
  /// the safe area's top differs by more than one pixel and by no more than the title's 52
  /// points (W11, W13). Observations do not record the bar itself outside pictures, so a
  /// safe area the strategy's own code moves by up to 52 points passes too (C41 says so).
  public static func largeTitleDiffers(_ a: Observation, _ b: Observation) -> Bool {
    let tolerance = max(a.tolerance, b.tolerance)
    let difference = abs(a.safeAreaInsets.top - b.safeAreaInsets.top)
    return difference > tolerance && difference <= BarMetrics.largeTitleHeight + tolerance
  }

  /// Whether two observations that draw the same picture may still draw differently once
  /// each view rests at one of its edges: their valid offset ranges (insets and content
  /// size) differ, or they rest at different offsets, beyond one pixel (C32).
  public static func edgesMayDiffer(_ a: Observation, _ b: Observation) -> Bool {
    let tolerance = max(a.tolerance, b.tolerance)
    return abs(a.validOffsetY.lowerBound - b.validOffsetY.lowerBound) > tolerance
      || abs(a.validOffsetY.upperBound - b.validOffsetY.upperBound) > tolerance
      || abs(a.contentOffset.y - b.contentOffset.y) > tolerance
  }
}
