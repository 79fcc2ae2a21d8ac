/// A line of text, as SwiftUI's `Text`. Measured with a simple font model: each character
/// 9 points wide, lines 22 points tall (body text, U6, assumption); it wraps to the width
/// it is offered.
public struct Text: _PrimitiveView {
  let content: String

  /// Creates text showing `content` verbatim.
  public init(_ content: String) { self.content = content }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode { ViewNode(.text(content)) }
}

/// A colour, as SwiftUI's `Color`: as a view it fills the space it is offered.
public struct Color: _PrimitiveView, Hashable, Sendable {
  let name: String

  /// A colour by name.
  public init(_ name: String) { self.name = name }

  /// The colour white.
  public static let white = Color("white")
  /// The colour black.
  public static let black = Color("black")
  /// A transparent colour (it still fills the space it is offered).
  public static let clear = Color("clear")
  /// The colour gray.
  public static let gray = Color("gray")
  /// The colour blue.
  public static let blue = Color("blue")
  /// The colour red.
  public static let red = Color("red")

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode { ViewNode(.fill) }
}
