import ScrollGeometry
import Strategies

@testable import ScrollCheck

// Hand-built observations and runs for the invariant tests. A view is 390 x 844 at scale 3
// unless a test says otherwise; screen frames are content frames moved by the offset.

/// The view's size in every hand-built observation unless given.
let viewWidth: CGFloat = 390
let viewHeight: CGFloat = 844

/// One pixel at the default scale 3.
let pixel: CGFloat = 1.0 / 3

/// The SwiftUI header's element kind.
let swiftUIHeader = ElementKind.swiftUI(name: "header")

/// An element to place in an observation: a content frame, and a screen frame if it is not
/// simply the content frame moved by the offset (a SwiftUI visual effect, a floating header).
struct Placed {
  var kind: ElementKind
  var content: CGRect
  var screen: CGRect?
  var scale: CGFloat = 1
  var zIndex: Int = DrawingOrder.content
  var isPinned = false
}

extension Placed {
  /// The same element drawn at another level of the z-order.
  func drawn(at zIndex: Int, pinned: Bool = false) -> Placed {
    var copy = self
    copy.zIndex = zIndex
    copy.isPinned = pinned
    return copy
  }
}

/// An element whose content frame spans the view's width from `y`, `height` tall.
func placed(_ kind: ElementKind, y: CGFloat, height: CGFloat, x: CGFloat = 0, width: CGFloat = viewWidth) -> Placed {
  Placed(kind: kind, content: CGRect(x: x, y: y, width: width, height: height))
}

/// An element shown at a given screen frame (content frame: the same, moved by `offset`).
func shown(
  _ kind: ElementKind, screenY: CGFloat, height: CGFloat, offset: CGFloat = 0, x: CGFloat = 0,
  width: CGFloat = viewWidth, scale: CGFloat = 1
) -> Placed {
  Placed(
    kind: kind, content: CGRect(x: x, y: screenY + offset, width: width, height: height),
    screen: CGRect(x: x, y: screenY, width: width, height: height), scale: scale)
}

/// One hand-built observation. The valid range defaults to `0...contentHeight - height`
/// (no insets), as UIKit computes it for a view without insets.
func observation(
  _ cause: ObservationCause = .layoutPass(1), offset: CGFloat = 0, elements: [Placed] = [],
  contentHeight: CGFloat = 2000, validRange: ClosedRange<CGFloat>? = nil, insetTop: CGFloat = 0,
  safeTop: CGFloat = 0, safeBottom: CGFloat = 0, width: CGFloat = viewWidth,
  height: CGFloat = viewHeight, scale: CGFloat = 3, headerFit: HeaderFitObservation? = nil
) -> Observation {
  let frames = elements.map { element in
    ElementFrame(
      kind: element.kind, contentFrame: element.content,
      screenFrame: element.screen ?? element.content.offsetBy(dx: 0, dy: -offset),
      scale: element.scale, zIndex: element.zIndex, isPinned: element.isPinned)
  }
  let dragging: Bool
  if case .drag = cause { dragging = true } else { dragging = false }
  return Observation(
    step: 0, cause: cause, contentOffset: CGPoint(x: 0, y: offset),
    contentInset: UIEdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0),
    adjustedContentInset: UIEdgeInsets(top: insetTop + safeTop, left: 0, bottom: safeBottom, right: 0),
    safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0),
    contentSize: CGSize(width: width, height: contentHeight),
    bounds: CGRect(x: 0, y: offset, width: width, height: height),
    validOffsetY: validRange ?? 0...max(0, contentHeight - height),
    isTracking: dragging, isDragging: dragging, fingerTranslation: 0, elements: frames,
    headerFit: headerFit, scale: scale)
}

/// A run of a strategy of `family` with the given declaration over hand-built observations.
func run(
  _ family: StrategyFamily, minimum: CGFloat = 0, maximum: CGFloat = 0, stretches: Bool = false,
  spacing: CGFloat = 0, layoutSpacing: CGFloat = 0, largestPinned: CGFloat = 0,
  events: [TraceEvent] = [], scenarioAdjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
  _ observations: [Observation]
) -> CheckedRun {
  CheckedRun(
    declaration: HeaderDeclaration(
      family: family, minimumHeight: minimum, maximumHeight: maximum, stretches: stretches,
      spacingBelowHeader: spacing),
    layoutSpacingBelowHeader: layoutSpacing, largestPinnedHeight: largestPinned,
    trace: Trace(observations: observations, events: events), scenarioAdjustment: scenarioAdjustment)
}

/// The names of the markers a probe leaves.
func markers(_ probe: [ProbeStep]) -> [String] {
  probe.compactMap { step in
    if case .mark(let name) = step { return name }
    return nil
  }
}
