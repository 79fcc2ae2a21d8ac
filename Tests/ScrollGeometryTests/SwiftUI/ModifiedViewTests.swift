import Testing

@testable import ScrollGeometry

/// A modified view: one reference (P7), resolved as its modifier says.
@Suite struct ModifiedViewTests {
  /// P7: a modified view is one reference, so `any View` holds it inline (three words) and a
  /// copy is a retain, not a copy of an existential and two closures.
  @Test func p7AModifiedViewFitsAnExistentialsInlineBuffer() {
    #expect(MemoryLayout<ModifiedView>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<ModifiedView>.size <= 3 * MemoryLayout<Int>.size)
    let view = Color.red.frame(height: 40).padding(8)
    #expect(view.name == "padding")
    #expect((view.content as? ModifiedView)?.name == "frame")
  }

  /// P7: both kinds of modifier resolve as before: one that wraps the content's node
  /// (`frame`, `padding`) and one that resolves views of its own (`background`), at the paths
  /// their names give.
  @Test func p7ModifiersWrapAndResolveAtTheirPaths() throws {
    struct Stack: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Color.gray.frame(height: 60).padding(.top, 10).scrollCheckElement("padded")
            Color.gray.frame(height: 30)
              .background(Color.red.frame(height: 50).scrollCheckElement("behind"))
              .scrollCheckElement("front")
          }
        }
      }
    }
    let host = try Phone.host(Stack(), safeArea: .zero)
    #expect(host.element(named: "padded")?.contentFrame.height == 70)
    #expect(host.element(named: "front")?.contentFrame.minY == 70)
    #expect(host.element(named: "front")?.contentFrame.height == 30)
    // The background is offered the view's size and keeps its own height, centred on it.
    #expect(host.element(named: "behind")?.contentFrame.height == 50)
    #expect(host.element(named: "behind")?.contentFrame.midY == 85)
  }
}
