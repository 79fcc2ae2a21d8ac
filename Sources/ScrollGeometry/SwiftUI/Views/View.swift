/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes it.
///
/// A ported view reads as in SwiftUI:
///
///     struct StretchyHeaderView: View {
///       @State private var scrollOffset: CGFloat = 0
///       var body: some View { ScrollView { ... } }
///     }
///
/// The engine's own views (`Text`, `ScrollView`, modifiers...) are primitive: their `Body`
/// is `Never` and the engine reads them directly (U1).
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder var body: Body { get }
  /// The engine's description of a primitive view, `nil` for a view with a body. Not for
  /// users: the default says "has a body"; primitive views answer through `_PrimitiveView`
  /// (a requirement, so that resolving a view needs no dynamic cast).
  func _makeNodeIfPrimitive(_ context: inout _ResolveContext) -> ViewNode?
}

extension View {
  /// A view with a body is not primitive.
  public func _makeNodeIfPrimitive(_ context: inout _ResolveContext) -> ViewNode? { nil }
}

extension Never: View {
  /// `Never` has no body; it ends the chain of bodies of primitive views.
  public var body: Never {
    // Unreachable: no value of `Never` exists. The explicit `return` opts out of the
    // inferred `@ViewBuilder`.
    return preconditionFailure("Never has no body")
  }
}

/// A view the engine lays out itself rather than through its `body`. Not for users.
public protocol _PrimitiveView: View where Body == Never {
  /// The engine's description of this view.
  func _makeNode(_ context: inout _ResolveContext) -> ViewNode
}

extension _PrimitiveView {
  /// A primitive view describes itself.
  public func _makeNodeIfPrimitive(_ context: inout _ResolveContext) -> ViewNode? { _makeNode(&context) }

  /// Primitive views have no body; the engine never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view: its body is never evaluated")
  }
}
