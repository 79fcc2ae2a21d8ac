import ScrollGeometry
import Testing

@Suite("Screen")
struct ScreenTests {
  @Test func screenBoundsStartAtZero() {
    let screen = Screen(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.safeAreaInsets.top == 59)
    #expect(Screen(size: .zero, scale: 2).safeAreaInsets == .zero)
  }
}
