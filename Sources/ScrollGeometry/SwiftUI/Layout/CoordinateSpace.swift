/// A coordinate space to read a frame in, as SwiftUI's `CoordinateSpace` (U8).
public enum CoordinateSpace: Hashable, Sendable {
  /// The window: includes everything above the scroll view (bars, safe area) and the
  /// content's padding.
  case global
  /// The view's own space: origin zero.
  case local
  /// The innermost scroll view's space: origin at the top-leading corner of its safe area.
  case scrollView
  /// A space declared with `coordinateSpace(name:)`; an undeclared name reads as `.global`.
  case named(String)
}
