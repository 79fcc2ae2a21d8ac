import ScrollGeometry
import Testing

@Suite("UIEdgeInsets")
struct UIEdgeInsetsTests {
  @Test func uiEdgeInsetsMakeTakesUIKitsOrder() {
    let insets = UIEdgeInsetsMake(-12, 1, -40, 2)
    #expect(insets == UIEdgeInsets(top: -12, left: 1, bottom: -40, right: 2))
    #expect(insets.top == -12 && insets.left == 1 && insets.bottom == -40 && insets.right == 2)
  }

  @Test func uiEdgeInsetsAddEdgeByEdge() {
    let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let b = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(a + b == UIEdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
    #expect(a + .zero == a)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func uiEdgeInsetsDescriptionIsCompact() {
    #expect(UIEdgeInsets(top: 47, left: 0, bottom: 34.5, right: 1.0 / 3).description
      == "(top: 47, left: 0, bottom: 34.5, right: 0.333)")
  }
}
