extension View {
  /// Names this view's coordinate space: `.named(name)` measures from its top-leading corner
  /// as drawn. On a `ScrollView` that corner is the top of the scroll view's safe area (U8).
  public func coordinateSpace(name: String) -> ModifiedView {
    ModifiedView(self, "coordinateSpace") { ViewNode(.coordinateSpace(name: name, child: $0)) }
  }

  /// The iOS 17 spelling: `coordinateSpace(.named("scroll"))` (U8).
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> ModifiedView {
    coordinateSpace(name: space.name)
  }

  /// Sets whether scroll views inside bounce when their content is not taller than them (U2).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = .vertical) -> ModifiedView {
    ModifiedView(self, "scrollBounceBehavior") {
      ViewNode(.bounceBehavior(behavior, child: $0))
    }
  }
}

/// A named coordinate space, as iOS 17's `NamedCoordinateSpace` (U8).
public struct NamedCoordinateSpace: Hashable, Sendable {
  let name: String
  /// The space named `name`.
  public static func named(_ name: String) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}
