/// A coordinate space to read a frame in, as SwiftUI's `CoordinateSpace` (U8).
public enum CoordinateSpace: Hashable, Sendable {
  /// The window: includes everything above the scroll view (bars, safe area) and the
  /// content's padding.
  case global
  /// The view's own space: origin zero.
  case local
  /// The innermost scroll view's space: origin at the top-leading corner of its safe area
  /// (inside a nested horizontal scroll view, its top-leading corner, U50).
  case scrollView
  /// The innermost scroll view that scrolls along `axis`: `.vertical` is the hosted scroll
  /// view's space even inside a horizontal one; `.horizontal` a nested horizontal one's (read
  /// as `.global` outside any) (U50).
  case scrollViewAlong(Axis)

  /// `CoordinateSpace.scrollView(axis:)`, as SwiftUI spells it.
  public static func scrollView(axis: Axis) -> CoordinateSpace { .scrollViewAlong(axis) }
  /// A space declared with `coordinateSpace(name:)`; an undeclared name reads as `.global`.
  case named(String)
}
