/// Carries a view's structural identity while bodies are evaluated, and hands each view's
/// `@State` the storage that identity had before (U3). Not for users.
public struct _ResolveContext {
  /// The path of the view being resolved (`root/0/1/header`...).
  var path: String
  let graph: StateGraph

  /// The host's image sizes (U13).
  var images: ImageCatalog { graph.images }

  init(path: String, graph: StateGraph) {
    self.path = path
    self.graph = graph
  }

  /// Resolves `view` as the child named `component` of the current view.
  mutating func resolve(_ view: any View, at component: String) -> ViewNode {
    let saved = path
    path += "/" + component
    defer { path = saved }
    return resolveHere(view)
  }

  /// Resolves `view` at the current path: a primitive view describes itself; any other view
  /// has its state attached and its body resolved in turn.
  mutating func resolveHere(_ view: any View) -> ViewNode {
    if let node = view._makeNodeIfPrimitive(&self) { return node }
    graph.attachState(of: view, at: path)
    let body = view.body
    return resolve(body, at: "body")
  }
}
