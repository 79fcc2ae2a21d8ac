/// A view with a modifier applied: what `frame`, `padding`, `scaleEffect`... return.
public struct ModifiedView: _PrimitiveView {
  let content: any View
  let name: String
  let modify: (ViewNode, inout _ResolveContext) -> ViewNode

  init(_ content: any View, _ name: String, modify: @escaping (ViewNode, inout _ResolveContext) -> ViewNode) {
    self.content = content
    self.name = name
    self.modify = modify
  }

  init(_ content: any View, _ name: String, wrap: @escaping (ViewNode) -> ViewNode) {
    self.init(content, name) { child, _ in wrap(child) }
  }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    let child = context.resolve(content, at: name)
    return modify(child, &context)
  }
}
