/// Builds a view from a closure's statements, as SwiftUI's `@ViewBuilder`: several views
/// become a group, `if` and `if`/`else` are allowed.
@resultBuilder
public enum ViewBuilder {
  /// One statement of the closure.
  public static func buildExpression(_ view: any View) -> any View { view }

  /// The closure's statements, in order.
  public static func buildBlock(_ views: any View...) -> ViewGroup { ViewGroup(views) }

  /// An `if` without `else`.
  public static func buildOptional(_ group: ViewGroup?) -> ViewGroup { group ?? ViewGroup([]) }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither(first group: ViewGroup) -> ViewGroup { group }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither(second group: ViewGroup) -> ViewGroup { group }
}

/// Several views side by side, as SwiftUI's `TupleView`: a stack lays them out one after
/// another; anywhere else they are layered as in a `ZStack` (U6).
public struct ViewGroup: _PrimitiveView {
  let views: [any View]

  /// Groups views in order.
  public init(_ views: [any View]) { self.views = views }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    .group(views.enumerated().map { context.resolve($0.element, at: "\($0.offset)") })
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: _PrimitiveView {
  /// Creates the empty view.
  public init() {}

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode { .empty }
}
