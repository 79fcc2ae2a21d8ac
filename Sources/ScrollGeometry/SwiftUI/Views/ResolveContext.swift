/// Carries a view's structural identity while bodies are evaluated, and hands each view's
/// `@State` the storage that identity had before (U3). Not for users.
public struct _ResolveContext {
  /// The components of the path of the view being resolved, joined only when a view needs
  /// its path: building the whole string at every node was a large part of resolving a body.
  private var components: [String]
  let graph: StateGraph

  /// The path of the view being resolved (`root/0/1/header`...).
  var path: String { components.joined(separator: "/") }

  /// The host's image sizes (U13).
  var images: ImageCatalog { graph.images }

  init(path: String, graph: StateGraph) {
    components = [path]
    components.reserveCapacity(32)
    self.graph = graph
  }

  /// Resolves `view` as the child named `component` of the current view.
  mutating func resolve(_ view: any View, at component: String) -> ViewNode {
    components.append(component)
    defer { components.removeLast() }
    return resolveHere(view)
  }

  /// Resolves `view` at the current path: a primitive view describes itself; any other view
  /// has its state attached and its body resolved in turn.
  mutating func resolveHere(_ view: any View) -> ViewNode {
    if let node = view._makeNodeIfPrimitive(&self) { return node }
    graph.attachState(of: view, at: self.path)
    let body = view.body
    return resolve(body, at: "body")
  }
}
