import Testing

@testable import ScrollGeometry

/// What a stack lays out of a resolved view tree.
@Suite struct ViewNodeTests {
  func text(_ node: ViewNode) -> String {
    if case .text(let text) = node.kind { return text }
    return "not text"
  }

  /// P7 (one array for the whole flattening): groups nested at any depth are flattened in
  /// order, empty views and empty groups left out, any other node kept whole.
  @Test func p7StackChildrenFlattenNestedGroupsInOrder() {
    let a = ViewNode(.text("a"))
    let b = ViewNode(.text("b"))
    let c = ViewNode(.text("c"))
    let d = ViewNode(.text("d"))
    let framed = ViewNode(.fixedFrame(width: nil, height: 10, alignment: .center, child: ViewNode(.group([c, d]))))
    let tree = ViewNode(
      .group([
        ViewNode(.empty), a, ViewNode(.group([])),
        ViewNode(.group([b, ViewNode(.group([ViewNode(.empty), c])), d])), framed,
      ]))
    let children = tree.stackChildren
    #expect(children.count == 5)
    #expect(children.prefix(4).map(text) == ["a", "b", "c", "d"])
    if case .fixedFrame = children[4].kind {} else { Issue.record("the framed group was flattened") }
    // A node that is not a group is its own only child; an empty view has none.
    #expect(a.stackChildren.map(text) == ["a"])
    #expect(ViewNode(.empty).stackChildren.isEmpty)
    #expect(ViewNode(.group([ViewNode(.empty)])).stackChildren.isEmpty)
  }
}
