/// What caused an observation to be recorded.
public enum ObservationCause: Hashable, Sendable, CustomStringConvertible {
  /// A layout pass (view-controller lifecycle, reload, header assignment, size change).
  case layoutPass(Int)
  /// The finger moved by this translation (positive: down, pulling the content down).
  case drag(translation: CGFloat)
  /// The finger lifted.
  case release
  /// One frame of a settle or scroll animation.
  case animationFrame(Int)
  /// `setContentOffset(_:animated: false)` or a direct `contentOffset` assignment.
  case setContentOffset
  /// `scrollViewDidScroll` (or a SwiftUI update) delivered again without moving.
  case redeliver
  /// A settling animation ended out of the range its last frame left, and the at-rest clamp
  /// pulled the offset back in the same run-loop turn: the state drawn where it rests (S25).
  case restClamp
  /// The view changed size (rotation).
  case sizeChange
  /// Content changed (rows inserted or deleted, header text changed).
  case contentUpdate
  /// The environment changed without a size change: one frame of the keyboard's animation,
  /// the status bar shown or hidden, the view coming back after a push or a tab switch.
  case environmentChange(String)
  /// Anything else a driver wants to mark.
  case marker(String)

  public var description: String {
    switch self {
    case .layoutPass(let n): return "layout pass \(n)"
    case .drag(let t): return "drag by \(t.compactDescription)"
    case .release: return "release"
    case .animationFrame(let n): return "animation frame \(n)"
    case .setContentOffset: return "set content offset"
    case .redeliver: return "scrollViewDidScroll delivered again"
    case .restClamp: return "pulled back into range at rest"
    case .sizeChange: return "size change"
    case .contentUpdate: return "content update"
    case .environmentChange(let text): return text
    case .marker(let text): return text
    }
  }
}

/// The self-sizing facts of a table header at one moment.
public struct HeaderFitObservation: Hashable, Sendable {
  /// The height the header's constraints ask for at the table's current width.
  public var fittingHeight: CGFloat
  /// The width the fitting was computed at (the table's current width).
  public var width: CGFloat
  /// Some label shows fewer lines than its text needs (`numberOfLines` too small).
  public var isTextTruncated: Bool
  /// Some content does not fit the header's frame: it extends below it, or a label is
  /// squeezed below its natural height.
  public var isContentClipped: Bool
  /// Where the lowest content ends, in the header's own coordinates (nil: not measured). A
  /// header does not clip its subviews: content below its frame shows until something is
  /// drawn over it.
  public var contentMaxY: CGFloat?
  /// Some label is squeezed below its natural height, so UILabel cuts the lines that do not
  /// fit its frame.
  public var isLabelSqueezed: Bool

  /// Creates the fitting facts of a header at one moment.
  public init(
    fittingHeight: CGFloat, width: CGFloat, isTextTruncated: Bool, isContentClipped: Bool,
    contentMaxY: CGFloat? = nil, isLabelSqueezed: Bool = false
  ) {
    self.fittingHeight = fittingHeight
    self.width = width
    self.isTextTruncated = isTextTruncated
    self.isContentClipped = isContentClipped
    self.contentMaxY = contentMaxY
    self.isLabelSqueezed = isLabelSqueezed
  }
}

/// One recorded moment: everything an invariant may look at after one step of the engine.
public struct Observation: Hashable, Sendable {
  /// The index of the script event being run when this was recorded (set by the driver).
  public var step: Int
  /// What caused it.
  public var cause: ObservationCause
  /// The scroll view's `contentOffset`.
  public var contentOffset: CGPoint
  /// The scroll view's `contentInset`, as its owner set it.
  public var contentInset: UIEdgeInsets
  /// The scroll view's `adjustedContentInset`: `contentInset` plus any safe-area adjustment.
  public var adjustedContentInset: UIEdgeInsets
  /// The scroll view's `safeAreaInsets`.
  public var safeAreaInsets: UIEdgeInsets
  /// The scroll view's `contentSize`.
  public var contentSize: CGSize
  /// The scroll view's bounds (origin = content offset).
  public var bounds: CGRect
  /// The valid offset range at that moment, as UIKit computes it.
  public var validOffsetY: ClosedRange<CGFloat>
  /// Whether a finger is down on the view.
  public var isTracking: Bool
  /// Whether a drag has begun moving the content.
  public var isDragging: Bool
  /// The finger's total translation since the drag began (0 when not dragging).
  public var fingerTranslation: CGFloat
  /// Every element on screen (and, for the table header, also when off screen).
  public var elements: [ElementFrame]
  /// Self-sizing facts for a table header that has a fitting layout.
  public var headerFit: HeaderFitObservation?
  /// Screen scale, for pixel tolerances.
  public var scale: CGFloat
  /// The scroll view's frame in the root view of its hierarchy (its controller's view, or
  /// the window for a SwiftUI host), when recorded (O1).
  public var frameInRootView: CGRect?
  /// The root view's bounds: the area the controller's view covers, safe area included (O1).
  public var rootViewBounds: CGRect?
  /// Where that root view's top-left corner is in the window (O2): zero for a controller that
  /// is the window's root; inside a navigation or tab bar controller, where the container
  /// lays the controller's view out (below an opaque bar it moves when the bars do, W12).
  public var rootViewOriginInWindow: CGPoint?
  /// The bars drawn over the scroll view (status bar, navigation and tab bars, home
  /// indicator, keyboard), in its coordinates, for pictures (Z3); empty unless the world
  /// describes them (`TraceRecorder.systemBars`) and the recorder records for pictures
  /// (`TraceRecorder.recordsText`, P5): no invariant reads them.
  public var systemBars: [SystemBar] = []
  /// The natural rectangles, in content coordinates, of a plain table's section footers that
  /// float away from them (T15) while the rectangle overlaps the bounds, whether or not the
  /// footer itself is drawn on screen (it may float above the view's top when the bottom
  /// insets are taller than the view): the band such a footer left (C33).
  public var vacatedFooterPlaces: [CGRect] = []
  /// The natural rectangles, in content coordinates, of a plain table's section headers
  /// drawn lower than them because they pin (T13) while the rectangle overlaps the bounds,
  /// whether or not the section's rows or footer are on screen: the band such a header left
  /// (W45).
  public var vacatedHeaderPlaces: [CGRect] = []
  /// The app's own lasting share of the top inset (W30), as the scenario added it, not the
  /// `contentInset` a strategy wrote: the band below the top of the safe area where the app
  /// draws what the inset stands for (a banner), which covers what lies under it as the bars
  /// do (C37). Zero where the app added none, and in the SwiftUI world (U41).
  public var appTopInset: CGFloat = 0
  /// Where the status bar ends, in the scroll view's own coordinates, where the scroll
  /// view's safe area leaves it out: a SwiftUI scroll view that ignores the top safe area
  /// (U15) has none there, yet the status bar is drawn over its top (Z3). Nil otherwise.
  public var statusBarBottom: CGFloat?
  /// Where the status bar and the navigation bar the world draws over the scroll view end, in
  /// its coordinates (0 with neither, or where they end above its top): the bars themselves,
  /// not the safe area, which also holds any `additionalSafeAreaInsets`. Recorded at markers,
  /// from the world that knows its bars (`TraceRecorder.topBarsBottom`), nil elsewhere; a
  /// twin's marker carries its first world's (C44).
  public var topBarsBottom: CGFloat?
  /// The views outside the scroll view that have an `accessibilityIdentifier` and are drawn
  /// over it (`UIScrollView.identifiedViewsOverScrollView()`, V5), recorded at markers by a
  /// table world (`TraceRecorder.viewsOverScrollView`); empty elsewhere. Only `no-blank-top`
  /// reads them: what they draw fills the band below the bars (C44). A twin's markers carry
  /// its first world's views, as `topBarsBottom` does; nothing reads a twin's.
  public var viewsOverScrollView: [ElementFrame] = []
  /// The rectangles, in content coordinates, of the top padding a table lays out above each
  /// section (`sectionHeaderTopPadding`, T6) where the rectangle overlaps the bounds: spacing
  /// the layout itself declares, however many sections it lies above (C38).
  public var sectionPaddingPlaces: [CGRect] = []

  /// Creates an observation from every recorded fact.
  public init(
    step: Int, cause: ObservationCause, contentOffset: CGPoint, contentInset: UIEdgeInsets,
    adjustedContentInset: UIEdgeInsets, safeAreaInsets: UIEdgeInsets, contentSize: CGSize,
    bounds: CGRect, validOffsetY: ClosedRange<CGFloat>, isTracking: Bool, isDragging: Bool,
    fingerTranslation: CGFloat, elements: [ElementFrame], headerFit: HeaderFitObservation?,
    scale: CGFloat
  ) {
    self.step = step
    self.cause = cause
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
    self.safeAreaInsets = safeAreaInsets
    self.contentSize = contentSize
    self.bounds = bounds
    self.validOffsetY = validOffsetY
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.fingerTranslation = fingerTranslation
    self.elements = elements
    self.headerFit = headerFit
    self.scale = scale
  }

  /// The first element of the given kind, if on screen.
  public func element(_ kind: ElementKind) -> ElementFrame? {
    elements.first { $0.kind == kind }
  }
}
