/// A view with a modifier applied: what `frame`, `padding`, `scaleEffect`... return.
///
/// Its parts are kept in one object, so that the view is one reference: it fits an
/// existential's inline buffer (`any View` holds it without a box of its own) and a copy is a
/// retain (P7).
public struct ModifiedView: _PrimitiveView {
  private let storage: Storage

  /// The modified view, the path component it is resolved at, and the modifier.
  private final class Storage {
    let content: any View
    let name: String
    let modify: Modify

    init(content: any View, name: String, modify: Modify) {
      self.content = content
      self.name = name
      self.modify = modify
    }
  }

  /// What the modifier makes of the resolved content.
  private enum Modify {
    /// Wraps the content's node.
    case wrap((ViewNode) -> ViewNode)
    /// Builds on the content's node with the resolve context (to resolve views of its own).
    case resolve((ViewNode, inout _ResolveContext) -> ViewNode)
  }

  init(_ content: any View, _ name: String, modify: @escaping (ViewNode, inout _ResolveContext) -> ViewNode) {
    storage = Storage(content: content, name: name, modify: .resolve(modify))
  }

  init(_ content: any View, _ name: String, wrap: @escaping (ViewNode) -> ViewNode) {
    storage = Storage(content: content, name: name, modify: .wrap(wrap))
  }

  /// The modified view.
  var content: any View { storage.content }
  /// The path component its content is resolved at.
  var name: String { storage.name }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    let child = context.resolve(storage.content, at: storage.name)
    switch storage.modify {
    case .wrap(let wrap): return wrap(child)
    case .resolve(let modify): return modify(child, &context)
    }
  }
}
