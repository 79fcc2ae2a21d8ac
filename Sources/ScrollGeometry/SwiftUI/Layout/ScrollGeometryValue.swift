/// The geometry of a scroll view as iOS 18's `onScrollGeometryChange` and
/// `onScrollPhaseChange` report it, as SwiftUI's `ScrollGeometry` (U22).
public struct ScrollGeometry: Hashable, Sendable {
  /// The hosting `UIScrollView`'s `contentOffset`: `-contentInsets.top` at rest at the top,
  /// beyond the ends while rubber-banding.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content: the safe area the scroll view adds, plus content margins
  /// (the `UIScrollView`'s `adjustedContentInset`).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// Creates a scroll geometry.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The bounds of the scroll view, in content coordinates.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the content visible between the insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: Swift.max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: Swift.max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }
}

/// What a scroll view is doing, as iOS 18's `ScrollPhase` (U23).
public enum ScrollPhase: Hashable, Sendable {
  /// At rest.
  case idle
  /// A finger is down and has not moved the content yet.
  case tracking
  /// A finger is moving the content.
  case interacting
  /// After a release, the content moves on its own (the bounce back).
  case decelerating
  /// A programmatic animation moves the content.
  case animating

  /// Whether the content may be moving.
  public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` also receives: the geometry at the change (U23).
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry.
  public var geometry: ScrollGeometry
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement` (U24).
public enum ContentMarginPlacement: Hashable, Sendable {
  /// Content and indicators.
  case automatic
  /// The scroll content only.
  case scrollContent
  /// The scroll indicators only (no effect on geometry).
  case scrollIndicators
}

/// How a scroll view picks where a release comes to rest, as iOS 17's
/// `ScrollTargetBehavior` (U25).
public protocol ScrollTargetBehavior {
  /// The behaviour as the engine applies it.
  var _kind: ScrollTargetKind { get }
}

/// The scroll target behaviours the engine models (U25).
public enum ScrollTargetKind: Hashable, Sendable {
  /// Rest on a multiple of the container's height.
  case paging
  /// Rest with a child of the `scrollTargetLayout()` at the top of the visible area.
  case viewAligned
}

/// `.paging` (U25).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public var _kind: ScrollTargetKind { .paging }
}

/// `.viewAligned` (U25).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public var _kind: ScrollTargetKind { .viewAligned }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Pages of the container's size.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Views of the scroll target layout aligned to the top.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// A setting a modifier gives the scroll view it wraps (U22 to U25).
enum ScrollSetting {
  case contentMargins(Edge.Set, CGFloat)
  case onGeometryChange(path: String, make: (ScrollGeometry) -> OnChangeRegistration)
  case onPhaseChange(path: String, action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
  case targetBehavior(ScrollTargetKind)
  case clipDisabled(Bool)
  /// Marks the stack whose children are the scroll targets (inside the content).
  case targetLayout
  /// `scrollPosition(_:anchor:)`: iOS 18's position binding (U32).
  case position(Binding<ScrollPosition>, anchor: UnitPoint?)
  /// `scrollPosition(id:anchor:)`: iOS 17's identity binding (U31).
  case positionID(Binding<Int?>, anchor: UnitPoint?)
  /// `refreshable(action:)`: a refresh control on the hosting scroll view (K11).
  case refreshable
}

extension View {
  /// Adds `length` of margin around the scroll content on `edges`, as iOS 17's
  /// `contentMargins(_:_:for:)`: the scroll views inside inset their content by the safe
  /// area plus the margins (U24): vertical margins grow their content insets, leading and
  /// trailing ones narrow the content. Margins for `.scrollIndicators` change no geometry;
  /// a nil length is the system's 16 points.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedView {
    let margins: Edge.Set = placement == .scrollIndicators ? [] : edges
    return ModifiedView(self, "contentMargins") {
      ViewNode(.scrollSetting(.contentMargins(margins, length ?? 16), child: $0))
    }
  }

  /// Adds `length` of margin on every edge, as iOS 17's `contentMargins(_:for:)` (U24).
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
    contentMargins(.all, length, for: placement)
  }

  /// Runs `action(old, new)` when `transform` of the scroll view's geometry changes, as
  /// iOS 18's `onScrollGeometryChange(for:of:action:)`: evaluated after every update, not
  /// for the first value (U22).
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> ModifiedView {
    ModifiedView(self, "onScrollGeometryChange") { child, context in
      let path = context.path
      let setting = ScrollSetting.onGeometryChange(path: path) { geometry in
        let value = transform(geometry)
        return OnChangeRegistration(
          path: path, value: value, isEqual: { ($0 as? T) == value },
          action: { old in action((old as? T) ?? value, value) }, runsInitially: false)
      }
      return ViewNode(.scrollSetting(setting, child: child))
    }
  }

  /// Runs `action(old, new)` when the scroll view's phase changes, as iOS 18's
  /// `onScrollPhaseChange(_:)` (U23).
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
    -> ModifiedView
  {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Runs `action(old, new, context)` when the scroll view's phase changes (U23).
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
      -> Void
  ) -> ModifiedView {
    ModifiedView(self, "onScrollPhaseChange") { child, context in
      ViewNode(.scrollSetting(.onPhaseChange(path: context.path, action: action), child: child))
    }
  }

  /// Sets where releases come to rest, as iOS 17's `scrollTargetBehavior(_:)` (U25).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedView {
    ModifiedView(self, "scrollTargetBehavior") {
      ViewNode(.scrollSetting(.targetBehavior(behavior._kind), child: $0))
    }
  }

  /// Binds the scroll view's position, as iOS 18's `scrollPosition(_:anchor:)` (U32): setting
  /// the position scrolls (to an offset, an edge or a view of the `scrollTargetLayout()`), and
  /// the user's scrolling writes back the top-most target view, `isPositionedByUser` true.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedView {
    ModifiedView(self, "scrollPosition") {
      ViewNode(.scrollSetting(.position(position, anchor: anchor), child: $0))
    }
  }

  /// Binds the identity of the top-most view of the `scrollTargetLayout()`, as iOS 17's
  /// `scrollPosition(id:anchor:)` (U31): the user's scrolling updates it, setting it scrolls
  /// that view to the top (or to `anchor`). Identities are the targets' indices from 0.
  public func scrollPosition(id: Binding<Int?>, anchor: UnitPoint? = nil) -> ModifiedView {
    ModifiedView(self, "scrollPosition(id:)") {
      ViewNode(.scrollSetting(.positionID(id, anchor: anchor), child: $0))
    }
  }

  /// Makes this stack's children the targets of `.viewAligned` (U25).
  public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedView {
    ModifiedView(self, "scrollTargetLayout") {
      isEnabled ? ViewNode(.scrollSetting(.targetLayout, child: $0)) : $0
    }
  }

  /// Lets the scroll view draw its content outside its bounds, as iOS 17's
  /// `scrollClipDisabled(_:)`. The model's drawn frames are never clipped by the scroll
  /// view, so this changes no geometry (U24).
  public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedView {
    ModifiedView(self, "scrollClipDisabled") { ViewNode(.scrollSetting(.clipDisabled(disabled), child: $0)) }
  }
}

/// Where a release comes to rest under a scroll target behaviour (U25, U30).
enum ScrollTargets {
  /// Where a release comes to rest (U30): the behaviour gets the natural target (the
  /// deceleration's projection, S20) and picks, with `.paging`, the page boundary nearest it
  /// but at most one page from the page nearest the offset at the lift (`U30=unbounded`: any
  /// number of pages); with `.viewAligned`,
  /// the aligned offset nearest it. Clamped to the valid range.
  static func releaseTarget(
    _ kind: ScrollTargetKind, natural: CGFloat, liftOffset: CGFloat, range: ClosedRange<CGFloat>, page: CGFloat,
    topInset: CGFloat, targetTops: [CGFloat]
  ) -> CGFloat {
    switch kind {
    case .paging:
      let liftPage = ((liftOffset - range.lowerBound) / page).rounded()
      let naturalPage = ((natural - range.lowerBound) / page).rounded()
      var pageIndex = naturalPage
      // U30: at most one page from the lift's page, or (alternative) no limit.
      if abs(naturalPage - liftPage) > 1 {
        EngineAssumptions.exercised("U30")
        if !EngineAssumptions.uses("unbounded", for: "U30") {
          pageIndex = Swift.min(Swift.max(naturalPage, liftPage - 1), liftPage + 1)
        }
      }
      return Swift.min(Swift.max(range.lowerBound + pageIndex * page, range.lowerBound), range.upperBound)
    case .viewAligned:
      return restingOffset(
        kind, offset: natural, range: range, page: page, topInset: topInset, targetTops: targetTops)
    }
  }

  /// The resting offset nearest to `offset`: a page boundary (`.paging`, pages of `page`
  /// points from the top edge) or the offset that puts a target's top at the top of the
  /// visible area (`.viewAligned`), clamped to the valid range.
  static func restingOffset(
    _ kind: ScrollTargetKind, offset: CGFloat, range: ClosedRange<CGFloat>, page: CGFloat,
    topInset: CGFloat, targetTops: [CGFloat]
  ) -> CGFloat {
    let candidate: CGFloat
    switch kind {
    case .paging:
      let pages = ((offset - range.lowerBound) / page).rounded()
      candidate = range.lowerBound + pages * page
    case .viewAligned:
      let aligned = targetTops.map { $0 - topInset }
      candidate = aligned.min { abs($0 - offset) < abs($1 - offset) } ?? offset
    }
    return Swift.min(Swift.max(candidate, range.lowerBound), range.upperBound)
  }
}
