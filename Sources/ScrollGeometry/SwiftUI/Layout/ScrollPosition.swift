/// Where a scroll view is scrolled, as iOS 18's `ScrollPosition`: an offset, an edge or the
/// identity of a view of the scroll target layout, or wherever the user left it (U32).
///
///     @State private var position = ScrollPosition(idType: Int.self)
///     ScrollView { ... }.scrollPosition($position)
///     position.scrollTo(edge: .top)   // the scroll view scrolls to its top
///
/// View identities are the integer ids of the `ForEach` elements of the `scrollTargetLayout()`
/// stack (the range's integers, or the data's ids, U44); a target that is not a `ForEach`
/// element is identified by its index among the targets. Across a content change the view
/// held keeps its place (U47).
public struct ScrollPosition: Hashable, Sendable {
  /// The offset asked for (the `UIScrollView`'s, as `ScrollGeometry.contentOffset`), if any.
  public private(set) var point: CGPoint?
  /// The edge asked for, if any.
  public private(set) var edge: Edge?
  /// The identity of the view asked for, or of the top-most target after the user scrolled.
  public private(set) var viewID: Int?
  /// Where the view with `viewID` is aligned in the visible area (`.top` when nil).
  public private(set) var anchor: UnitPoint?
  /// Counts the requests, so that asking twice for the same place scrolls twice.
  var generation = 0
  /// Whether the user's scrolling, not the app, put the scroll view where it is. Setting it
  /// to true forgets the point and the edge.
  public var isPositionedByUser: Bool {
    didSet {
      if isPositionedByUser {
        point = nil
        edge = nil
      }
    }
  }

  /// A position with nothing asked for yet.
  public init(idType: Int.Type = Int.self) {
    isPositionedByUser = false
  }

  /// A position at `point`.
  public init(idType: Int.Type = Int.self, point: CGPoint) {
    self.point = point
    isPositionedByUser = false
  }

  /// A position at offset `y`.
  public init(idType: Int.Type = Int.self, y: CGFloat) {
    self.init(idType: idType, point: CGPoint(x: 0, y: y))
  }

  /// A position at an edge (`.top` or `.bottom`).
  public init(idType: Int.Type = Int.self, edge: Edge) {
    self.edge = edge
    isPositionedByUser = false
  }

  /// A position at the view of identity `id`.
  public init(id: Int, anchor: UnitPoint? = nil) {
    viewID = id
    self.anchor = anchor
    isPositionedByUser = false
  }

  /// Scrolls to offset `y`, clamped to the content.
  public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }

  /// Scrolls to `(x, y)`; only `y` is used (vertical scrolling).
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }

  /// Scrolls to `point`, clamped to the content.
  public mutating func scrollTo(point: CGPoint) {
    let next = generation + 1
    self = ScrollPosition(point: point)
    generation = next
  }

  /// Scrolls to an edge.
  public mutating func scrollTo(edge: Edge) {
    let next = generation + 1
    self = ScrollPosition(edge: edge)
    generation = next
  }

  /// Scrolls to the view of identity `id`, its `anchor` (`.top` when nil) at the same point
  /// of the visible area.
  public mutating func scrollTo(id: Int, anchor: UnitPoint? = nil) {
    let next = generation + 1
    self = ScrollPosition(id: id, anchor: anchor)
    generation = next
  }

  /// The identity of the view scrolled to or the top-most one, as `Int`.
  public func viewID<ID>(type: ID.Type) -> ID? { viewID as? ID }

  /// Where the user left the scroll view: the top-most target's identity, nothing asked for.
  static func positionedByUser(viewID: Int?, generation: Int) -> ScrollPosition {
    var position = ScrollPosition()
    position.viewID = viewID
    position.isPositionedByUser = true
    position.generation = generation
    return position
  }
}
